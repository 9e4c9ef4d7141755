import { createFileRoute } from '@tanstack/react-router';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { ChangeExpiredPasswordPage } from '../features/auth/change-expired-password-page';

export const Route = createFileRoute('/change-expired-password')({
  beforeLoad: () => guardAuthPage('/change-expired-password', { needsSession: true }),
  component: ChangeExpiredPasswordPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { LoginExpiredPage } from '../features/auth/login-expired-page';

export const Route = createFileRoute('/login-expired')({
  beforeLoad: () => guardAuthPage('/login-expired'),
  component: LoginExpiredPage,
});

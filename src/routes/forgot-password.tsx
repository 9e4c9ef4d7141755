import { createFileRoute } from '@tanstack/react-router';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: () => guardAuthPage('/forgot-password'),
  component: ForgotPasswordPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { BlockedAccountPage } from '../features/auth/blocked-account-page';

export const Route = createFileRoute('/blocked-account')({
  beforeLoad: () => guardAuthPage('/blocked-account'),
  component: BlockedAccountPage,
});

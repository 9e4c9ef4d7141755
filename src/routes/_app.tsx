import { createFileRoute, redirect } from '@tanstack/react-router';
import { readSession } from '../api/auth/session-store';
import { usersQueries } from '../api/users/users.queries';
import { AppFrame } from '../features/shell/app-frame';

/** Every signed-in page sits in this layout; without a session it goes to /login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!readSession()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  loader: ({ context }) => {
    // Warm, don't wait: offline with nothing cached, the page must still render.
    void context.queryClient.prefetchQuery(usersQueries.current());
  },
  component: AppFrame,
});

import { createFileRoute, redirect } from '@tanstack/react-router';

// The sign-in issue makes the chicken dashboard home (spec 000 §2); until it exists the
// restaurant list is the signed-in page.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/restaurants', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 000 §2: any unknown path redirects to the dashboard. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

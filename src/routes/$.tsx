import { createFileRoute, redirect } from '@tanstack/react-router';
import { withRestaurantUuid } from '../lib/route-table';

/** Spec 000 §2: any unknown path redirects to the dashboard (by way of home). */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: withRestaurantUuid('/', location.searchStr), replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardPage } from '../../../lib/route-guard';
import { withRestaurantUuid } from '../../../lib/route-table';

/**
 * Spec 000 §2: the /pcs/{id} family. Static pages match first, so an id reaching this route
 * is unknown: after the PCS guard (via a page of that module) it goes home like any
 * unknown path, keeping restaurantUuid.
 */
export const Route = createFileRoute('/_app/pcs/$id')({
  beforeLoad: ({ context, location }) => {
    guardPage(context.user, '/pcs/monitor');
    throw redirect({ href: withRestaurantUuid('/', location.searchStr), replace: true });
  },
});

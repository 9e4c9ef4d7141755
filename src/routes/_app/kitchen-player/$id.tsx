import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardPage } from '../../../lib/route-guard';
import { withRestaurantUuid } from '../../../lib/route-table';

/**
 * Spec 000 §2: the /kitchen-player/{id} family. Static pages match first, so an id reaching this route
 * is unknown: after the KITCHEN_PLAYER guard (via a page of that module) it goes home like any
 * unknown path, keeping restaurantUuid.
 */
export const Route = createFileRoute('/_app/kitchen-player/$id')({
  beforeLoad: ({ context, location }) => {
    guardPage(context.user, '/kitchen-player/player');
    throw redirect({ href: withRestaurantUuid('/', location.searchStr), replace: true });
  },
});

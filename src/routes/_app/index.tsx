import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePath, withRestaurantUuid } from '../../lib/route-table';

/** Home is the dashboard if allowed, else the user's first allowed page (spec 000 §2, §6). */
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context, location }) => {
    throw redirect({
      href: withRestaurantUuid(homePath(context.user), location.searchStr),
      replace: true,
    });
  },
});

import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadCurrentUser } from '../api/auth/current-user';
import { loginSnapshot } from '../api/auth/login-state';
import { readSession } from '../api/auth/session-store';
import { NotificationBell } from '../features/notifications/notification-bell';
import { AppFrame } from '../features/shell/app-frame';
import { authRedirect, LOGIN_PATH, MULTI_FACTOR_PATH } from '../lib/auth-redirects';
import { watchFirstPage } from '../lib/first-page-watch';
import { DASHBOARD_PATH } from '../lib/route-table';
import { validateSharedSearch } from '../lib/url-state';

/**
 * Every signed-in page sits in this layout. The redirect rules (spec 000 §4) run first; then
 * the current user is loaded once for all pages below, which read it from the context. The
 * shared filter parameters (dates, interval, restaurant) are validated here once for every
 * page, and invalid ones are dropped from the address bar (spec 000 §5) by answering them as
 * undefined.
 */
export const Route = createFileRoute('/_app')({
  validateSearch: validateSharedSearch,
  beforeLoad: async ({ context, location }) => {
    const target = authRedirect(loginSnapshot(), location.pathname, DASHBOARD_PATH);
    if (target === LOGIN_PATH || target === MULTI_FACTOR_PATH) {
      throw redirect({ to: target, search: { redirect: location.href }, replace: true });
    }
    if (target) throw redirect({ href: target, replace: true });
    try {
      return { user: await loadCurrentUser(context.queryClient) };
    } catch (error) {
      // The session seam has started the flow the failure calls for (sign-in, blocked,
      // expired password, second factor); without a session left, go to sign-in.
      if (!readSession()) throw redirect({ to: LOGIN_PATH, replace: true });
      throw error;
    }
  },
  component: AppLayout,
});

function AppLayout() {
  // Children's effects run first: the first page's queries have started when this one runs.
  const queryClient = useQueryClient();
  useEffect(() => watchFirstPage(queryClient), [queryClient]);
  return <AppFrame notifications={<NotificationBell />} />;
}

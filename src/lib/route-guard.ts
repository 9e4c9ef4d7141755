import { redirect } from '@tanstack/react-router';
import { canView, type AccessSubject } from './access';
import { appRoute, homePath, type AppPath } from './route-table';

/**
 * Whether the subject may open this page of the registry (spec 000 §6). Any string: the shell
 * asks it of the page on screen, which may be a route outside the registry (none is open).
 */
export function canOpen(subject: AccessSubject, path: string): boolean {
  const route = appRoute(path);
  if (!route) return false;
  return route.module === null || canView(subject, route.module);
}

/**
 * For a route's `beforeLoad`: a page the user may not see sends them to their first allowed
 * page. When that page is this one (nothing is granted, and the dashboard is home), the page
 * renders and its frame says nothing is granted, rather than redirecting in a loop.
 */
export function guardPage(subject: AccessSubject, path: AppPath): void {
  if (canOpen(subject, path)) return;
  const home = homePath(subject);
  if (home !== path) throw redirect({ href: home, replace: true });
}

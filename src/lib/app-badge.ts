import { get, set } from 'idb-keyval';
import { idbStore } from './idb-store';

/**
 * The installed app's icon badge (the Badging API): the bell's unread count, cleared at zero
 * and at sign-out (docs/decisions/shell-and-widgets.md, "The badge"). The page sets it on every
 * change of the count and keeps the count in IndexedDB, so the service worker, which has no way
 * to read the badge, can raise it on a push while no console is open (sw/badge.ts). A browser
 * without the API, or refusing it (not installed), is left alone: the badge is a hint, never the
 * only place the count shows.
 */

interface BadgingNavigator {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

const BADGE_COUNT_KEY = 'kc.badge-count';

export async function applyBadge(target: BadgingNavigator, count: number): Promise<void> {
  try {
    if (count > 0) await target.setAppBadge?.(count);
    else await target.clearAppBadge?.();
  } catch {
    // Not allowed here (not installed, an insecure origin): nothing to show it on.
  }
}

/** The page: the bell's count on the icon, and remembered for the worker. */
export async function showUnread(target: BadgingNavigator, count: number): Promise<void> {
  await applyBadge(target, count);
  await set(BADGE_COUNT_KEY, count, idbStore).catch(() => undefined);
}

/** The worker, on a push: one more than the count the page last knew (or 1). */
export async function raiseUnread(target: BadgingNavigator): Promise<number> {
  const known = await get<number>(BADGE_COUNT_KEY, idbStore).catch(() => undefined);
  const count = (typeof known === 'number' ? known : 0) + 1;
  await showUnread(target, count);
  return count;
}

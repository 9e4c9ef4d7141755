/**
 * The installed app's icon badge (the Badging API): the bell's unread count, cleared at zero
 * and at sign-out (docs/decisions/shell-and-widgets.md, "The badge"). Used by the page and by the
 * service worker (sw/badge.ts); a browser without the API, or refusing it (not installed), is
 * left alone: the badge is a hint, never the only place the count shows.
 */

interface BadgingNavigator {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

export async function applyBadge(target: BadgingNavigator, count: number): Promise<void> {
  try {
    if (count > 0) await target.setAppBadge?.(count);
    else await target.clearAppBadge?.();
  } catch {
    // Not allowed here (not installed, an insecure origin): nothing to show it on.
  }
}

/// <reference lib="webworker" />

/*
 * The app icon's badge from the worker (docs/decisions/shell-and-widgets.md, "The badge"): a push
 * is one more unread notification, so the icon is right while no console window is open. An open
 * console sets the exact count again as soon as it asks the provider.
 */

import { raiseUnread } from '../src/lib/app-badge';

declare const self: ServiceWorkerGlobalScope;

export function badgeOnPush(): Promise<number> {
  return raiseUnread(self.navigator);
}

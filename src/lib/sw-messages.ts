/** Messages between the service worker (sw/sw.ts) and the console; no DOM here. */

/** SW → console: the user clicked the system notification `{ uuid }`. */
export const NOTIFICATION_CLICK_MESSAGE = 'kc-notification-click';

/**
 * System notifications while the console is hidden (issue: "when the console is hidden, show a
 * system notification through the service worker; permission asked from a user gesture, never
 * on load"). The service worker shows them so they work on Android, where `new Notification()`
 * is not allowed, and so a click can focus the console (sw/sw.ts, "notificationclick").
 */
import { ALERT_ACKNOWLEDGE_ACTION, NOTIFICATION_CLICK_MESSAGE } from './sw-messages';

export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** Must be called from a click (browsers refuse or silence requests made without one). */
export async function askAlertPermission(): Promise<AlertPermission> {
  if (alertPermission() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

/**
 * A critical alert's 'Acknowledge': sw/alert-actions.ts calls the provider with what
 * `data` carries, so it works from the lock screen without opening the console.
 */
export interface AlertAction {
  /** The button's text. */
  title: string;
  alertId: string;
  apiBase: string;
  accessToken: string;
  accessExpDate: number;
}

export async function showSystemNotification({
  title,
  body,
  tag,
  alertAction,
}: {
  title: string;
  body: string;
  /** The notification uuid: the click handler gets it back to open that notification. */
  tag: string;
  alertAction?: AlertAction;
}): Promise<boolean> {
  if (alertPermission() !== 'granted' || document.visibilityState !== 'hidden') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  await registration.showNotification(title, {
    body,
    tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { uuid: tag, ...(alertAction && { ...alertAction, title: undefined }) },
    ...(alertAction && {
      actions: [{ action: ALERT_ACKNOWLEDGE_ACTION, title: alertAction.title }],
      requireInteraction: true,
    }),
  } as NotificationOptions);
  return true;
}

/** Calls back with the uuid when the user clicks a system notification the console showed. */
export function onSystemNotificationClick(listener: (uuid: string) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const handle = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; uuid?: unknown } | null;
    if (data?.type === NOTIFICATION_CLICK_MESSAGE && typeof data.uuid === 'string') {
      listener(data.uuid);
    }
  };
  navigator.serviceWorker.addEventListener('message', handle);
  return () => navigator.serviceWorker.removeEventListener('message', handle);
}

import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n/i18n';

/**
 * Notices appear top right for 3000 ms and pause on hover (spec 000 §8). Mantine's
 * notifications load with the first notice, so the first page carries none of their code.
 */
const NOTICE_MS = 3000;
let hostNeeded = false;
const listeners = new Set<() => void>();

const NotificationsHost = lazy(() => import('./notifications-host'));

export async function notify(notice: NotificationData): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  if (!hostNeeded) {
    hostNeeded = true;
    listeners.forEach((listener) => listener());
  }
  // Mantine's close button has no name of its own: a screen reader would say only 'button'.
  notifications.show({
    autoClose: NOTICE_MS,
    closeButtonProps: { 'aria-label': t('app.close') },
    ...notice,
  });
}

export function notifyError(message: string, title: string): Promise<void> {
  return notify({ color: 'red', title, message });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders Mantine's notification stack once the first notice asks for it. */
export function Notices() {
  const needed = useSyncExternalStore(
    subscribe,
    () => hostNeeded,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n, type Translate, registerMessages } from '../../lib/i18n/i18n';
import { alertPermission, showSystemNotification } from '../../lib/system-notifications';
import { notifications } from '../../lib/i18n/en/notifications';
import { notificationTypeLabel } from '../../api/notifications/notifications.schema';
import { forgetNotificationArrival, noteNotificationArrived } from './push-offer';

registerMessages(notifications);

/**
 * Keeps the live notification channel open while the signed-in shell is on screen (from the
 * bell's bell-live.tsx, once the first page is). Its code (STOMP client, sanitiser) loads after
 * the first page, not with it. While the console is hidden each new notification is also shown
 * by the system (a click on it reaches the bell, notification-bell.tsx). Returns whether the
 * channel gave up (spec 000 §4: retries while failures are under 3); it starts again when the
 * device comes back online.
 */
export function useLiveNotifications(): { liveOff: boolean } {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [liveOff, setLiveOff] = useState(false);
  // Bumped to open the channel again after it gave up, once the device is back online.
  const [attempt, setAttempt] = useState(0);

  // Only when the signed-in screens leave, not when the channel opens again.
  useEffect(() => forgetNotificationArrival, []);

  useEffect(() => {
    if (!liveOff) return;
    const retry = () => {
      setLiveOff(false);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [liveOff]);

  useEffect(() => {
    let cancelled = false;
    let close: (() => Promise<void>) | null = null;
    void import('../../api/notifications/notifications-live').then(
      ({ connectLiveNotifications }) => {
        if (cancelled) return;
        const topic = connectLiveNotifications(queryClient, {
          onNotification: (notification) => {
            noteNotificationArrived();
            if (document.visibilityState !== 'hidden' || alertPermission() !== 'granted') return;
            // The sanitiser and the alert action load only when a system notification is shown.
            void Promise.all([
              import('../../lib/sanitize-html'),
              import('./alert-action'),
              import('../../api/push/push.api'),
            ]).then(async ([{ htmlToText }, { alertActionOf }, { devicePushState }]) => {
              // A device taking pushes shows this one from its push (sw/push.ts), not twice.
              if ((await devicePushState()) === 'on') return;
              await showSystemNotification({
                title: systemTitle(t, notification.type),
                body: htmlToText(notification.message),
                tag: notification.uuid,
                alertAction: alertActionOf(
                  queryClient,
                  notification,
                  t('notifications.acknowledge'),
                ),
              });
            });
          },
          onGiveUp: () => setLiveOff(true),
        });
        close = () => topic.close();
      },
    );
    return () => {
      cancelled = true;
      void close?.();
    };
    // One channel per signed-in shell (again after `attempt` changes); the language of later
    // system notifications may lag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, attempt]);

  return { liveOff };
}

function systemTitle(t: Translate, type: string): string {
  return t('notifications.systemTitle', { type: notificationTypeLabel(t, type) });
}

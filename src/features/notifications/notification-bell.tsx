import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { afterFirstPage, isFirstPageShown } from '../../lib/first-page';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { BellIcon } from '../../ui/theme/icons';
import { Pending } from '../../ui/feedback/pending';
import { notifications } from '../../lib/i18n/en/notifications';
import { onSystemNotificationClick } from '../../lib/system-notifications';
import { usePushAcknowledge } from './use-push-acknowledge';

registerMessages(notifications);

const NotificationPanel = lazy(() => import('./notification-panel'));
// The count, the live channel and the outbox are no part of the first screen: their code loads
// and starts after it.
const BellLive = lazy(() => import('./bell-live'));

/**
 * The header's bell (spec 000 §4 "Notifications"): the unread count (bell-live.tsx), also on the
 * app icon's badge, and the panel, loaded the first time it is opened. Mounted on every
 * signed-in page, it also starts the outbox.
 */
export function NotificationBell() {
  const { t } = useI18n();
  const afterFirst = useAfterFirstPage();
  const [unread, setUnread] = useState(0);
  const [liveOff, setLiveOff] = useState(false);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [focusUuid, setFocusUuid] = useState<string | null>(null);
  const open = useCallback((uuid: string | null) => {
    setFocusUuid(uuid);
    setLoaded(true);
    setOpened(true);
  }, []);
  // The service worker's messages are listened to from the start, not after the first page: a
  // click on a system notification opens its item, and a pushed alert's Acknowledge is sent.
  useEffect(() => onSystemNotificationClick(open), [open]);
  usePushAcknowledge();

  return (
    <>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red"
        withBorder
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('notifications.bell', { count: unread })}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => open(null)}
        >
          <BellIcon />
        </ActionIcon>
      </Indicator>
      {afterFirst && (
        <Suspense fallback={null}>
          <BellLive onUnread={setUnread} onLiveOff={setLiveOff} />
        </Suspense>
      )}
      {loaded && (
        <Suspense fallback={<Pending />}>
          <NotificationPanel
            opened={opened}
            onClose={() => setOpened(false)}
            focusUuid={focusUuid}
            liveOff={liveOff}
          />
        </Suspense>
      )}
    </>
  );
}

/** Whether the first page is on screen (lib/first-page), and a render when it comes. */
function useAfterFirstPage(): boolean {
  const [shown, setShown] = useState(isFirstPageShown);
  useEffect(() => {
    let live = true;
    void afterFirstPage().then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, []);
  return shown;
}

import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { notificationsQueries } from '../../api/notifications/notifications.queries';
import { afterFirstPage, isFirstPageShown } from '../../lib/first-page';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { BellIcon } from '../../ui/theme/icons';
import { startOutbox } from '../../api/outbox/outbox-actions';
import { unreadAfterOutbox, useOutbox } from '../../api/outbox/use-outbox';
import { showUnread } from '../../lib/app-badge';
import { useLiveNotifications } from './use-live-notifications';
import { Pending } from '../../ui/feedback/pending';
import { notifications } from '../../lib/i18n/en/notifications';

registerMessages(notifications);

const NotificationPanel = lazy(() => import('./notification-panel'));

/**
 * The header's bell (spec 000 §4 "Notifications"): the unread count (`unreadTotalResults`, less
 * what the outbox marked read offline), also on the app icon's badge, and the panel, loaded the
 * first time it is opened. Mounted on every signed-in page, it also starts the outbox.
 */
export function NotificationBell() {
  const { t } = useI18n();
  // The count and the live channel are no part of the first screen: they start after it.
  const afterFirst = useAfterFirstPage();
  const { data: provided = 0 } = useQuery({
    ...notificationsQueries.unreadCount(),
    enabled: afterFirst,
  });
  const unread = unreadAfterOutbox(provided, useOutbox());
  const queryClient = useQueryClient();
  // The outbox is sent from a signed-in page, which holds the session's token.
  useEffect(() => startOutbox(queryClient), [queryClient]);
  // The installed app's icon shows the bell's count (lib/app-badge.ts); zero clears it.
  useEffect(() => void showUnread(navigator, unread), [unread]);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [focusUuid, setFocusUuid] = useState<string | null>(null);
  const open = useCallback((uuid: string | null) => {
    setFocusUuid(uuid);
    setLoaded(true);
    setOpened(true);
  }, []);
  const { liveOff } = useLiveNotifications(open, afterFirst);

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

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsQueries } from '../../api/notifications/notifications.queries';
import { startOutbox } from '../../api/outbox/outbox-actions';
import { unreadAfterOutbox, useOutbox } from '../../api/outbox/use-outbox';
import { showUnread } from '../../lib/app-badge';
import { useLiveNotifications } from './use-live-notifications';

/**
 * What the bell does besides drawing itself, loaded once the first page is on screen (lib/
 * first-page.ts): the unread count (`unreadTotalResults`, less what the outbox marked read
 * offline), also on the app icon's badge, the live channel, and the outbox's start. It draws
 * nothing; the bell shows what it reports.
 */
export default function BellLive({
  onUnread,
  onLiveOff,
}: {
  onUnread: (count: number) => void;
  onLiveOff: (off: boolean) => void;
}) {
  const { data: provided = 0 } = useQuery(notificationsQueries.unreadCount());
  const unread = unreadAfterOutbox(provided, useOutbox());
  const queryClient = useQueryClient();
  // The outbox is sent from a signed-in page, which holds the session's token.
  useEffect(() => void startOutbox(queryClient), [queryClient]);
  // The installed app's icon shows the bell's count (lib/app-badge.ts); zero clears it.
  useEffect(() => {
    onUnread(unread);
    void showUnread(navigator, unread);
  }, [onUnread, unread]);
  const { liveOff } = useLiveNotifications();
  useEffect(() => onLiveOff(liveOff), [onLiveOff, liveOff]);
  return null;
}

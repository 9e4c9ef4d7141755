import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsQueries } from '../../api/notifications/notifications.queries';
import { startOutbox } from '../../api/outbox/outbox-actions';
import { unreadAfterOutbox, useOutbox } from '../../api/outbox/use-outbox';
import { showUnread } from '../../lib/app-badge';
import { useIdleSlices } from '../../ui/hooks/use-idle-slices';
import { useLiveNotifications } from './use-live-notifications';

/**
 * What the bell does besides drawing itself, loaded once the first page is on screen (lib/
 * first-page.ts): the unread count (`unreadTotalResults`, less what the outbox marked read
 * offline), also on the app icon's badge, the outbox's start, and the live channel. It draws
 * nothing; the bell shows what it reports. The three start once the page is idle, each in a
 * task of its own (ui/hooks/use-idle-slices.ts), in that order: the count is what the bell
 * shows, the channel the heaviest (its STOMP code and connection). Together they were one long
 * task on a phone.
 */
export default function BellLive({
  onUnread,
  onLiveOff,
}: {
  onUnread: (count: number) => void;
  onLiveOff: (off: boolean) => void;
}) {
  const started = useIdleSlices(3);
  return (
    <>
      {started >= 1 && <UnreadCount onUnread={onUnread} />}
      {started >= 2 && <OutboxStart />}
      {started >= 3 && <LiveChannel onLiveOff={onLiveOff} />}
    </>
  );
}

function UnreadCount({ onUnread }: { onUnread: (count: number) => void }) {
  const { data: provided = 0 } = useQuery(notificationsQueries.unreadCount());
  const unread = unreadAfterOutbox(provided, useOutbox());
  // The installed app's icon shows the bell's count (lib/app-badge.ts); zero clears it.
  useEffect(() => {
    onUnread(unread);
    void showUnread(navigator, unread);
  }, [onUnread, unread]);
  return null;
}

/** The outbox is sent from a signed-in page, which holds the session's token. */
function OutboxStart() {
  const queryClient = useQueryClient();
  useEffect(() => void startOutbox(queryClient), [queryClient]);
  return null;
}

function LiveChannel({ onLiveOff }: { onLiveOff: (off: boolean) => void }) {
  const { liveOff } = useLiveNotifications();
  useEffect(() => onLiveOff(liveOff), [onLiveOff, liveOff]);
  return null;
}

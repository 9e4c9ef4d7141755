import type { QueryClient } from '@tanstack/react-query';
import { socketUrl } from '../../lib/config';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';
import { subscribeLiveTopic, type LiveTopic } from '../../lib/stomp';
import { readSession } from '../auth/session-store';
import { usersQueries } from '../users/users.queries';
import { NOTIFICATIONS_DESTINATION, NOTIFICATIONS_SOCKET_PATH } from './notifications.endpoints';
import { notificationSchema, type Notification } from './notifications.schema';
import { addLiveNotification, notificationsQueries } from './notifications.queries';
import { safeParse } from '../../lib/schema-calls';

/** The socket URL with the current access token as a query parameter (spec 000 §7). */
function notificationsSocketUrl(): string | null {
  const token = readSession()?.accessToken;
  if (!token) return null;
  const url = new URL(socketUrl(NOTIFICATIONS_SOCKET_PATH));
  url.searchParams.set('token', token);
  return url.toString();
}

/** A MESSAGE body as a notification, or null for anything else (it is then ignored). */
export function parseLiveNotification(body: string): Notification | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = safeParse(notificationSchema, json);
  return parsed.success ? parsed.output : null;
}

/**
 * The live channel (spec 000 §4 "Notifications"): STOMP over the API's
 * `sockets/notifications`, subscribed to the user's topic. Each new notification goes on top
 * of the cached list with the current time and the bell's count is fetched again; a message
 * that is not a notification is dropped with a warning, never shown.
 */
export function connectLiveNotifications(
  client: QueryClient,
  {
    onNotification,
    onGiveUp,
  }: { onNotification?(notification: Notification): void; onGiveUp?(): void } = {},
): LiveTopic {
  return subscribeLiveTopic({
    url: notificationsSocketUrl,
    onGiveUp,
    // The provider closes a user's channel when it ends their sessions (blocked, deleted, signed
    // out by an administrator). Asking who the user is then answers 401 for an ended session,
    // and the refused refresh signs this tab out (spec 000 §4, §8) without waiting for a click.
    // A fetch, not an invalidation: after a reload the user comes from the saved cache, a query
    // without its function, which an invalidation would not ask again.
    onDropped: () =>
      void client
        .fetchQuery({ ...usersQueries.current(), staleTime: ASK_ON_EVERY_MOUNT })
        .catch(() => undefined),
    destination: NOTIFICATIONS_DESTINATION,
    onMessage: (body) => {
      const notification = parseLiveNotification(body);
      if (!notification) {
        console.warn('Ignored a live notification the console does not understand.');
        return;
      }
      const now = Date.now();
      addLiveNotification(client, notification, now);
      void client.invalidateQueries({ queryKey: notificationsQueries.unreadCount().queryKey });
      onNotification?.({ ...notification, eventTime: now });
    },
  });
}

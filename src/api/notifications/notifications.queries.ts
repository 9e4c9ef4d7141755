import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { isQueued, sendOrQueue } from '../outbox/outbox-actions';
import { listNotifications, unreadNotificationCount } from './notifications.endpoints';
import type { Notification, NotificationPage } from './notifications.schema';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';

/** Spec 000 §9: notifications page size 20. */
const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationPages = InfiniteData<NotificationPage, number>;

export const notificationsQueries = {
  all: () => ['notifications'] as const,
  /** GET /notification/unread/count: the bell's number (`unreadTotalResults`). */
  unreadCount: () =>
    queryOptions({
      ...endpointQuery(notificationsQueries.all(), unreadNotificationCount, {}),
      select: (count) => count.unreadTotalResults,
    }),
  /** GET /notification/list?page&size: newest first, zero-based pages, `last` on the last. */
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notificationsQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) =>
        request(
          listNotifications,
          { query: { page: pageParam, size: NOTIFICATIONS_PAGE_SIZE } },
          { signal },
        ).then(unwrap),
      initialPageParam: 0,
      getNextPageParam: (lastPage) => (lastPage.last ? undefined : lastPage.page + 1),
      // Opened on demand, fresh each time: the live channel keeps it current while open.
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
};

function mapNotifications(
  client: QueryClient,
  change: (content: Notification[], page: NotificationPage, index: number) => NotificationPage,
): void {
  client.setQueryData<NotificationPages>(
    notificationsQueries.list().queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page, index) => change(page.content, page, index)),
      },
  );
}

/**
 * Spec 000 §4: a live notification goes on top with the current time (the device's clock, not
 * the sender's), and the total grows by one. Already listed uuids are ignored.
 */
export function addLiveNotification(client: QueryClient, notification: Notification, now: number) {
  const listed = client
    .getQueryData<NotificationPages>(notificationsQueries.list().queryKey)
    ?.pages.some((page) => page.content.some((item) => item.uuid === notification.uuid));
  if (listed) return;
  mapNotifications(client, (content, page, index) =>
    index === 0
      ? {
          ...page,
          content: [{ ...notification, eventTime: now }, ...content],
          totalElements: page.totalElements + 1,
        }
      : { ...page, totalElements: page.totalElements + 1 },
  );
}

export const notificationsMutations = {
  /**
   * PUT /notification/read/multiple: the listed unread ones become READ and the bell's count is
   * asked again (spec 000 §4; the spec gives the answer no shape). Offline it waits in the
   * outbox and shows as read at once.
   */
  markRead: () =>
    mutationOptions({
      mutationKey: [...notificationsQueries.all(), 'mark-read'],
      // Run offline too: the outbox keeps it (TanStack would hold it paused, in memory only).
      networkMode: 'always',
      mutationFn: (uuids: string[]) => sendOrQueue({ kind: 'notifications.markRead', uuids }),
      onSuccess: (_answer, uuids, _result, { client }) => {
        const read = new Set(uuids);
        mapNotifications(client, (content, page) => ({
          ...page,
          content: content.map((item) =>
            read.has(item.uuid) ? { ...item, status: 'READ' as const } : item,
          ),
        }));
        void client.invalidateQueries({ queryKey: notificationsQueries.unreadCount().queryKey });
      },
    }),
  /**
   * DELETE /notification/:id: it leaves the list and the total drops by one (spec 000 §4).
   * Offline it waits in the outbox and stays listed, marked, until it is sent.
   */
  remove: () =>
    mutationOptions({
      mutationKey: [...notificationsQueries.all(), 'delete'],
      // Run offline too: the outbox keeps it (TanStack would hold it paused, in memory only).
      networkMode: 'always',
      mutationFn: (uuid: string) => sendOrQueue({ kind: 'notifications.delete', uuid }),
      onSuccess: (deleted, uuid, _result, { client }) => {
        if (isQueued(deleted)) return;
        mapNotifications(client, (content, page) => ({
          ...page,
          content: content.filter((item) => item.uuid !== uuid),
          totalElements: Math.max(0, page.totalElements - 1),
        }));
        void client.invalidateQueries({ queryKey: notificationsQueries.unreadCount().queryKey });
      },
    }),
};

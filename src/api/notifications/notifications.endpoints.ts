import { endpoint } from '../../lib/endpoint';
import { voidResult } from '../../lib/tolerant-read';
import {
  markReadBodySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from './notifications.schema';

/**
 * The live channel, relative to the API base: the client opens
 * `ws(s)://…/api/v1/sockets/notifications?token=<accessToken>` and speaks STOMP 1.2 over it.
 */
export const NOTIFICATIONS_SOCKET_PATH = 'sockets/notifications';
/** What a client SUBSCRIBEs to; each MESSAGE body is the JSON of one UNREAD `Notification`. */
export const NOTIFICATIONS_DESTINATION = '/user/topic/notifications';

/** GET /notification/list: the caller's notifications, newest first; `page` is zero-based. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/notification/list',
  query: notificationListQuerySchema,
  response: notificationPageSchema,
  auth: true,
  access: 'session',
});

/** GET /notification/unread/count: how many of the caller's notifications are UNREAD. */
export const unreadNotificationCount = endpoint({
  method: 'GET',
  path: '/notification/unread/count',
  response: unreadCountSchema,
  auth: true,
  access: 'session',
});

/**
 * PUT /notification/read/multiple: marks up to 100 of the caller's notifications READ; unknown
 * uuids and other users' are ignored. The spec gives the answer no shape: the unread count is
 * asked again.
 */
export const markNotificationsRead = endpoint({
  method: 'PUT',
  path: '/notification/read/multiple',
  body: markReadBodySchema,
  response: voidResult,
  auth: true,
  access: 'session',
});

/** DELETE /notification/:id: removes one of the caller's notifications; 404 otherwise. */
export const deleteNotification = endpoint({
  method: 'DELETE',
  path: '/notification/:id',
  response: voidResult,
  auth: true,
  access: 'session',
});

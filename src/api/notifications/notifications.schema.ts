import * as v from 'valibot';
import { queryInteger } from '../../lib/endpoint';

export const NOTIFICATION_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** One notification (spec 000 §3); `message` is HTML, so sanitise it before rendering. */
export const notificationSchema = v.object({
  uuid: v.string(),
  status: v.picklist(NOTIFICATION_STATUSES),
  type: v.picklist(NOTIFICATION_TYPES),
  message: v.string(),
  /** Epoch ms. */
  eventTime: v.number(),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

/** Zero-based page paging (spec 000 §7: "list with page and size"), not the offset paging of other lists. */
export const notificationListQuerySchema = v.object({
  page: v.optional(queryInteger(0), 0),
  size: v.optional(queryInteger(1, 100), 20),
});
export type NotificationListQuery = v.InferInput<typeof notificationListQuerySchema>;

export const notificationPageSchema = v.object({
  content: v.array(notificationSchema),
  totalElements: v.number(),
  last: v.boolean(),
  page: v.number(),
});
export type NotificationPage = v.InferOutput<typeof notificationPageSchema>;

export const unreadCountSchema = v.object({ unreadTotalResults: v.number() });
export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

export const markReadBodySchema = v.object({
  notificationsUuid: v.pipe(v.array(v.string()), v.maxLength(100)),
});
export type MarkReadBody = v.InferInput<typeof markReadBodySchema>;

export const deletedNotificationSchema = v.object({ uuid: v.string() });

import * as v from 'valibot';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { queryInteger } from '../../lib/endpoint';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

export const NOTIFICATION_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification type in words: INFO, WARN and ERROR translated, another as the provider sends it. */
export function notificationTypeLabel(t: Translate, type: string): string {
  return valueLabel(t, NOTIFICATION_TYPES, type, (known) => `notifications.type.${known}`);
}

/**
 * One notification (spec 000 §3); `message` is HTML, so sanitise it before rendering. Its type
 * and status are the provider's: one the console does not know shows its code, and a status
 * other than UNREAD counts as read.
 */
export const notificationSchema = v.object({
  uuid: v.string(),
  status: openValue,
  type: openValue,
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
  content: tolerantArray(notificationSchema),
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

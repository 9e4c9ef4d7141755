import * as v from 'valibot';
import { CURSOR_DIRECTIONS, cursorPageSchema, queryInteger } from '../../lib/endpoint';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue } from '../../lib/tolerant-read';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import {
  ALL_ROLES,
  MAX_SCREENSHOT_BYTES,
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_SEARCH_LENGTH,
  MAX_SUPPORT_SUBJECT_LENGTH,
  SCREENSHOT_TYPES,
  SUPPORT_MAX_LIMIT,
  SUPPORT_PAGE_SIZE,
  SUPPORT_ROLES,
  SUPPORT_STATUSES,
} from './support.constants';

/** A support request's status in words: OPEN and RESOLVED translated, another its code. */
export function supportStatusLabel(t: Translate, status: string): string {
  return valueLabel(t, SUPPORT_STATUSES, status, (known) => `support.status.${known}`);
}

/** A requester's role in words: the console's user types translated, another its code. */
export function supportRoleLabel(t: Translate, role: string): string {
  return valueLabel(t, SUPPORT_ROLES, role, (known) => `support.role.${known}`);
}

/** The screenshot a request carries: its name, and its type and size when sent, not its bytes. */
const supportAttachmentSchema = v.object({
  fileName: v.string(),
  contentType: v.optional(v.string()),
  /** Bytes. */
  size: v.optional(v.number()),
});

/**
 * One support request (spec 001 §3 "Support history: status, …", sorted by requestTime, §9; the
 * other fields are ours, docs/decisions/administration.md "Support history and audit log"): its
 * id, time and status are required, the status an open value (another shows its code and
 * offers no Resolve); everything else is optional and shows '—' when absent.
 */
export const supportRequestSchema = v.object({
  uuid: v.string(),
  /** Epoch ms: when it was sent. */
  requestTime: v.number(),
  status: openValue,
  subject: v.optional(v.string()),
  message: v.optional(v.string()),
  requesterUuid: v.optional(v.string()),
  requesterName: v.optional(v.string()),
  requesterEmail: v.optional(v.string()),
  /** The requester's user type, the role filter's value. */
  role: v.optional(openValue),
  /** The restaurant it is about; null when sent in Global mode. */
  restaurantUuid: v.optional(v.nullable(v.string())),
  restaurantName: v.optional(v.nullable(v.string())),
  /** A whole number in our chain; another provider's is shown as given. */
  restaurantNumber: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  attachment: v.optional(v.nullable(supportAttachmentSchema)),
  /** Epoch ms and who, once resolved. */
  resolvedTime: v.optional(v.nullable(v.number())),
  resolvedBy: v.optional(v.nullable(v.string())),
});
export type SupportRequest = v.InferOutput<typeof supportRequestSchema>;

/** The history is sorted by when a request was sent, newest first (spec 001 §9 requestTime). */
const SUPPORT_SORTS = ['requestTime'] as const;

/**
 * GET /support/history (spec 001 §3 "Support history: status, startDate, endDate, timeInterval,
 * search, role (default all), limit 20"; §4 cursor paging): `[startDate, endDate]` epoch ms by
 * `requestTime`; `search` in subject, message, requester and restaurant; `restaurantUuid` one of
 * the user's (all of them when absent).
 */
export const supportHistoryQuerySchema = v.object({
  status: v.optional(v.picklist(SUPPORT_STATUSES)),
  startDate: v.optional(queryInteger(0)),
  endDate: v.optional(queryInteger(0)),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SUPPORT_SEARCH_LENGTH))),
  role: v.optional(v.picklist([...SUPPORT_ROLES, ALL_ROLES]), ALL_ROLES),
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  sortBy: v.optional(v.picklist(SUPPORT_SORTS), 'requestTime'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
  cursor: v.optional(v.string()),
  cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
  limit: v.optional(queryInteger(1, SUPPORT_MAX_LIMIT), SUPPORT_PAGE_SIZE),
});
export type SupportHistoryQuery = v.InferInput<typeof supportHistoryQuerySchema>;

export const supportPageSchema = cursorPageSchema(supportRequestSchema);
export type SupportPage = v.InferOutput<typeof supportPageSchema>;

/**
 * A file part: any Blob, by its shape rather than `instanceof`, as the console's Blob (a
 * browser's, or jsdom's in tests) and the sandbox's parsed part (Node's) are not one class.
 */
const fileSchema = v.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function',
  'The screenshot must be a file',
);

const requiredText = (max: number, name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} may have at most ${max} characters`),
  );

/**
 * POST /support/support, as multipart form data (spec 001 §7): a subject, the message, the
 * restaurant it is about (absent: none in particular) and an optional screenshot.
 */
export const sendSupportBodySchema = v.object({
  subject: requiredText(MAX_SUPPORT_SUBJECT_LENGTH, 'Subject'),
  message: requiredText(MAX_SUPPORT_MESSAGE_LENGTH, 'Message'),
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  screenshot: v.optional(
    v.pipe(
      fileSchema,
      v.check(
        (file) => (SCREENSHOT_TYPES as readonly string[]).includes(file.type),
        'The screenshot must be a PNG, JPEG or WebP image',
      ),
      v.check((file) => file.size <= MAX_SCREENSHOT_BYTES, 'The screenshot may be at most 5 MB'),
    ),
  ),
});
export type SendSupportBody = v.InferInput<typeof sendSupportBodySchema>;

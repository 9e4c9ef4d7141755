import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_MAX_LIMIT, AUTH_EVENTS } from './audit.constants';

export { AUTH_EVENTS, type AuthEvent } from './audit.constants';

/** An authentication log event in words: a known one translated, another its code. */
export function authEventLabel(t: Translate, event: string): string {
  return valueLabel(t, AUTH_EVENTS, event, (known) => `authLog.event.${known}`);
}

/** An audit trail action in words: a known one translated, another its code. */
export function auditActionLabel(t: Translate, action: string): string {
  return valueLabel(t, AUDIT_ACTIONS, action, (known) => `audit.action.${known}`);
}

/** An audit trail area in words: a known one translated, another its code. */
export function auditAreaLabel(t: Translate, area: string): string {
  return valueLabel(t, AUDIT_AREAS, area, (known) => `audit.area.${known}`);
}

/**
 * One line of the authentication log (spec 001 §7 "Security and sessions"; its fields are not
 * shown): its id, event and time required, the event an open value (another shows its code);
 * where from is optional ('—').
 */
const authLogEntrySchema = v.object({
  uuid: v.string(),
  event: openValue,
  time: v.number(),
  ipAddress: v.optional(v.string()),
  userAgent: v.optional(v.string()),
});
export type AuthLogEntry = v.InferOutput<typeof authLogEntrySchema>;

export const authLogQuerySchema = v.object({
  limit: v.optional(queryInteger(1, 100), 20),
  offset: v.optional(queryInteger(0), 0),
  /** Epoch ms, inclusive. */
  startDate: v.optional(queryInteger(0)),
  endDate: v.optional(queryInteger(0)),
  event: v.optional(v.picklist(AUTH_EVENTS)),
  orderDirection: v.optional(v.picklist(['ASC', 'DESC']), 'DESC'),
});
export type AuthLogQuery = v.InferInput<typeof authLogQuerySchema>;

export const authLogPageSchema = pageSchema(authLogEntrySchema);

/**
 * One line of the audit trail (spec 001 §7 GET /auditTrail; the fields are ours,
 * docs/decisions/administration.md "Support history and audit log"): who did what to which record,
 * in which restaurant, when and from where. A line is its id, time and action (an open value:
 * another shows its code); the rest is optional and shows '—' when absent.
 */
const auditEntrySchema = v.object({
  uuid: v.string(),
  /** Epoch ms. */
  time: v.number(),
  action: openValue,
  area: v.optional(openValue),
  userUuid: v.optional(v.string()),
  userName: v.optional(v.string()),
  userEmail: v.optional(v.string()),
  /** What was acted on, in words ('Marcus Reyes', '1003 - Riverside'); null for the account. */
  target: v.optional(v.nullable(v.string())),
  targetUuid: v.optional(v.nullable(v.string())),
  /** The restaurant it happened in; null for what is chain-wide (roles, an admin's sign-in). */
  restaurantUuid: v.optional(v.nullable(v.string())),
  restaurantName: v.optional(v.nullable(v.string())),
  /** A whole number in our chain; another provider's is shown as given. */
  restaurantNumber: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  ipAddress: v.optional(v.string()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/**
 * The audit trail's filters (who, what, when, which restaurant): one user, an area
 * and an action, `[startDate, endDate]` epoch ms inclusive, one restaurant (absent: all the
 * user may see).
 */
const auditFilterEntries = {
  userUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  area: v.optional(v.picklist(AUDIT_AREAS)),
  action: v.optional(v.picklist(AUDIT_ACTIONS)),
  startDate: v.optional(queryInteger(0)),
  endDate: v.optional(queryInteger(0)),
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
};

/** GET /auditTrail: zero-based offset pages (spec 001 §4 "Tables are zero-based paged"). */
export const auditTrailQuerySchema = v.object({
  ...auditFilterEntries,
  limit: v.optional(queryInteger(1, AUDIT_MAX_LIMIT), 20),
  offset: v.optional(queryInteger(0), 0),
});
export type AuditTrailQuery = v.InferInput<typeof auditTrailQuerySchema>;

/** GET /auditTrail/xls: the same filters, every matching line; the range required (the file is named by it). */
export const auditTrailXlsQuerySchema = v.object({
  ...auditFilterEntries,
  startDate: queryInteger(0),
  endDate: queryInteger(0),
});
export type AuditTrailXlsQuery = v.InferInput<typeof auditTrailXlsQuerySchema>;

export const auditTrailPageSchema = pageSchema(auditEntrySchema);
export type AuditTrailPage = v.InferOutput<typeof auditTrailPageSchema>;

/**
 * GET /auditTrail/users: the "who" filter's people, those in the caller's trail; one without a
 * name is offered by e-mail, one without either by uuid.
 */
const auditUserSchema = v.object({
  uuid: v.string(),
  name: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type AuditUser = v.InferOutput<typeof auditUserSchema>;
export const auditUsersSchema = tolerantArray(auditUserSchema);

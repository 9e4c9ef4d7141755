import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_MAX_LIMIT, AUTH_EVENTS } from './audit.constants';

export { AUTH_EVENTS, type AuthEvent } from './audit.constants';

/** One line of the authentication log (spec 001 §7 "Security and sessions"). */
const authLogEntrySchema = v.object({
  uuid: v.string(),
  event: v.picklist(AUTH_EVENTS),
  time: v.number(),
  ipAddress: v.string(),
  userAgent: v.string(),
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
 * in which restaurant, when and from where.
 */
const auditEntrySchema = v.object({
  uuid: v.string(),
  /** Epoch ms. */
  time: v.number(),
  action: v.picklist(AUDIT_ACTIONS),
  area: v.picklist(AUDIT_AREAS),
  userUuid: v.string(),
  userName: v.string(),
  userEmail: v.string(),
  /** What was acted on, in words ('Marcus Reyes', '1003 - Riverside'); null for the account. */
  target: v.nullable(v.string()),
  targetUuid: v.nullable(v.string()),
  /** The restaurant it happened in; null for what is chain-wide (roles, an admin's sign-in). */
  restaurantUuid: v.nullable(v.string()),
  restaurantName: v.nullable(v.string()),
  restaurantNumber: v.nullable(v.number()),
  ipAddress: v.string(),
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

/** GET /auditTrail/users: the "who" filter's people, those in the caller's trail. */
const auditUserSchema = v.object({ uuid: v.string(), name: v.string(), email: v.string() });
export type AuditUser = v.InferOutput<typeof auditUserSchema>;
export const auditUsersSchema = v.array(auditUserSchema);

import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';

export const AUTH_EVENTS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'MFA_VERIFIED',
  'MFA_FAILED',
  'RECOVERY_CODE_USED',
  'MFA_ENABLED',
  'MFA_DISABLED',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'SESSION_ENDED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** One line of the authentication log (spec 001 §7 "Security and sessions"). */
export const authLogEntrySchema = v.object({
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

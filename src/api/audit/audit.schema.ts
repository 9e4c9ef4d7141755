import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { AUTH_EVENTS } from './audit.constants';

export { AUTH_EVENTS, type AuthEvent } from './audit.constants';

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

import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  auditTrailPageSchema,
  auditTrailQuerySchema,
  auditTrailXlsQuerySchema,
  auditUsersSchema,
  authLogPageSchema,
  authLogQuerySchema,
} from './audit.schema';

/** GET /auditTrail/auth: the signed-in user's authentication log, offset paged, newest first. */
export const listAuthLog = endpoint({
  method: 'GET',
  path: '/auditTrail/auth',
  query: authLogQuerySchema,
  response: authLogPageSchema,
  auth: true,
  access: 'session',
});

const AUDIT_VIEW = needs('AUDIT');

/**
 * GET /auditTrail (spec 001 §7 "Security and sessions"): who did what in the user's
 * restaurants, offset paged, newest first unless asked.
 */
export const listAuditTrail = endpoint({
  method: 'GET',
  path: '/auditTrail',
  query: auditTrailQuerySchema,
  response: auditTrailPageSchema,
  auth: true,
  access: AUDIT_VIEW,
});

/**
 * GET /auditTrail/xls: the filtered trail as a spreadsheet named by its Content-Disposition;
 * 202 when the provider prepares it elsewhere (spec 001 §4 "Export").
 */
export const exportAuditTrail = endpoint({
  method: 'GET',
  path: '/auditTrail/xls',
  query: auditTrailXlsQuerySchema,
  response: v.blob(),
  auth: true,
  access: AUDIT_VIEW,
  binary: true,
});

/** GET /auditTrail/users: the people in the caller's trail, by name (the "who" filter). */
export const listAuditUsers = endpoint({
  method: 'GET',
  path: '/auditTrail/users',
  response: auditUsersSchema,
  auth: true,
  access: AUDIT_VIEW,
});

import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  alertAnalyticQuerySchema,
  alertAnalyticSchema,
  alertCountQuerySchema,
  alertCountSchema,
  alertListQuerySchema,
  alertPageSchema,
  alertSchema,
} from './alerts.schema';

/* Spec 000 §7 "Alerts", 001 §7 "Stock-out and alerts"; access module MONITORING. */

/** GET /alerts/list: newest first, offset paged. */
export const getAlertList = endpoint({
  method: 'GET',
  path: '/alerts/list',
  query: alertListQuerySchema,
  response: alertPageSchema,
  auth: true,
  access: needs('MONITORING'),
});

/** GET /alerts/count: critical, warning and info over the same filters. */
export const getAlertCount = endpoint({
  method: 'GET',
  path: '/alerts/count',
  query: alertCountQuerySchema,
  response: alertCountSchema,
  auth: true,
  access: needs('MONITORING'),
});

/** GET /alerts/analytic: alerts per interval bucket and severity. */
export const getAlertAnalytic = endpoint({
  method: 'GET',
  path: '/alerts/analytic',
  query: alertAnalyticQuerySchema,
  response: alertAnalyticSchema,
  auth: true,
  access: needs('MONITORING'),
});

/** DELETE /alerts/{id}: gone from list, count and analytic; it does not come back while it fires. */
export const deleteAlert = endpoint({
  method: 'DELETE',
  path: '/alerts/:id',
  response: voidResult,
  auth: true,
  access: needs('MONITORING', 'DELETE'),
});

/**
 * POST /alerts/{id}/acknowledge (our addition): records who and when; answers the alert.
 * Acknowledging again keeps the first acknowledgement (a retried lock-screen action is harmless).
 */
export const acknowledgeAlert = endpoint({
  method: 'POST',
  path: '/alerts/:id/acknowledge',
  response: alertSchema,
  auth: true,
  access: needs('MONITORING', 'EDIT'),
});

import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  sendSupportBodySchema,
  supportHistoryQuerySchema,
  supportPageSchema,
  supportRequestSchema,
} from './support.schema';

/**
 * POST /support/support (spec 001 §7 "Activity and support"): multipart form data. Any
 * signed-in user may ask for help (docs/decisions/administration.md); the answer is the request as stored.
 */
export const sendSupportRequest = endpoint({
  method: 'POST',
  path: '/support/support',
  body: sendSupportBodySchema,
  encoding: 'multipart',
  response: supportRequestSchema,
  auth: true,
  access: 'session',
});

/** GET /support/history: the requests of the user's restaurants, cursor paged, newest first. */
export const listSupportHistory = endpoint({
  method: 'GET',
  path: '/support/history',
  query: supportHistoryQuerySchema,
  response: supportPageSchema,
  auth: true,
  access: needs('SUPPORT'),
});

/** PUT /support/request/resolve/{id}: marks one request resolved; answers it. */
export const resolveSupportRequest = endpoint({
  method: 'PUT',
  path: '/support/request/resolve/:id',
  response: supportRequestSchema,
  auth: true,
  access: needs('SUPPORT', 'EDIT'),
});

/** DELETE /support/request/{id}: gone from the history. */
export const deleteSupportRequest = endpoint({
  method: 'DELETE',
  path: '/support/request/:id',
  response: voidResult,
  auth: true,
  access: needs('SUPPORT', 'DELETE'),
});

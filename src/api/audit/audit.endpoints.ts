import { endpoint } from '../../lib/endpoint';
import { authLogPageSchema, authLogQuerySchema } from './audit.schema';

/** GET /auditTrail/auth: the signed-in user's authentication log, offset paged, newest first. */
export const listAuthLog = endpoint({
  method: 'GET',
  path: '/auditTrail/auth',
  query: authLogQuerySchema,
  response: authLogPageSchema,
  auth: true,
  access: 'session',
});

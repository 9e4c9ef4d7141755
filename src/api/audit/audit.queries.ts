import { endpointQuery } from '../endpoint-query';
import { listAuthLog } from './audit.endpoints';
import type { AuthLogQuery } from './audit.schema';

export const auditQueries = {
  all: () => ['audit'] as const,
  /** GET /auditTrail/auth: the signed-in user's own log, offset paged, newest first. */
  authLog: (query: AuthLogQuery) => endpointQuery(auditQueries.all(), listAuthLog, { query }),
};

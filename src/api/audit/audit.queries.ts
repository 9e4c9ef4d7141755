import { queryOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { listAuthLog } from './audit.endpoints';
import type { AuthLogQuery } from './audit.schema';

export const auditQueries = {
  all: () => ['audit'] as const,
  /** GET /auditTrail/auth: the signed-in user's own log, offset paged, newest first. */
  authLog: (query: AuthLogQuery) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'auth', query] as const,
      queryFn: ({ signal }) => request(listAuthLog, { query }, { signal }).then(unwrap),
    }),
};

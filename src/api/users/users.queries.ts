import { queryOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { getCurrentUser } from './users.endpoints';

export const usersQueries = {
  all: () => ['users'] as const,
  current: () =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => request(getCurrentUser, {}, { signal }).then(unwrap),
    }),
};

import { endpointQuery } from '../endpoint-query';
import { getCurrentUser } from './users.endpoints';

export const usersQueries = {
  all: () => ['users'] as const,
  /** GET /users/user: the signed-in user. */
  current: () => endpointQuery(usersQueries.all(), getCurrentUser, {}),
};

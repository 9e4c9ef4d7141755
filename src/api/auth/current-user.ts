import type { QueryClient } from '@tanstack/react-query';
import { usersQueries } from '../users/users.queries';
import type { User } from '../users/users.schema';
import { readSession, updateSession } from './session-store';

/**
 * The signed-in user for the signed-in layout. A saved copy (also offline) is used at once and
 * refreshed behind it; without one it is fetched. While a multi-factor check is pending the
 * copy is not trusted: the call decides, and its success clears the pending flag
 * (spec 000 §4).
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<User> {
  const options = usersQueries.current();
  const pending = readSession()?.multiFactorPending;
  const cached = pending ? undefined : queryClient.getQueryData(options.queryKey);
  if (cached) {
    void queryClient.prefetchQuery(options);
    return cached;
  }
  const user = await queryClient.fetchQuery({ ...options, networkMode: 'always', retry: false });
  if (pending) updateSession({ multiFactorPending: false });
  return user;
}

import type { UserListQuery } from '../../api/users/managed-users.schema';
import { providerPaging } from '../../lib/pagination';
import type { UsersSearch } from './users-search';

/** The call for the URL's page: its filters, its sort (by e-mail A to Z unless told), paging. */
export function userListQuery(search: UsersSearch): UserListQuery {
  const sort = search.sort ?? 'email';
  return {
    ...providerPaging('offset', search),
    sortBy: sort.endsWith('name') ? 'name' : 'email',
    orderDirection: sort.startsWith('-') ? 'DESC' : 'ASC',
    ...(search.search?.trim() ? { search: search.search.trim() } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.role ? { roleUuid: search.role } : {}),
    ...(search.restaurant ? { restaurantUuid: search.restaurant } : {}),
  };
}

import type { RoleListQuery } from '../../api/roles/roles.schema';
import { defineListSearch } from '../../lib/list-search';
import { providerPaging } from '../../lib/pagination';
import { urlSearchText } from '../../lib/search-input';

/**
 * The URL of the roles and the policies pages (spec 000 §5: invalid values dropped): part of a
 * name, and the page (20 a page by default, spec 001 §9).
 */
export const accessListSearch = defineListSearch({ search: urlSearchText });

export type AccessListSearch = ReturnType<typeof accessListSearch.validate>;

/** What the route's loader depends on. */
export function accessListDeps(search: AccessListSearch): AccessListSearch {
  return { search: search.search, page: search.page, limit: search.limit };
}

/** The provider's query for the URL: offset paged by `size`, by name A to Z. */
export function accessListQuery(search: AccessListSearch): RoleListQuery {
  const { offset, limit } = providerPaging('offset', search);
  return {
    offset,
    size: limit,
    sortBy: 'name',
    orderDirection: 'ASC',
    ...(search.search?.trim() ? { search: search.search.trim() } : {}),
  };
}

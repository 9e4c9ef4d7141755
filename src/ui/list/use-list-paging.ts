import { useEffect } from 'react';
import { clampPage, DEFAULT_PAGE_SIZE } from '../lib/pagination';
import { useSetSearch } from './use-set-search';

/** A list's paging as its URL holds it: `page` one-based and absent for the first, `limit`. */
export interface UrlPaging {
  page?: number;
  limit?: number;
}

/** The URL's one-based page for a zero-based one: the first is left out. */
const pageParam = (page: number) => (page > 0 ? page + 1 : undefined);

/**
 * One list's offset paging in the URL (spec 000 §9), for `PaginationBar`: the zero-based page
 * and size, and the handlers that write them back (the default size is left out). A page past
 * the end (an old link, a narrower search since) is replaced by the last once the answer for
 * it is in (`settledTotal`, null before).
 */
export function useUrlPaging(search: UrlPaging, settledTotal: number | null) {
  const setSearch = useSetSearch();
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;
  const page = (search.page ?? 1) - 1;
  const lastPage = settledTotal === null ? page : clampPage(page, settledTotal, pageSize);

  useEffect(() => {
    if (page > lastPage) {
      setSearch((previous) => ({ ...previous, page: pageParam(lastPage) }), { replace: true });
    }
  }, [page, lastPage, setSearch]);

  return {
    page,
    pageSize,
    onPageChange: (next: number) =>
      setSearch((previous) => ({ ...previous, page: pageParam(next) })),
    onPageSizeChange: (size: number, next: number) =>
      setSearch((previous) => ({
        ...previous,
        limit: size === DEFAULT_PAGE_SIZE ? undefined : size,
        page: pageParam(next),
      })),
  };
}

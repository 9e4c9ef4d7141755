import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clampPage, DEFAULT_PAGE_SIZE, type UrlPaging } from '../../lib/pagination';
import { useSetSearch } from '../hooks/use-set-search';

/** The URL's one-based page for a zero-based one: the first is left out. */
const pageParam = (page: number) => (page > 0 ? page + 1 : undefined);

/**
 * One list's offset paging in the URL (spec 000 §9), for `PaginationBar`: the zero-based page
 * and size, and the handlers that write them back (the default size is left out). A page past
 * the end (an old link, a narrower search, the last row of the last page deleted) is replaced
 * by the last once the list's answer for that page is in.
 */
export function useListPaging(search: UrlPaging, list: UseQueryResult<{ total: number }>) {
  const setSearch = useSetSearch();
  const settledTotal = list.data && !list.isPlaceholderData ? list.data.total : null;
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;
  const page = Math.max((search.page ?? 1) - 1, 0);
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

export type ListPaging = ReturnType<typeof useListPaging>;

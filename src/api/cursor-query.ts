import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, CursorDirection, EndpointInput, EndpointResult } from '../lib/endpoint';
import { request, unwrap } from './request';

/** Where a cursor call starts: the first page, or the page after `cursor`. */
export interface CursorParam {
  cursor?: string;
  cursorDirection: CursorDirection;
  /** When the first page was asked: a NEXT page asks the same range ("the last 24 hours"). */
  at?: number;
}

const FIRST_PAGE: CursorParam = { cursorDirection: 'FIRST' };

export interface AskedAt {
  /** The time the list's first page was asked, which the range was resolved at. */
  askedAt: number;
}

/** What a cursor answer (`cursorPageSchema`) says of the next page. */
interface CursorPage {
  cursor: string | null;
  existsNextPage: boolean;
}

/**
 * TanStack Query options for a cursor-paged list (spec 001 §4 "Paging"): the first call asks
 * FIRST, and each next page asks NEXT from the cursor the last answer gave, while it says
 * `existsNextPage`. The pages are kept in order, so the list is the first page with every NEXT
 * page appended; new `filters` are a new key, whose first page replaces the list, and whose
 * call cancels the older one (its answer is ignored). `inputAt` makes the call's input from the
 * filters, the page and the time the first page went out (a relative range resolves once, so
 * the pages after it continue the same list); each page keeps that time as `askedAt`.
 */
export function cursorQuery<const S extends readonly unknown[], E extends AnyEndpoint, F>(
  scope: S,
  // Only an endpoint whose answer is a cursor page.
  endpoint: EndpointResult<E> extends CursorPage ? E : never,
  filters: F,
  inputAt: (filters: F, page: CursorParam, now: number) => EndpointInput<E>,
) {
  // The path names the endpoint: its declaration (schemas) is no key material.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: [...scope, endpoint.path, filters] as const,
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }): Promise<EndpointResult<E> & AskedAt> => {
      const at = pageParam.at ?? Date.now();
      const page = await request(endpoint, inputAt(filters, pageParam, at), { signal }).then(
        unwrap,
      );
      return { ...page, askedAt: at };
    },
    getNextPageParam: (last: EndpointResult<E> & AskedAt): CursorParam | undefined =>
      last.existsNextPage && last.cursor !== null
        ? { cursor: last.cursor, cursorDirection: 'NEXT', at: last.askedAt }
        : undefined,
  });
}

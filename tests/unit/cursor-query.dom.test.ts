import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { cursorQuery, type CursorParam } from '../../src/api/cursor-query';
import { cursorPageSchema, endpoint } from '../../src/lib/endpoint';
import { reachedScrollEnd } from '../../src/lib/pagination';
import { server } from '../helpers/msw-server';
import { STATE_WAIT } from '../helpers/wait';

/** A cursor-paged list as the provider serves one (spec 001 §3 "Paged list state"). */
const listRecords = endpoint({
  method: 'GET',
  path: '/test/records',
  query: v.object({
    status: v.string(),
    cursor: v.optional(v.string()),
    cursorDirection: v.picklist(['FIRST', 'NEXT']),
  }),
  response: cursorPageSchema(v.object({ id: v.string() })),
  auth: false,
});

/** Seven records of `status`, three a page; each call is recorded. */
function serveRecords(): Array<Record<string, string>> {
  const asked: Array<Record<string, string>> = [];
  server.use(
    http.get('*/api/v1/test/records', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      const start = query.cursorDirection === 'NEXT' ? Number(query.cursor) : 0;
      const ids = Array.from({ length: 7 }, (_, i) => `${query.status}-${i}`);
      const end = start + 3;
      return HttpResponse.json({
        success: true,
        results: {
          content: ids.slice(start, end).map((id) => ({ id })),
          cursor: String(end),
          existsNextPage: end < ids.length,
          existsPreviousPage: start > 0,
        },
      });
    }),
  );
  return asked;
}

const inputAt = (status: string, page: CursorParam) => ({ query: { status, ...page } });
const records = (status: string) => cursorQuery(['records'], listRecords, status, inputAt);
const ids = (data: { pages: Array<{ content: Array<{ id: string }> }> } | undefined) =>
  data?.pages.flatMap((page) => page.content.map((row) => row.id));

describe('cursor paging (spec 001 §4 "Paging")', () => {
  it('asks FIRST, then NEXT from the last cursor; each NEXT page is appended, until there is none', async () => {
    const asked = serveRecords();
    const list = new InfiniteQueryObserver(new QueryClient(), records('open'));
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().isSuccess).toBe(true), STATE_WAIT);
    expect(list.getCurrentResult().hasNextPage).toBe(true);
    await list.fetchNextPage();
    const last = await list.fetchNextPage();
    unsubscribe();
    expect(ids(last.data)).toEqual([
      'open-0',
      'open-1',
      'open-2',
      'open-3',
      'open-4',
      'open-5',
      'open-6',
    ]);
    expect(last.hasNextPage).toBe(false);
    expect(asked.map((query) => [query.cursorDirection, query.cursor])).toEqual([
      ['FIRST', undefined],
      ['NEXT', '3'],
      ['NEXT', '6'],
    ]);
  });

  it('new filters are a new list: its FIRST page replaces the old one', async () => {
    serveRecords();
    const client = new QueryClient();
    await client.fetchInfiniteQuery({ ...records('open'), pages: 2 });
    const closed = await client.fetchInfiniteQuery(records('closed'));
    expect(ids(closed)).toEqual(['closed-0', 'closed-1', 'closed-2']);
  });

  it('spec 001 §9: the next page is asked once 99% of the list is scrolled', () => {
    expect(reachedScrollEnd({ scrollTop: 979, clientHeight: 10, scrollHeight: 1000 })).toBe(false);
    expect(reachedScrollEnd({ scrollTop: 980, clientHeight: 10, scrollHeight: 1000 })).toBe(true);
    expect(reachedScrollEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 0 })).toBe(true);
  });
});

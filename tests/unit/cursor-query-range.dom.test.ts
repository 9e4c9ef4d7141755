import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticRange } from '../../src/api/analytics/analytics.queries';
import { TIMER_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import {
  timerHistoryQueries,
  type TimerFilters,
} from '../../src/api/timer-history/timer-history.queries';
import type { TimerRecord } from '../../src/api/timer-history/timer-history.schema';
import { server } from '../helpers/msw-server';
import { STATE_WAIT } from '../helpers/wait';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** When the first page is asked; not on a whole second, as a real clock is not. */
const T0 = Date.UTC(2026, 10, 22, 15, 0, 0, 437);

function record(index: number): TimerRecord {
  const startTime = T0 - (index + 1) * MINUTE - 437;
  return {
    uuid: `cycle-${index}`,
    restaurantUuid: 'r-1',
    restaurantName: 'Peachtree & 5th',
    restaurantNumber: 1001,
    material: 'Nuggets',
    startTime,
    endTime: startTime + 180_000,
    duration: 180,
    vendor: 'Pitco',
    isCorrect: true,
  };
}

/**
 * A stub fryer list: records each query asked and answers three pages of two records, the
 * cursor being the next record's index.
 */
function serveFryerList(): Array<Record<string, string>> {
  const asked: Array<Record<string, string>> = [];
  server.use(
    http.get(`*/api/v1${TIMER_ENDPOINTS.fryer.list.path}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      const start = query.cursorDirection === 'NEXT' ? Number(query.cursor) : 0;
      const end = start + 2;
      return HttpResponse.json({
        success: true,
        results: {
          content: [record(start), record(start + 1)],
          cursor: String(end),
          cursorDirection: query.cursorDirection,
          existsNextPage: end < 6,
          existsPreviousPage: start > 0,
        },
      });
    }),
  );
  return asked;
}

const LAST_DAY: AnalyticRange = { kind: 'preset', timeInterval: '1d' };
const filters: TimerFilters = { range: LAST_DAY, materials: ['Nuggets'] };
const order = { sortBy: 'startTime', orderDirection: 'DESC' } as const;

/** The list's range, sent as `startEventTime` and `endEventTime` (spec 001 §3 line 93). */
const rangeOf = (query: Record<string, string>) => ({
  startTime: Number(query.startEventTime),
  endTime: Number(query.endEventTime),
});

describe('spec 001 §4 "Paging": a relative range resolves once per list', () => {
  it('the NEXT page asks the same startTime and endTime as the FIRST, though the clock moved', async () => {
    const asked = serveFryerList();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(T0);
    const list = new InfiniteQueryObserver(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      timerHistoryQueries.list('fryer', filters, order, 2),
    );
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().isSuccess).toBe(true), STATE_WAIT);
    expect(list.getCurrentResult().hasNextPage).toBe(true);

    // Five minutes later the cook scrolls to the end; ten minutes later, again.
    clock.mockReturnValue(T0 + 5 * MINUTE);
    await list.fetchNextPage();
    clock.mockReturnValue(T0 + 10 * MINUTE);
    const last = await list.fetchNextPage();
    unsubscribe();

    expect(asked.map((query) => query.cursorDirection)).toEqual(['FIRST', 'NEXT', 'NEXT']);
    // The last 24 hours as of T0: the start on a whole second, the end T0 itself.
    const first = rangeOf(asked[0]!);
    expect(first).toEqual({ startTime: Math.floor((T0 - DAY) / 1000) * 1000, endTime: T0 });
    expect(rangeOf(asked[1]!)).toEqual(first);
    expect(rangeOf(asked[2]!)).toEqual(first);
    // The rest of the query is the list's too.
    for (const query of asked) {
      expect(query).toMatchObject({
        materials: 'Nuggets',
        sortBy: 'startTime',
        orderDirection: 'DESC',
        limit: '2',
      });
    }
    expect(asked.map((query) => query.cursor)).toEqual([undefined, '2', '4']);
    // Each page says when its list was asked; the pages are appended in order.
    expect(last.data!.pages.map((page) => page.askedAt)).toEqual([T0, T0, T0]);
    expect(last.data!.pages.flatMap((page) => page.content.map((row) => row.uuid))).toEqual([
      'cycle-0',
      'cycle-1',
      'cycle-2',
      'cycle-3',
      'cycle-4',
      'cycle-5',
    ]);
    expect(last.hasNextPage).toBe(false);
  });

  it('a refetch is a new list at the new time: its FIRST and NEXT pages both ask up to then', async () => {
    const asked = serveFryerList();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(T0);
    const list = new InfiniteQueryObserver(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      timerHistoryQueries.list('fryer', filters, order, 2),
    );
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().isSuccess).toBe(true), STATE_WAIT);
    clock.mockReturnValue(T0 + MINUTE);
    await list.fetchNextPage();

    const later = T0 + 30 * MINUTE;
    clock.mockReturnValue(later);
    const refreshed = await list.refetch();
    unsubscribe();

    expect(asked.map((query) => query.cursorDirection)).toEqual(['FIRST', 'NEXT', 'FIRST', 'NEXT']);
    const before = { startTime: Math.floor((T0 - DAY) / 1000) * 1000, endTime: T0 };
    const after = { startTime: Math.floor((later - DAY) / 1000) * 1000, endTime: later };
    expect(asked.map(rangeOf)).toEqual([before, before, after, after]);
    expect(refreshed.data!.pages.map((page) => page.askedAt)).toEqual([later, later]);
  });

  it('a fixed range is asked as it is, whenever the pages go out', async () => {
    const asked = serveFryerList();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(T0);
    const fixed: TimerFilters = { range: { kind: 'fixed', start: T0 - 2 * DAY, end: T0 - DAY } };
    const list = new InfiniteQueryObserver(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      timerHistoryQueries.list('fryer', fixed, order, 2),
    );
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().isSuccess).toBe(true), STATE_WAIT);
    clock.mockReturnValue(T0 + DAY);
    await list.fetchNextPage();
    unsubscribe();
    const range = { startTime: Math.floor((T0 - 2 * DAY) / 1000) * 1000, endTime: T0 - DAY };
    expect(asked.map(rangeOf)).toEqual([range, range]);
  });
});

import { describe, expect, it } from 'vitest';
import { analyticQuery, resolveAnalyticRange } from '../../src/api/analytics/analytics.queries';
import {
  analyticFilters,
  chickenTypesParam,
  HOURLY_MAX_SPAN_MS,
  periodFor,
  rangeOf,
  zoomDates,
} from '../../src/api/analytics/analytics-filters';
import { chickenTypesOf, validateChickenSearch } from '../../src/api/analytics/analytics-search';
import { pageScopeOf } from '../../src/api/restaurants/page-scope';
import type { ChickenSearch } from '../../src/api/analytics/analytics-search';
import type { DateRangeSearch } from '../../src/lib/url-state';

/** `analyticFilters` on `restaurant`'s page scope for the URL's `search`. */
function analyticFiltersAt(
  search: DateRangeSearch & ChickenSearch,
  restaurant: string,
  timeZone: string | null,
) {
  const products = chickenTypesOf(search.chickenTypes);
  return analyticFilters(search, pageScopeOf(search, restaurant, timeZone), products);
}

const NOW = Date.UTC(2026, 10, 22, 15, 30); // 22 Nov 2026 15:30 UTC
const NEW_YORK = 'America/New_York'; // UTC-5 in November

describe('chicken dashboard search', () => {
  it('keeps product names as written, in the order given, each once: the dictionary says which exist (spec 001 §7 line 239)', () => {
    expect(validateChickenSearch({ chickenTypes: 'Nuggets,Wings, Strips,Nuggets,' })).toEqual({
      chickenTypes: 'Nuggets,Wings,Strips',
    });
    // The router reads a name of digits alone as a number.
    expect(chickenTypesOf(['Spicy Strips', 3, {}])).toEqual(['Spicy Strips', '3']);
  });

  it('drops an empty product list, a non-string and an unknown period without throwing', () => {
    // Both keys present: the router lays the result over the raw query (see analytics-search.ts).
    expect(validateChickenSearch({ chickenTypes: ' , ', period: 'YEAR' })).toStrictEqual({
      chickenTypes: undefined,
      period: undefined,
    });
    expect(validateChickenSearch({ chickenTypes: { a: 1 }, period: 7 })).toEqual({});
    expect(validateChickenSearch({ period: 'HOUR' })).toEqual({ period: 'HOUR' });
  });

  it('writes no chickenTypes for no selection', () => {
    expect(chickenTypesParam([])).toBeUndefined();
    expect(chickenTypesParam(['Strips', 'Nuggets'])).toBe('Strips,Nuggets');
  });
});

describe('chicken dashboard range', () => {
  it('is today so far in the restaurant zone without dates', () => {
    const range = rangeOf({}, NEW_YORK);
    expect(range).toEqual({ kind: 'today', timeZone: NEW_YORK });
    expect(resolveAnalyticRange(range, NOW)).toEqual({
      start: Date.UTC(2026, 10, 22, 5, 0),
      end: NOW,
    });
  });

  it('keeps a preset relative and resolves it at call time', () => {
    const range = rangeOf({ timeInterval: '1h', startDate: 1, endDate: 2 }, 'UTC');
    expect(range).toEqual({ kind: 'preset', timeInterval: '1h' });
    expect(resolveAnalyticRange(range, NOW)).toEqual({ start: NOW - 3_600_000, end: NOW });
  });

  it('uses explicit dates; a day-mode end covers its whole day', () => {
    expect(rangeOf({ startDate: 1000, endDate: 2000 }, 'UTC')).toEqual({
      kind: 'fixed',
      start: 1000,
      end: 2000,
    });
    expect(rangeOf({ startDate: '2026-11-20', endDate: '2026-11-21' }, NEW_YORK)).toEqual({
      kind: 'fixed',
      start: Date.UTC(2026, 10, 20, 5),
      end: Date.UTC(2026, 10, 22, 5),
    });
    expect(rangeOf({ startDate: 1000 }, 'UTC').kind).toBe('today');
  });

  it('never asks for an empty range right after midnight', () => {
    const midnight = Date.UTC(2026, 10, 22);
    const range = resolveAnalyticRange({ kind: 'today', timeZone: 'UTC' }, midnight);
    expect(range.end).toBeGreaterThan(range.start);
  });
});

describe('chicken dashboard filters', () => {
  it('leaves restaurantUuid and materials out for Global and all products', () => {
    expect(analyticFiltersAt({}, 'select', null)).toEqual({
      range: { kind: 'today', timeZone: expect.any(String) },
      period: 'DAY',
    });
  });

  it('sends the restaurant, the products as a comma list and the period', () => {
    const filters = analyticFiltersAt(
      { chickenTypes: 'Nuggets,Strips', period: 'HOUR', timeInterval: '1d' },
      'r-1',
      NEW_YORK,
    );
    expect(analyticQuery(filters, NOW)).toEqual({
      startEventTime: NOW - 86_400_000,
      endEventTime: NOW,
      restaurantUuid: 'r-1',
      materials: 'Nuggets,Strips',
      period: 'HOUR',
    });
  });

  it('zooms into a bar, cut at now; an empty or future bar is no zoom', () => {
    expect(zoomDates({ start: 1000, end: 5000 }, 3000)).toEqual({ startDate: 1000, endDate: 3000 });
    expect(zoomDates({ start: 4000, end: 5000 }, 3000)).toBeNull();
  });
});

describe('chicken dashboard period', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('keeps Hour up to a month and draws longer ranges per day (provider limit of 2,000 buckets)', () => {
    expect(periodFor('HOUR', { kind: 'preset', timeInterval: '7d' }, now)).toBe('HOUR');
    expect(periodFor('HOUR', { kind: 'preset', timeInterval: '6mo' }, now)).toBe('DAY');
    const edge = { kind: 'fixed', start: now - HOURLY_MAX_SPAN_MS, end: now } as const;
    expect(periodFor('HOUR', edge, now)).toBe('HOUR');
    expect(periodFor('HOUR', { ...edge, start: edge.start - 1 }, now)).toBe('DAY');
    expect(periodFor('WEEK', { kind: 'preset', timeInterval: '1y' }, now)).toBe('WEEK');
  });
});

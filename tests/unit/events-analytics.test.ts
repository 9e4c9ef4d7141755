import { describe, expect, it } from 'vitest';
import { analyticsQueries } from '../../src/api/analytics/analytics.queries';
import { eventsAnalyticsQueries, scopeOf } from '../../src/api/analytics/events-analytics.queries';
import { chickenTypesParam } from '../../src/api/analytics/analytics-filters';
import { summaryTableRows } from '../../src/ui/list/summary-table-rows';
import {
  eventsAnalyticsFilters,
  visibleGroups,
} from '../../src/features/events-analytics/events-analytics-filters';
import {
  EVENT_GROUPS,
  validateEventsAnalyticsSearch,
} from '../../src/features/events-analytics/events-analytics-search';
import { eventsAnalytics } from '../../src/lib/i18n/en/events-analytics';
import { registerMessages, t } from '../../src/lib/i18n/i18n';
import { pageScopeOf } from '../../src/api/restaurants/page-scope';
import type { EventsAnalyticsSearch } from '../../src/features/events-analytics/events-analytics-search';
import type { DateRangeSearch } from '../../src/lib/url-state';

/** `eventsAnalyticsFilters` on `restaurant`'s page scope for the URL's `search`. */
function eventsAnalyticsFiltersAt(
  search: DateRangeSearch & EventsAnalyticsSearch,
  restaurant: string,
  timeZone: string | null,
  options?: Parameters<typeof eventsAnalyticsFilters>[2],
) {
  return eventsAnalyticsFilters(search, pageScopeOf(search, restaurant, timeZone), options);
}

registerMessages(eventsAnalytics);

const NOW = Date.UTC(2026, 10, 22, 15, 30);
const NEW_YORK = 'America/New_York';

describe('events analytics search (spec 000 §5: unknown values dropped, never thrown)', () => {
  it('keeps well-formed values and leaves the defaults out; the provider says which products, vendors and packages exist', () => {
    expect(
      validateEventsAnalyticsSearch({
        chickenTypes: 'Nuggets,Bogus,Strips',
        period: 'HOUR',
        eventName: 'TASK_DELAYS',
        catering: true,
        performanceRatioType: 'WASTE/COOKED',
        vendors: ' Pitco, ,Frymaster,Pitco',
        isCorrect: false,
        packageTypes: 'NUGGETS_8,TACO,STRIPS_3',
      }),
    ).toEqual({
      chickenTypes: 'Nuggets,Bogus,Strips',
      period: 'HOUR',
      eventName: 'TASK_DELAYS',
      catering: true,
      performanceRatioType: 'WASTE/COOKED',
      vendors: 'Pitco,Frymaster',
      isCorrect: false,
      packageTypes: 'NUGGETS_8,TACO,STRIPS_3',
    });
  });

  it('drops unknown values and defaults as explicit undefined, which hides the raw query', () => {
    const search = validateEventsAnalyticsSearch({
      chickenTypes: ',',
      period: 'YEAR',
      eventName: 'all',
      catering: 'yes',
      performanceRatioType: 'COOKED/RECOMMENDATION',
      vendors: ' , ',
      isCorrect: 'maybe',
      packageTypes: ' ',
    });
    expect(search).toEqual({});
    expect(Object.keys(search).sort()).toEqual(
      [
        'catering',
        'chickenTypes',
        'eventName',
        'performanceRatioType',
        'period',
        'vendors',
        'isCorrect',
        'packageTypes',
      ].sort(),
    );
    expect(validateEventsAnalyticsSearch({ eventName: 7, period: null, catering: 1 })).toEqual({});
    expect(validateEventsAnalyticsSearch({ catering: 'true' }).catering).toBe(true);
    expect(validateEventsAnalyticsSearch({ isCorrect: 'true' }).isCorrect).toBe(true);
  });
});

describe('events analytics filters', () => {
  it('shows every group for eventName all (the default), else the one named', () => {
    expect(visibleGroups(undefined)).toEqual(EVENT_GROUPS);
    expect(EVENT_GROUPS).toHaveLength(9);
    expect(visibleGroups('CONVEYORS')).toEqual(['CONVEYORS']);
  });

  it('writes no chickenTypes for no selection', () => {
    expect(chickenTypesParam([])).toBeUndefined();
    expect(chickenTypesParam(['Strips', ' ', 'Nuggets'])).toBe('Strips,Nuggets');
  });

  it('Global: no restaurant, all products, DAY, no catering, today in the zone', () => {
    expect(eventsAnalyticsFiltersAt({}, 'select', NEW_YORK, { now: NOW })).toEqual({
      range: { kind: 'today', timeZone: NEW_YORK },
      period: 'DAY',
    });
  });

  it('a restaurant, products, period and the page options', () => {
    expect(
      eventsAnalyticsFiltersAt(
        {
          timeInterval: '1d',
          chickenTypes: 'Nuggets',
          period: 'HOUR',
          catering: true,
          performanceRatioType: 'WASTE/COOKED',
        },
        'r-1',
        NEW_YORK,
        { now: NOW, materials: ['Nuggets'] },
      ),
    ).toEqual({
      range: { kind: 'preset', timeInterval: '1d' },
      restaurantUuid: 'r-1',
      materials: ['Nuggets'],
      period: 'HOUR',
      catering: true,
      performanceRatioType: 'WASTE/COOKED',
    });
  });

  it('spec 000 §5: sends the products, vendors and packages known among the provider options, none while unknown', () => {
    const search = {
      chickenTypes: 'Nuggets',
      vendors: 'Pitco',
      isCorrect: true,
      packageTypes: 'NUGGETS_8',
    };
    expect(
      eventsAnalyticsFiltersAt(search, 'r-1', NEW_YORK, {
        materials: ['Nuggets'],
        vendors: ['Pitco'],
        packages: ['NUGGETS_8'],
        now: NOW,
      }),
    ).toMatchObject({
      materials: ['Nuggets'],
      vendors: ['Pitco'],
      isCorrect: true,
      packages: ['NUGGETS_8'],
    });
    const unknown = eventsAnalyticsFiltersAt(search, 'r-1', NEW_YORK, { now: NOW });
    for (const key of ['materials', 'vendors', 'packages']) expect(unknown).not.toHaveProperty(key);
  });

  it('draws HOUR per day over a range too long for hourly buckets', () => {
    const filters = eventsAnalyticsFiltersAt(
      { timeInterval: '6mo', period: 'HOUR' },
      'select',
      null,
      { now: NOW },
    );
    expect(filters.period).toBe('DAY');
  });
});

describe('High, Low and Average rows (spec 000 §9)', () => {
  it('become three table rows headed High, Low and Average, each column formatted', () => {
    const minutes = (value: number) => `${value} min`;
    const rows = summaryTableRows(
      (row) => t(`eventsAnalytics.${row}`),
      [
        [2, 6.5],
        [4, 1.5],
      ],
      [String, minutes],
    );
    expect(rows).toEqual([
      { key: 'summary-high', cells: ['High', '4', '6.5 min'] },
      { key: 'summary-low', cells: ['Low', '2', '1.5 min'] },
      { key: 'summary-average', cells: ['Average', '3', '4 min'] },
    ]);
    expect(summaryTableRows((row) => t(`eventsAnalytics.${row}`), [], [String])).toEqual([]);
  });
});

describe('events analytics query keys', () => {
  const filters = eventsAnalyticsFiltersAt(
    { timeInterval: '7d', catering: true, performanceRatioType: 'WASTE/COOKED' },
    'r-1',
    NEW_YORK,
    { now: NOW },
  );

  it('the catering toggle asks the catering variant under its own key', () => {
    const all = eventsAnalyticsQueries.cooked({ ...filters, catering: false }).queryKey;
    const catering = eventsAnalyticsQueries.cooked(filters).queryKey;
    expect(all).toContain('/analytic/cooked');
    expect(catering).toContain('/analytic/catering-cooked');
    expect(catering).not.toEqual(all);
  });

  it("a call's key leaves out the options it does not send", () => {
    // The waste card shares the chicken dashboard's cache entry for the same filters.
    expect(analyticsQueries.waste(scopeOf(filters)).queryKey).toEqual(
      analyticsQueries.waste(scopeOf({ ...filters, catering: false })).queryKey,
    );
    expect(eventsAnalyticsQueries.taskDelay(filters).queryKey).toEqual(
      eventsAnalyticsQueries.taskDelay({ ...filters, performanceRatioType: undefined }).queryKey,
    );
    // The fryer filters change the fryer calls' keys only (spec 001 §3 "fryer only").
    const fryer = { ...filters, vendors: ['Pitco'], isCorrect: false };
    expect(eventsAnalyticsQueries.cooked(fryer).queryKey).toEqual(
      eventsAnalyticsQueries.cooked(filters).queryKey,
    );
    expect(eventsAnalyticsQueries.fryerCycles(fryer).queryKey).not.toEqual(
      eventsAnalyticsQueries.fryerCycles(filters).queryKey,
    );
    expect(eventsAnalyticsQueries.performanceRatio(filters).queryKey).not.toEqual(
      eventsAnalyticsQueries.performanceRatio({ ...filters, performanceRatioType: undefined })
        .queryKey,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { GLOBAL_RESTAURANT } from '../../src/api/restaurants/restaurant-choice';
import {
  eventFilters,
  eventOrder,
  listSortOf,
  urlSortOf,
} from '../../src/features/events/events-filters';
import { EVENT_URL_SORTS, eventsDeps, eventsSearch } from '../../src/features/events/events-search';

const chicken = eventsSearch('chicken');
const potato = eventsSearch('potato');

/** Every field of an event list's URL, each undefined: what an empty query answers. */
const NONE = { eventName: undefined, materials: undefined, sort: undefined, limit: undefined };

describe('spec 000 §5 "filter values not among the options are dropped": the event list URLs', () => {
  it('answers every key, undefined when dropped, so the router writes the address without it', () => {
    // toStrictEqual: a key left out would keep its raw value in the address bar.
    expect(chicken({})).toStrictEqual(NONE);
    expect(potato({})).toStrictEqual(NONE);
    expect(chicken({ eventName: '', materials: 'Tacos', sort: 'eventTime.desc' })).toStrictEqual(
      NONE,
    );
  });

  it('keeps one event name as written, trimmed; "all", the default, is absent', () => {
    expect(chicken({ eventName: 'Basket dropped' }).eventName).toBe('Basket dropped');
    expect(potato({ eventName: '  Batch cleared ' }).eventName).toBe('Batch cleared');
    // The router reads a name of digits alone as a number.
    expect(chicken({ eventName: 42 }).eventName).toBe('42');
    expect(chicken({ eventName: 'all' }).eventName).toBeUndefined();
  });

  it('drops an event name that is not text, empty, or longer than 100 characters', () => {
    for (const junk of ['', '   ', 'x'.repeat(101), null, true, ['Basket dropped'], {}]) {
      expect(chicken({ eventName: junk }).eventName, JSON.stringify(junk)).toBeUndefined();
    }
    expect(chicken({ eventName: 'x'.repeat(100) }).eventName).toHaveLength(100);
  });

  it("keeps the list's own products and drops the other list's and unknown ones", () => {
    expect(chicken({ materials: 'Nuggets,Strips' }).materials).toBe('Nuggets,Strips');
    expect(chicken({ materials: 'FRIES,Nuggets,Tacos' }).materials).toBe('Nuggets');
    expect(chicken({ materials: 'HASHBROWNS' }).materials).toBeUndefined();
    expect(potato({ materials: 'FRIES,HASHBROWNS' }).materials).toBe('FRIES,HASHBROWNS');
    expect(potato({ materials: 'Nuggets,FRIES' }).materials).toBe('FRIES');
    expect(potato({ materials: 'fries' }).materials).toBeUndefined();
    expect(potato({ materials: 42 }).materials).toBeUndefined();
    // Written twice or with spaces: kept once, as the option.
    expect(chicken({ materials: ' Nuggets , Nuggets,Strips' }).materials).toBe('Nuggets,Strips');
  });

  it('keeps oldest first; newest first is the default and absent; anything else is dropped', () => {
    expect(chicken({ sort: 'eventTime.asc' }).sort).toBe('eventTime.asc');
    for (const junk of ['eventTime.desc', 'duration.asc', 'startTime.asc', 1, null]) {
      expect(potato({ sort: junk }).sort, String(junk)).toBeUndefined();
    }
  });

  it("the loader depends on the shared dates and restaurant and the list's own fields", () => {
    const search = {
      ...chicken({
        eventName: 'Pan removed',
        materials: 'Nuggets',
        sort: 'eventTime.asc',
        limit: '10',
      }),
      timeInterval: '7d' as const,
      restaurantUuid: 'r-1',
      restaurants: ['r-1'],
    };
    expect(eventsDeps(search)).toEqual({
      timeInterval: '7d',
      startDate: undefined,
      endDate: undefined,
      restaurantUuid: 'r-1',
      eventName: 'Pan removed',
      materials: 'Nuggets',
      sort: 'eventTime.asc',
      limit: 10,
    });
  });

  it('spec 001 §9 page sizes 10, 20, 50: 20, the default, is left out of the URL as any other size', () => {
    expect(chicken({ limit: '20' }).limit).toBeUndefined();
    expect(potato({ limit: '50' }).limit).toBe(50);
    for (const junk of [30, '100', 0, 'x']) expect(chicken({ limit: junk }).limit).toBeUndefined();
  });
});

describe('spec 001 §9 "events by eventTime DESC": the order', () => {
  it('is newest first unless the URL says oldest first', () => {
    expect(eventOrder(undefined)).toEqual({ sortBy: 'eventTime', orderDirection: 'DESC' });
    expect(eventOrder('eventTime.asc')).toEqual({ sortBy: 'eventTime', orderDirection: 'ASC' });
  });

  it("a header's sort goes back to the same URL sort, the default to none", () => {
    for (const sort of [undefined, ...EVENT_URL_SORTS]) {
      expect(urlSortOf(listSortOf(sort))).toBe(sort);
    }
    expect(urlSortOf({ key: 'eventTime', direction: 'desc' })).toBeUndefined();
    expect(urlSortOf({ key: 'frames', direction: 'asc' })).toBeUndefined();
  });
});

describe('spec 001 §3 "Analytic filter parameters": the calls’ filters from the URL', () => {
  const range = { kind: 'preset', timeInterval: '1d' } as const;
  const global = { restaurant: GLOBAL_RESTAURANT, range };

  it('sends no restaurant for Global, and no empty product list', () => {
    expect(eventFilters(chicken({}), global, [])).toEqual({ range });
    expect(eventFilters(potato({ materials: 'FRIES' }), { restaurant: 'r-1', range }, [])).toEqual({
      range,
      restaurantUuid: 'r-1',
      materials: ['FRIES'],
    });
  });

  it('sends the event name only once the dictionary is known to hold it', () => {
    const search = chicken({ eventName: 'Basket lifted' });
    expect(eventFilters(search, global, undefined)).not.toHaveProperty('eventName');
    expect(eventFilters(search, global, ['Basket dropped'])).not.toHaveProperty('eventName');
    expect(eventFilters(search, global, ['Basket dropped', 'Basket lifted']).eventName).toBe(
      'Basket lifted',
    );
  });
});

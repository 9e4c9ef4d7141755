import { describe, expect, it } from 'vitest';
import { GLOBAL_RESTAURANT } from '../../src/api/restaurants/restaurant-choice';
import {
  eventFilters,
  eventOrder,
  listSortOf,
  urlSortOf,
} from '../../src/features/events/events-filters';
import {
  EVENT_URL_SORTS,
  anyEventsSearch,
  eventsDeps,
  eventsSearch,
} from '../../src/features/events/events-search';
import { ownSearchOf } from '../../src/lib/list-search';

const chicken = eventsSearch('chicken');
const potato = eventsSearch('potato');

/** Every field of an event list's URL, each undefined: what an empty query answers. */
const NONE = {
  eventName: undefined,
  chickenTypes: undefined,
  vendors: undefined,
  isCorrect: undefined,
  packageTypes: undefined,
  material: undefined,
  sort: undefined,
  limit: undefined,
};

describe('spec 000 §5 "filter values not among the options are dropped": the event list URLs', () => {
  it('answers every key, undefined when dropped, so the router writes the address without it', () => {
    // toStrictEqual: a key left out would keep its raw value in the address bar.
    expect(chicken({})).toStrictEqual(NONE);
    expect(potato({})).toStrictEqual(NONE);
    expect(
      chicken({ eventName: '', chickenTypes: ' , ', isCorrect: 'maybe', sort: 'eventTime.desc' }),
    ).toStrictEqual(NONE);
  });

  it('one route serves both lists: it reads every field, then the list on screen keeps its own (its own URL instead)', () => {
    const search = anyEventsSearch({
      vendors: 'Pitco',
      material: 'FRIES',
      packageTypes: 'NUGGETS_8',
    });
    // Package types are both lists' (the potato list's from its packages dictionary, whose page
    // drops a code it does not hold once the dictionary is read).
    expect(ownSearchOf(potato, search)).toStrictEqual({
      ...NONE,
      material: 'FRIES',
      packageTypes: 'NUGGETS_8',
    });
    expect(ownSearchOf(chicken, search)).toStrictEqual({
      ...NONE,
      vendors: 'Pitco',
      packageTypes: 'NUGGETS_8',
    });
    expect(ownSearchOf(chicken, anyEventsSearch({ vendors: 'Pitco' }))).toBeNull();
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

  it('spec 001 §3 "Chicken and potato filters": the chicken list keeps chicken types, vendors, cycle result and entree packages; the potato list its product and package types', () => {
    expect(
      chicken({
        chickenTypes: 'Nuggets,Strips',
        vendors: 'Frymaster',
        isCorrect: 'false',
        packageTypes: 'NUGGETS_8',
        material: 'Nuggets',
      }),
    ).toMatchObject({
      chickenTypes: 'Nuggets,Strips',
      vendors: 'Frymaster',
      isCorrect: false,
      packageTypes: 'NUGGETS_8',
      material: undefined,
    });
    expect(
      potato({
        chickenTypes: 'Nuggets',
        vendors: 'Frymaster',
        isCorrect: 'true',
        packageTypes: 'WAFFLE_FRIES',
        material: 'FRIES',
      }),
    ).toMatchObject({
      chickenTypes: undefined,
      vendors: undefined,
      isCorrect: undefined,
      packageTypes: 'WAFFLE_FRIES',
      material: 'FRIES',
    });
  });

  it('keeps names of the provider’s options as written, trimmed and each once (the page drops those the options lack)', () => {
    // Products, vendors and entree packages are the provider's: a new one is an option at once.
    expect(chicken({ chickenTypes: ' Nuggets , Nuggets,Tacos' }).chickenTypes).toBe(
      'Nuggets,Tacos',
    );
    expect(chicken({ vendors: 'Nobody' }).vendors).toBe('Nobody');
    expect(chicken({ packageTypes: 'FAMILY_TRAY,NUGGETS_8' }).packageTypes).toBe(
      'FAMILY_TRAY,NUGGETS_8',
    );
    // The router reads a name of digits alone as a number.
    expect(chicken({ vendors: 42 }).vendors).toBe('42');
    for (const junk of ['', ' , ', 'x'.repeat(101), null, true, {}]) {
      expect(chicken({ vendors: junk }).vendors, JSON.stringify(junk)).toBeUndefined();
    }
  });

  it('spec 001 §3 "material": one potato product; a list of two is dropped', () => {
    expect(potato({ material: ' HASHBROWNS ' }).material).toBe('HASHBROWNS');
    expect(potato({ material: 'FRIES,HASHBROWNS' }).material).toBeUndefined();
    expect(potato({ material: '' }).material).toBeUndefined();
  });

  it('isCorrect: true or false (all is absent); anything else is dropped', () => {
    expect(chicken({ isCorrect: 'true' }).isCorrect).toBe(true);
    expect(chicken({ isCorrect: false }).isCorrect).toBe(false);
    for (const junk of ['all', 'yes', 1, null]) {
      expect(chicken({ isCorrect: junk }).isCorrect, String(junk)).toBeUndefined();
    }
  });

  it("potato package types are the potato packages dictionary's (spec 001 §7): the URL keeps any code as written, the page drops one the dictionary does not hold", () => {
    expect(potato({ packageTypes: 'WAFFLE_FRIES, CURLY_FRIES,WAFFLE_FRIES' }).packageTypes).toBe(
      'WAFFLE_FRIES,CURLY_FRIES',
    );
    expect(potato({ packageTypes: ' , ' }).packageTypes).toBeUndefined();
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
        chickenTypes: 'Nuggets',
        vendors: 'Frymaster',
        isCorrect: 'true',
        packageTypes: 'NUGGETS_8',
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
      chickenTypes: 'Nuggets',
      vendors: 'Frymaster',
      isCorrect: true,
      packageTypes: 'NUGGETS_8',
      material: undefined,
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

describe('spec 001 §3 "Chicken and potato filters": the calls’ filters', () => {
  const range = { kind: 'preset', timeInterval: '1d' } as const;
  const global = { restaurant: GLOBAL_RESTAURANT, range };
  const none = { chickenTypes: [], vendors: [], packageTypes: [], material: [] };

  it('sends no restaurant for Global, and no empty list', () => {
    expect(eventFilters(global, none)).toEqual({ range });
    expect(eventFilters({ restaurant: 'r-1', range }, { ...none, material: ['FRIES'] })).toEqual({
      range,
      restaurantUuid: 'r-1',
      material: 'FRIES',
    });
  });

  it('sends each value that applies under its spec name', () => {
    expect(
      eventFilters(global, {
        eventName: 'Basket lifted',
        chickenTypes: ['Nuggets'],
        vendors: ['Frymaster'],
        isCorrect: false,
        packageTypes: ['NUGGETS_8'],
        material: [],
      }),
    ).toEqual({
      range,
      eventName: 'Basket lifted',
      chickenTypes: ['Nuggets'],
      vendors: ['Frymaster'],
      isCorrect: false,
      packageTypes: ['NUGGETS_8'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { GLOBAL_RESTAURANT } from '../../src/api/restaurants/restaurant-choice';
import {
  listSortOf,
  timerFilters,
  timerOrder,
  urlSortOf,
} from '../../src/features/timer-history/timer-history-filters';
import {
  TIMER_URL_SORTS,
  timerHistorySearch,
} from '../../src/features/timer-history/timer-history-search';

const fryer = timerHistorySearch('fryer');
const breading = timerHistorySearch('breading');
const entreeChutes = timerHistorySearch('entree-chutes');
const dumpPan = timerHistorySearch('dump-pan');
const fryChutes = timerHistorySearch('fry-chutes');

/** Every field of a history's URL, each undefined: what an empty query answers. */
const NONE = {
  materials: undefined,
  vendors: undefined,
  isCorrect: undefined,
  packages: undefined,
  sort: undefined,
  limit: undefined,
};

describe('spec 000 §5 "filter values not among the options are dropped": the timer history URLs', () => {
  it('answers every key, undefined when dropped, so the router writes the address without it', () => {
    // toStrictEqual: a key left out would keep its raw value in the address bar.
    expect(fryer({})).toStrictEqual(NONE);
    expect(dumpPan({})).toStrictEqual(NONE);
    expect(
      breading({ materials: 'Tacos', vendors: 'Henny Penny', isCorrect: 'true', sort: 'x' }),
    ).toStrictEqual(NONE);
    expect(Object.keys(entreeChutes({ packages: 'NOPE' })).sort()).toEqual([
      'isCorrect',
      'limit',
      'materials',
      'packages',
      'sort',
      'vendors',
    ]);
  });

  it('keeps the products of a chicken station and drops unknown ones and potatoes', () => {
    expect(fryer({ materials: 'Nuggets,Strips' }).materials).toBe('Nuggets,Strips');
    expect(breading({ materials: 'CFA Filets,Tacos,Spicy Strips' }).materials).toBe(
      'CFA Filets,Spicy Strips',
    );
    expect(fryer({ materials: 'FRIES,Nuggets,HASHBROWNS' }).materials).toBe('Nuggets');
    expect(entreeChutes({ materials: 'FRIES' }).materials).toBeUndefined();
    expect(fryer({ materials: 'Tacos' }).materials).toBeUndefined();
    expect(fryer({ materials: '' }).materials).toBeUndefined();
    expect(fryer({ materials: 42 }).materials).toBeUndefined();
  });

  it('keeps the products of a potato station and drops chicken and unknown ones', () => {
    expect(dumpPan({ materials: 'FRIES,HASHBROWNS' }).materials).toBe('FRIES,HASHBROWNS');
    expect(dumpPan({ materials: 'FRIES,Nuggets' }).materials).toBe('FRIES');
    expect(fryChutes({ materials: 'Nuggets,Strips' }).materials).toBeUndefined();
    expect(fryChutes({ materials: 'fries' }).materials).toBeUndefined();
  });

  it('a product written twice or with spaces is kept once, as the option', () => {
    expect(fryer({ materials: ' Nuggets , Nuggets,Strips' }).materials).toBe('Nuggets,Strips');
  });

  it('the fryer keeps isCorrect from true, false and their text; anything else is dropped', () => {
    expect(fryer({ isCorrect: 'true' }).isCorrect).toBe(true);
    expect(fryer({ isCorrect: 'false' }).isCorrect).toBe(false);
    expect(fryer({ isCorrect: true }).isCorrect).toBe(true);
    expect(fryer({ isCorrect: false }).isCorrect).toBe(false);
    for (const junk of ['maybe', 'yes', '', 1, 0, null, ['true'], {}]) {
      expect(fryer({ isCorrect: junk }).isCorrect, String(junk)).toBeUndefined();
    }
  });

  it('vendors and isCorrect are the fryer’s: every other station drops them', () => {
    for (const station of [breading, entreeChutes, dumpPan, fryChutes]) {
      const search = station({ vendors: 'Henny Penny', isCorrect: 'false' });
      expect(search.vendors).toBeUndefined();
      expect(search.isCorrect).toBeUndefined();
    }
    const prq = timerHistorySearch('prq')({ vendors: 'Pitco', isCorrect: true });
    expect(prq).toStrictEqual(NONE);
  });

  it('packages are the entree chutes’: kept there among the options, dropped elsewhere', () => {
    expect(entreeChutes({ packages: 'NUGGETS_8,STRIPS_3' }).packages).toBe('NUGGETS_8,STRIPS_3');
    expect(entreeChutes({ packages: 'NUGGETS_8,NUGGETS_99' }).packages).toBe('NUGGETS_8');
    expect(entreeChutes({ packages: 'NUGGETS_99' }).packages).toBeUndefined();
    // A potato package is not an entree package.
    expect(entreeChutes({ packages: 'WAFFLE_FRIES_MEDIUM' }).packages).toBeUndefined();
    expect(fryer({ packages: 'NUGGETS_8' }).packages).toBeUndefined();
    expect(fryChutes({ packages: 'NUGGETS_8' }).packages).toBeUndefined();
    expect(timerHistorySearch('hot-holding')({ packages: 'NUGGETS_8' }).packages).toBeUndefined();
  });

  it('vendor names are trimmed, kept once, empty and over-long ones dropped, at most 20', () => {
    expect(fryer({ vendors: ' Henny Penny ,Pitco, Henny Penny,,  ' }).vendors).toBe(
      'Henny Penny,Pitco',
    );
    const longest = 'V'.repeat(100);
    expect(fryer({ vendors: `${longest},${'W'.repeat(101)},Pitco` }).vendors).toBe(
      `${longest},Pitco`,
    );
    const many = Array.from({ length: 25 }, (_, index) => `Vendor ${index + 1}`);
    const kept = fryer({ vendors: many.join(',') }).vendors!.split(',');
    expect(kept).toEqual(many.slice(0, 20));
    expect(fryer({ vendors: ' , ,' }).vendors).toBeUndefined();
    // The router reads a name of digits alone as a number: it is still a name.
    expect(fryer({ vendors: 7 }).vendors).toBe('7');
    expect(fryer({ vendors: true }).vendors).toBeUndefined();
  });

  it('keeps the sorts that are not the default; the default and junk are dropped', () => {
    for (const sort of TIMER_URL_SORTS) {
      expect(fryer({ sort }).sort).toBe(sort);
      expect(dumpPan({ sort }).sort).toBe(sort);
    }
    expect(TIMER_URL_SORTS).toEqual(['startTime.asc', 'duration.desc', 'duration.asc']);
    // Newest first is written as no sort at all.
    expect(fryer({ sort: 'startTime.desc' }).sort).toBeUndefined();
    for (const junk of ['pieces.asc', 'duration', 'DURATION.ASC', '', 1]) {
      expect(fryer({ sort: junk }).sort, String(junk)).toBeUndefined();
    }
  });

  it('keeps every valid field of a station together', () => {
    expect(
      fryer({
        materials: 'Nuggets',
        vendors: 'Pitco',
        isCorrect: 'false',
        packages: 'NUGGETS_8',
        sort: 'duration.desc',
        limit: '50',
        unrelated: 'x',
      }),
    ).toStrictEqual({
      materials: 'Nuggets',
      vendors: 'Pitco',
      isCorrect: false,
      packages: undefined,
      sort: 'duration.desc',
      limit: 50,
    });
  });

  it('spec 001 §9 page sizes 10, 20, 50: 20, the default, is left out of the URL as any other size', () => {
    expect(fryer({ limit: '20' }).limit).toBeUndefined();
    expect(fryer({ limit: 20 }).limit).toBeUndefined();
    expect(dumpPan({ limit: 10 }).limit).toBe(10);
    expect(fryChutes({ limit: '50' }).limit).toBe(50);
    for (const junk of [30, '100', 0, -20, 'x', null])
      expect(breading({ limit: junk }).limit, String(junk)).toBeUndefined();
  });
});

describe('spec 001 §9 default sorts: the order of a history', () => {
  it('is newest first (startTime DESC) without a sort', () => {
    expect(timerOrder(undefined)).toEqual({ sortBy: 'startTime', orderDirection: 'DESC' });
    expect(listSortOf(undefined)).toEqual({ key: 'startTime', direction: 'desc' });
  });

  it("reads each URL sort as the provider's order", () => {
    expect(timerOrder('startTime.asc')).toEqual({ sortBy: 'startTime', orderDirection: 'ASC' });
    expect(timerOrder('duration.desc')).toEqual({ sortBy: 'duration', orderDirection: 'DESC' });
    expect(timerOrder('duration.asc')).toEqual({ sortBy: 'duration', orderDirection: 'ASC' });
  });

  it("a header's sort goes back to the same URL sort, the default to none", () => {
    for (const sort of [undefined, ...TIMER_URL_SORTS]) {
      expect(urlSortOf(listSortOf(sort))).toBe(sort);
    }
    expect(urlSortOf({ key: 'startTime', direction: 'desc' })).toBeUndefined();
    expect(urlSortOf({ key: 'duration', direction: 'asc' })).toBe('duration.asc');
    // A header the provider cannot sort by is the default.
    expect(urlSortOf({ key: 'pieces', direction: 'asc' })).toBeUndefined();
  });
});

describe('spec 001 §3 "Analytic filter parameters": the calls’ filters from the URL', () => {
  const range = { kind: 'preset', timeInterval: '1d' } as const;

  it('sends no restaurant for Global and no empty list', () => {
    expect(timerFilters(fryer({}), { restaurant: GLOBAL_RESTAURANT, range })).toEqual({ range });
    expect(
      timerFilters(fryer({ materials: 'Nuggets,Strips', isCorrect: 'false' }), {
        restaurant: 'r-1',
        range,
      }),
    ).toEqual({ range, restaurantUuid: 'r-1', materials: ['Nuggets', 'Strips'], isCorrect: false });
  });

  it('keeps only the vendors the provider lists, once it has listed them', () => {
    const search = fryer({ vendors: 'Pitco,Nobody' });
    const scope = { restaurant: GLOBAL_RESTAURANT, range };
    expect(timerFilters(search, scope).vendors).toEqual(['Pitco', 'Nobody']);
    expect(timerFilters(search, scope, ['Pitco', 'Henny Penny']).vendors).toEqual(['Pitco']);
    expect(timerFilters(search, scope, ['Henny Penny'])).not.toHaveProperty('vendors');
  });
});

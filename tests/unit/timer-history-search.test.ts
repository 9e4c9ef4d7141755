import { describe, expect, it } from 'vitest';
import { GLOBAL_RESTAURANT } from '../../src/api/restaurants/restaurant-choice';
import { ownSearchOf } from '../../src/lib/list-search';
import { URL_NAMES_MAX } from '../../src/lib/url-state';
import {
  listSortOf,
  timerFilters,
  timerOrder,
  urlSortOf,
} from '../../src/features/timer-history/timer-history-filters';
import {
  TIMER_URL_SORTS,
  anyStationSearch,
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
      breading({ materials: ' , ', vendors: 'Henny Penny', isCorrect: 'true', sort: 'x' }),
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

  it('keeps product names as written: the station’s materials dictionary says which exist (spec 001 §7 line 239), and the page drops the others once it is read', () => {
    expect(fryer({ materials: 'Nuggets,Strips' }).materials).toBe('Nuggets,Strips');
    expect(breading({ materials: 'CFA Filets,Wings,Spicy Strips' }).materials).toBe(
      'CFA Filets,Wings,Spicy Strips',
    );
    expect(dumpPan({ materials: 'FRIES,HASHBROWNS' }).materials).toBe('FRIES,HASHBROWNS');
    expect(fryer({ materials: '' }).materials).toBeUndefined();
    expect(fryer({ materials: {} }).materials).toBeUndefined();
    expect(fryer({ materials: 'N'.repeat(101) }).materials).toBeUndefined();
    // The router reads a name of digits alone as a number: it is still a name.
    expect(fryer({ materials: 42 }).materials).toBe('42');
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

  it('one route serves every station: it reads every station’s filters, then the station on screen drops the others’ (its own URL instead)', () => {
    const search = anyStationSearch({ vendors: 'Pitco', isCorrect: 'true', packages: 'NUGGETS_8' });
    expect(search).toMatchObject({ vendors: 'Pitco', isCorrect: true, packages: 'NUGGETS_8' });
    expect(ownSearchOf(breading, search)).toStrictEqual(NONE);
    expect(ownSearchOf(fryer, search)).toStrictEqual({
      ...NONE,
      vendors: 'Pitco',
      isCorrect: true,
    });
    // Nothing to drop: the route stays where it is.
    expect(ownSearchOf(fryer, anyStationSearch({ vendors: 'Pitco' }))).toBeNull();
    expect(
      ownSearchOf(timerHistorySearch('prq'), anyStationSearch({ sort: 'duration.asc' })),
    ).toBeNull();
  });

  it('packages are the entree chutes’: kept there as written (GET /materials/filters/chicken-packages says which exist), dropped elsewhere', () => {
    expect(entreeChutes({ packages: 'NUGGETS_8,STRIPS_3' }).packages).toBe('NUGGETS_8,STRIPS_3');
    expect(entreeChutes({ packages: ' NUGGETS_8,WINGS_6,NUGGETS_8' }).packages).toBe(
      'NUGGETS_8,WINGS_6',
    );
    expect(entreeChutes({ packages: ' , ' }).packages).toBeUndefined();
    expect(fryer({ packages: 'NUGGETS_8' }).packages).toBeUndefined();
    expect(fryChutes({ packages: 'NUGGETS_8' }).packages).toBeUndefined();
    expect(timerHistorySearch('hot-holding')({ packages: 'NUGGETS_8' }).packages).toBeUndefined();
  });

  it('vendor names are trimmed, kept once, empty and over-long ones dropped, at most 50', () => {
    expect(fryer({ vendors: ' Henny Penny ,Pitco, Henny Penny,,  ' }).vendors).toBe(
      'Henny Penny,Pitco',
    );
    const longest = 'V'.repeat(100);
    expect(fryer({ vendors: `${longest},${'W'.repeat(101)},Pitco` }).vendors).toBe(
      `${longest},Pitco`,
    );
    const many = Array.from({ length: URL_NAMES_MAX + 5 }, (_, index) => `Vendor ${index + 1}`);
    const kept = fryer({ vendors: many.join(',') }).vendors!.split(',');
    expect(kept).toEqual(many.slice(0, URL_NAMES_MAX));
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

  const none = { materials: [], vendors: [], packages: [] };

  it('sends no restaurant for Global and no empty list', () => {
    expect(timerFilters(fryer({}), { restaurant: GLOBAL_RESTAURANT, range }, none)).toEqual({
      range,
    });
    expect(
      timerFilters(
        fryer({ materials: 'Nuggets,Strips', isCorrect: 'false' }),
        { restaurant: 'r-1', range },
        { ...none, materials: ['Nuggets', 'Strips'] },
      ),
    ).toEqual({ range, restaurantUuid: 'r-1', materials: ['Nuggets', 'Strips'], isCorrect: false });
  });

  it('spec 000 §5: sends the products, vendors and packages the provider is known to list, none while unknown', () => {
    const scope = { restaurant: GLOBAL_RESTAURANT, range };
    const search = entreeChutes({ materials: 'Nuggets', packages: 'NUGGETS_8' });
    expect(timerFilters(search, scope, none)).toEqual({ range });
    expect(
      timerFilters(search, scope, { materials: ['Nuggets'], vendors: [], packages: ['NUGGETS_8'] }),
    ).toEqual({ range, materials: ['Nuggets'], packages: ['NUGGETS_8'] });
  });
});

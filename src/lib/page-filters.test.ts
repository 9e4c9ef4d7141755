import { describe, expect, it } from 'vitest';
import { changedFilterCount, withDefaultFilters } from './page-filters';

describe('spec 000 §1/§6 (mobile filter dialog): what the Filters button counts', () => {
  it('counts each of the page’s own parameters present in the URL', () => {
    expect(changedFilterCount({ chickenTypes: 'FILET,TENDERS', period: 'WEEK' })).toBe(2);
  });

  it('does not count the dates, interval and restaurant, which stay on screen, nor paging', () => {
    expect(
      changedFilterCount({
        startDate: 1,
        endDate: 2,
        timeInterval: 'TODAY',
        interval: 'HOUR',
        restaurantUuid: 'r-1',
        page: 2,
        size: 50,
        limit: 10,
        sort: 'name,asc',
      }),
    ).toBe(0);
  });

  it('does not count a parameter the router kept as undefined or empty', () => {
    expect(changedFilterCount({ period: undefined, eventName: '' })).toBe(0);
  });

  it('resets the filters and keeps the dates, restaurant and paging', () => {
    expect(
      withDefaultFilters({ restaurantUuid: 'r-1', startDate: 1, period: 'WEEK', page: 1 }),
    ).toEqual({ restaurantUuid: 'r-1', startDate: 1, page: 1 });
  });

  it('counts and resets exactly the filters a page names, its own From/To included', () => {
    const search = { event: 'LOGIN', startDate: 1, limit: 10, restaurantUuid: 'r-1' };
    const keys = ['event', 'startDate', 'endDate'];
    expect(changedFilterCount(search, keys)).toBe(2);
    expect(withDefaultFilters(search, keys)).toEqual({ limit: 10, restaurantUuid: 'r-1' });
  });

  it('counts a filter held in several keys once, and resets all of them', () => {
    const search = { event: 'LOGIN', startDate: 1, endDate: 2, page: 3 };
    const keys = ['event', ['startDate', 'endDate']];
    expect(changedFilterCount(search, keys)).toBe(2);
    expect(changedFilterCount({ startDate: 1, endDate: 2 }, keys)).toBe(1);
    expect(withDefaultFilters(search, keys)).toEqual({ page: 3 });
  });
});

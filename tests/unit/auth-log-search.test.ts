import { describe, expect, it } from 'vitest';
import { authLogRange } from '../../src/features/user-settings/auth-log-range';
import { authLogQuery, authLogSearch } from '../../src/features/user-settings/auth-log-search';
import { DEFAULT_PAGE_SIZE } from '../../src/lib/pagination';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const parseAuthLogSearch = authLogSearch.validate;

describe('authentication log search', () => {
  it('spec 000 §5: drops an unknown event, a page below 1 and a page size not offered', () => {
    expect(parseAuthLogSearch({ event: 'NOPE', page: 0, limit: 7 })).toEqual({
      event: undefined,
      startDate: undefined,
      endDate: undefined,
      limit: undefined,
      page: undefined,
    });
  });

  it('spec 000 §9: reads the page sizes 10 and 50, also as strings; the default 20 is left out', () => {
    expect(parseAuthLogSearch({ limit: 10 }).limit).toBe(10);
    expect(parseAuthLogSearch({ limit: '50' }).limit).toBe(50);
    expect(parseAuthLogSearch({ limit: '20' }).limit).toBeUndefined();
    expect(parseAuthLogSearch({ limit: 25 }).limit).toBeUndefined();
  });

  it('spec 000 §5: drops a start not before now, an end after now and dates before 2019', () => {
    const now = Date.now();
    expect(parseAuthLogSearch({ startDate: now + HOUR, endDate: now + 2 * HOUR })).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
    expect(parseAuthLogSearch({ startDate: now - HOUR, endDate: now + HOUR })).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
    const before2019 = new Date(2018, 11, 31).getTime();
    expect(parseAuthLogSearch({ startDate: before2019, endDate: now - HOUR })).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('spec 000 §4/§5: keeps a whole range; drops half a range or a reversed one', () => {
    const end = Date.now() - DAY;
    const start = end - HOUR;
    expect(parseAuthLogSearch({ startDate: start, endDate: end })).toMatchObject({
      startDate: start,
      endDate: end,
    });
    for (const raw of [
      { startDate: start },
      { endDate: end },
      { startDate: end, endDate: start },
    ]) {
      expect(parseAuthLogSearch(raw)).toMatchObject({ startDate: undefined, endDate: undefined });
    }
  });

  it('asks the provider for one page of the default size, newest first', () => {
    expect(authLogQuery(parseAuthLogSearch({}))).toEqual({
      offset: 0,
      limit: DEFAULT_PAGE_SIZE,
      event: undefined,
      startDate: undefined,
      endDate: undefined,
      orderDirection: 'DESC',
    });
    expect(authLogQuery(parseAuthLogSearch({ page: 3, limit: 50 }))).toMatchObject({
      limit: 50,
      offset: 100,
    });
  });
});

describe("the date-range picker's choice as the log's From and To", () => {
  const now = Date.UTC(2026, 4, 15, 12);

  it('spec 000 §4/§9: a preset becomes the dates it covers now', () => {
    expect(authLogRange({ timeInterval: '7d' }, now)).toEqual({
      startDate: now - 7 * DAY,
      endDate: now,
    });
  });

  it('keeps explicit dates; spec 000 §5: an end after now becomes now', () => {
    expect(authLogRange({ startDate: now - DAY, endDate: now - HOUR }, now)).toEqual({
      startDate: now - DAY,
      endDate: now - HOUR,
    });
    expect(authLogRange({ startDate: now - HOUR, endDate: now + HOUR }, now)).toEqual({
      startDate: now - HOUR,
      endDate: now,
    });
  });

  it('Clear, half a range or a start not before now leave no dates', () => {
    const none = { startDate: undefined, endDate: undefined };
    expect(authLogRange({}, now)).toEqual(none);
    expect(authLogRange({ startDate: now - HOUR }, now)).toEqual(none);
    expect(authLogRange({ startDate: now, endDate: now + HOUR }, now)).toEqual(none);
  });
});

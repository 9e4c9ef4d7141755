import { afterEach, describe, expect, it, vi } from 'vitest';
import { rangeOf } from '../../src/api/analytics/analytics-filters';
import { pageScopeOf } from '../../src/api/restaurants/page-scope';
import type { StockOutAnalytic } from '../../src/api/stock-out/stock-out.schema';
import {
  chartInterval,
  intervalOptions,
  stockOutFilters,
} from '../../src/features/stock-out/stock-out-filters';
import { stockOutSearch } from '../../src/features/stock-out/stock-out-search';
import {
  chartData,
  productRows,
  totalSummary,
} from '../../src/features/stock-out/stock-out-summary';
import { formatSeconds } from '../../src/lib/format';
import { listLink } from '../../src/lib/list-links';
import { providerPaging } from '../../src/lib/pagination';
import { highLowAverage } from '../../src/lib/summary-rows';
import { fileNameFromContentDisposition, saveFile } from '../../src/lib/save-download';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const validateStockOutSearch = stockOutSearch.validate;

describe('spec 000 §9: stock-out tables add High, Low and Average rows', () => {
  it('takes the largest, the smallest and the mean of a column', () => {
    expect(highLowAverage([300, 120, 600])).toEqual({ high: 600, low: 120, average: 340 });
    expect(highLowAverage([7])).toEqual({ high: 7, low: 7, average: 7 });
    expect(highLowAverage([0, 0, 3])).toEqual({ high: 3, low: 0, average: 1 });
  });

  it('leaves out values that are not numbers, and has no rows for an empty column', () => {
    expect(highLowAverage([NaN, 10, Infinity, 20])).toEqual({ high: 20, low: 10, average: 15 });
    expect(highLowAverage([])).toBeNull();
    expect(highLowAverage([NaN])).toBeNull();
  });

  it("the list's rows come from /stockOut/total: every stock-out, not the page", () => {
    expect(
      totalSummary({
        count: 3,
        duration: 1000,
        highDuration: 600,
        lowDuration: 150,
        averageDuration: 333,
      }),
    ).toEqual({ high: 600, low: 150, average: 333 });
    expect(
      totalSummary({
        count: 0,
        duration: 0,
        highDuration: null,
        lowDuration: null,
        averageDuration: null,
      }),
    ).toBeNull();
  });
});

/** Two restaurants, three buckets of an hour starting at 1000 s. */
const ANALYTIC: StockOutAnalytic = {
  interval: '1h',
  timestamps: [1000, 4600, 8200],
  restaurants: [
    {
      restaurantUuid: 'r1',
      series: [
        { material: 'Nuggets', points: [{ timestamp: 1000, count: 2, duration: 400 }] },
        {
          material: 'CFA Filets',
          points: [
            { timestamp: 1000, count: 1, duration: 200 },
            { timestamp: 8200, count: 1, duration: 300 },
          ],
        },
      ],
    },
    {
      restaurantUuid: 'r2',
      series: [{ material: 'Nuggets', points: [{ timestamp: 8200, count: 3, duration: 900 }] }],
    },
    { restaurantUuid: 'r3', series: [] },
  ],
};

describe('spec 000 §4: chart slices sum across restaurants per timestamp (seconds × 1000)', () => {
  it('gives every bucket a bar and each product with stock-outs a stack, in menu order', () => {
    expect(chartData(ANALYTIC)).toEqual({
      times: [1_000_000, 4_600_000, 8_200_000],
      series: [
        { material: 'CFA Filets', values: [1, 0, 1] },
        { material: 'Nuggets', values: [2, 0, 3] },
      ],
    });
  });

  it('has bars but no stacks when nothing ran out', () => {
    expect(chartData({ ...ANALYTIC, restaurants: [] })).toEqual({
      times: [1_000_000, 4_600_000, 8_200_000],
      series: [],
    });
  });

  it('sums each product over restaurants and buckets, with the products asked for', () => {
    expect(productRows(ANALYTIC, ['Nuggets', 'CFA Filets', 'Strips'])).toEqual([
      { material: 'Nuggets', count: 5, duration: 1300, averageDuration: 260 },
      { material: 'CFA Filets', count: 2, duration: 500, averageDuration: 250 },
      { material: 'Strips', count: 0, duration: 0, averageDuration: 0 },
    ]);
    expect(productRows(ANALYTIC)).toHaveLength(7);
  });
});

describe('durations', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [65, '1 min 05 s'],
    [899.6, '15 min 00 s'],
    [3600, '1 h 00 min'],
    [4_330, '1 h 12 min'],
    [NaN, '–'],
    [-1, '–'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});

describe('list links: a chart point opens the list filtered to its range and restaurant', () => {
  const NOW = Date.parse('2026-11-22T15:00:00Z');

  it('gives the stock-out list tab with the range as the shared URL dates', () => {
    expect(
      listLink('stockOut', { start: NOW - 2 * HOUR, end: NOW - HOUR, restaurantUuid: 'r1' }, NOW),
    ).toEqual({
      to: '/stock-out-reports/chicken',
      search: {
        view: 'list',
        startDate: NOW - 2 * HOUR,
        endDate: NOW - HOUR,
        restaurantUuid: 'r1',
      },
    });
  });

  it('leaves the restaurant out in Global mode (absent or the select value)', () => {
    for (const restaurantUuid of [undefined, 'select', ' ']) {
      expect(listLink('stockOut', { start: 0, end: 1000, restaurantUuid }, NOW)?.search).toEqual({
        view: 'list',
        startDate: 0,
        endDate: 1000,
      });
    }
  });

  it('spec 000 §5: cuts the end at now, as an end after now would be dropped from the URL', () => {
    expect(listLink('stockOut', { start: NOW - HOUR, end: NOW + HOUR }, NOW)?.search).toMatchObject(
      {
        startDate: NOW - HOUR,
        endDate: NOW,
      },
    );
  });

  it('gives no link for a range that starts at or after now, or is not a range', () => {
    expect(listLink('stockOut', { start: NOW, end: NOW + HOUR }, NOW)).toBeNull();
    expect(listLink('stockOut', { start: 5000, end: 5000 }, NOW)).toBeNull();
    expect(listLink('stockOut', { start: 5000, end: 4000 }, NOW)).toBeNull();
    expect(listLink('stockOut', { start: NaN, end: 4000 }, NOW)).toBeNull();
    expect(listLink('stockOut', { start: -10, end: 4000 }, NOW)).toBeNull();
  });

  it('drops the fraction of a millisecond a chart position may carry', () => {
    expect(listLink('stockOut', { start: 1000.7, end: 2000.2 }, NOW)?.search).toMatchObject({
      startDate: 1000,
      endDate: 2000,
    });
  });
});

describe('spec 000 §4: the file name comes from the content-disposition header (RFC 6266)', () => {
  it.each([
    ['attachment; filename="report.xls"', 'report.xls'],
    ['attachment; filename=report.xls', 'report.xls'],
    ['ATTACHMENT; FILENAME="Report.XLS"', 'Report.XLS'],
    ['inline; filename="a; b.xls"', 'a; b.xls'],
    ['attachment; filename="say \\"hi\\".xls"', 'say "hi".xls'],
    ["attachment; filename*=UTF-8''caf%C3%A9%20%E2%80%93%202026.xls", 'café – 2026.xls'],
    ["attachment; filename*=utf-8'es'Informe%20ma%C3%B1ana.xls", 'Informe mañana.xls'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.xls", '£ rates.xls'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('prefers filename* to filename, whichever comes first', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Stock-outs - 1001.xls"; filename*=UTF-8''Stock-outs%20%E2%80%93%201001.xls`,
      ),
    ).toBe('Stock-outs – 1001.xls');
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''b%C3%A9.xls; filename="b.xls"`),
    ).toBe('bé.xls');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename*=UTF-8''bad%E2%80.xls; filename="ok.xls"`,
      ),
    ).toBe('ok.xls');
    expect(
      fileNameFromContentDisposition(`attachment; filename*=KOI8-R''x.xls; filename="ok.xls"`),
    ).toBe('ok.xls');
  });

  it('keeps a name inside the downloads folder: no folders, no control characters', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\Windows\\\\evil.xls"')).toBe(
      'evil.xls',
    );
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''a%0Ab.xls")).toBe('ab.xls');
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeNull();
  });

  it('has no name without a filename parameter or a header', () => {
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('')).toBeNull();
  });
});

describe('saving a download', () => {
  // jsdom has no object URLs: each test lends URL its own pair.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  function stubLinks() {
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.href,
        download: this.download,
        attached: document.body.contains(this),
      });
    });
    const create = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    return { clicked, create, revoke };
  }

  it('clicks a temporary link to the blob under the name, then frees the URL', () => {
    vi.useFakeTimers();
    const { clicked, create, revoke } = stubLinks();
    const blob = new Blob(['abc'], { type: 'application/vnd.ms-excel' });
    saveFile(blob, 'Stock-outs.xls');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:test/3', download: 'Stock-outs.xls', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/3');
  });
});

describe('the report URL (spec 000 §5: values not among the options are dropped)', () => {
  it('keeps known values and well-formed products (the provider lists which exist), drops the rest, never throwing', () => {
    expect(
      validateStockOutSearch({
        view: 'graphic',
        materials: 'Nuggets,Tacos, Strips,Nuggets',
        page: '3',
        limit: '50',
      }),
    ).toEqual({ view: 'graphic', materials: 'Nuggets,Tacos,Strips', page: 3, limit: 50 });
    expect(validateStockOutSearch({ view: 'pie', materials: ' , ', page: 0, limit: 30 })).toEqual(
      {},
    );
    expect(validateStockOutSearch({ page: 'two', limit: { a: 1 }, materials: {} })).toEqual({});
    // Dropped keys are answered as undefined: a key left out keeps its raw value in the router.
    expect(validateStockOutSearch({ page: 'two', limit: 'abc' })).toStrictEqual({
      view: undefined,
      materials: undefined,
      page: undefined,
      limit: undefined,
    });
  });

  it('leaves out the defaults: page 1 and 20 rows (spec 000 §9)', () => {
    expect(validateStockOutSearch({ view: 'list', page: 1, limit: 20 })).toEqual({ view: 'list' });
    expect(providerPaging('page', {})).toEqual({ page: 0, limit: 20 });
    expect(providerPaging('page', { page: 3, limit: 50 })).toEqual({ page: 2, limit: 50 });
  });

  it('asks for the URL range, a preset kept relative, else today in the restaurant zone', () => {
    expect(rangeOf({ timeInterval: '7d' }, 'UTC')).toEqual({ kind: 'preset', timeInterval: '7d' });
    expect(rangeOf({ startDate: 1000, endDate: 5000 }, 'UTC')).toEqual({
      kind: 'fixed',
      start: 1000,
      end: 5000,
    });
    expect(rangeOf({ startDate: '2026-11-20', endDate: '2026-11-20' }, 'America/Chicago')).toEqual({
      kind: 'fixed',
      start: Date.parse('2026-11-20T06:00:00Z'),
      end: Date.parse('2026-11-21T06:00:00Z'),
    });
    expect(rangeOf({ startDate: 5000 }, 'UTC')).toEqual({ kind: 'today', timeZone: 'UTC' });
    const now = Date.parse('2026-11-22T15:00:00Z');
    expect(
      stockOutFilters(
        { materials: 'Nuggets', timeInterval: '1d' },
        pageScopeOf({ timeInterval: '1d' }, 'select', null),
        ['Nuggets'],
        now,
      ),
    ).toEqual({
      range: { kind: 'preset', timeInterval: '1d' },
      materials: ['Nuggets'],
      interval: '2h',
    });
    expect(stockOutFilters({}, pageScopeOf({}, 'r1', 'UTC'), [], now)).toEqual({
      range: { kind: 'today', timeZone: 'UTC' },
      restaurantUuid: 'r1',
      interval: '20m',
    });
  });

  it("spec 000 §3 'Stock-out query fields: …, interval': every call sends the chart's interval for the range", () => {
    const scope = pageScopeOf({ timeInterval: '7d' }, 'select', null);
    expect(stockOutFilters({ interval: '1h', timeInterval: '7d' }, scope, []).interval).toBe('1h');
    // One the range cannot draw (more than 200 bars) is the preset's automatic one.
    expect(stockOutFilters({ interval: '1m', timeInterval: '7d' }, scope, []).interval).toBe('12h');
  });
});

describe('the chart interval (spec 001 §3 stock-out query field "interval")', () => {
  it('offers the resolutions from a minute up that give 2 to 200 bars', () => {
    const day = intervalOptions(DAY);
    expect(day[0]).toBe('10m');
    expect(day.at(-1)).toBe('12h');
    expect(intervalOptions(10 * 60_000)).toEqual(['1m', '2m', '5m']);
    expect(intervalOptions(30_000)).toEqual(['1m']);
  });

  it("keeps the URL's interval when it is an option for the range", () => {
    expect(chartInterval('1h', 7 * DAY)).toBe('1h');
  });

  it("otherwise takes the preset's automatic resolution, else about 48 bars", () => {
    expect(chartInterval('1m', 7 * DAY)).toBe('4h');
    expect(chartInterval(undefined, DAY, '1d')).toBe('2h');
    expect(chartInterval(undefined, 15 * HOUR)).toBe('20m');
    expect(chartInterval(undefined, 90 * DAY)).toBe('2d');
  });
});

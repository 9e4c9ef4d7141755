import { describe, expect, it } from 'vitest';
import {
  chooseResolution,
  evaluationRange,
  formatFigure,
  gpuMemoryBytes,
  hostsOf,
  hostSelectionOf,
  pageAlerts,
  resolutionOptions,
  sortByTrouble,
  spreadFrom,
  type HostAlert,
  type PagedRows,
} from '../../src/features/monitoring/monitoring-rules';
import { metricQuery } from '../../src/api/monitoring/monitoring-metrics';
import { gaugeLevel } from '../../src/api/monitoring/monitoring-thresholds.constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('host selection (spec 000 §7 "a host value of \'select\' means all hosts; several hosts are joined with a pipe")', () => {
  const A = 'kc-1001-vision-01';
  const B = 'kc-1002-vision-01';

  it.each([
    ['none chosen in Global: all hosts', [], null, 'host=~".+"'],
    ['one chosen', [A], null, `host=~"${A}"`],
    ['several chosen, joined with a pipe', [A, B], [A], `host=~"${A}|${B}"`],
    ['none chosen, one restaurant: its hosts', [], [A, B], `host=~"${A}|${B}"`],
  ])('%s', (_, chosen, scoped, matcher) => {
    expect(metricQuery('uptime', hostSelectionOf(chosen, scoped))).toContain(matcher);
  });

  it('“select” is sent only for all hosts', () => {
    expect(hostSelectionOf([], null)).toBe('select');
    expect(hostSelectionOf([], [A])).toEqual([A]);
  });

  it('the URL’s hosts drop blanks, repeats, “select” and hosts the provider does not know', () => {
    expect(hostsOf('a,,b,a,select')).toEqual(['a', 'b']);
    expect(hostsOf('a,zz', ['a', 'b'])).toEqual(['a']);
    expect(hostsOf(undefined)).toEqual([]);
  });
});

describe('figures (spec 000 §9)', () => {
  it('uptime reads as weeks, days or hours with one decimal', () => {
    expect(formatFigure('seconds', 90 * 60)).toBe('1.5 hours');
    expect(formatFigure('seconds', 3 * 86_400)).toBe('3 days');
    expect(formatFigure('seconds', 1.25 * 86_400)).toBe('1.3 days');
    expect(formatFigure('seconds', 10.5 * 86_400)).toBe('1.5 weeks');
    expect(formatFigure('seconds', 2 * 86_400, 'es')).toBe('2 días');
  });

  it('GPU memory values are scaled by 1048576 (MiB → bytes, shown B…YiB)', () => {
    expect(gpuMemoryBytes(1)).toBe(1_048_576);
    expect(formatFigure('mebibytes', 8192)).toBe('8 GiB');
    expect(formatFigure('mebibytes', 1536)).toBe('1.5 GiB');
  });

  it('percentages are rounded to 2 decimals; byte rates and counts use B…YiB and k, M, B, T', () => {
    expect(formatFigure('percent', 12.345)).toBe('12.35%');
    expect(formatFigure('bytes', 1024 ** 8)).toBe('1 YiB');
    expect(formatFigure('bytesPerSecond', 1536)).toBe('1.5 KiB/s');
    expect(formatFigure('count', 2_500_000)).toBe('2.5M');
    expect(formatFigure('celsius', 71.26)).toBe('71.3 °C');
  });

  it('a missing figure reads N/A, never NaN', () => {
    expect(formatFigure('percent', null)).toBe('N/A');
    expect(formatFigure('bytes', Number.NaN)).toBe('N/A');
  });

  it('min, max and average over the range take in the latest value; no latest value is no spread', () => {
    expect(spreadFrom({ min: 10, max: 30, avg: 20, last: 20 })).toEqual({
      min: 10,
      max: 30,
      avg: 20,
      last: 20,
    });
    // Newer than the window's last point: a new low.
    expect(spreadFrom({ min: 10, max: 30, avg: 20, last: 5 })).toEqual({
      min: 5,
      max: 30,
      avg: 20,
      last: 5,
    });
    // A PC that started reporting within the last step: its one value is all three.
    expect(spreadFrom({ min: null, last: 42 })).toEqual({ min: 42, max: 42, avg: 42, last: 42 });
    expect(spreadFrom({ min: 10, max: 30, avg: 20, last: null })).toBeNull();
  });
});

describe('gauge colours (spec 000 §9 "green below 75, yellow from 75, red from 90")', () => {
  it.each([
    [0, 'ok'],
    [74.99, 'ok'],
    [75, 'warning'],
    [89.99, 'warning'],
    [90, 'critical'],
    [100, 'critical'],
  ] as const)('%d%% is %s', (value, level) => {
    expect(gaugeLevel(value)).toBe(level);
  });
});

describe('resolution choice (spec 000 §9 presets and their automatic resolutions)', () => {
  it('a preset uses its automatic resolution: 1m for 15m, 5m for 1h', () => {
    expect(chooseResolution(undefined, 15 * MINUTE, '15m')).toBe('1m');
    expect(chooseResolution(undefined, HOUR, '1h')).toBe('5m');
    expect(chooseResolution(undefined, 7 * DAY, '7d')).toBe('12h');
  });

  it('the URL’s resolution wins when it suits the range', () => {
    expect(chooseResolution('10s', HOUR, '1h')).toBe('10s');
  });

  it('one that gives too many points (or fewer than two) is replaced by the automatic one', () => {
    expect(chooseResolution('1s', 7 * DAY, '7d')).toBe('12h');
    expect(chooseResolution('1d', HOUR, '1h')).toBe('5m');
  });

  it('an explicit range gets the shortest option of at most 15 points', () => {
    expect(chooseResolution(undefined, 10 * HOUR)).toBe('1h');
    expect(chooseResolution(undefined, 3 * MINUTE)).toBe('20s');
  });

  it('the options offered give 2 to 1000 points over the range', () => {
    const options = resolutionOptions(HOUR);
    expect(options[0]).toBe('5s');
    expect(options.at(-1)).toBe('30m');
    expect(resolutionOptions(500)).toEqual(['1s']);
  });
});

describe('range evaluation (graphics draw the figures up to now)', () => {
  const HOUR = 3_600_000;
  const midnight = Date.UTC(2026, 10, 24);

  it('today at 2 h ends its points at now, not at the last whole step after midnight', () => {
    const now = midnight + 19 * HOUR + 23 * 60_000;
    const { start, end } = evaluationRange(midnight, now, 7200);
    expect(end).toBe(now / 1000);
    expect((end - start) % 7200).toBe(0);
    // Ten points, from 1:23 to 19:23: the range's first 83 minutes give way to the last.
    expect(start).toBe((midnight + HOUR + 23 * 60_000) / 1000);
  });

  it('a range of whole steps is asked as it is', () => {
    expect(evaluationRange(midnight - 24 * HOUR, midnight, 7200)).toEqual({
      start: (midnight - 24 * HOUR) / 1000,
      end: midnight / 1000,
    });
  });

  it('a range shorter than one step is its end alone', () => {
    expect(evaluationRange(midnight, midnight + 60_000, 300)).toEqual({
      start: (midnight + 60_000) / 1000,
      end: (midnight + 60_000) / 1000,
    });
  });
});

describe('alert paging (spec 000 §4 "offset-paged alerts append when the offset is nonzero")', () => {
  const alert = (id: string) => ({ id });
  const empty: PagedRows<{ id: string }> = { rows: [], total: 0 };

  it('offset 0 replaces what was shown', () => {
    const first = pageAlerts(empty, { content: [alert('a'), alert('b')], total: 4, offset: 0 });
    const again = pageAlerts(first, { content: [alert('c')], total: 1, offset: 0 });
    expect(again).toEqual({ rows: [alert('c')], total: 1 });
  });

  it('a nonzero offset appends, without repeating a row already shown', () => {
    const first = pageAlerts(empty, { content: [alert('a'), alert('b')], total: 4, offset: 0 });
    const next = pageAlerts(first, { content: [alert('b'), alert('c')], total: 4, offset: 2 });
    expect(next.rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(next.total).toBe(4);
  });
});

describe('hosts sorted by trouble (the broken kitchen is the first card)', () => {
  const alerts: HostAlert[] = [
    { host: 'b', severity: 'warning' },
    { host: 'c', severity: 'critical' },
    { host: 'd', severity: 'warning' },
    { host: 'd', severity: 'info' },
    { host: null, severity: 'critical' },
  ];

  it('the most severe active alert first, then the most alerts, then by name', () => {
    expect(sortByTrouble(['a', 'b', 'c', 'd', 'e'], alerts)).toEqual(['c', 'd', 'b', 'a', 'e']);
  });
});

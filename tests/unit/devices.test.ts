import { describe, expect, it } from 'vitest';
import {
  acceptTabletAnswer,
  echoOf,
  keepIfSameFilters,
  sameTabletFilters,
  StaleTabletAnswer,
} from '../../src/api/devices/tablet-filters';
import { ApiError, UNEXPECTED_ANSWER_CODE } from '../../src/api/request';
import { availabilitySegments, totalAvailability } from '../../src/lib/charts/availability';
import {
  commandProblems,
  COMMAND_DEFAULTS,
} from '../../src/features/devices/tablet-command-dialog';
import { tabletNameProblem } from '../../src/features/devices/rename-tablet-dialog';
import { pcSearch, tabletSearch } from '../../src/features/devices/devices-search';
import { periodsWithin, type TabletRecord } from '../../sandbox/model/fleet';

const HOUR = 3_600_000;

describe('spec 001 §4 "Tablet data is ignored if a response\'s filters differ from the current filters"', () => {
  const current = { restaurantUuid: 'r1', model: 'Zebra ET40' };
  const page = (filters: ReturnType<typeof echoOf>) => ({ content: [], total: 0, filters });

  it('an answer echoing the current filters is used', () => {
    const answer = page(echoOf(current));
    expect(acceptTabletAnswer(answer, current)).toBe(answer);
  });

  it('an answer for other filters is refused, as an unexpected answer (never shown)', () => {
    const answer = page(echoOf({ restaurantUuid: 'r1' }));
    expect(() => acceptTabletAnswer(answer, current)).toThrow(StaleTabletAnswer);
    try {
      acceptTabletAnswer(answer, current);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(UNEXPECTED_ANSWER_CODE);
    }
  });

  it('absent, blank and null filters are the same; each filter counts', () => {
    expect(sameTabletFilters(echoOf({ search: '  ' }), {})).toBe(true);
    expect(
      sameTabletFilters({ restaurantUuid: null, model: null, build: null, search: null }, {}),
    ).toBe(true);
    for (const other of [
      { restaurantUuid: 'r2', model: 'Zebra ET40' },
      { restaurantUuid: 'r1', model: 'Lenovo Tab M10 Plus' },
      { ...current, build: '4.13.0 (420)' },
      { ...current, search: 'fryer' },
    ]) {
      expect(sameTabletFilters(echoOf(other), current)).toBe(false);
    }
  });

  it('while the next page loads, the last answer stays only if it was for the same filters', () => {
    const same = page(echoOf(current));
    const other = page(echoOf({ restaurantUuid: 'r1', model: 'Lenovo Tab M10 Plus' }));
    expect(keepIfSameFilters(current)(same)).toBe(same);
    expect(keepIfSameFilters(current)(other)).toBeUndefined();
    expect(keepIfSameFilters(current)(undefined)).toBeUndefined();
  });
});

describe('spec 001 §4 availability over the sandbox fleet', () => {
  const tablet = {
    uuid: 't',
    restaurantUuid: 'r',
    registeredAt: 0,
    health: 'flaky',
    periodSeed: 42,
    name: 'Fryer station',
    remoteAccess: false,
    model: 'Zebra ET40',
    build: '4.13.0 (420)',
  } satisfies TabletRecord;
  const seededAt = Date.parse('2026-11-22T15:00:00Z');

  it('online periods are clipped to the range; gaps are Offline; the total has 2 decimals', () => {
    const range = { start: seededAt - 24 * HOUR, end: seededAt };
    const periods = periodsWithin(tablet, seededAt, seededAt, range.start, range.end);
    expect(periods.length).toBeGreaterThan(1);
    for (const period of periods) {
      expect(period.onlineStartTime).toBeGreaterThanOrEqual(range.start);
      expect(period.onlineEndTime).toBeLessThanOrEqual(range.end);
    }
    const segments = availabilitySegments(periods, range);
    expect(segments[0]!.start).toBe(range.start);
    expect(segments.at(-1)!.end).toBe(range.end);
    expect(segments.some((segment) => segment.status === 'offline')).toBe(true);
    const online = periods.reduce((sum, p) => sum + p.onlineEndTime - p.onlineStartTime, 0);
    const total = totalAvailability(periods, range);
    expect(total).toBe(Math.round((online / (range.end - range.start)) * 10_000) / 100);
    expect(String(total)).toMatch(/^\d+(\.\d{1,2})?$/);
  });
});

describe('tablet forms (spec 001 §3 "Tablet command", §9 alternateTime 10)', () => {
  it('the command defaults to START with 10 s, and START needs a stream', () => {
    expect(COMMAND_DEFAULTS).toMatchObject({ action: 'START', alternateTime: 10 });
    expect(commandProblems(COMMAND_DEFAULTS)).toEqual({ streamName: 'required' });
    expect(commandProblems({ ...COMMAND_DEFAULTS, action: 'STOP' })).toEqual({});
    expect(commandProblems({ ...COMMAND_DEFAULTS, streamName: 'Fryer zone' })).toEqual({});
  });

  it('the alternate time is 1 to 3600 whole seconds', () => {
    const stop = { ...COMMAND_DEFAULTS, action: 'STOP' as const };
    for (const alternateTime of ['', 0, 3601, 2.5]) {
      expect(commandProblems({ ...stop, alternateTime })).toEqual({ alternateTime: 'range' });
    }
    expect(commandProblems({ ...stop, alternateTime: 3600 })).toEqual({});
  });

  it('a tablet name is required and at most 60 characters, trimmed', () => {
    expect(tabletNameProblem('   ')).toBe('required');
    expect(tabletNameProblem('x'.repeat(61))).toBe('tooLong');
    expect(tabletNameProblem(`  ${'x'.repeat(60)}  `)).toBeNull();
  });
});

describe('devices URLs (spec 000 §5: invalid values are dropped)', () => {
  it('keeps known tabs and statuses, drops the rest', () => {
    expect(pcSearch.validate({ tab: 'availability', status: 'NOT_CONFIRMED' })).toMatchObject({
      tab: 'availability',
      status: 'NOT_CONFIRMED',
    });
    expect(pcSearch.validate({ tab: 'logs', status: 'BROKEN', page: 'x' })).toEqual({
      tab: undefined,
      status: undefined,
      search: undefined,
      page: undefined,
      limit: undefined,
    });
    expect(tabletSearch.validate({ tab: 'logs', model: '  ', level: 'ERROR' })).toMatchObject({
      tab: 'logs',
      model: undefined,
      level: 'ERROR',
    });
  });
});

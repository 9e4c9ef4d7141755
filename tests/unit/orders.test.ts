import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  isActiveOrder,
  ORDER_STATUS_INFO,
  orderTimesProblem,
  weekdayOfDayIndex,
} from '../../src/api/orders/orders.constants';
import {
  expandRecurring,
  localTimeOn,
  orderDayAt,
  type RecurringOrderRecord,
} from '../../sandbox/model/orders';
import {
  cateringBodyOf,
  cateringDraftOf,
  draftProblems,
  earliestCateringDate,
  localParts,
  recurringDraftOf,
} from '../../src/features/scheduled-production/order-form';
import { orderSearch } from '../../src/features/scheduled-production/order-search';

describe('order statuses (spec 001 §4)', () => {
  it('"The closed group is FINISHED and INCOMPLETE. The active group is NEW and IN_PROGRESS."', () => {
    expect([...CLOSED_ORDER_STATUSES].sort()).toEqual(['FINISHED', 'INCOMPLETE']);
    expect([...ACTIVE_ORDER_STATUSES].sort()).toEqual(['IN_PROGRESS', 'NEW']);
    expect(isActiveOrder('NEW') && isActiveOrder('IN_PROGRESS')).toBe(true);
    // CANCELED is in neither group.
    expect(isActiveOrder('CANCELED') || CLOSED_ORDER_STATUSES.includes('CANCELED')).toBe(false);
  });

  it('ids, stages and colours: NEW 0/1 purple, IN_PROGRESS 2/2 yellow, FINISHED 4/3 green, INCOMPLETE 3/3 red, CANCELED 5/3 red', () => {
    expect(ORDER_STATUS_INFO).toEqual({
      NEW: { id: 0, stage: 1, colour: 'purple' },
      IN_PROGRESS: { id: 2, stage: 2, colour: 'yellow' },
      FINISHED: { id: 4, stage: 3, colour: 'green' },
      INCOMPLETE: { id: 3, stage: 3, colour: 'red' },
      CANCELED: { id: 5, stage: 3, colour: 'red' },
    });
  });
});

describe('order times (end after start; departure not before end)', () => {
  it('names the first problem', () => {
    expect(orderTimesProblem(10, 20, 20)).toBeNull();
    expect(orderTimesProblem(10, 10, 30)).toBe('endBeforeStart');
    expect(orderTimesProblem(10, 5, 30)).toBe('endBeforeStart');
    expect(orderTimesProblem(10, 20, 19)).toBe('departureBeforeEnd');
  });
});

const RECURRING: RecurringOrderRecord = {
  uuid: 'r1',
  restaurantUuid: 'x',
  material: 'Nuggets',
  orderType: 'CATERING',
  workCenter: 'BOARDS',
  batchSize: 100,
  weekdays: ['MONDAY', 'THURSDAY'],
  startTime: '10:30',
  endTime: '11:15',
  departureTime: '11:30',
  demandDescription: 'Office',
  createdAt: 0,
  updatedAt: 0,
};

describe('recurring orders expand to catering orders on their weekdays (spec 001 §2)', () => {
  it('weekday of a local day: 2026-11-23 is a Monday, 2026-11-22 a Sunday', () => {
    expect(weekdayOfDayIndex(new Date('2026-11-23T00:00:00Z').getUTCDay())).toBe('MONDAY');
    expect(weekdayOfDayIndex(new Date('2026-11-22T00:00:00Z').getUTCDay())).toBe('SUNDAY');
    // 01:00 UTC on the 23rd is still the 22nd in Chicago.
    expect(orderDayAt(Date.parse('2026-11-23T01:00:00Z'), 'America/Chicago')).toEqual({
      date: '2026-11-22',
      weekday: 'SUNDAY',
    });
  });

  it('makes a NEW order at the day’s local times on a weekday it names, none on others', () => {
    const zone = 'America/Chicago';
    const monday = expandRecurring(RECURRING, { date: '2026-11-23', weekday: 'MONDAY' }, zone);
    expect(monday).toMatchObject({
      cateringOrderStatus: 'NEW',
      progress: 0,
      batchSize: 100,
      recurringOrderUuid: 'r1',
      // 10:30 in Chicago (UTC−6 in November).
      scheduledStart: Date.parse('2026-11-23T16:30:00Z'),
      scheduledEnd: Date.parse('2026-11-23T17:15:00Z'),
      restaurantDepartureTime: Date.parse('2026-11-23T17:30:00Z'),
    });
    expect(expandRecurring(RECURRING, { date: '2026-11-24', weekday: 'TUESDAY' }, zone)).toBeNull();
    expect(localTimeOn('2026-11-26', '10:30', zone)).toBe(Date.parse('2026-11-26T16:30:00Z'));
  });
});

describe('the order forms (validation before sending)', () => {
  const zone = 'America/New_York';
  const now = Date.parse('2026-11-23T15:10:00Z'); // 10:10 in New York

  it('a new catering order starts on the next hour, an hour long, and only lacks its batch size', () => {
    const draft = cateringDraftOf(null, zone, now);
    expect(draft).toMatchObject({
      date: '2026-11-23',
      startTime: '11:00',
      endTime: '12:00',
      departureTime: '12:15',
    });
    expect(draftProblems(draft, 'catering')).toEqual({ batchSize: 'required' });
  });

  it('names each bad field: batch size range, times, end after start, departure, date, weekdays', () => {
    const draft = { ...cateringDraftOf(null, zone, now), batchSize: 0 };
    expect(draftProblems(draft, 'catering').batchSize).toBe('batchSize');
    expect(draftProblems({ ...draft, batchSize: 2001 }, 'catering').batchSize).toBe('batchSize');
    expect(draftProblems({ ...draft, batchSize: 12.5 }, 'catering').batchSize).toBe('batchSize');
    expect(draftProblems({ ...draft, batchSize: 10, endTime: '10:59' }, 'catering')).toEqual({
      endTime: 'endBeforeStart',
    });
    expect(draftProblems({ ...draft, batchSize: 10, departureTime: '11:59' }, 'catering')).toEqual({
      departureTime: 'departureBeforeEnd',
    });
    expect(draftProblems({ ...draft, batchSize: 10, startTime: '' }, 'catering')).toEqual({
      startTime: 'required',
    });
    expect(draftProblems({ ...draft, batchSize: 10, date: '' }, 'catering')).toEqual({
      date: 'date',
    });
    // Spec 000 L224: a date picker's minimum defaults to today, in the kitchen's zone.
    const today = earliestCateringDate('', zone, now);
    expect(today).toBe('2026-11-23');
    expect(
      draftProblems({ ...draft, batchSize: 10, date: '2026-11-22' }, 'catering', today),
    ).toEqual({
      date: 'pastDate',
    });
    expect(draftProblems({ ...draft, batchSize: 10 }, 'catering', today)).toEqual({});
    // An order already dated earlier may be edited on its own day.
    expect(earliestCateringDate('2026-11-20', zone, now)).toBe('2026-11-20');
    const recurring = { ...recurringDraftOf(null), batchSize: 10 };
    expect(draftProblems(recurring, 'recurring')).toEqual({ weekdays: 'weekdays' });
    expect(draftProblems({ ...recurring, weekdays: ['FRIDAY'] }, 'recurring')).toEqual({});
  });

  it('sends the kitchen’s local times as epoch ms, and reads them back', () => {
    const draft = { ...cateringDraftOf(null, zone, now), batchSize: 40 };
    const body = cateringBodyOf(draft, zone);
    expect(body.scheduledStart).toBe(Date.parse('2026-11-23T16:00:00Z'));
    expect(localParts(body.restaurantDepartureTime, zone)).toEqual({
      date: '2026-11-23',
      time: '12:15',
    });
  });
});

describe('the page URL (spec 000 §5: invalid values dropped)', () => {
  it('keeps a known tab and status, drops others', () => {
    expect(orderSearch.validate({ tab: 'recurring', status: 'closed' })).toEqual({
      tab: 'recurring',
      status: 'closed',
    });
    expect(orderSearch.validate({ tab: 'fryers', status: 'NEW' })).toEqual({
      tab: undefined,
      status: undefined,
    });
  });
});

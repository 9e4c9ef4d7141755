/**
 * `npm start` names a demo kitchen open at the current hour (sandbox/server.ts), so someone
 * trying the queue monitor sees a kitchen at work: the chain spans four US zones and the
 * simulated kitchens cook 06:30–22:00 local (the day parts, sandbox/model/daily-events.ts).
 */
import { describe, expect, it } from 'vitest';
import { kitchenToTry, OPENING_HOURS } from '../../../sandbox/model/open-kitchen';
import { createSeed } from '../../../sandbox/seed';

const EASTERN = { number: 1001, timezone: 'America/New_York' };
const CENTRAL = { number: 1006, timezone: 'America/Chicago' };
const MOUNTAIN = { number: 1010, timezone: 'America/Denver' };
const PACIFIC = { number: 1015, timezone: 'America/Los_Angeles' };
const CHAIN = [EASTERN, CENTRAL, MOUNTAIN, PACIFIC];

const at = (iso: string) => Date.parse(iso);

describe('the kitchen npm start names for the queue monitor', () => {
  it('opens at 06:30 and closes at 22:00 local, as the simulator cooks', () => {
    expect(OPENING_HOURS).toEqual({ open: 6 * 60 + 30, close: 22 * 60 });
  });

  it.each([
    // Winter (standard time): 11 p.m. in New York is 8 p.m. in Los Angeles.
    ['2026-11-26T04:00:00Z', PACIFIC, 120],
    // Morning in the east: New York has been open half an hour, the west has not opened.
    ['2026-11-26T12:00:00Z', EASTERN, 15 * 60],
    // Afternoon everywhere: the west has the longest still to go.
    ['2026-11-26T20:00:00Z', PACIFIC, 10 * 60],
    // Summer (daylight time): 11 p.m. in New York is 8 p.m. in Los Angeles too.
    ['2026-07-15T03:00:00Z', PACIFIC, 120],
    ['2026-07-15T11:00:00Z', EASTERN, 15 * 60],
  ])('at %s it is an open kitchen: %o, open %i min more', (now, kitchen, minutesLeft) => {
    const choice = kitchenToTry(CHAIN, at(now))!;
    expect(choice.kitchen).toBe(kitchen);
    expect(choice).toMatchObject({ open: true, minutesLeft });
  });

  it('closes at 22:00 sharp: Chicago at 22:00 is closed, Denver at 21:00 open', () => {
    expect(kitchenToTry([CENTRAL], at('2026-11-26T04:00:00Z'))).toMatchObject({
      open: false,
      minutesToOpening: 8 * 60 + 30,
    });
    expect(kitchenToTry([CENTRAL], at('2026-11-26T03:59:00Z'))).toMatchObject({
      open: true,
      minutesLeft: 1,
    });
    expect(kitchenToTry([CENTRAL, MOUNTAIN], at('2026-11-26T04:00:00Z'))).toMatchObject({
      kitchen: MOUNTAIN,
      open: true,
      minutesLeft: 60,
    });
  });

  it('at 11 p.m. in 1001’s zone it names another kitchen, one still open', () => {
    const choice = kitchenToTry(CHAIN, at('2026-11-26T04:00:00Z'))!;
    expect(choice.kitchen).not.toBe(EASTERN);
    expect(choice.open).toBe(true);
    expect(choice.localMinute).toBe(20 * 60);
  });

  it('when every zone is in the small hours, it names the kitchen that opens first, and when', () => {
    // 03:00 in New York (winter), midnight in Los Angeles: New York opens in 3 h 30 min.
    expect(kitchenToTry(CHAIN, at('2026-11-26T08:00:00Z'))).toMatchObject({
      kitchen: EASTERN,
      open: false,
      minutesToOpening: 3 * 60 + 30,
    });
    // 22:30 in Los Angeles (summer), just closed: New York (01:30) opens in 5 h.
    expect(kitchenToTry(CHAIN, at('2026-07-15T05:30:00Z'))).toMatchObject({
      kitchen: EASTERN,
      open: false,
      minutesToOpening: 5 * 60,
    });
  });

  it('ties go to the lowest number (Phoenix keeps standard time: in summer it shows Los Angeles’ clock)', () => {
    const phoenix = { number: 1013, timezone: 'America/Phoenix' };
    const choice = kitchenToTry([PACIFIC, phoenix], at('2026-07-15T20:00:00Z'))!;
    expect(choice.kitchen).toBe(phoenix);
  });

  it('names a kitchen of the seeded chain at every hour of a day', () => {
    const { restaurants } = createSeed(at('2026-11-22T15:00:00Z'));
    for (let hour = 0; hour < 24; hour++) {
      const choice = kitchenToTry(restaurants, at('2026-11-26T00:00:00Z') + hour * 3_600_000)!;
      expect(restaurants).toContain(choice.kitchen);
    }
    expect(kitchenToTry([], Date.now())).toBeNull();
  });
});

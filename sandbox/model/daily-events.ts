import type { DayPart } from '../../src/api/analytics/analytics.constants';
import { DAYPARTS } from '../../src/lib/dayparts';
import { wallTimeToEpoch, zonedWallTime } from '../../src/lib/time-zone';
import type { Chain } from '../seed';
import type { RestaurantRecord } from './restaurants';
import { perChain } from './per-chain';

/** How far back the kitchen models go (issue: "90 days of kitchen events"). */
const KITCHEN_HISTORY_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * When each day part's orders come in, in local minutes after midnight: the console's day-part
 * boundaries (src/lib/dayparts.ts, spec 000 §9) inside opening hours of 06:30–22:00.
 */
export const DAY_PART_HOURS: Record<DayPart, readonly [number, number]> = {
  BREAKFAST: [6 * 60 + 30, DAYPARTS.breakfast.end],
  LUNCH: [DAYPARTS.lunch.start, DAYPARTS.lunch.end],
  DINNER: [DAYPARTS.dinner.start, 22 * 60],
};

export interface LocalDay {
  /** YYYY-MM-DD in the restaurant's time zone. */
  date: string;
  /** Epoch ms of local midnight and of the next midnight (DST-safe for kitchen hours). */
  start: number;
  end: number;
  /** Epoch ms of local minute 0 of the day, with the offset in force during opening hours. */
  base: number;
  weekday: number;
}

export interface DailyEvents<T> {
  /** Every event of these restaurants with `from <= time < to`, oldest first per day. */
  between(restaurants: readonly RestaurantRecord[], from: number, to: number): T[];
  /** One restaurant's local day (0 = today, up to `seededAt`; 89 = the oldest). */
  day(restaurant: RestaurantRecord, daysAgo: number): T[];
  /** How many restaurant-days have been generated so far (they are made on first use). */
  generatedDays(): number;
}

/**
 * Kitchen events made lazily per restaurant and local day and memoised, so `createSandbox()`
 * stays instant and a day answers the same whatever was asked before (each model generates a
 * day from its own random stream named by restaurant and date). Events after `seededAt` are
 * left out.
 */
export function createDailyEvents<T>({
  seededAt,
  generate,
  timeOf,
}: {
  seededAt: number;
  generate(restaurant: RestaurantRecord, day: LocalDay): T[];
  timeOf(event: T): number;
}): DailyEvents<T> {
  const calendars = new Map<string, LocalDay[]>();
  const generated = new Map<string, T[]>();

  function calendar(restaurant: RestaurantRecord): LocalDay[] {
    let days = calendars.get(restaurant.uuid);
    if (!days) {
      days = localDays(restaurant.timezone, seededAt, KITCHEN_HISTORY_DAYS);
      calendars.set(restaurant.uuid, days);
    }
    return days;
  }

  function eventsOf(restaurant: RestaurantRecord, day: LocalDay): T[] {
    const key = `${restaurant.uuid}/${day.date}`;
    let events = generated.get(key);
    if (!events) {
      events = generate(restaurant, day).filter((event) => timeOf(event) <= seededAt);
      generated.set(key, events);
    }
    return events;
  }

  return {
    between(restaurants, from, to) {
      return restaurants.flatMap((restaurant) =>
        calendar(restaurant)
          .filter((day) => day.start < to && day.end > from)
          .reverse()
          .flatMap((day) =>
            eventsOf(restaurant, day).filter((event) => {
              const time = timeOf(event);
              return time >= from && time < to;
            }),
          ),
      );
    },
    day(restaurant, daysAgo) {
      const day = calendar(restaurant)[daysAgo];
      return day ? eventsOf(restaurant, day) : [];
    },
    generatedDays: () => generated.size,
  };
}

/**
 * One seeded model per chain (see `perChain`). The chain does not keep its seed; its
 * restaurants' uuids come from it, so the first one stands in.
 */
export function perSeededChain<M>(
  create: (seed: number, seededAt: number) => M,
): (chain: Chain) => M {
  return perChain((chain) =>
    create(Number.parseInt(chain.restaurants[0]?.uuid.slice(0, 8) ?? '0', 16), chain.seededAt),
  );
}

/**
 * Calendars already worked out: every daily model of a chain asks for the same zones' 90 days
 * (measured: about 95 ms per model for 17 restaurants, most of a cold call's time).
 */
const zoneCalendars = new Map<string, LocalDay[]>();
const MAX_CALENDARS = 1000;

/** The `count` local days up to the one holding `now`, newest first; the same array for the same zone, clock and count. */
export function localDays(timeZone: string, now: number, count: number): LocalDay[] {
  const key = `${timeZone}/${now}/${count}`;
  let days = zoneCalendars.get(key);
  if (!days) {
    // Each sandbox has its own clock: a long test run makes many, and forgets them.
    if (zoneCalendars.size >= MAX_CALENDARS) zoneCalendars.clear();
    days = calendarOf(timeZone, now, count);
    zoneCalendars.set(key, days);
  }
  return days;
}

function calendarOf(timeZone: string, now: number, count: number): LocalDay[] {
  const today = new Date(zonedWallTime(now, timeZone));
  return Array.from({ length: count }, (_, daysAgo) => {
    const midnight = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() - daysAgo,
    );
    // DST changes at 2 am, so the offset at 10 am holds for all of the kitchen's hours.
    const tenAm = 10 * 3_600_000;
    return {
      date: new Date(midnight).toISOString().slice(0, 10),
      start: wallTimeToEpoch(midnight, timeZone),
      end: wallTimeToEpoch(midnight + DAY_MS, timeZone),
      base: wallTimeToEpoch(midnight + tenAm, timeZone) - tenAm,
      weekday: new Date(midnight).getUTCDay(),
    };
  });
}

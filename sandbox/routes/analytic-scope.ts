import {
  HOLD_TIME_LABELS,
  type AnalyticPeriod,
  type HoldTimeLabel,
} from '../../src/api/analytics/analytics.constants';
import { HOLD_TIME_ZONES, zoneOf } from '../../src/lib/charts/hold-time-zones';
import type { SandboxContext } from '../context';
import type { DailyEvents } from '../model/daily-events';
import { kitchenProducts } from '../model/kitchen-events';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant, visibleRestaurants } from '../model/visibility';
import { fail } from '../route';
import { assertBucketCount, type BucketRange } from './aggregate';

const HOUR_MS = 3_600_000;
const PERIOD_MS: Record<AnalyticPeriod, number> = {
  HOUR: HOUR_MS,
  DAY: 24 * HOUR_MS,
  WEEK: 7 * 24 * HOUR_MS,
};
const DEFAULT_RANGE_MS = 24 * HOUR_MS;
const MAX_RANGE_MS = 366 * 24 * HOUR_MS;

/**
 * `[start, end)` of a call, the end defaulting to now and the start to 24 h before the end; 400
 * for an empty, reversed or over-a-year range (`names` are the query's names for the two).
 */
export function timeRange(
  start: number | undefined,
  end: number | undefined,
  now: number,
  names: readonly [string, string],
): { from: number; to: number } {
  const to = end ?? now;
  const from = start ?? to - DEFAULT_RANGE_MS;
  if (from >= to) fail(400, `${names[0]} must be before ${names[1]}`);
  if (to - from > MAX_RANGE_MS) fail(400, 'The range may not exceed 366 days');
  return { from, to };
}

/**
 * The user's visible restaurants, or those of them `asked` for; 404 when one asked for is unknown
 * or not theirs, as GET /restaurants/:uuid (revealing neither).
 */
export function restaurantsAsked(
  user: UserRecord,
  sandbox: SandboxContext,
  asked?: readonly string[],
): RestaurantRecord[] {
  const visible = visibleRestaurants(user, sandbox.chain.restaurants);
  if (!asked?.length) return visible;
  for (const uuid of asked) {
    if (!sandbox.chain.restaurants.some((r) => r.uuid === uuid) || !canSeeRestaurant(user, uuid))
      fail(404, 'Restaurant not found');
  }
  return visible.filter((restaurant) => asked.includes(restaurant.uuid));
}

export interface AnalyticScope extends BucketRange {
  restaurants: RestaurantRecord[];
}

/**
 * What an analytics call (chicken, events, potato, performance) covers: the user's visible
 * restaurants, or the one asked for (404 when unknown or not theirs), and `[startEventTime,
 * endEventTime)` as `timeRange()`; 400 also for a range split into more than MAX_BUCKETS periods.
 */
export function analyticScope(
  query: {
    startEventTime?: number;
    endEventTime?: number;
    restaurantUuid?: string;
    period: AnalyticPeriod;
  },
  user: UserRecord,
  sandbox: SandboxContext,
): AnalyticScope {
  const range = {
    ...timeRange(query.startEventTime, query.endEventTime, sandbox.now(), [
      'startEventTime',
      'endEventTime',
    ]),
    bucketMs: PERIOD_MS[query.period],
  };
  assertBucketCount(range, `${query.period} periods`);
  const asked = query.restaurantUuid === undefined ? undefined : [query.restaurantUuid];
  return { ...range, restaurants: restaurantsAsked(user, sandbox, asked) };
}

export interface ChickenScope extends AnalyticScope {
  /**
   * The requested chicken products, the built-in ones first in their usual order: every product
   * of the chicken materials dictionary when none were asked for, one added there included.
   */
  materials: readonly string[];
}

/**
 * The products the kitchens cook: the built-in ones and every other of the chicken materials
 * dictionary (spec 001 §7 "Dictionaries"), one added through the dictionaries API included.
 */
function chickenProducts(sandbox: SandboxContext): string[] {
  return kitchenProducts(sandbox.chain);
}

/**
 * 400 unless `material` is a product the kitchens cook (`chickenProducts`): an order or a scale
 * names a material of the chicken materials dictionary, one added there as well.
 */
export function checkChickenProduct(sandbox: SandboxContext, material: string): void {
  if (!chickenProducts(sandbox).includes(material))
    fail(400, `material must be a material of the chicken materials dictionary: ${material}`);
}

/**
 * `analyticScope()` narrowed to the chicken products asked for (`materials`): the dictionary's
 * names. A name no kitchen records (a material the dictionary does not hold) matches nothing, as
 * in a provider's query; it is not refused.
 */
export function chickenScope(
  query: Parameters<typeof analyticScope>[0],
  asked: readonly string[] | undefined,
  user: UserRecord,
  sandbox: SandboxContext,
): ChickenScope {
  const cooked = chickenProducts(sandbox);
  const materials = asked?.length ? cooked.filter((product) => asked.includes(product)) : cooked;
  return { ...analyticScope(query, user, sandbox), materials };
}

/** A daily model's events in scope: its restaurants, its range and its products. */
export function eventsIn<T>(
  events: DailyEvents<T>,
  scope: ChickenScope,
  materialOf: (event: T) => string,
): T[] {
  return events
    .between(scope.restaurants, scope.from, scope.to)
    .filter((event) => scope.materials.includes(materialOf(event)));
}

/**
 * The wire label of a hold time's zone (spec 000 §9), with the console's zone edges
 * (src/lib/charts/hold-time-zones.ts, same order): one definition of where 20, 25… fall.
 */
export function holdTimeLabel(minutes: number): HoldTimeLabel {
  const index = HOLD_TIME_ZONES.findIndex((zone) => zone.id === zoneOf(minutes));
  return HOLD_TIME_LABELS[Math.max(0, index)]!;
}

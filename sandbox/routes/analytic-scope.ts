import {
  HOLD_TIME_ZONES,
  type AnalyticPeriod,
  type HoldTimeZone,
} from '../../src/api/analytics/analytics.constants';
import {
  HOLD_TIME_ZONES as ZONE_EDGES,
  roundTo2,
  zoneOf,
} from '../../src/lib/charts/hold-time-zones';
import type { SandboxContext } from '../context';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant, visibleRestaurants } from '../model/visibility';
import { fail } from '../route';

const HOUR_MS = 3_600_000;
const PERIOD_MS: Record<AnalyticPeriod, number> = {
  HOUR: HOUR_MS,
  DAY: 24 * HOUR_MS,
  WEEK: 7 * 24 * HOUR_MS,
};
const DEFAULT_RANGE_MS = 24 * HOUR_MS;
const MAX_RANGE_MS = 366 * 24 * HOUR_MS;
const MAX_BUCKETS = 2_000;

export interface AnalyticScope {
  restaurants: RestaurantRecord[];
  from: number;
  to: number;
  bucketMs: number;
}

/**
 * What an analytics call (chicken or potato) covers: the user's visible restaurants, or the one
 * asked for (404 when unknown or not theirs, as GET /restaurants/:uuid), and
 * `[startEventTime, endEventTime)` defaulting to the 24 h before now (the end to now, the start
 * to 24 h before the end); 400 for an empty, reversed, over-a-year or too finely split range.
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
  const to = query.endEventTime ?? sandbox.now();
  const from = query.startEventTime ?? to - DEFAULT_RANGE_MS;
  if (from >= to) fail(400, 'startEventTime must be before endEventTime');
  if (to - from > MAX_RANGE_MS) fail(400, 'The range may not exceed 366 days');
  const bucketMs = PERIOD_MS[query.period];
  if (Math.ceil((to - from) / bucketMs) > MAX_BUCKETS) {
    fail(400, `The range holds more than ${MAX_BUCKETS} ${query.period} periods`);
  }
  let restaurants = visibleRestaurants(user, sandbox.chain.restaurants);
  if (query.restaurantUuid !== undefined) {
    const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === query.restaurantUuid);
    if (!restaurant || !canSeeRestaurant(user, restaurant.uuid)) fail(404, 'Restaurant not found');
    restaurants = [restaurant];
  }
  return { restaurants, from, to, bucketMs };
}

export const round2 = roundTo2;

export const percentOf = (part: number, whole: number) =>
  whole > 0 ? round2((part / whole) * 100) : 0;

/**
 * The wire label of a hold time's zone (spec 000 §9), with the console's zone edges
 * (src/lib/charts/hold-time-zones.ts, same order): one definition of where 20, 25… fall.
 */
export function holdTimeZone(minutes: number): HoldTimeZone {
  const index = ZONE_EDGES.findIndex((zone) => zone.id === zoneOf(minutes));
  return HOLD_TIME_ZONES[Math.max(0, index)]!;
}

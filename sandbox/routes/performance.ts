import {
  CHICKEN_PRODUCTS,
  DAY_PARTS,
  type ChickenProduct,
  type DayPart,
} from '../../src/api/analytics/analytics.constants';
import type { PerformanceRatioType } from '../../src/api/performance/performance.constants';
import {
  getChickenPerformance,
  getExtendedChickenPerformance,
} from '../../src/api/performance/performance.endpoints';
import type { PerformanceFigure } from '../../src/api/performance/performance.schema';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { kitchenEventsOf, type PanCycle } from '../model/kitchen-events';
import { recommendationsOf, type Recommendation } from '../model/recommendations';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { serve } from '../route';
import { analyticScope, percentOf } from './analytic-scope';

type PerformanceQueryOutput = EndpointQuery<typeof getChickenPerformance>;

/** What one event adds to each side of the ratio, where and when it happened. */
interface Entry {
  restaurantUuid: string;
  material: ChickenProduct;
  dayPart: DayPart;
  time: number;
  partGrams: number;
  partPieces: number;
  baseGrams: number;
  basePieces: number;
}

interface Selection {
  restaurants: RestaurantRecord[];
  materials: readonly ChickenProduct[];
  entries: Entry[];
  from: number;
  to: number;
  bucketMs: number;
}

function entry(
  event: PanCycle | Recommendation,
  time: number,
  part: { grams: number; pieces: number },
  base: { grams: number; pieces: number },
): Entry {
  return {
    restaurantUuid: event.restaurantUuid,
    material: event.material,
    dayPart: event.dayPart,
    time,
    partGrams: part.grams,
    partPieces: part.pieces,
    baseGrams: base.grams,
    basePieces: base.pieces,
  };
}

const NOTHING = { grams: 0, pieces: 0 };

/**
 * The two sides of `ratio` from the same pan cycles the dashboard counts: cooked against the
 * recommendations due in the range, or each pan's waste against what it held.
 */
function entriesOf(
  ratio: PerformanceRatioType,
  cycles: readonly PanCycle[],
  recommendations: () => readonly Recommendation[],
): Entry[] {
  switch (ratio) {
    case 'COOKED/RECOMMENDATION':
      return [
        ...cycles.map((cycle) => entry(cycle, cycle.cookedAt, cycle, NOTHING)),
        ...recommendations().map((recommended) =>
          entry(recommended, recommended.dueAt, NOTHING, recommended),
        ),
      ];
    case 'WASTE/COOKED':
      return cycles.map((cycle) =>
        entry(
          cycle,
          cycle.cookedAt,
          { grams: cycle.wasteGrams, pieces: cycle.wastedPieces },
          cycle,
        ),
      );
  }
}

/**
 * What a call covers, with the analytics' rules (the user's visible restaurants or the one asked
 * for, 404 if unknown or not theirs; `[startEventTime, endEventTime)`, the 24 h before now by
 * default; 400 for an empty, reversed, over-a-year or too finely split range), narrowed to the
 * requested products.
 */
function select(
  query: PerformanceQueryOutput,
  user: UserRecord,
  sandbox: SandboxContext,
): Selection {
  const { restaurants, from, to, bucketMs } = analyticScope(query, user, sandbox);
  const materials = query.chickenTypes?.length
    ? CHICKEN_PRODUCTS.filter((product) => query.chickenTypes!.includes(product))
    : CHICKEN_PRODUCTS;
  const requested = (event: { material: ChickenProduct }) => materials.includes(event.material);
  const cycles = kitchenEventsOf(sandbox.chain).between(restaurants, from, to).filter(requested);
  const recommendations = () =>
    recommendationsOf(sandbox.chain).between(restaurants, from, to).filter(requested);
  const entries = entriesOf(query.performanceRatioType, cycles, recommendations);
  return { restaurants, materials, entries, from, to, bucketMs };
}

function figure(entries: readonly Entry[]): PerformanceFigure {
  let partGrams = 0;
  let baseGrams = 0;
  let count = 0;
  let baseCount = 0;
  for (const entry of entries) {
    partGrams += entry.partGrams;
    baseGrams += entry.baseGrams;
    count += entry.partPieces;
    baseCount += entry.basePieces;
  }
  return {
    percent: percentOf(partGrams, baseGrams),
    weight: partGrams / 1000,
    count,
    baseWeight: baseGrams / 1000,
    baseCount,
  };
}

function groupBy<K>(entries: readonly Entry[], keys: readonly K[], keyOf: (entry: Entry) => K) {
  const groups = new Map<K, Entry[]>(keys.map((key) => [key, []]));
  for (const entry of entries) groups.get(keyOf(entry))?.push(entry);
  return [...groups] as Array<[K, Entry[]]>;
}

/** Fixed-width buckets from `from`; the last one may be cut short by `to`. */
function buckets(entries: readonly Entry[], { from, to, bucketMs }: Selection) {
  const starts = Array.from(
    { length: Math.ceil((to - from) / bucketMs) },
    (_, i) => from + i * bucketMs,
  );
  return groupBy(
    entries,
    starts,
    (entry) => from + Math.floor((entry.time - from) / bucketMs) * bucketMs,
  );
}

function perRestaurant(selection: Selection) {
  return groupBy(
    selection.entries,
    selection.restaurants.map((restaurant) => restaurant.uuid),
    (entry) => entry.restaurantUuid,
  );
}

export function registerPerformanceRoutes(api: SandboxApi): void {
  serve(api, getChickenPerformance, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    return {
      performanceRatioType: query.performanceRatioType,
      restaurants: perRestaurant(selection).map(([restaurantUuid, entries]) => ({
        restaurantUuid,
        // Spec 000 §4: series points carry epoch seconds; the console multiplies by 1000.
        periods: buckets(entries, selection).map(([start, group]) => ({
          timestamp: Math.floor(start / 1000),
          ...figure(group),
        })),
      })),
    };
  });

  serve(api, getExtendedChickenPerformance, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    return {
      performanceRatioType: query.performanceRatioType,
      restaurants: perRestaurant(selection).map(([restaurantUuid, entries]) => ({
        restaurantUuid,
        ...figure(entries),
        dayParts: groupBy(entries, DAY_PARTS, (entry) => entry.dayPart).map(([dayPart, group]) => ({
          dayPart,
          ...figure(group),
        })),
        products: groupBy(entries, selection.materials, (entry) => entry.material).map(
          ([material, group]) => ({ material, ...figure(group) }),
        ),
      })),
    };
  });
}

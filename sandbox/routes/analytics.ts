import { matchedRoutes } from 'hono/route';
import {
  getFryerCycles,
  getFryerCyclesDistribution,
  getTimers,
  getTotalUsage,
  getWaste,
  getWasteDistribution,
} from '../../src/api/analytics/analytics.endpoints';
import {
  CHICKEN_PRODUCTS,
  DAY_PARTS,
  HOLD_TIME_TARGET_MINUTES,
  HOLD_TIME_ZONES,
  type ChickenProduct,
} from '../../src/api/analytics/analytics.constants';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { kitchenEventsOf, type PanCycle } from '../model/kitchen-events';
import type { UserRecord } from '../model/users';
import { admitRequest, fail, serve } from '../route';
import { analyticScope, holdTimeZone, percentOf, round2 } from './analytic-scope';

type AnalyticQueryOutput = EndpointQuery<typeof getTimers>;

interface Selection {
  cycles: PanCycle[];
  materials: readonly ChickenProduct[];
  from: number;
  to: number;
  bucketMs: number;
}

/**
 * The pan cycles a call covers: the user's visible restaurants (or the one asked for, 404 if
 * unknown or not theirs), the requested products, `[startEventTime, endEventTime)` defaulting
 * to the 24 h before now (the end to now, the start to 24 h before the end); 400 for an empty, reversed, over-a-year or too finely split range.
 */
function select(query: AnalyticQueryOutput, user: UserRecord, sandbox: SandboxContext): Selection {
  const { restaurants, from, to, bucketMs } = analyticScope(query, user, sandbox);
  const materials = query.materials?.length
    ? CHICKEN_PRODUCTS.filter((product) => query.materials!.includes(product))
    : CHICKEN_PRODUCTS;
  const cycles = kitchenEventsOf(sandbox.chain)
    .between(restaurants, from, to)
    .filter((cycle) => materials.includes(cycle.material));
  return { cycles, materials, from, to, bucketMs };
}

const kg = (grams: number) => grams / 1000;
const sum = (cycles: readonly PanCycle[], of: (cycle: PanCycle) => number) =>
  cycles.reduce((total, cycle) => total + of(cycle), 0);
const average = (cycles: readonly PanCycle[], of: (cycle: PanCycle) => number) =>
  cycles.length ? round2(sum(cycles, of) / cycles.length) : 0;
const withinTarget = (cycles: readonly PanCycle[]) =>
  percentOf(
    cycles.filter((cycle) => cycle.holdMinutes <= HOLD_TIME_TARGET_MINUTES).length,
    cycles.length,
  );
const utilized = (cycle: PanCycle) => (cycle.pieces / cycle.capacity) * 100;
const elapsed = (cycle: PanCycle) => cycle.cookMinutes + cycle.holdMinutes;

function groupBy<K>(
  cycles: readonly PanCycle[],
  keys: readonly K[],
  keyOf: (cycle: PanCycle) => K,
) {
  const groups = new Map<K, PanCycle[]>(keys.map((key) => [key, []]));
  for (const cycle of cycles) groups.get(keyOf(cycle))?.push(cycle);
  return [...groups] as Array<[K, PanCycle[]]>;
}

/** Fixed-width buckets from `from`; the last one may be cut short by `to`. */
function buckets({ cycles, from, to, bucketMs }: Selection): Array<[number, PanCycle[]]> {
  const starts = Array.from(
    { length: Math.ceil((to - from) / bucketMs) },
    (_, i) => from + i * bucketMs,
  );
  return groupBy(
    cycles,
    starts,
    (cycle) => from + Math.floor((cycle.cookedAt - from) / bucketMs) * bucketMs,
  );
}

export function registerAnalyticsRoutes(api: SandboxApi): void {
  serve(api, getTotalUsage, ({ query, user, sandbox }) => {
    const { cycles } = select(query, user, sandbox);
    const cookedGrams = sum(cycles, (cycle) => cycle.grams);
    const wasteGrams = sum(cycles, (cycle) => cycle.wasteGrams);
    return {
      batches: cycles.length,
      cookedCount: sum(cycles, (cycle) => cycle.pieces),
      cookedWeight: kg(cookedGrams),
      wasteCount: sum(cycles, (cycle) => cycle.wastedPieces),
      wasteWeight: kg(wasteGrams),
      wasteShare: percentOf(wasteGrams, cookedGrams),
      averageHoldTime: average(cycles, (cycle) => cycle.holdMinutes),
      holdTimeRatio: withinTarget(cycles),
    };
  });

  serve(api, getTimers, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { cycles } = selection;
    const hold = (cycle: PanCycle) => cycle.holdMinutes;
    return {
      count: cycles.length,
      averageHoldTime: average(cycles, hold),
      holdTimeRatio: withinTarget(cycles),
      zones: groupBy(cycles, HOLD_TIME_ZONES, (cycle) => holdTimeZone(cycle.holdMinutes)).map(
        ([label, zone]) => ({
          label,
          percent: percentOf(zone.length, cycles.length),
          count: zone.length,
        }),
      ),
      materials: groupBy(cycles, selection.materials, (cycle) => cycle.material).map(
        ([material, group]) => ({
          material,
          count: group.length,
          averageHoldTime: average(group, hold),
          holdTimeRatio: withinTarget(group),
        }),
      ),
      dayParts: groupBy(cycles, DAY_PARTS, (cycle) => cycle.dayPart).map(([dayPart, group]) => ({
        dayPart,
        count: group.length,
        averageHoldTime: average(group, hold),
      })),
      series: buckets(selection).map(([time, group]) => ({
        time,
        count: group.length,
        averageHoldTime: average(group, hold),
      })),
    };
  });

  serve(api, getWaste, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { cycles } = selection;
    const wasteGrams = sum(cycles, (cycle) => cycle.wasteGrams);
    const cookedGrams = sum(cycles, (cycle) => cycle.grams);
    return {
      wasteCount: sum(cycles, (cycle) => cycle.wastedPieces),
      wasteWeight: kg(wasteGrams),
      cookedWeight: kg(cookedGrams),
      wasteShare: percentOf(wasteGrams, cookedGrams),
      dayParts: groupBy(cycles, DAY_PARTS, (cycle) => cycle.dayPart).map(([dayPart, group]) => {
        const grams = sum(group, (cycle) => cycle.wasteGrams);
        return {
          dayPart,
          wasteCount: sum(group, (cycle) => cycle.wastedPieces),
          wasteWeight: kg(grams),
          share: percentOf(grams, wasteGrams),
        };
      }),
      series: buckets(selection).map(([time, group]) => ({
        time,
        wasteCount: sum(group, (cycle) => cycle.wastedPieces),
        wasteWeight: kg(sum(group, (cycle) => cycle.wasteGrams)),
      })),
    };
  });

  serve(api, getWasteDistribution, ({ query, user, sandbox }) => {
    const { cycles, materials } = select(query, user, sandbox);
    const wasteGrams = sum(cycles, (cycle) => cycle.wasteGrams);
    return {
      wasteCount: sum(cycles, (cycle) => cycle.wastedPieces),
      wasteWeight: kg(wasteGrams),
      cookedWeight: kg(sum(cycles, (cycle) => cycle.grams)),
      rows: groupBy(cycles, materials, (cycle) => cycle.material).map(([material, group]) => {
        const grams = sum(group, (cycle) => cycle.wasteGrams);
        const cooked = sum(group, (cycle) => cycle.grams);
        return {
          material,
          wasteCount: sum(group, (cycle) => cycle.wastedPieces),
          wasteWeight: kg(grams),
          share: percentOf(grams, wasteGrams),
          cookedWeight: kg(cooked),
          wasteShare: percentOf(grams, cooked),
        };
      }),
    };
  });

  serve(api, getFryerCycles, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { cycles } = selection;
    return {
      count: cycles.length,
      utilized: average(cycles, utilized),
      elapsedTime: average(cycles, elapsed),
      series: buckets(selection).map(([time, group]) => ({
        time,
        count: group.length,
        utilized: average(group, utilized),
        elapsedTime: average(group, elapsed),
      })),
    };
  });

  serve(api, getFryerCyclesDistribution, ({ query, user, sandbox }) => {
    const { cycles, materials } = select(query, user, sandbox);
    return {
      count: cycles.length,
      rows: groupBy(cycles, materials, (cycle) => cycle.material).map(([material, group]) => ({
        material,
        count: group.length,
        share: percentOf(group.length, cycles.length),
        utilized: average(group, utilized),
        elapsedTime: average(group, elapsed),
      })),
    };
  });

  /**
   * Any other `/analytic/*` name: 400 after the usual session checks. It looks at what the router
   * matched rather than registration order, so an analytic route added later is not shadowed.
   */
  api.use('/analytic/*', async (c, next) => {
    if (c.req.method !== 'GET' || matchedRoutes(c).some((route) => route.method !== 'ALL'))
      return next();
    admitRequest(c.var.sandbox, c.req.header('authorization'), []);
    fail(400, `Unknown analytic: ${c.req.path.replace(/^.*?\/analytic\//, '')}`);
  });
}

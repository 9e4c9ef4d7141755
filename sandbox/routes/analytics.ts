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
  DAY_PARTS,
  HOLD_TIME_TARGET_MINUTES,
  HOLD_TIME_LABELS,
} from '../../src/api/analytics/analytics.constants';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { kitchenEventsOf, type PanCycle } from '../model/kitchen-events';
import type { UserRecord } from '../model/users';
import { admitRequest, fail, serve } from '../route';
import { averageOf, buckets, groupBy, kg, percentOf, sumOf } from './aggregate';
import { chickenScope, eventsIn, holdTimeLabel, type ChickenScope } from './analytic-scope';
import { fryerCyclesIn } from './fryer-scope';

type AnalyticQueryOutput = EndpointQuery<typeof getTimers>;

interface Selection extends ChickenScope {
  cycles: PanCycle[];
}

/** The pan cycles a call covers (analytic-scope.ts: restaurants, range, products). */
function select(query: AnalyticQueryOutput, user: UserRecord, sandbox: SandboxContext): Selection {
  const scope = chickenScope(query, query.materials, user, sandbox);
  return {
    ...scope,
    cycles: eventsIn(kitchenEventsOf(sandbox.chain), scope, (cycle) => cycle.material),
  };
}

/** The fryer calls' pans: as `select()`, narrowed by `vendors` and `isCorrect` (fryer-scope.ts). */
function selectFryer(
  query: EndpointQuery<typeof getFryerCycles>,
  user: UserRecord,
  sandbox: SandboxContext,
): Selection {
  const scope = chickenScope(query, query.materials, user, sandbox);
  return { ...scope, cycles: fryerCyclesIn(scope, query, sandbox) };
}

export const withinTarget = (cycles: readonly PanCycle[]) =>
  percentOf(
    cycles.filter((cycle) => cycle.holdMinutes <= HOLD_TIME_TARGET_MINUTES).length,
    cycles.length,
  );
const utilized = (cycle: PanCycle) => (cycle.pieces / cycle.capacity) * 100;
const elapsed = (cycle: PanCycle) => cycle.cookMinutes + cycle.holdMinutes;
const series = (selection: Selection) =>
  buckets(selection.cycles, selection, (cycle) => cycle.cookedAt);

export function registerAnalyticsRoutes(api: SandboxApi): void {
  serve(api, getTotalUsage, ({ query, user, sandbox }) => {
    const { cycles } = select(query, user, sandbox);
    const cookedGrams = sumOf(cycles, (cycle) => cycle.grams);
    const wasteGrams = sumOf(cycles, (cycle) => cycle.wasteGrams);
    return {
      batches: cycles.length,
      cookedCount: sumOf(cycles, (cycle) => cycle.pieces),
      cookedWeight: kg(cookedGrams),
      wasteCount: sumOf(cycles, (cycle) => cycle.wastedPieces),
      wasteWeight: kg(wasteGrams),
      wasteShare: percentOf(wasteGrams, cookedGrams),
      averageHoldTime: averageOf(cycles, (cycle) => cycle.holdMinutes),
      holdTimeRatio: withinTarget(cycles),
    };
  });

  serve(api, getTimers, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { cycles } = selection;
    const hold = (cycle: PanCycle) => cycle.holdMinutes;
    return {
      count: cycles.length,
      averageHoldTime: averageOf(cycles, hold),
      holdTimeRatio: withinTarget(cycles),
      zones: groupBy(cycles, HOLD_TIME_LABELS, (cycle) => holdTimeLabel(cycle.holdMinutes)).map(
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
          averageHoldTime: averageOf(group, hold),
          holdTimeRatio: withinTarget(group),
        }),
      ),
      dayParts: groupBy(cycles, DAY_PARTS, (cycle) => cycle.dayPart).map(([dayPart, group]) => ({
        dayPart,
        count: group.length,
        averageHoldTime: averageOf(group, hold),
      })),
      series: series(selection).map(([time, group]) => ({
        time,
        count: group.length,
        averageHoldTime: averageOf(group, hold),
      })),
    };
  });

  serve(api, getWaste, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { cycles } = selection;
    const wasteGrams = sumOf(cycles, (cycle) => cycle.wasteGrams);
    const cookedGrams = sumOf(cycles, (cycle) => cycle.grams);
    return {
      wasteCount: sumOf(cycles, (cycle) => cycle.wastedPieces),
      wasteWeight: kg(wasteGrams),
      cookedWeight: kg(cookedGrams),
      wasteShare: percentOf(wasteGrams, cookedGrams),
      dayParts: groupBy(cycles, DAY_PARTS, (cycle) => cycle.dayPart).map(([dayPart, group]) => {
        const grams = sumOf(group, (cycle) => cycle.wasteGrams);
        return {
          dayPart,
          wasteCount: sumOf(group, (cycle) => cycle.wastedPieces),
          wasteWeight: kg(grams),
          share: percentOf(grams, wasteGrams),
        };
      }),
      series: series(selection).map(([time, group]) => ({
        time,
        wasteCount: sumOf(group, (cycle) => cycle.wastedPieces),
        wasteWeight: kg(sumOf(group, (cycle) => cycle.wasteGrams)),
      })),
    };
  });

  serve(api, getWasteDistribution, ({ query, user, sandbox }) => {
    const { cycles, materials } = select(query, user, sandbox);
    const wasteGrams = sumOf(cycles, (cycle) => cycle.wasteGrams);
    return {
      wasteCount: sumOf(cycles, (cycle) => cycle.wastedPieces),
      wasteWeight: kg(wasteGrams),
      cookedWeight: kg(sumOf(cycles, (cycle) => cycle.grams)),
      rows: groupBy(cycles, materials, (cycle) => cycle.material).map(([material, group]) => {
        const grams = sumOf(group, (cycle) => cycle.wasteGrams);
        const cooked = sumOf(group, (cycle) => cycle.grams);
        return {
          material,
          wasteCount: sumOf(group, (cycle) => cycle.wastedPieces),
          wasteWeight: kg(grams),
          share: percentOf(grams, wasteGrams),
          cookedWeight: kg(cooked),
          wasteShare: percentOf(grams, cooked),
        };
      }),
    };
  });

  serve(api, getFryerCycles, ({ query, user, sandbox }) => {
    const selection = selectFryer(query, user, sandbox);
    const { cycles } = selection;
    return {
      count: cycles.length,
      utilized: averageOf(cycles, utilized),
      elapsedTime: averageOf(cycles, elapsed),
      series: series(selection).map(([time, group]) => ({
        time,
        count: group.length,
        utilized: averageOf(group, utilized),
        elapsedTime: averageOf(group, elapsed),
      })),
    };
  });

  serve(api, getFryerCyclesDistribution, ({ query, user, sandbox }) => {
    const { cycles, materials } = selectFryer(query, user, sandbox);
    return {
      count: cycles.length,
      rows: groupBy(cycles, materials, (cycle) => cycle.material).map(([material, group]) => ({
        material,
        count: group.length,
        share: percentOf(group.length, cycles.length),
        utilized: averageOf(group, utilized),
        elapsedTime: averageOf(group, elapsed),
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

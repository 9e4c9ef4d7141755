import { CHICKEN_PRODUCTS, type ChickenProduct } from '../../src/api/analytics/analytics.constants';
import {
  CONTAINER_NAMES,
  ENTREE_PACKAGES,
  ENTREE_PACKAGE_TYPES,
  type EntreePackageType,
  type PerformanceRatioType,
} from '../../src/api/analytics/events-analytics.constants';
import {
  getCateringContainersDistribution,
  getCateringCooked,
  getCateringCookedDistribution,
  getCateringRecommendations,
  getCateringRecommendationsDistribution,
  getContainersDistribution,
  getCooked,
  getCookedDistribution,
  getEntreeChutesDistribution,
  getEntreeChutesHolding,
  getEntreeChutesPackages,
  getEntreeChutesQuantity,
  getInboundConveyor,
  getInboundConveyorContainers,
  getOutboundConveyor,
  getOutboundConveyorContainers,
  getPerformanceRatio,
  getRecommendations,
  getRecommendationsDistribution,
  getRecommendationsTaskDelay,
  getRecommendationTaskDelayDistribution,
} from '../../src/api/analytics/events-analytics.endpoints';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { chutePackagesOf, type ChutePackage } from '../model/entree-chutes';
import { panJourneysOf, type PanJourney } from '../model/pan-journeys';
import { recommendationTasksOf, type RecommendationTask } from '../model/recommendation-tasks';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { serve } from '../route';
import { analyticScope, percentOf, round2 } from './analytic-scope';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Longer than any hold plus the outbound trip: how far back an outbound container may start. */
const OUTBOUND_LOOKBACK_MS = 2 * HOUR_MS;

interface Scope {
  restaurants: RestaurantRecord[];
  materials: readonly ChickenProduct[];
  from: number;
  to: number;
  bucketMs: number;
}

/**
 * What a call covers, with the chicken dashboard's rules (analytic-scope.ts): the user's
 * visible restaurants or the one asked for (404 if unknown or not theirs), `[startEventTime,
 * endEventTime)` defaulting to the 24 h before now (400 for an empty, reversed, over-a-year or
 * too finely split range), and the requested products (all seven by default).
 */
function scopeOf(
  query: EndpointQuery<typeof getCooked>,
  user: UserRecord,
  sandbox: SandboxContext,
): Scope {
  const { restaurants, from, to, bucketMs } = analyticScope(query, user, sandbox);
  const materials = query.materials?.length
    ? CHICKEN_PRODUCTS.filter((product) => query.materials!.includes(product))
    : CHICKEN_PRODUCTS;
  return { restaurants, materials, from, to, bucketMs };
}

const kg = (grams: number) => grams / 1000;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const sumOf = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);
const averageOf = <T>(items: readonly T[], of: (item: T) => number) =>
  items.length ? round2(sumOf(items, of) / items.length) : 0;

function groupBy<T, K>(items: readonly T[], keys: readonly K[], keyOf: (item: T) => K) {
  const groups = new Map<K, T[]>(keys.map((key) => [key, []]));
  for (const item of items) groups.get(keyOf(item))?.push(item);
  return [...groups] as Array<[K, T[]]>;
}

/** Fixed-width buckets from `from`, as the dashboard's series; the last may be cut by `to`. */
function bucketsOf<T>(items: readonly T[], scope: Scope, timeOf: (item: T) => number) {
  const { from, to, bucketMs } = scope;
  const starts = Array.from(
    { length: Math.ceil((to - from) / bucketMs) },
    (_, i) => from + i * bucketMs,
  );
  return groupBy(
    items,
    starts,
    (item) => from + Math.floor((timeOf(item) - from) / bucketMs) * bucketMs,
  );
}

/** The pans cooked in scope (all, or the catering ones), at their fryer time. */
function journeysIn(scope: Scope, sandbox: SandboxContext, cateringOnly = false): PanJourney[] {
  return panJourneysOf(sandbox.chain)
    .between(scope.restaurants, scope.from, scope.to)
    .filter(
      (journey) =>
        scope.materials.includes(journey.cycle.material) && (!cateringOnly || journey.catering),
    );
}

/** The recommendation tasks in scope, at their pan's fryer time. */
function tasksIn(
  scope: Scope,
  sandbox: SandboxContext,
  cateringOnly = false,
): RecommendationTask[] {
  return recommendationTasksOf(sandbox.chain)
    .between(scope.restaurants, scope.from, scope.to)
    .filter(
      (task) =>
        scope.materials.includes(task.journey.cycle.material) &&
        (!cateringOnly || task.journey.catering),
    );
}

/** How a weight answer reads its items: grams, pieces, time and product. */
interface Weighed<T> {
  grams: (item: T) => number;
  pieces: (item: T) => number;
  time: (item: T) => number;
  material: (item: T) => ChickenProduct;
}

const COOKED: Weighed<PanJourney> = {
  grams: (journey) => journey.cycle.grams,
  pieces: (journey) => journey.cycle.pieces,
  time: (journey) => journey.cycle.cookedAt,
  material: (journey) => journey.cycle.material,
};

const RECOMMENDED: Weighed<RecommendationTask> = {
  grams: (task) => task.recommendedGrams,
  pieces: (task) => task.recommendedPieces,
  time: (task) => task.journey.cycle.cookedAt,
  material: (task) => task.journey.cycle.material,
};

function weightTotal<T>(items: readonly T[], scope: Scope, weighed: Weighed<T>) {
  const hours = (scope.to - scope.from) / HOUR_MS;
  const grams = sumOf(items, weighed.grams);
  return {
    total: kg(grams),
    count: sumOf(items, weighed.pieces),
    batches: items.length,
    perHour: round3(kg(grams) / hours),
    series: bucketsOf(items, scope, weighed.time).map(([time, group]) => ({
      time,
      value: kg(sumOf(group, weighed.grams)),
      count: sumOf(group, weighed.pieces),
      batches: group.length,
    })),
  };
}

function weightDistribution<T>(items: readonly T[], scope: Scope, weighed: Weighed<T>) {
  const hours = (scope.to - scope.from) / HOUR_MS;
  const grams = sumOf(items, weighed.grams);
  return {
    total: kg(grams),
    count: sumOf(items, weighed.pieces),
    batches: items.length,
    rows: groupBy(items, scope.materials, weighed.material).map(([material, group]) => {
      const groupGrams = sumOf(group, weighed.grams);
      return {
        material,
        value: kg(groupGrams),
        count: sumOf(group, weighed.pieces),
        batches: group.length,
        share: percentOf(groupGrams, grams),
        perHour: round3(kg(groupGrams) / hours),
      };
    }),
  };
}

/** Spec 000 §3 task-delay figures over the delayed tasks (delay above zero). */
function taskDelays(tasks: readonly RecommendationTask[]) {
  const delays = tasks.map((task) => task.delayMinutes).filter((delay) => delay > 0);
  const total = delays.reduce((sum, delay) => sum + delay, 0);
  return {
    tasks: tasks.length,
    delaysNumber: delays.length,
    totalDelay: round2(total),
    highTaskDelay: delays.reduce((high, delay) => Math.max(high, delay), 0),
    lowTaskDelay: delays.length ? delays.reduce((low, delay) => Math.min(low, delay)) : 0,
    averageTaskDelay: delays.length ? round2(total / delays.length) : 0,
  };
}

/** Every container, with its pans among `journeys`. */
function containerShares(journeys: readonly PanJourney[]) {
  return groupBy(journeys, CONTAINER_NAMES, (journey) => journey.containerName).map(
    ([containerName, group]) => ({
      containerName,
      materialsCount: group.length,
      materialsShare: percentOf(group.length, journeys.length),
    }),
  );
}

function containersDistribution(journeys: readonly PanJourney[], scope: Scope) {
  return {
    count: journeys.length,
    containerShares: containerShares(journeys),
    rows: groupBy(journeys, scope.materials, (journey) => journey.cycle.material).map(
      ([material, group]) => ({
        material,
        count: group.length,
        containerShares: containerShares(group),
      }),
    ),
  };
}

/**
 * A conveyor's trips from `start` to `end`; each is counted (and bucketed) at `at`, the time
 * that put it in scope.
 */
function conveyor(
  journeys: readonly PanJourney[],
  scope: Scope,
  start: (journey: PanJourney) => number,
  end: (journey: PanJourney) => number,
  at: (journey: PanJourney) => number,
) {
  const minutes = (journey: PanJourney) => (end(journey) - start(journey)) / MINUTE_MS;
  return {
    count: journeys.length,
    elapsedTime: averageOf(journeys, minutes),
    rows: groupBy(journeys, scope.materials, (journey) => journey.cycle.material).map(
      ([material, group]) => ({
        material,
        count: group.length,
        share: percentOf(group.length, journeys.length),
        elapsedTime: averageOf(group, minutes),
      }),
    ),
    series: bucketsOf(journeys, scope, at).map(([time, group]) => ({
      time,
      count: group.length,
      elapsedTime: averageOf(group, minutes),
    })),
  };
}

/** Containers that left holding in scope: at their outbound time, none after the seed time. */
function outboundIn(scope: Scope, sandbox: SandboxContext): PanJourney[] {
  return panJourneysOf(sandbox.chain)
    .between(scope.restaurants, scope.from - OUTBOUND_LOOKBACK_MS, scope.to)
    .filter(
      (journey) =>
        journey.outboundTime >= scope.from &&
        journey.outboundTime < scope.to &&
        journey.outboundTime <= sandbox.chain.seededAt &&
        scope.materials.includes(journey.cycle.material),
    );
}

/** One page, newest first. */
function page<T>(items: T[], time: (item: T) => number, limit: number, offset: number) {
  const content = [...items].sort((a, b) => time(b) - time(a)).slice(offset, offset + limit);
  return { content, total: items.length, limit, offset };
}

interface ChuteScope extends Scope {
  packageTypes: readonly EntreePackageType[];
}

function chuteScopeOf(
  query: EndpointQuery<typeof getEntreeChutesHolding>,
  user: UserRecord,
  sandbox: SandboxContext,
): ChuteScope {
  const scope = scopeOf(query, user, sandbox);
  const packageTypes = ENTREE_PACKAGE_TYPES.filter(
    (type) =>
      scope.materials.includes(ENTREE_PACKAGES[type].material) &&
      (!query.packageTypes?.length || query.packageTypes.includes(type)),
  );
  return { ...scope, packageTypes };
}

/** The packages placed in the chutes in scope, at their chute time. */
function packagesIn(scope: ChuteScope, sandbox: SandboxContext): ChutePackage[] {
  return chutePackagesOf(sandbox.chain)
    .between(scope.restaurants, scope.from, scope.to)
    .filter((item) => scope.packageTypes.includes(item.packageType));
}

/** Spec 000 §3 performance figures; the ratio as `type` asks, 0 over a zero denominator. */
function performance(tasks: readonly RecommendationTask[], type: PerformanceRatioType) {
  const cooked = sumOf(tasks, (task) => task.journey.cycle.grams);
  const recommended = sumOf(tasks, (task) => task.recommendedGrams);
  const waste = sumOf(tasks, (task) => task.journey.cycle.wasteGrams);
  return {
    cookedWeight: kg(cooked),
    recommendationWeight: kg(recommended),
    wasteWeight: kg(waste),
    cookedRatio:
      type === 'WASTE/COOKED' ? percentOf(waste, cooked) : percentOf(cooked, recommended),
  };
}

/**
 * The rest of GET /analytic/{name} (spec 000 §7), behind the events analytics page. Every answer
 * comes from the kitchen's pans (kitchen-events.ts) and what is derived from them per
 * restaurant-day: pan journeys (catering, container, conveyors), recommendation tasks and chute
 * packages. So cooked equals total-usage's cooked, a distribution sums to its total, and a day
 * answers the same in every call.
 */
export function registerEventsAnalyticsRoutes(api: SandboxApi): void {
  for (const [endpoint, cateringOnly] of [
    [getCooked, false],
    [getCateringCooked, true],
  ] as const) {
    serve(api, endpoint, ({ query, user, sandbox }) => {
      const scope = scopeOf(query, user, sandbox);
      return weightTotal(journeysIn(scope, sandbox, cateringOnly), scope, COOKED);
    });
  }

  for (const [endpoint, cateringOnly] of [
    [getCookedDistribution, false],
    [getCateringCookedDistribution, true],
  ] as const) {
    serve(api, endpoint, ({ query, user, sandbox }) => {
      const scope = scopeOf(query, user, sandbox);
      return weightDistribution(journeysIn(scope, sandbox, cateringOnly), scope, COOKED);
    });
  }

  for (const [endpoint, cateringOnly] of [
    [getRecommendations, false],
    [getCateringRecommendations, true],
  ] as const) {
    serve(api, endpoint, ({ query, user, sandbox }) => {
      const scope = scopeOf(query, user, sandbox);
      return weightTotal(tasksIn(scope, sandbox, cateringOnly), scope, RECOMMENDED);
    });
  }

  for (const [endpoint, cateringOnly] of [
    [getRecommendationsDistribution, false],
    [getCateringRecommendationsDistribution, true],
  ] as const) {
    serve(api, endpoint, ({ query, user, sandbox }) => {
      const scope = scopeOf(query, user, sandbox);
      return weightDistribution(tasksIn(scope, sandbox, cateringOnly), scope, RECOMMENDED);
    });
  }

  for (const [endpoint, cateringOnly] of [
    [getContainersDistribution, false],
    [getCateringContainersDistribution, true],
  ] as const) {
    serve(api, endpoint, ({ query, user, sandbox }) => {
      const scope = scopeOf(query, user, sandbox);
      return containersDistribution(journeysIn(scope, sandbox, cateringOnly), scope);
    });
  }

  serve(api, getInboundConveyor, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    return conveyor(
      journeysIn(scope, sandbox),
      scope,
      (journey) => journey.inboundTime,
      (journey) => journey.placedTime,
      (journey) => journey.inboundTime,
    );
  });

  serve(api, getInboundConveyorContainers, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const rows = journeysIn(scope, sandbox).map((journey) => ({
      containerName: journey.containerName,
      material: journey.cycle.material,
      inboundTime: journey.inboundTime,
      placedTime: journey.placedTime,
    }));
    return page(rows, (row) => row.inboundTime, query.limit, query.offset);
  });

  serve(api, getOutboundConveyor, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    return conveyor(
      outboundIn(scope, sandbox),
      scope,
      (journey) => journey.removedTime,
      (journey) => journey.outboundTime,
      (journey) => journey.outboundTime,
    );
  });

  serve(api, getOutboundConveyorContainers, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const rows = outboundIn(scope, sandbox).map((journey) => ({
      containerName: journey.containerName,
      material: journey.cycle.material,
      removedTime: journey.removedTime,
      outboundTime: journey.outboundTime,
    }));
    return page(rows, (row) => row.outboundTime, query.limit, query.offset);
  });

  serve(api, getRecommendationsTaskDelay, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const tasks = tasksIn(scope, sandbox);
    return {
      ...taskDelays(tasks),
      series: bucketsOf(tasks, scope, RECOMMENDED.time).map(([time, group]) => {
        const delays = taskDelays(group);
        return { time, incidentCount: delays.delaysNumber, totalDelay: delays.totalDelay };
      }),
    };
  });

  serve(api, getRecommendationTaskDelayDistribution, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const tasks = tasksIn(scope, sandbox);
    return {
      ...taskDelays(tasks),
      rows: groupBy(tasks, scope.materials, RECOMMENDED.material).map(([material, group]) => ({
        material,
        ...taskDelays(group),
      })),
    };
  });

  serve(api, getEntreeChutesHolding, ({ query, user, sandbox }) => {
    const scope = chuteScopeOf(query, user, sandbox);
    const packages = packagesIn(scope, sandbox);
    const hold = (item: ChutePackage) => item.holdMinutes;
    return {
      count: packages.length,
      averageHoldTime: averageOf(packages, hold),
      rows: groupBy(packages, scope.materials, (item) => item.material).map(
        ([material, group]) => ({
          material,
          count: group.length,
          averageHoldTime: averageOf(group, hold),
        }),
      ),
      series: bucketsOf(packages, scope, (item) => item.packedAt).map(([time, group]) => ({
        time,
        count: group.length,
        averageHoldTime: averageOf(group, hold),
      })),
    };
  });

  serve(api, getEntreeChutesPackages, ({ query, user, sandbox }) => {
    const scope = chuteScopeOf(query, user, sandbox);
    const packages = packagesIn(scope, sandbox);
    return {
      packages: packages.length,
      rows: groupBy(packages, scope.materials, (item) => item.material).map(
        ([material, group]) => ({
          material,
          packages: group.length,
          shares: groupBy(
            group,
            scope.packageTypes.filter((type) => ENTREE_PACKAGES[type].material === material),
            (item) => item.packageType,
          ).map(([packageType, ofType]) => ({ packageType, packagesCount: ofType.length })),
        }),
      ),
    };
  });

  serve(api, getEntreeChutesQuantity, ({ query, user, sandbox }) => {
    const scope = chuteScopeOf(query, user, sandbox);
    const packages = packagesIn(scope, sandbox);
    const quantity = sumOf(packages, (item) => item.pieces);
    return {
      quantity,
      rows: groupBy(packages, scope.materials, (item) => item.material).map(([material, group]) => {
        const pieces = sumOf(group, (item) => item.pieces);
        return { material, quantity: pieces, share: percentOf(pieces, quantity) };
      }),
    };
  });

  serve(api, getEntreeChutesDistribution, ({ query, user, sandbox }) => {
    const scope = chuteScopeOf(query, user, sandbox);
    const packages = packagesIn(scope, sandbox);
    return {
      totalCount: packages.length,
      rows: groupBy(packages, scope.packageTypes, (item) => item.packageType).map(
        ([productName, group]) => ({
          productName,
          materialName: ENTREE_PACKAGES[productName].material,
          totalCount: group.length,
          totalShare: percentOf(group.length, packages.length),
        }),
      ),
    };
  });

  serve(api, getPerformanceRatio, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const tasks = tasksIn(scope, sandbox);
    const type = query.performanceRatioType;
    return {
      performanceRatioType: type,
      ...performance(tasks, type),
      rows: groupBy(tasks, scope.materials, RECOMMENDED.material).map(([material, group]) => ({
        material,
        ...performance(group, type),
      })),
      series: bucketsOf(tasks, scope, RECOMMENDED.time).map(([time, group]) => ({
        time,
        ...performance(group, type),
      })),
    };
  });
}

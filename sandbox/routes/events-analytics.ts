import {
  CONTAINER_NAMES,
  ENTREE_PACKAGES,
  ENTREE_PACKAGE_TYPES,
  type EntreePackageType,
} from '../../src/api/analytics/events-analytics.constants';
import { type PerformanceRatioType } from '../../src/api/performance/performance.constants';
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
import { recommendationsOf, type Recommendation } from '../model/recommendations';
import type { UserRecord } from '../model/users';
import { offsetPage, sortedBy } from '../list-page';
import { serve } from '../route';
import {
  averageOf,
  buckets,
  groupBy,
  highLowAverage,
  kg,
  percentOf,
  round2,
  round3,
  sumOf,
} from './aggregate';
import { chickenScope, eventsIn, type ChickenScope } from './analytic-scope';
import { ratioEntriesIn, ratioSides, ratioSums, type RatioEntry } from './performance-ratio';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Longer than any hold plus the outbound trip: how far back an outbound container may start. */
const OUTBOUND_LOOKBACK_MS = 2 * HOUR_MS;

/** What a call covers (analytic-scope.ts: restaurants, range, `materials`). */
function scopeOf(
  query: EndpointQuery<typeof getCooked>,
  user: UserRecord,
  sandbox: SandboxContext,
): ChickenScope {
  return chickenScope(query, query.materials, user, sandbox);
}

/** The pans cooked in scope (all, or the catering ones), at their fryer time. */
export function journeysIn(
  scope: ChickenScope,
  sandbox: SandboxContext,
  cateringOnly = false,
): PanJourney[] {
  return eventsIn(panJourneysOf(sandbox.chain), scope, (journey) => journey.cycle.material).filter(
    (journey) => !cateringOnly || journey.catering,
  );
}

/** The recommendations (tasks) in scope (all, or the catering ones), at their `time`. */
export function recommendationsIn(
  scope: ChickenScope,
  sandbox: SandboxContext,
  cateringOnly = false,
): Recommendation[] {
  return eventsIn(recommendationsOf(sandbox.chain), scope, (task) => task.material).filter(
    (task) => !cateringOnly || task.catering,
  );
}

/** How a weight answer reads its items: grams, pieces, time and product. */
interface Weighed<T> {
  grams: (item: T) => number;
  pieces: (item: T) => number;
  time: (item: T) => number;
  material: (item: T) => string;
}

const COOKED: Weighed<PanJourney> = {
  grams: (journey) => journey.cycle.grams,
  pieces: (journey) => journey.cycle.pieces,
  time: (journey) => journey.cycle.cookedAt,
  material: (journey) => journey.cycle.material,
};

const RECOMMENDED: Weighed<Recommendation> = {
  grams: (task) => task.grams,
  pieces: (task) => task.pieces,
  time: (task) => task.time,
  material: (task) => task.material,
};

function weightTotal<T>(items: readonly T[], scope: ChickenScope, weighed: Weighed<T>) {
  const hours = (scope.to - scope.from) / HOUR_MS;
  const grams = sumOf(items, weighed.grams);
  return {
    total: kg(grams),
    count: sumOf(items, weighed.pieces),
    batches: items.length,
    perHour: round3(kg(grams) / hours),
    series: buckets(items, scope, weighed.time).map(([time, group]) => ({
      time,
      value: kg(sumOf(group, weighed.grams)),
      count: sumOf(group, weighed.pieces),
      batches: group.length,
    })),
  };
}

function weightDistribution<T>(items: readonly T[], scope: ChickenScope, weighed: Weighed<T>) {
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

/**
 * Spec 000 §3 task-delay figures: `tasks` every recommendation (a task never cooked included),
 * High / Low / Average over the delayed ones (delay above zero).
 */
export function taskDelays(tasks: readonly Recommendation[]) {
  const late = tasks.map((task) => task.delayMinutes).filter((delay) => delay > 0);
  const delays = highLowAverage(late);
  return {
    tasks: tasks.length,
    delaysNumber: late.length,
    totalDelay: round2(delays?.total ?? 0),
    highTaskDelay: delays?.high ?? 0,
    lowTaskDelay: delays?.low ?? 0,
    averageTaskDelay: round2(delays?.average ?? 0),
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

function containersDistribution(journeys: readonly PanJourney[], scope: ChickenScope) {
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
  scope: ChickenScope,
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
    series: buckets(journeys, scope, at).map(([time, group]) => ({
      time,
      count: group.length,
      elapsedTime: averageOf(group, minutes),
    })),
  };
}

/** Containers that left holding in scope: at their outbound time, none after the seed time. */
export function outboundIn(scope: ChickenScope, sandbox: SandboxContext): PanJourney[] {
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
function page<T>(items: T[], time: (item: T) => number, query: { limit: number; offset: number }) {
  return offsetPage(
    sortedBy(items, (a, b) => time(a) - time(b), 'DESC'),
    query,
    (item) => item,
  );
}

interface ChuteScope extends ChickenScope {
  packageTypes: readonly EntreePackageType[];
}

/**
 * The chicken scope narrowed to the packages asked for (`packages`, spec 001 §3): codes of the
 * chicken packages dictionary. A code no chute has packed (one the dictionary does not hold, or
 * one added there since) matches no package, as in a provider's query: 200 with empty figures.
 */
function chuteScopeOf(
  query: EndpointQuery<typeof getEntreeChutesHolding>,
  user: UserRecord,
  sandbox: SandboxContext,
): ChuteScope {
  const scope = scopeOf(query, user, sandbox);
  const packageTypes = ENTREE_PACKAGE_TYPES.filter(
    (type) =>
      scope.materials.includes(ENTREE_PACKAGES[type].material) &&
      (!query.packages?.length || query.packages.includes(type)),
  );
  return { ...scope, packageTypes };
}

/** The packages placed in the chutes in scope, at their chute time. */
function packagesIn(scope: ChuteScope, sandbox: SandboxContext): ChutePackage[] {
  return chutePackagesOf(sandbox.chain)
    .between(scope.restaurants, scope.from, scope.to)
    .filter((item) => scope.packageTypes.includes(item.packageType));
}

/**
 * Spec 000 §3 performance figures from the ratio entries /chicken-performance reads too
 * (performance-ratio.ts); the ratio as `type` asks, 0 over a zero denominator.
 */
function performance(entries: readonly RatioEntry[], type: PerformanceRatioType) {
  const sums = ratioSums(entries);
  return {
    cookedWeight: kg(sums.cookedGrams),
    recommendationWeight: kg(sums.recommendedGrams),
    wasteWeight: kg(sums.wasteGrams),
    cookedRatio: ratioSides(type, sums).percent,
  };
}

/**
 * The rest of GET /analytic/{name} (spec 000 §7), behind the events analytics page. Every answer
 * comes from the kitchen's pans (kitchen-events.ts) and what is derived from them per
 * restaurant-day: pan journeys (catering, container, conveyors), recommendations (tasks; the
 * model /chicken-performance reads too) and chute packages. So cooked equals total-usage's
 * cooked, the performance ratio equals /chicken-performance's, a distribution sums to its total,
 * and a day answers the same in every call.
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
      return weightTotal(recommendationsIn(scope, sandbox, cateringOnly), scope, RECOMMENDED);
    });
  }

  for (const [endpoint, cateringOnly] of [
    [getRecommendationsDistribution, false],
    [getCateringRecommendationsDistribution, true],
  ] as const) {
    serve(api, endpoint, ({ query, user, sandbox }) => {
      const scope = scopeOf(query, user, sandbox);
      return weightDistribution(
        recommendationsIn(scope, sandbox, cateringOnly),
        scope,
        RECOMMENDED,
      );
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
    return page(rows, (row) => row.inboundTime, query);
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
    return page(rows, (row) => row.outboundTime, query);
  });

  serve(api, getRecommendationsTaskDelay, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const tasks = recommendationsIn(scope, sandbox);
    return {
      ...taskDelays(tasks),
      series: buckets(tasks, scope, RECOMMENDED.time).map(([time, group]) => {
        const delays = taskDelays(group);
        return { time, incidentCount: delays.delaysNumber, totalDelay: delays.totalDelay };
      }),
    };
  });

  serve(api, getRecommendationTaskDelayDistribution, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const tasks = recommendationsIn(scope, sandbox);
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
      series: buckets(packages, scope, (item) => item.packedAt).map(([time, group]) => ({
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
    const entries = ratioEntriesIn(scope, sandbox, true);
    const type = query.performanceRatioType;
    return {
      performanceRatioType: type,
      ...performance(entries, type),
      rows: groupBy(entries, scope.materials, (entry) => entry.material).map(
        ([material, group]) => ({ material, ...performance(group, type) }),
      ),
      series: buckets(entries, scope, (entry) => entry.time).map(([time, group]) => ({
        time,
        ...performance(group, type),
      })),
    };
  });
}

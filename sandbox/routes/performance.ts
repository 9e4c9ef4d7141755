import { DAY_PARTS } from '../../src/api/analytics/analytics.constants';
import {
  getChickenPerformance,
  getExtendedChickenPerformance,
} from '../../src/api/performance/performance.endpoints';
import type { PerformanceFigure } from '../../src/api/performance/performance.schema';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import type { UserRecord } from '../model/users';
import { serve } from '../route';
import { buckets, groupBy, kg } from './aggregate';
import { chickenScope, type ChickenScope } from './analytic-scope';
import { ratioEntriesIn, ratioSides, ratioSums, type RatioEntry } from './performance-ratio';

type PerformanceQuery = EndpointQuery<typeof getChickenPerformance>;

/**
 * What a call covers, with the analytics' rules (analytic-scope.ts) and `materials` for the
 * products, and its pans and recommendations as performance-ratio.ts reads them (the same as
 * /analytic/performance-ratio's).
 */
function select(query: PerformanceQuery, user: UserRecord, sandbox: SandboxContext) {
  const scope = chickenScope(query, query.materials, user, sandbox);
  const withRecommendations = query.performanceRatioType === 'COOKED/RECOMMENDATION';
  return { scope, entries: ratioEntriesIn(scope, sandbox, withRecommendations) };
}

function figureOf(query: PerformanceQuery) {
  return (entries: readonly RatioEntry[]): PerformanceFigure => {
    const sides = ratioSides(query.performanceRatioType, ratioSums(entries));
    return {
      percent: sides.percent,
      weight: kg(sides.partGrams),
      count: sides.partPieces,
      baseWeight: kg(sides.baseGrams),
      baseCount: sides.basePieces,
    };
  };
}

const perRestaurant = (entries: readonly RatioEntry[], scope: ChickenScope) =>
  groupBy(
    entries,
    scope.restaurants.map((restaurant) => restaurant.uuid),
    (entry) => entry.restaurantUuid,
  );

export function registerPerformanceRoutes(api: SandboxApi): void {
  serve(api, getChickenPerformance, ({ query, user, sandbox }) => {
    const { scope, entries } = select(query, user, sandbox);
    const figure = figureOf(query);
    return {
      performanceRatioType: query.performanceRatioType,
      restaurants: perRestaurant(entries, scope).map(([restaurantUuid, own]) => ({
        restaurantUuid,
        // Spec 000 §4: series points carry epoch seconds; the console multiplies by 1000.
        periods: buckets(own, scope, (entry) => entry.time).map(([start, group]) => ({
          timestamp: Math.floor(start / 1000),
          ...figure(group),
        })),
      })),
    };
  });

  serve(api, getExtendedChickenPerformance, ({ query, user, sandbox }) => {
    const { scope, entries } = select(query, user, sandbox);
    const figure = figureOf(query);
    return {
      performanceRatioType: query.performanceRatioType,
      restaurants: perRestaurant(entries, scope).map(([restaurantUuid, own]) => ({
        restaurantUuid,
        ...figure(own),
        dayParts: groupBy(own, DAY_PARTS, (entry) => entry.dayPart).map(([dayPart, group]) => ({
          dayPart,
          ...figure(group),
        })),
        products: groupBy(own, scope.materials, (entry) => entry.material).map(
          ([material, group]) => ({ material, ...figure(group) }),
        ),
      })),
    };
  });
}

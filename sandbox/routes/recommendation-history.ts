import {
  deleteRecommendation,
  getRecommendationAnalytic,
  getRecommendationHistory,
  getRecommendationTotal,
} from '../../src/api/recommendation-history/recommendation-history.endpoints';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { keysetPage, type SortKey } from '../cursor-page';
import { kitchenEventsOf, kitchenProducts, type PanCycle } from '../model/kitchen-events';
import { recommendationsOf, type Recommendation } from '../model/recommendations';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { visibleRestaurants } from '../model/visibility';
import { fail, serve } from '../route';
import { groupBy, kg, percentOf, round2, sumOf } from './aggregate';
import { withinTarget } from './analytics';
import { restaurantsAsked, timeRange } from './analytic-scope';
import { taskDelays } from './events-analytics';
import { restaurantRows } from './restaurant-rows';

type FilterQuery = EndpointQuery<typeof getRecommendationAnalytic>;

interface Selection {
  restaurants: RestaurantRecord[];
  /** The pans of the range and products, at their fryer time (as the dashboard counts them). */
  pans: PanCycle[];
  /** The tasks of the range and products, narrowed by `canceled` and `catering`. */
  tasks: Recommendation[];
}

/**
 * What a call covers, with the histories' rules (analytic-scope.ts): the user's visible
 * restaurants or those asked (404 for one unknown or not theirs), `[startTime, endTime)` (the
 * 24 h before now by default; 400 for an empty, reversed or over-a-year range), the products.
 * `canceled` and `catering` are the tasks' own: they narrow the tasks, never the pans.
 */
function select(query: FilterQuery, user: UserRecord, sandbox: SandboxContext): Selection {
  const { from, to } = timeRange(query.startTime, query.endTime, sandbox.now(), [
    'startTime',
    'endTime',
  ]);
  const restaurants = restaurantsAsked(user, sandbox, query.restaurantUuid);
  const products: readonly string[] = query.materials?.length
    ? query.materials
    : kitchenProducts(sandbox.chain);
  const pans = kitchenEventsOf(sandbox.chain)
    .between(restaurants, from, to)
    .filter((pan) => products.includes(pan.material));
  const tasks = recommendationsOf(sandbox.chain)
    .between(restaurants, from, to)
    .filter(
      (task) =>
        products.includes(task.material) &&
        (query.canceled === undefined || task.cooked !== query.canceled) &&
        (query.catering === undefined || task.catering === query.catering),
    );
  return { restaurants, pans, tasks };
}

/** The middle value (the mean of the two middle ones for an even count), two decimals. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return round2(
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
  );
}

/**
 * Spec 001 §7 "Each has /total": the tasks, what they asked for, those never cooked, and the
 * task-delay High, Low and Average (spec 001 §9) over the late ones, as the analytic counts
 * them (`taskDelays`); null with none late.
 */
function totalOf(tasks: readonly Recommendation[]) {
  const delays = taskDelays(tasks);
  const late = delays.delaysNumber > 0;
  return {
    count: tasks.length,
    pieces: sumOf(tasks, (task) => task.pieces),
    grams: sumOf(tasks, (task) => task.grams),
    neverCooked: tasks.filter((task) => !task.cooked).length,
    delaysNumber: delays.delaysNumber,
    highTaskDelay: late ? delays.highTaskDelay : null,
    lowTaskDelay: late ? delays.lowTaskDelay : null,
    averageTaskDelay: late ? delays.averageTaskDelay : null,
  };
}

/**
 * Spec 001 §7 "Timer and cycle histories": the recommendation history, its total, the delete of
 * one task and the analytic, all over one model of recommendations.
 */
export function registerRecommendationHistoryRoutes(api: SandboxApi): void {
  serve(api, getRecommendationHistory, ({ query, user, sandbox }) => {
    const { restaurants, tasks } = select(query, user, sandbox);
    const rows = restaurantRows(restaurants);
    const records = tasks.map((task) => ({
      uuid: task.uuid,
      restaurantUuid: task.restaurantUuid,
      material: task.material,
      startTime: task.recommendedAt,
      endTime: task.time,
      pieces: task.pieces,
      grams: task.grams,
      canceled: !task.cooked,
      catering: task.catering,
      delayMinutes: task.delayMinutes,
    }));
    const keyOf = (record: (typeof records)[number]): SortKey => ({
      value: record.endTime,
      id: record.uuid,
    });
    return keysetPage(records, keyOf, { ...query, sortBy: 'time' }, rows.named);
  });

  serve(api, getRecommendationTotal, ({ query, user, sandbox }) =>
    totalOf(select(query, user, sandbox).tasks),
  );

  /**
   * A task of a restaurant the user may not see is 404, as an unknown id: a delete reveals
   * nothing of another kitchen (the timer histories' rule). The role's DELETE is checked before.
   */
  serve(api, deleteRecommendation, ({ params, user, sandbox }) => {
    const tasks = recommendationsOf(sandbox.chain);
    const task = tasks.find(visibleRestaurants(user, sandbox.chain.restaurants), params.id);
    if (!task) fail(404, 'Recommendation not found');
    tasks.remove(task.uuid);
    return null;
  });

  serve(api, getRecommendationAnalytic, ({ query, user, sandbox }) => {
    const { restaurants, pans, tasks } = select(query, user, sandbox);
    const uuids = restaurants.map((restaurant) => restaurant.uuid);
    const pansOf = new Map(groupBy(pans, uuids, (pan) => pan.restaurantUuid));
    const tasksOf = new Map(groupBy(tasks, uuids, (task) => task.restaurantUuid));
    const rows = restaurants.flatMap((restaurant) => {
      const own = pansOf.get(restaurant.uuid) ?? [];
      const ownTasks = tasksOf.get(restaurant.uuid) ?? [];
      // A restaurant closed all range has nothing to compare.
      if (own.length === 0 && ownTasks.length === 0) return [];
      const cookedGrams = sumOf(own, (pan) => pan.grams);
      const wasteGrams = sumOf(own, (pan) => pan.wasteGrams);
      const delays = taskDelays(ownTasks);
      return [
        {
          restaurantUuid: restaurant.uuid,
          restaurantName: restaurant.name,
          restaurantNumber: restaurant.number,
          count: own.length,
          holdCompliance: withinTarget(own),
          cookedWeight: kg(cookedGrams),
          wasteWeight: kg(wasteGrams),
          wasteShare: percentOf(wasteGrams, cookedGrams),
          tasks: delays.tasks,
          delaysNumber: delays.delaysNumber,
          averageTaskDelay: delays.averageTaskDelay,
        },
      ];
    });
    return {
      rows,
      median: {
        holdCompliance: medianOf(rows.map((row) => row.holdCompliance)),
        wasteShare: medianOf(rows.map((row) => row.wasteShare)),
        averageTaskDelay: medianOf(rows.map((row) => row.averageTaskDelay)),
      },
    };
  });
}

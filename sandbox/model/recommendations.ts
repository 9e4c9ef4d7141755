import type { DayPart } from '../../src/api/analytics/analytics.constants';
import type { Chain } from '../seed';
import { DAY_PART_HOURS, perSeededChain, type DailyEvents, type LocalDay } from './daily-events';
import { derivedDailyEvents } from './derived-events';
import { panJourneysOf, type PanJourney } from './pan-journeys';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

const MINUTE_MS = 60_000;

/**
 * One cooking recommendation, a task on the kitchen's screen: the system asked for `pieces` of
 * one product at `recommendedAt`, to be out of the fryer one cook time later. Grams are whole so
 * sums are exact. The one model of recommendations: /chicken-performance and the events
 * analytics (recommendations, task delays, performance ratio) both read it.
 */
export interface Recommendation {
  /** `taskId()`: the restaurant's number, the task's two times and its product. */
  uuid: string;
  restaurantUuid: string;
  material: string;
  /** In the restaurant's local time (spec 000 §9). */
  dayPart: DayPart;
  /** Asked for a catering order: those are always recommended, and always cooked. */
  catering: boolean;
  pieces: number;
  grams: number;
  /** Whether a pan was cooked for it. */
  cooked: boolean;
  /** Epoch ms the task came up. */
  recommendedAt: number;
  /**
   * Epoch ms it is counted at: when its pan left the fryer, or, never cooked, when it was due
   * out. So a pan and its recommendation always fall in the same period.
   */
  time: number;
  /** Minutes the crew dropped the batch after the task came up, two decimals; 0 = on time or never cooked. */
  delayMinutes: number;
}

/** How much this crew cooks against the recommendation, the same every day: 0.88–1.12. */
function habitOf(seed: number, restaurantUuid: string): number {
  return 0.88 + randomStream(seed, `recommendation-habit/${restaurantUuid}`).next() * 0.24;
}

/** About a third of the tasks start late, more and longer in the lunch rush. */
function delayOf(random: Random, dayPart: DayPart): number {
  const rush = dayPart === 'LUNCH';
  if (!random.chance(rush ? 0.42 : 0.28)) return 0;
  return Math.round((0.25 + random.next() * (rush ? 9 : 5)) * 100) / 100;
}

/**
 * A task's id: its restaurant's number, its time, when it came up and its product. So it is the
 * same in every call and every sandbox of the same seed and clock, and DELETE finds the task by
 * making one restaurant-day (`locateTask()`) rather than searching them all.
 */
function taskId(restaurantNumber: number, time: number, recommendedAt: number, material: string) {
  return `${restaurantNumber}-${time}-${recommendedAt}-${material.replace(/\W+/g, '')}`;
}

const TASK_ID = /^(\d+)-(\d+)-\d+-\w+$/;

/** Where a task with this id would be: its restaurant's number and its time. */
function locateTask(uuid: string): { restaurantNumber: number; time: number } | null {
  const match = TASK_ID.exec(uuid);
  return match ? { restaurantNumber: Number(match[1]), time: Number(match[2]) } : null;
}

function recommendationsOfDay(
  random: Random,
  journeys: readonly PanJourney[],
  restaurant: RestaurantRecord,
  day: LocalDay,
  habit: number,
): Recommendation[] {
  const recommendations: Recommendation[] = [];
  for (const { cycle, catering } of journeys) {
    const gramsPerPiece = cycle.grams / cycle.pieces;
    const asked = () =>
      Math.min(
        cycle.capacity,
        Math.max(1, Math.round((cycle.pieces / habit) * (0.92 + random.next() * 0.16))),
      );
    const cookMs = cycle.cookMinutes * MINUTE_MS;
    const recommend = (pieces: number, time: number, delayMinutes: number, cooked: boolean) => {
      const recommendedAt = Math.round(time - cookMs - delayMinutes * MINUTE_MS);
      recommendations.push({
        uuid: taskId(restaurant.number, Math.round(time), recommendedAt, cycle.material),
        restaurantUuid: cycle.restaurantUuid,
        material: cycle.material,
        dayPart: cycle.dayPart,
        catering: catering && cooked,
        pieces,
        grams: Math.round(pieces * gramsPerPiece),
        cooked,
        recommendedAt,
        time: Math.round(time),
        delayMinutes,
      });
    };
    // About one pan in 17 the crew cooked on their own, without a recommendation; never a
    // catering order, which the system schedules.
    const ownInitiative = random.chance(0.06) && !catering;
    if (!ownInitiative) {
      const pieces = asked();
      recommend(pieces, cycle.cookedAt, delayOf(random, cycle.dayPart), true);
    }
    // Now and then one more was asked for, due before the day part closes, and never cooked.
    if (random.chance(0.05)) {
      const close = day.base + DAY_PART_HOURS[cycle.dayPart][1] * MINUTE_MS;
      const dueAt = cycle.cookedAt + (5 + random.next() * 15) * MINUTE_MS;
      if (dueAt < close) recommend(asked(), dueAt, 0, false);
    }
  }
  return recommendations.sort((a, b) => a.time - b.time);
}

/**
 * The chain's recommendations, made lazily per restaurant and local day from that day's pans
 * (pan-journeys.ts, over kitchen-events.ts), so "cooked against recommended" compares the pans
 * the dashboard counts: most pans were recommended (a size the crew rounded by its habit, a
 * delay to start it), some the crew cooked on their own, and some recommendations were never
 * cooked. Each day has its own random stream.
 */
const generatedRecommendationsOf = derivedDailyEvents<PanJourney, Recommendation>({
  name: 'recommendations',
  source: panJourneysOf,
  derive: (random, journeys, restaurant, day, seed) =>
    recommendationsOfDay(random, journeys, restaurant, day, habitOf(seed, restaurant.uuid)),
  timeOf: (recommendation) => recommendation.time,
});

/** The ids of the tasks deleted from the chain; dropped with the chain on reset. */
const deletedOf = perSeededChain(() => new Set<string>());

export interface Recommendations extends DailyEvents<Recommendation> {
  /** The task with this id if it is one of `restaurants`' and was not deleted. */
  find(restaurants: readonly RestaurantRecord[], uuid: string): Recommendation | undefined;
  /**
   * Gone from every call that reads recommendations (the history, its total and analytic, the
   * events analytics, /chicken-performance) until the sandbox's reset.
   */
  remove(uuid: string): void;
}

/**
 * The chain's recommendations, deleted ones left out: the one model every call reads, so a
 * delete (DELETE /recommendationTimerCycleHistory/{id}) changes all their figures alike.
 */
export function recommendationsOf(chain: Chain): Recommendations {
  const model = generatedRecommendationsOf(chain);
  const deleted = deletedOf(chain);
  const kept = (tasks: Recommendation[]) =>
    deleted.size === 0 ? tasks : tasks.filter((task) => !deleted.has(task.uuid));
  return {
    between: (restaurants, from, to) => kept(model.between(restaurants, from, to)),
    day: (restaurant, daysAgo) => kept(model.day(restaurant, daysAgo)),
    generatedDays: () => model.generatedDays(),
    find(restaurants, uuid) {
      const at = locateTask(uuid);
      const restaurant = at && restaurants.find((r) => r.number === at.restaurantNumber);
      if (!at || !restaurant || deleted.has(uuid)) return undefined;
      return model.between([restaurant], at.time, at.time + 1).find((task) => task.uuid === uuid);
    },
    remove: (uuid) => void deleted.add(uuid),
  };
}

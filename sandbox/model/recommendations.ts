import type { ChickenProduct, DayPart } from '../../src/api/analytics/analytics.constants';
import { DAY_PART_HOURS, type LocalDay } from './daily-events';
import { derivedDailyEvents } from './derived-events';
import { panJourneysOf, type PanJourney } from './pan-journeys';
import { randomStream, type Random } from './random';

const MINUTE_MS = 60_000;

/**
 * One cooking recommendation, a task on the kitchen's screen: the system asked for `pieces` of
 * one product at `recommendedAt`, to be out of the fryer one cook time later. Grams are whole so
 * sums are exact. The one model of recommendations: /chicken-performance and the events
 * analytics (recommendations, task delays, performance ratio) both read it.
 */
export interface Recommendation {
  restaurantUuid: string;
  material: ChickenProduct;
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

function recommendationsOfDay(
  random: Random,
  journeys: readonly PanJourney[],
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
    const recommend = (pieces: number, time: number, delayMinutes: number, cooked: boolean) =>
      recommendations.push({
        restaurantUuid: cycle.restaurantUuid,
        material: cycle.material,
        dayPart: cycle.dayPart,
        catering: catering && cooked,
        pieces,
        grams: Math.round(pieces * gramsPerPiece),
        cooked,
        recommendedAt: Math.round(time - cookMs - delayMinutes * MINUTE_MS),
        time: Math.round(time),
        delayMinutes,
      });
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
export const recommendationsOf = derivedDailyEvents<PanJourney, Recommendation>({
  name: 'recommendations',
  source: panJourneysOf,
  derive: (random, journeys, restaurant, day, seed) =>
    recommendationsOfDay(random, journeys, day, habitOf(seed, restaurant.uuid)),
  timeOf: (recommendation) => recommendation.time,
});

import type { ChickenProduct, DayPart } from '../../src/api/analytics/analytics.constants';
import type { Chain } from '../seed';
import {
  createDailyEvents,
  DAY_PART_HOURS,
  perChain,
  type DailyEvents,
  type LocalDay,
} from './daily-events';
import { kitchenEventsOf, type KitchenEvents, type PanCycle } from './kitchen-events';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';

const MINUTE_MS = 60_000;

/**
 * One cooking recommendation: the system asked for a batch of `pieces` of one product to be out
 * of the fryer at `dueAt`. Grams are whole so sums are exact.
 */
export interface Recommendation {
  restaurantUuid: string;
  material: ChickenProduct;
  /** In the restaurant's local time (spec 000 §9). */
  dayPart: DayPart;
  /** Epoch ms. */
  dueAt: number;
  pieces: number;
  grams: number;
}

export type Recommendations = DailyEvents<Recommendation>;

/**
 * Recommendations made lazily per restaurant and local day, from the same day's kitchen events,
 * so "cooked against recommended" compares the pans the dashboard counts: most pans were
 * recommended (due when they came out, a size the crew rounded), some the crew cooked on their
 * own, and some recommendations were never cooked. Each day has its own random stream.
 */
export function createRecommendations(
  seed: number,
  seededAt: number,
  kitchen: KitchenEvents,
): Recommendations {
  return createDailyEvents({
    seededAt,
    generate: (restaurant, day) =>
      generateDay(seed, restaurant, day, kitchen.between([restaurant], day.start, day.end)),
    timeOf: (recommendation) => recommendation.dueAt,
  });
}

const models = new WeakMap<Chain, Recommendations>();

/** The chain's recommendations, made empty on first call, over its kitchen events. */
export function recommendationsOf(chain: Chain): Recommendations {
  let model = models.get(chain);
  if (!model) {
    const kitchen = kitchenEventsOf(chain);
    model = perChain((seed, seededAt) => createRecommendations(seed, seededAt, kitchen))(chain);
    models.set(chain, model);
  }
  return model;
}

function generateDay(
  seed: number,
  restaurant: RestaurantRecord,
  day: LocalDay,
  cycles: readonly PanCycle[],
): Recommendation[] {
  const random = randomStream(seed, `recommendations/${restaurant.uuid}/${day.date}`);
  // How much this crew cooks against the recommendation, the same every day: 0.88–1.12.
  const habit = 0.88 + randomStream(seed, `recommendation-habit/${restaurant.uuid}`).next() * 0.24;
  const recommendations: Recommendation[] = [];
  for (const cycle of cycles) {
    const gramsPerPiece = cycle.grams / cycle.pieces;
    const recommend = (dueAt: number, pieces: number) =>
      recommendations.push({
        restaurantUuid: restaurant.uuid,
        material: cycle.material,
        dayPart: cycle.dayPart,
        dueAt: Math.round(dueAt),
        pieces,
        grams: Math.round(pieces * gramsPerPiece),
      });
    const asked = () =>
      Math.max(1, Math.round((cycle.pieces / habit) * (0.92 + random.next() * 0.16)));
    // About one pan in 17 the crew cooked on their own, without a recommendation.
    const ownInitiative = random.chance(0.06);
    if (!ownInitiative) recommend(cycle.cookedAt, Math.min(cycle.capacity, asked()));
    // Now and then one more was asked for, due before the day part closes, and never cooked.
    if (random.chance(0.05)) {
      const close = day.base + DAY_PART_HOURS[cycle.dayPart][1] * MINUTE_MS;
      const dueAt = cycle.cookedAt + (5 + random.next() * 15) * MINUTE_MS;
      if (dueAt < close) recommend(dueAt, Math.min(cycle.capacity, asked()));
    }
  }
  return recommendations.sort((a, b) => a.dueAt - b.dueAt);
}

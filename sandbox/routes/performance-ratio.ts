import type { DayPart } from '../../src/api/analytics/analytics.constants';
import type { PerformanceRatioType } from '../../src/api/performance/performance.constants';
import type { SandboxContext } from '../context';
import { kitchenEventsOf, type PanCycle } from '../model/kitchen-events';
import { recommendationsOf, type Recommendation } from '../model/recommendations';
import { percentOf, sumOf } from './aggregate';
import { eventsIn, type ChickenScope } from './analytic-scope';

/** What one pan or one recommendation adds to the sums a performance ratio is made of. */
export interface RatioEntry {
  restaurantUuid: string;
  material: string;
  dayPart: DayPart;
  /** Epoch ms it is counted at: a pan's fryer time, a recommendation's `time`. */
  time: number;
  cookedGrams: number;
  cookedPieces: number;
  wasteGrams: number;
  wastePieces: number;
  recommendedGrams: number;
  recommendedPieces: number;
}

const NONE = {
  cookedGrams: 0,
  cookedPieces: 0,
  wasteGrams: 0,
  wastePieces: 0,
  recommendedGrams: 0,
  recommendedPieces: 0,
};

const place = (event: PanCycle | Recommendation) => ({
  restaurantUuid: event.restaurantUuid,
  material: event.material,
  dayPart: event.dayPart,
});

const panEntry = (pan: PanCycle): RatioEntry => ({
  ...place(pan),
  ...NONE,
  time: pan.cookedAt,
  cookedGrams: pan.grams,
  cookedPieces: pan.pieces,
  wasteGrams: pan.wasteGrams,
  wastePieces: pan.wastedPieces,
});

const recommendationEntry = (recommendation: Recommendation): RatioEntry => ({
  ...place(recommendation),
  ...NONE,
  time: recommendation.time,
  recommendedGrams: recommendation.grams,
  recommendedPieces: recommendation.pieces,
});

/**
 * The pans (kitchen-events.ts) and recommendations (recommendations.ts) in scope as ratio
 * entries. /chicken-performance and /analytic/performance-ratio both read these, so for the
 * same scope they answer the same cooked, recommended and waste weights and the same percent.
 * Recommendations are generated only `withRecommendations` (WASTE/COOKED needs none).
 */
export function ratioEntriesIn(
  scope: ChickenScope,
  sandbox: SandboxContext,
  withRecommendations: boolean,
): RatioEntry[] {
  const pans = eventsIn(kitchenEventsOf(sandbox.chain), scope, (pan) => pan.material);
  const recommendations = withRecommendations
    ? eventsIn(recommendationsOf(sandbox.chain), scope, (recommendation) => recommendation.material)
    : [];
  return [...pans.map(panEntry), ...recommendations.map(recommendationEntry)];
}

export type RatioSums = typeof NONE;

export function ratioSums(entries: readonly RatioEntry[]): RatioSums {
  return {
    cookedGrams: sumOf(entries, (entry) => entry.cookedGrams),
    cookedPieces: sumOf(entries, (entry) => entry.cookedPieces),
    wasteGrams: sumOf(entries, (entry) => entry.wasteGrams),
    wastePieces: sumOf(entries, (entry) => entry.wastePieces),
    recommendedGrams: sumOf(entries, (entry) => entry.recommendedGrams),
    recommendedPieces: sumOf(entries, (entry) => entry.recommendedPieces),
  };
}

/**
 * The two sides of `type` (spec 000 §3, `PART/BASE`) and the percent by weight, two decimals, 0
 * over a zero base: cooked against recommended, or waste against cooked.
 */
export function ratioSides(type: PerformanceRatioType, sums: RatioSums) {
  const [partGrams, partPieces, baseGrams, basePieces] =
    type === 'WASTE/COOKED'
      ? [sums.wasteGrams, sums.wastePieces, sums.cookedGrams, sums.cookedPieces]
      : [sums.cookedGrams, sums.cookedPieces, sums.recommendedGrams, sums.recommendedPieces];
  return { partGrams, partPieces, baseGrams, basePieces, percent: percentOf(partGrams, baseGrams) };
}

import { derivedDailyEvents } from './derived-events';
import { panJourneysOf, type PanJourney } from './pan-journeys';
import type { Random } from './random';

const MINUTE_MS = 60_000;

/**
 * The recommendation behind one pan (the events analytics' tasks): the kitchen system asked for
 * `recommendedPieces` of the pan's product, and the crew dropped the batch `delayMinutes` after
 * the task came up (0 = on time). One task per pan of the kitchen's events, so a task is counted
 * when its pan was cooked, and recommendations and cooked cover the same pans in any range.
 *
 * These recommended weights are this page's own; /chicken-performance has its own model
 * (sandbox/model/recommendations.ts) and the two could be one.
 */
export interface RecommendationTask {
  journey: PanJourney;
  recommendedPieces: number;
  recommendedGrams: number;
  /** Epoch ms the task came up: the fryer drop less the delay. */
  recommendedAt: number;
  /** Two decimals. */
  delayMinutes: number;
}

function task(random: Random, journey: PanJourney): RecommendationTask {
  const { cycle } = journey;
  // A pan that ended in waste was mostly cooked beyond what was asked; otherwise the crew
  // cooks close to the ask, a little short in the rush (more so on big pans).
  const spread = Math.max(1, Math.round(cycle.capacity / 8));
  const recommendedPieces = Math.max(
    1,
    cycle.wastedPieces > 0
      ? cycle.pieces - cycle.wastedPieces + random.int(-1, 1)
      : cycle.pieces + random.int(-1, spread),
  );
  const recommendedGrams = Math.round((cycle.grams * recommendedPieces) / cycle.pieces);
  // About a third of the tasks start late, longer in the lunch rush.
  const late = random.chance(cycle.dayPart === 'LUNCH' ? 0.42 : 0.28);
  const delayMinutes = late
    ? Math.round((0.25 + random.next() * (cycle.dayPart === 'LUNCH' ? 9 : 5)) * 100) / 100
    : 0;
  const droppedAt = cycle.cookedAt - cycle.cookMinutes * MINUTE_MS;
  return {
    journey,
    recommendedPieces,
    recommendedGrams,
    recommendedAt: Math.round(droppedAt - delayMinutes * MINUTE_MS),
    delayMinutes,
  };
}

/** One task per pan, made lazily per restaurant and local day. */
export const recommendationTasksOf = derivedDailyEvents<PanJourney, RecommendationTask>({
  name: 'recommendation-tasks',
  source: panJourneysOf,
  derive: (random, journeys) => journeys.map((journey) => task(random, journey)),
  timeOf: (task) => task.journey.cycle.cookedAt,
});

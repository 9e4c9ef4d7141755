import {
  BETTER_WHEN,
  RANKED_METRICS,
  type RankedMetric,
} from '../../api/recommendation-history/recommendation-history.constants';
import type {
  RecommendationAnalytic,
  RestaurantFigures,
} from '../../api/recommendation-history/recommendation-history.schema';

/**
 * The smallest spread a figure is measured against, so that a chain whose restaurants are all
 * alike does not call a hair's difference an outlier: percentage points, and minutes of delay.
 */
const MIN_SPREAD: Record<RankedMetric, number> = {
  holdCompliance: 2,
  wasteShare: 1,
  averageTaskDelay: 0.5,
};

/** How many spreads worse than the median a figure must be to be called an outlier. */
const OUTLIER_SPREADS = 2;

/** 1.4826 × the median absolute deviation estimates a standard deviation robustly. */
const MAD_SCALE = 1.4826;

export interface RankedRestaurant {
  figures: RestaurantFigures;
  /** Per figure: how many spreads worse than the median it is (0 when at or better). */
  worseBy: Record<RankedMetric, number>;
  /** The figures that are outliers, worst first. */
  outliers: RankedMetric[];
  /** Its worst figure's `worseBy`: the rank's key. */
  score: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Beyond the spec (docs/decisions/kitchen-records.md): the restaurants against the chain's median, worst first. Each
 * figure's distance from the median on its worse side is measured in the figures' own spread
 * (the median absolute deviation, robust to the outliers themselves); a restaurant ranks by its
 * worst figure, and a figure `OUTLIER_SPREADS` or more worse is an outlier. Ties keep the
 * restaurants' numbers in order.
 */
export function rankRestaurants(analytic: RecommendationAnalytic): RankedRestaurant[] {
  const { rows } = analytic;
  const spread = Object.fromEntries(
    RANKED_METRICS.map((metric) => {
      const centre = analytic.median[metric] ?? 0;
      const deviations = rows.map((row) => Math.abs(row[metric] - centre));
      const mad = deviations.length > 0 ? median(deviations) * MAD_SCALE : 0;
      return [metric, Math.max(mad, MIN_SPREAD[metric])];
    }),
  ) as Record<RankedMetric, number>;
  return rows
    .map((figures) => {
      const worseBy = Object.fromEntries(
        RANKED_METRICS.map((metric) => {
          const centre = analytic.median[metric] ?? figures[metric];
          const gap =
            BETTER_WHEN[metric] === 'higher' ? centre - figures[metric] : figures[metric] - centre;
          return [metric, Math.max(0, gap / spread[metric])];
        }),
      ) as Record<RankedMetric, number>;
      const outliers = RANKED_METRICS.filter((metric) => worseBy[metric] >= OUTLIER_SPREADS).sort(
        (a, b) => worseBy[b] - worseBy[a],
      );
      return { figures, worseBy, outliers, score: Math.max(...Object.values(worseBy)) };
    })
    .sort(
      (a, b) =>
        Number(b.outliers.length > 0) - Number(a.outliers.length > 0) ||
        b.score - a.score ||
        byNumber(a.figures, b.figures),
    );
}

/** By restaurant number; one the answer does not number after the others, by its id. */
function byNumber(a: RestaurantFigures, b: RestaurantFigures): number {
  const gap = (a.restaurantNumber ?? Infinity) - (b.restaurantNumber ?? Infinity);
  return Number.isNaN(gap) ? a.restaurantUuid.localeCompare(b.restaurantUuid) : gap;
}

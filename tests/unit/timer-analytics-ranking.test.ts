import { describe, expect, it } from 'vitest';
import type { RestaurantFigures } from '../../src/api/recommendation-history/recommendation-history.schema';
import { rankRestaurants } from '../../src/features/timer-analytics/ranking';

const row = (number: number, figures: Partial<RestaurantFigures>): RestaurantFigures => ({
  restaurantUuid: `r${number}`,
  restaurantName: `R ${number}`,
  restaurantNumber: number,
  count: 100,
  holdCompliance: 90,
  cookedWeight: 100,
  wasteWeight: 5,
  wasteShare: 5,
  tasks: 50,
  delaysNumber: 10,
  averageTaskDelay: 2,
  ...figures,
});

const median = { holdCompliance: 90, wasteShare: 5, averageTaskDelay: 2 };

describe('restaurants ranked against the chain median, outliers first', () => {
  it('puts a restaurant far worse on any figure first, naming that figure', () => {
    const rows = [
      row(1, {}),
      row(2, { holdCompliance: 91 }),
      row(3, { wasteShare: 12 }),
      row(4, { averageTaskDelay: 2.2 }),
      row(5, { holdCompliance: 70 }),
    ];
    const ranked = rankRestaurants({ rows, median });
    expect(
      ranked
        .slice(0, 2)
        .map((entry) => entry.figures.restaurantNumber)
        .sort(),
    ).toEqual([3, 5]);
    expect(ranked.find((entry) => entry.figures.restaurantNumber === 5)!.outliers).toEqual([
      'holdCompliance',
    ]);
    expect(ranked.find((entry) => entry.figures.restaurantNumber === 3)!.outliers).toEqual([
      'wasteShare',
    ]);
    expect(ranked.slice(2).every((entry) => entry.outliers.length === 0)).toBe(true);
  });

  it('a figure better than the median is never an outlier (higher compliance, lower waste and delay)', () => {
    const rows = [row(1, {}), row(2, { holdCompliance: 100, wasteShare: 0, averageTaskDelay: 0 })];
    const ranked = rankRestaurants({ rows, median });
    expect(ranked.every((entry) => entry.outliers.length === 0)).toBe(true);
    expect(ranked.find((entry) => entry.figures.restaurantNumber === 2)!.score).toBe(0);
  });

  it('no rows rank nothing', () => {
    expect(
      rankRestaurants({
        rows: [],
        median: { holdCompliance: null, wasteShare: null, averageTaskDelay: null },
      }),
    ).toEqual([]);
  });
});

import { CHICKEN_PRODUCTS, productOrder } from '../../api/analytics/analytics.constants';
import type { StockOutAnalytic, StockOutTotal } from '../../api/stock-out/stock-out.schema';
import type { HighLowAverage } from '../../lib/summary-rows';

/** The list's summary rows from /stockOut/total: durations over every stock-out, not one page. */
export function totalSummary(total: StockOutTotal): HighLowAverage | null {
  if (
    total.count === 0 ||
    total.highDuration === null ||
    total.lowDuration === null ||
    total.averageDuration === null
  ) {
    return null;
  }
  return { high: total.highDuration, low: total.lowDuration, average: total.averageDuration };
}

export interface ProductRow {
  material: string;
  count: number;
  /** Seconds out of stock. */
  duration: number;
  /** Seconds per stock-out; 0 when there was none. */
  averageDuration: number;
}

/**
 * Stock-outs per product over the whole answer, summed across restaurants (spec 000 §4): one
 * row per product in `materials` (the filter, in its order), products without any included.
 * Without a filter, the built-in products and then any other the answer names (`productOrder`),
 * so a product added to the materials dictionary is listed by its name.
 */
export function productRows(
  analytic: StockOutAnalytic,
  materials?: readonly string[],
): ProductRow[] {
  const answered = analytic.restaurants.flatMap((restaurant) =>
    restaurant.series.map(({ material }) => material),
  );
  const listed = materials?.length ? materials : productOrder([...CHICKEN_PRODUCTS, ...answered]);
  const sums = new Map(listed.map((material) => [material, { count: 0, duration: 0 }]));
  for (const restaurant of analytic.restaurants) {
    for (const { material, points } of restaurant.series) {
      const sum = sums.get(material);
      if (!sum) continue;
      for (const point of points) {
        sum.count += point.count;
        sum.duration += point.duration;
      }
    }
  }
  return [...sums].map(([material, { count, duration }]) => ({
    material,
    count,
    duration,
    averageDuration: count > 0 ? duration / count : 0,
  }));
}

export interface StockOutChartData {
  /** Every bucket's start, epoch ms (spec 000 §4: seconds × 1000). */
  times: number[];
  /** Stock-outs per bucket for each product that has any, in the products' order. */
  series: Array<{ material: string; values: number[] }>;
}

/**
 * The stacked bars: per bucket and product, the stock-outs of every restaurant in the answer
 * summed (spec 000 §4, Global mode), the built-in products first, then any other the answer
 * names (a material added to the dictionary). Every bucket of `timestamps` is a bar, empty or not, so a
 * bar's time range is always one interval.
 */
export function chartData(analytic: StockOutAnalytic): StockOutChartData {
  const index = new Map(analytic.timestamps.map((timestamp, i) => [timestamp, i]));
  const values = new Map<string, number[]>();
  for (const restaurant of analytic.restaurants) {
    for (const { material, points } of restaurant.series) {
      let row = values.get(material);
      if (!row) {
        row = analytic.timestamps.map(() => 0);
        values.set(material, row);
      }
      for (const point of points) {
        const i = index.get(point.timestamp);
        if (i !== undefined) row[i]! += Math.max(0, point.count);
      }
    }
  }
  return {
    times: analytic.timestamps.map((timestamp) => timestamp * 1000),
    series: productOrder(values.keys()).flatMap((material) => {
      const row = values.get(material);
      return row && row.some((value) => value > 0) ? [{ material, values: row }] : [];
    }),
  };
}

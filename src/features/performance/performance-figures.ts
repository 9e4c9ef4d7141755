import {
  DAY_PARTS,
  productOrder,
  type AnalyticPeriod,
  type DayPart,
} from '../../api/analytics/analytics.constants';
import { daypartOf } from '../../api/analytics/local-daypart';
import type { PerformanceRatioType } from '../../api/performance/performance.constants';
import type {
  ChickenPerformance,
  ExtendedChickenPerformance,
} from '../../api/performance/performance.schema';
import { sumSlices } from '../../lib/charts/slices';
import { daypartTarget, targetAt, type GaugeColor } from '../../lib/charts/targets';
import { convertWeight, type WeightUnit } from '../../lib/format';

/** The parts of a ratio as the provider counts them: kg and pieces of PART and of BASE. */
export interface Amounts {
  weight: number;
  count: number;
  baseWeight: number;
  baseCount: number;
}

/** Amounts with their ratio; `percent` is null when there is no base to compare with. */
export interface Figure extends Amounts {
  percent: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * PART / BASE by weight as a percent, two decimals (spec 000 §9); null without a base, shown as
 * 'N/A' and as a gap in a chart rather than as 0 %.
 */
export function ratioPercent(part: number, base: number): number | null {
  return base > 0 && Number.isFinite(part) ? round2((part / base) * 100) : null;
}

/**
 * Several figures as one: the amounts added up and the percent worked out again from the sums,
 * so a restaurant with little cooking weighs little (percents are never added or averaged).
 */
export function addFigures(rows: readonly Amounts[]): Figure {
  const sum = { weight: 0, count: 0, baseWeight: 0, baseCount: 0 };
  for (const row of rows) {
    sum.weight += row.weight;
    sum.count += row.count;
    sum.baseWeight += row.baseWeight;
    sum.baseCount += row.baseCount;
  }
  return { ...sum, percent: ratioPercent(sum.weight, sum.baseWeight) };
}

const AMOUNTS = ['weight', 'count', 'baseWeight', 'baseCount'] as const;

/**
 * Spec 000 §4: each period's figures summed across restaurants per timestamp (epoch seconds in
 * the answer, ms here), on the union of their timestamps.
 */
export function periodFigures(answer: ChickenPerformance): { times: number[]; figures: Figure[] } {
  const { times, series } = sumSlices(
    AMOUNTS.map((key) => ({
      key,
      restaurants: answer.restaurants.map((restaurant) =>
        restaurant.periods.map((period) => ({ timestamp: period.timestamp, value: period[key] })),
      ),
    })),
  );
  const [weight, count, baseWeight, baseCount] = series.map((item) => item.values);
  return {
    times,
    figures: times.map((_, i) => {
      const amounts = {
        weight: weight![i]!,
        count: count![i]!,
        baseWeight: baseWeight![i]!,
        baseCount: baseCount![i]!,
      };
      return { ...amounts, percent: ratioPercent(amounts.weight, amounts.baseWeight) };
    }),
  };
}

/** Every period of every restaurant as one figure: the page's overall performance. */
export function overallFigure(answer: ChickenPerformance): Figure {
  return addFigures(answer.restaurants.flatMap((restaurant) => restaurant.periods));
}

/** Rows with the same key across restaurants added up, in `order`; keys no restaurant has are left out. */
function sumByKey<K extends string>(
  rows: ReadonlyArray<Amounts & { key: K }>,
  order: readonly K[],
): Array<{ key: K; figure: Figure }> {
  return order
    .map((key) => ({ key, rows: rows.filter((row) => row.key === key) }))
    .filter((group) => group.rows.length > 0)
    .map(({ key, rows: group }) => ({ key, figure: addFigures(group) }));
}

/** Per day part, in day order, summed across restaurants. */
export function dayPartFigures(answer: ExtendedChickenPerformance) {
  return sumByKey(
    answer.restaurants.flatMap((r) => r.dayParts.map((row) => ({ ...row, key: row.dayPart }))),
    DAY_PARTS,
  );
}

/**
 * Per product, summed across restaurants: the dashboard's products in its order, then any other
 * the provider names (a material added to the dictionary) as it comes.
 */
export function productFigures(answer: ExtendedChickenPerformance) {
  const rows = answer.restaurants.flatMap((r) =>
    r.products.map((row) => ({ ...row, key: row.material })),
  );
  return sumByKey<string>(rows, productOrder(rows.map((row) => row.key)));
}

/** Per restaurant, as answered, with their percent worked out again. */
export function restaurantFigures(answer: ExtendedChickenPerformance) {
  return answer.restaurants.map((restaurant) => ({
    key: restaurant.restaurantUuid,
    figure: addFigures([restaurant]),
  }));
}

/**
 * Where the ratio should be. Spec 000 §9's day-part targets (breakfast 4.5, lunch 3.5, dinner 8,
 * default 4.5) are waste as a percent of cooked weight (docs/decisions/dashboards-and-analytics.md); cooking to the
 * recommendation is 100 %.
 */
export function ratioTarget(ratio: PerformanceRatioType, dayPart: DayPart | null): number {
  if (ratio === 'COOKED/RECOMMENDATION') return 100;
  return daypartTarget(dayPart ? daypartOf(dayPart) : null);
}

/**
 * The target line under a percent series: per hour its day part's target (restaurant-local);
 * a day or a week holds every day part, so the default target.
 */
export function targetLine(
  ratio: PerformanceRatioType,
  times: readonly number[],
  period: AnalyticPeriod,
  timeZone: string | null | undefined,
): number[] {
  if (ratio === 'WASTE/COOKED' && period === 'HOUR')
    return times.map((time) => targetAt(time, timeZone));
  return times.map(() => ratioTarget(ratio, null));
}

/**
 * The overall figure's colour: how far it is from its target, in the gauge's three colours.
 * Not spec 000 §9's level thresholds (red from 90): those read a load such as a server's CPU,
 * and would paint a kitchen cooking exactly to the recommendation (100 %) red. Cooked against
 * recommended is green within 10 points of 100 and yellow within 20; waste against cooked is
 * green up to its day-part target and yellow up to half as much again (docs/decisions/dashboards-and-analytics.md).
 */
export function performanceColor(
  ratio: PerformanceRatioType,
  value: number | null,
): GaugeColor | null {
  if (value === null) return null;
  if (ratio === 'COOKED/RECOMMENDATION') {
    const off = Math.abs(value - 100);
    return off < 10 ? 'green' : off < 20 ? 'yellow' : 'red';
  }
  const target = ratioTarget(ratio, null);
  return value <= target ? 'green' : value <= target * 1.5 ? 'yellow' : 'red';
}

/**
 * A period's bar split so its parts add up to what happened: the PART within the BASE, the PART
 * beyond it, and the BASE the PART fell short of; at most one of the last two is above zero.
 * Weights in `unit`.
 */
export function weightStacks(figures: readonly Amounts[], unit: WeightUnit) {
  const within: number[] = [];
  const over: number[] = [];
  const short: number[] = [];
  for (const { weight, baseWeight } of figures) {
    within.push(convertWeight(Math.min(weight, baseWeight), unit));
    over.push(convertWeight(Math.max(0, weight - baseWeight), unit));
    short.push(convertWeight(Math.max(0, baseWeight - weight), unit));
  }
  return { within, over, short };
}

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
import { daypartTarget, targetAt, type GaugeColor } from '../../lib/charts/targets';
import { convertWeight, type WeightUnit } from '../../lib/format';

/**
 * The parts of a ratio as the provider counts them: kg and pieces of PART and of BASE. The BASE
 * is null where the answer does not give it (spec 000 §3 line 95 names percent, weight and count
 * only) and cannot be worked out: shown as 'N/A', a gap in a chart.
 */
export interface Amounts {
  weight: number;
  count: number;
  baseWeight: number | null;
  baseCount: number | null;
}

/** Amounts with their ratio; `percent` is null when there is no base to compare with. */
export interface Figure extends Amounts {
  percent: number | null;
}

/** A row of an answer: the spec's three figures, the BASE when the provider adds it. */
interface AnswerFigure {
  percent: number;
  weight: number;
  count: number;
  baseWeight?: number;
  baseCount?: number;
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
 * A row's BASE weight: as given, else from its percent (PART / BASE × 100): a percent of 0 with
 * a PART is no base (0); with no PART either, the base cannot be told.
 */
function baseWeightOf({ percent, weight, baseWeight }: AnswerFigure): number | null {
  if (baseWeight !== undefined) return baseWeight;
  if (percent > 0) return (weight * 100) / percent;
  return weight > 0 ? 0 : null;
}

/**
 * Several figures as one: the amounts added up and the percent worked out again from the sums,
 * so a restaurant with little cooking weighs little (percents are never added or averaged). A
 * base one row lacks leaves the sum's base unknown; one row keeps its own percent.
 */
export function addFigures(rows: readonly AnswerFigure[]): Figure {
  let weight = 0;
  let count = 0;
  let baseWeight: number | null = 0;
  let baseCount: number | null = 0;
  for (const row of rows) {
    weight += row.weight;
    count += row.count;
    const base = baseWeightOf(row);
    baseWeight = base === null || baseWeight === null ? null : baseWeight + base;
    baseCount =
      row.baseCount === undefined || baseCount === null ? null : baseCount + row.baseCount;
  }
  const only = rows.length === 1 ? rows[0]! : undefined;
  const percent =
    baseWeight !== null ? ratioPercent(weight, baseWeight) : only ? only.percent : null;
  return { weight, count, baseWeight, baseCount, percent };
}

/**
 * Spec 000 §4: each period's figures summed across restaurants per timestamp (epoch seconds in
 * the answer, ms here), on the union of their timestamps.
 */
export function periodFigures(answer: ChickenPerformance): { times: number[]; figures: Figure[] } {
  const byTime = new Map<number, AnswerFigure[]>();
  for (const restaurant of answer.restaurants) {
    for (const period of restaurant.periods) {
      if (!Number.isFinite(period.timestamp)) continue;
      const time = period.timestamp * 1000;
      const rows = byTime.get(time);
      if (rows) rows.push(period);
      else byTime.set(time, [period]);
    }
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  return { times, figures: times.map((time) => addFigures(byTime.get(time)!)) };
}

/** Every period of every restaurant as one figure: the page's overall performance. */
export function overallFigure(answer: ChickenPerformance): Figure {
  return addFigures(answer.restaurants.flatMap((restaurant) => restaurant.periods));
}

/** Rows with the same key across restaurants added up, in `order`; keys no restaurant has are left out. */
function sumByKey<K extends string>(
  rows: ReadonlyArray<AnswerFigure & { key: K }>,
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
 * Weights in `unit`; a period whose base is unknown is a gap.
 */
export function weightStacks(figures: readonly Amounts[], unit: WeightUnit) {
  const within: Array<number | null> = [];
  const over: Array<number | null> = [];
  const short: Array<number | null> = [];
  for (const { weight, baseWeight } of figures) {
    // No base to split by: a gap, not a guess.
    if (baseWeight === null) {
      within.push(null);
      over.push(null);
      short.push(null);
      continue;
    }
    within.push(convertWeight(Math.min(weight, baseWeight), unit));
    over.push(convertWeight(Math.max(0, weight - baseWeight), unit));
    short.push(convertWeight(Math.max(0, baseWeight - weight), unit));
  }
  return { within, over, short };
}

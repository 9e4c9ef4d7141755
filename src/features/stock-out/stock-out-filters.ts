import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import type { StockOutFilters } from '../../api/stock-out/stock-out.queries';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import type { PageScope } from '../../api/restaurants/page-scope';
import {
  autoResolution,
  RESOLUTION_OPTIONS,
  type DateRangeSearch,
  type ResolutionCode,
  type TimeIntervalCode,
} from '../../lib/url-state';
import type { StockOutSearch } from './stock-out-search';

/**
 * Every call's filters: the page scope's restaurant (or Global) and range, the URL's products
 * the provider lists (`materials`), and the chart's interval for the range as of `now` (spec
 * 000 §3: every stock-out call takes the same query fields).
 */
export function stockOutFilters(
  search: StockOutSearch & DateRangeSearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  materials: readonly string[],
  now: number = Date.now(),
): StockOutFilters {
  const { start, end } = resolveAnalyticRange(scope.range, now);
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    interval: chartInterval(search.interval, end - start, search.timeInterval),
  };
}

/** Resolutions a stock-out chart may use (spec 000 §9 options, minutes and up). */
const STOCK_OUT_INTERVALS = (Object.keys(RESOLUTION_OPTIONS) as ResolutionCode[]).filter(
  (code) => RESOLUTION_OPTIONS[code] >= 60,
);
/** More bars than this cannot be told apart on a phone, nor clicked. */
const MAX_BARS = 200;
/** The automatic interval aims at about this many bars (the presets' automatic ones give 12–15). */
const TARGET_BARS = 48;

function barsOf(code: ResolutionCode, spanMs: number): number {
  return Math.ceil(spanMs / (RESOLUTION_OPTIONS[code] * 1000));
}

/**
 * The intervals offered for a range `spanMs` long: those giving 2 to `MAX_BARS` bars (one bar
 * says nothing over time), or the shortest when the range is shorter than two of them.
 */
export function intervalOptions(spanMs: number): ResolutionCode[] {
  const options = STOCK_OUT_INTERVALS.filter((code) => {
    const bars = barsOf(code, spanMs);
    return bars >= 2 && bars <= MAX_BARS;
  });
  return options.length > 0 ? options : [STOCK_OUT_INTERVALS[0]!];
}

/**
 * The chart's interval: the URL's when it is one of the options for the range; else a preset's
 * automatic resolution (spec 000 §9); else the shortest option giving at most `TARGET_BARS`.
 */
export function chartInterval(
  requested: ResolutionCode | undefined,
  spanMs: number,
  timeInterval?: TimeIntervalCode,
): ResolutionCode {
  const options = intervalOptions(spanMs);
  if (requested && options.includes(requested)) return requested;
  const preset = timeInterval ? autoResolution(timeInterval) : undefined;
  if (preset && options.includes(preset)) return preset;
  return options.find((code) => barsOf(code, spanMs) <= TARGET_BARS) ?? options.at(-1)!;
}

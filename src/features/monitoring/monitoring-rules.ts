import {
  bytes,
  largeNumber,
  NOT_AVAILABLE,
  percent,
  uptime,
  type FormatLocale,
} from '../../lib/format';
import type { AlertSeverity } from '../../api/alerts/alerts.schema';
import { ALL_HOSTS, type HostSelection } from '../../api/monitoring/monitoring-metrics';
import type { GaugeLevel } from '../../api/monitoring/monitoring-thresholds.constants';
import { numberFormat } from '../../lib/intl';
import {
  autoResolution,
  RESOLUTION_CODES,
  RESOLUTION_OPTIONS,
  type ResolutionCode,
  type TimeIntervalCode,
} from '../../lib/url-state';

/**
 * The monitoring pages' rules (spec 000 §3 "Monitoring series", §4, §7 "Monitoring", §9): host
 * selection, figures and their units, gauges, resolutions, the alert pages and the order of the
 * host cards. No JSX, no calls.
 */

/**
 * The hosts a page asks about, as the catalogue's selection (spec 000 §7: 'select' means all
 * hosts, several are joined with a pipe by `metricQuery`): the chosen ones; none chosen, the
 * restaurant's hosts, or all hosts (`scoped` null) in Global mode.
 */
export function hostSelectionOf(
  chosen: readonly string[],
  scoped: readonly string[] | null,
): HostSelection {
  if (chosen.length > 0) return chosen;
  return scoped ?? ALL_HOSTS;
}

/** The URL's `hosts` (a comma list) as host names, unknown ones dropped once the known are. */
export function hostsOf(raw: string | undefined, known?: readonly string[]): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '' && host !== ALL_HOSTS);
  const unique = [...new Set(hosts)];
  return known ? unique.filter((host) => known.includes(host)) : unique;
}

/** Spec 000 §9: GPU memory values scaled by 1048576 (the exporter counts MiB). */
export const GPU_MEMORY_SCALE = 1_048_576;

export function gpuMemoryBytes(mebibytes: number): number {
  return mebibytes * GPU_MEMORY_SCALE;
}

/** How a figure reads: its unit decides the formatter. */
export type FigureUnit =
  'percent' | 'bytes' | 'bytesPerSecond' | 'seconds' | 'celsius' | 'count' | 'mebibytes';

/**
 * A figure as text (spec 000 §9): percentages to 2 decimals, bytes B…YiB, uptime in weeks, days
 * or hours with one decimal, GPU memory scaled by 1048576, counts with k, M, B, T.
 */
export function formatFigure(
  unit: FigureUnit,
  value: number | null | undefined,
  locale: FormatLocale = 'en',
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  switch (unit) {
    case 'percent':
      return percent(value, { locale });
    case 'bytes':
      return bytes(value, { locale });
    case 'mebibytes':
      return bytes(gpuMemoryBytes(value), { locale });
    case 'bytesPerSecond':
      return `${bytes(value, { locale })}/s`;
    case 'seconds':
      return uptime(value, { locale });
    case 'celsius':
      return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)} °C`;
    case 'count':
      return largeNumber(value, { locale });
  }
}

/**
 * The gauge colours (Mantine colour names, spec 000 §9: green, yellow, red; the levels are
 * `gaugeLevel`'s); the number is always written beside them.
 */
export const GAUGE_COLORS: Record<GaugeLevel, string> = {
  ok: 'green',
  warning: 'yellow',
  critical: 'red',
};

/** Min, max and average of a series over the range (spec 000 §7 "with min, max and avg"). */
export interface Spread {
  min: number;
  max: number;
  avg: number;
  /** The latest value: what the card's headline and gauge show. */
  last: number;
}

/** What the provider works out for a figure over the range (spec 000 §7 `*_over_time`). */
export interface OverTimeValues {
  min?: number | null;
  max?: number | null;
  avg?: number | null;
  /** The value at the range's end, else the range's last point. */
  last?: number | null;
}

const finite = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/**
 * A figure's spread from the provider's min, max, avg and latest value; null without a latest
 * value (no data in the range). The latest value counts in min and max (it may be newer than the
 * window's last point), and stands for all three when the window had no point yet (a PC that
 * started reporting within the last step).
 */
export function spreadFrom(values: OverTimeValues): Spread | null {
  const { last } = values;
  if (!finite(last)) return null;
  return {
    min: finite(values.min) ? Math.min(values.min, last) : last,
    max: finite(values.max) ? Math.max(values.max, last) : last,
    avg: finite(values.avg) ? values.avg : last,
    last,
  };
}

// ---------------------------------------------------------------------------
// Resolutions (spec 000 §9)

/**
 * More points than this are not drawn apart on a 1440 px chart, and Prometheus refuses more
 * than 11,000 per series.
 */
const MAX_POINTS = 1_000;
/** An automatic resolution aims at the presets' own 12–15 points (spec 000 §9: 1m for 15m). */
const TARGET_POINTS = 15;

function pointsOf(code: ResolutionCode, spanMs: number): number {
  return Math.ceil(spanMs / (RESOLUTION_OPTIONS[code] * 1000));
}

/**
 * The resolution options (spec 000 §9) offered for a range `spanMs` long: those giving 2 to
 * `MAX_POINTS` points, or the shortest when the range is shorter than two of them.
 */
export function resolutionOptions(spanMs: number): ResolutionCode[] {
  const options = RESOLUTION_CODES.filter((code) => {
    const points = pointsOf(code, spanMs);
    return points >= 2 && points <= MAX_POINTS;
  });
  return options.length > 0 ? options : [RESOLUTION_CODES[0]!];
}

/**
 * The resolution of the charts: the URL's when it is an option for the range; else the preset's
 * automatic one (15m → 1m, 1h → 5m…); else the shortest option giving at most `TARGET_POINTS`.
 */
export function chooseResolution(
  requested: ResolutionCode | undefined,
  spanMs: number,
  timeInterval?: TimeIntervalCode,
): ResolutionCode {
  const options = resolutionOptions(spanMs);
  if (requested && options.includes(requested)) return requested;
  const preset = timeInterval ? autoResolution(timeInterval) : undefined;
  if (preset && options.includes(preset)) return preset;
  return options.find((code) => pointsOf(code, spanMs) <= TARGET_POINTS) ?? options.at(-1)!;
}

/**
 * Figures over the range (min, max, avg) are worked out by the provider from about this many
 * points (a subquery's step). Its four subqueries of a figure (min, max, avg, latest) then cost
 * Prometheus what the 240-point series the page used to fetch did, and the points never travel.
 */
const STATS_POINTS = 60;

/** The step (a resolution option) of the range queries behind a card's min, max and avg. */
export function statsResolution(spanMs: number): ResolutionCode {
  const options = resolutionOptions(spanMs);
  return options.find((code) => pointsOf(code, spanMs) <= STATS_POINTS) ?? options.at(-1)!;
}

/** The step of a range query in seconds. */
export function stepSeconds(code: ResolutionCode): number {
  return RESOLUTION_OPTIONS[code];
}

/**
 * The seconds a range query asks for: points `step` apart that end at the range's end.
 * Prometheus evaluates from `start`, so today at 2 h stopped up to two hours short of now, and a
 * monitoring source started since the last whole step showed no point at all. A range of whole
 * steps (yesterday at 2 h) is asked as it is.
 */
export function evaluationRange(
  startMs: number,
  endMs: number,
  step: number,
): { start: number; end: number } {
  const start = Math.floor(startMs / 1000);
  const end = Math.floor(endMs / 1000);
  return { start: end - Math.floor(Math.max(0, end - start) / step) * step, end };
}

// ---------------------------------------------------------------------------
// Alerts

export const SEVERITY_COLORS: Record<AlertSeverity, string> = {
  critical: 'red',
  warning: 'yellow',
  info: 'blue',
};

const SEVERITY_RANK: Record<AlertSeverity, number> = { critical: 3, warning: 2, info: 1 };

/** One page of an offset-paged list, as the provider answers it. */
export interface OffsetPage<T> {
  content: readonly T[];
  total: number;
  offset: number;
}

/** The rows shown so far and how many there are in all. */
export interface PagedRows<T> {
  rows: T[];
  total: number;
}

/**
 * Spec 000 §4 "Offset-paged alerts append when the offset is nonzero": a page at offset 0
 * replaces the rows, any other is added after them (a row already shown is not repeated, as
 * when an alert arrived between two pages and pushed one down).
 */
export function pageAlerts<T extends { id: string }>(
  state: PagedRows<T>,
  page: OffsetPage<T>,
): PagedRows<T> {
  if (page.offset === 0) return { rows: [...page.content], total: page.total };
  const shown = new Set(state.rows.map((row) => row.id));
  return {
    rows: [...state.rows, ...page.content.filter((row) => !shown.has(row.id))],
    total: page.total,
  };
}

/** What the host order needs of an active alert. */
export interface HostAlert {
  host: string | null;
  severity: AlertSeverity;
}

/** A host's trouble: its most severe active alert's rank, then how many it has. */
function troubleOf(host: string, alerts: readonly HostAlert[]): [number, number] {
  let rank = 0;
  let count = 0;
  for (const alert of alerts) {
    if (alert.host !== host) continue;
    count += 1;
    rank = Math.max(rank, SEVERITY_RANK[alert.severity]);
  }
  return [rank, count];
}

/**
 * Hosts sorted by trouble (the broken kitchen is the first card): the most severe
 * active alert first (critical, warning, info, none), then the most alerts, then by name.
 */
export function sortByTrouble(hosts: readonly string[], alerts: readonly HostAlert[]): string[] {
  const trouble = new Map(hosts.map((host) => [host, troubleOf(host, alerts)]));
  return [...hosts].sort((a, b) => {
    const [rankA, countA] = trouble.get(a)!;
    const [rankB, countB] = trouble.get(b)!;
    return rankB - rankA || countB - countA || a.localeCompare(b);
  });
}

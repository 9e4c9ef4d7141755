import { DEFAULT_PERIOD, periodFor } from '../../api/analytics/analytics-filters';
import { DAY_PARTS, HOLD_TIME_LABELS, type DayPart } from '../../api/analytics/analytics.constants';
import type { PotatoFilters } from '../../api/potato/potato.queries';
import type { PotatoHoldTime, PotatoHoldTimeByDayPart } from '../../api/potato/potato.schema';
import { potatoPackageOrder } from '../../api/potato/potato.constants';
import type { PageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import type { HoldTimeZoneId } from '../../lib/charts/hold-time-zones';
import { NOT_AVAILABLE, type FormatLocale } from '../../lib/format';
import { zoneKey } from './chicken-format';
import { chutesOrDefault, packageTypesOf, type PotatoSearch } from './potato-search';
import { numberFormat } from '../../lib/intl';

/**
 * Every potato call's filters: the page scope's range and restaurant (Global left out, so the
 * provider sums every visible one), the URL's package types (absent = all), chutes (1 and 2 by
 * default) and period (DAY by default).
 */
export function potatoFilters(
  search: PotatoSearch,
  { restaurant, range }: Pick<PageScope, 'restaurant' | 'range'>,
): PotatoFilters {
  const packageTypes = packageTypesOf(search.packageTypes);
  return {
    range,
    ...(restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: restaurant } : {}),
    ...(packageTypes.length > 0 ? { packageTypes } : {}),
    chutes: chutesOrDefault(search.chutes),
    period: periodFor(search.period ?? DEFAULT_PERIOD, range, Date.now()),
  };
}

/** A provider series as chart input: bucket starts (epoch ms) and one value per bucket. */
export function seriesOf<P extends { analyticPeriod: number }>(
  points: readonly P[] | undefined,
  value: (point: P) => number,
): { times: number[]; values: number[] } {
  const sorted = [...(points ?? [])].sort((a, b) => a.analyticPeriod - b.analyticPeriod);
  return { times: sorted.map((point) => point.analyticPeriod), values: sorted.map(value) };
}

/** One hold-time zone of a package type: the chart id and the percent of its items. */
export interface ZoneShare {
  id: HoldTimeZoneId;
  percent: number;
}

/** One package type's hold-time pie (spec 000 §7: keyed by package type, then item). */
export interface TypeZones {
  packageType: string;
  zones: ZoneShare[];
  /** False when the type packaged nothing (every percent 0). */
  hasItems: boolean;
}

/**
 * The hold-time answer as pies in the dashboard's type order (a type the console does not know
 * after them, shown by its code): every zone in order, a missing,
 * negative or non-finite percent as 0. Types the answer lacks are left out.
 */
export function holdTimePies(data: PotatoHoldTime): TypeZones[] {
  return potatoPackageOrder(Object.keys(data)).flatMap((packageType) => {
    const percents = data[packageType];
    if (!percents) return [];
    const zones = HOLD_TIME_LABELS.map((label) => {
      const value = percents[label];
      return {
        id: zoneKey(label),
        percent: value !== undefined && Number.isFinite(value) && value > 0 ? value : 0,
      };
    });
    return [{ packageType, zones, hasItems: zones.some((zone) => zone.percent > 0) }];
  });
}

/** Spec 000 §9 pie hole 0.8: a ring from radius 40 to 50, drawn as one stroke at radius 45. */
export const RING_OUTER = 50;
export const RING_HOLE = 0.8;
export const RING_WIDTH = RING_OUTER - RING_OUTER * RING_HOLE;
export const RING_RADIUS = RING_OUTER - RING_WIDTH / 2;
export const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

export interface RingArc {
  id: HoldTimeZoneId;
  /** Stroke length and where it starts along the ring, in SVG units. */
  length: number;
  offset: number;
}

/**
 * The arcs of a ring for zone shares: each zone's part of the sum (the provider's percents add
 * to 100 only within rounding), empty zones left out, one after the other from the top.
 */
export function ringArcs(zones: readonly ZoneShare[]): RingArc[] {
  const total = zones.reduce((sum, zone) => sum + zone.percent, 0);
  if (!(total > 0)) return [];
  const arcs: RingArc[] = [];
  let offset = 0;
  for (const zone of zones) {
    if (!(zone.percent > 0)) continue;
    const length = (zone.percent / total) * RING_CIRCUMFERENCE;
    arcs.push({ id: zone.id, length, offset });
    offset += length;
  }
  return arcs;
}

/** One day part's cell of a package type: null when the type packaged nothing then. */
export interface DayPartCell {
  count: number;
  averageHoldTime: number;
}

export interface DayPartRow {
  packageType: string;
  cells: Record<DayPart, DayPartCell | null>;
}

/**
 * The by-day-part answer as a table: one row per package type in the dashboard's order, one
 * cell per day part (null where it packaged nothing: hashbrowns sell at breakfast only), and a
 * totals row from the day parts' own figures.
 */
export function dayPartTable(data: PotatoHoldTimeByDayPart): {
  rows: DayPartRow[];
  totals: Record<DayPart, DayPartCell | null>;
} {
  const parts = new Map(data.dayParts.map((part) => [part.dayPart, part]));
  const types = new Set(
    data.dayParts.flatMap((part) => part.packageTypes.map((row) => row.packageType)),
  );
  const cell = (value: DayPartCell | undefined): DayPartCell | null =>
    value && value.count > 0
      ? { count: value.count, averageHoldTime: value.averageHoldTime }
      : null;
  const byDayPart = (
    pick: (part: PotatoHoldTimeByDayPart['dayParts'][number]) => DayPartCell | undefined,
  ) =>
    Object.fromEntries(
      DAY_PARTS.map((dayPart) => {
        const part = parts.get(dayPart);
        return [dayPart, cell(part ? pick(part) : undefined)];
      }),
    ) as Record<DayPart, DayPartCell | null>;
  return {
    rows: potatoPackageOrder(types).map((packageType) => ({
      packageType,
      cells: byDayPart((part) => part.packageTypes.find((row) => row.packageType === packageType)),
    })),
    totals: byDayPart((part) => part),
  };
}

/** Spec 000 §9: minutes to two decimals ('12.30'); 'N/A' for a value that is not a number. */
export function formatMinutes(value: number, locale: FormatLocale = 'en'): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const format = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rounded = Math.round(value * 100) / 100;
  return format.format(rounded === 0 ? 0 : rounded);
}

/** A Mantine colour name ('red.6') as the CSS variable an SVG stroke can use. */
export function cssColor(mantineColor: string): string {
  return `var(--mantine-color-${mantineColor.replace('.', '-')})`;
}

import * as v from 'valibot';
import { queryInteger } from '../../lib/endpoint';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { RESOLUTION_CODES } from '../../lib/url-state';

/*
 * Alerts (spec 000 §3 "Alert counts", §4 "Offset-paged alerts append", §7 "Alerts"): the
 * provider's Prometheus alerting rules (a kitchen PC's CPU, memory, disk, GPU temperature, a PC
 * down) and the kitchen's own (a fryer offline, a stock-out longer than its limit). The fields
 * are "not shown": ours are in docs/decisions/monitoring.md "Alerts".
 */

export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
/** Spec 000 §3: the severity filter; 'all' is the default and is never sent. */
const ALERT_SEVERITY_FILTERS = ['all', ...ALERT_SEVERITIES] as const;
export type AlertSeverityFilter = (typeof ALERT_SEVERITY_FILTERS)[number];

/** The sources the console has words for; the provider's are its own (another shows its code). */
const ALERT_SOURCES = ['prometheus', 'kitchen'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

/** An alert's source in words: a known one translated, another its code, none '—'. */
export function alertSourceLabel(t: Translate, source: string | undefined): string {
  if (source === undefined) return '—';
  return valueLabel(t, ALERT_SOURCES, source, (known) => `alerts.source.${known}`);
}

/** Spec 000 §9 page sizes are 10, 20, 50; the provider takes any limit up to this. */
const ALERTS_MAX_LIMIT = 100;
/** An analytic answers at most this many buckets (a year by the hour is 8,760). */
export const ALERTS_MAX_BUCKETS = 10_000;

/**
 * Which alerts: `severity` (all by default), `restaurantUuid` (every restaurant the user may see
 * when absent) and the range `[startTime, endTime)` in epoch ms by each alert's start (the 24 h
 * before now without them). List, count and analytic take the same filters, so they agree.
 */
const filterEntries = {
  severity: v.optional(
    v.picklist(ALERT_SEVERITY_FILTERS, 'must be all, critical, warning or info'),
    'all',
  ),
  restaurantUuid: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  startTime: v.optional(queryInteger(0)),
  endTime: v.optional(queryInteger(0)),
};

/** The range, when both ends are given, is in order. */
function rangeInOrder<T extends { startTime?: number; endTime?: number }>() {
  return v.check<T, string>(
    ({ startTime, endTime }) =>
      startTime === undefined || endTime === undefined || endTime > startTime,
    'endTime must be after startTime',
  );
}

/** GET /alerts/count: the filters but severity (the counts are per severity). */
export const alertCountQuerySchema = v.pipe(
  v.object({
    restaurantUuid: filterEntries.restaurantUuid,
    startTime: filterEntries.startTime,
    endTime: filterEntries.endTime,
  }),
  rangeInOrder(),
);
export type AlertCountQuery = v.InferInput<typeof alertCountQuerySchema>;

/** GET /alerts/list: offset paging (spec 000 §3), newest first. */
export const alertListQuerySchema = v.pipe(
  v.object({
    ...filterEntries,
    limit: v.optional(queryInteger(1, ALERTS_MAX_LIMIT), 20),
    offset: v.optional(queryInteger(0), 0),
  }),
  rangeInOrder(),
);
export type AlertListQuery = v.InferInput<typeof alertListQuerySchema>;

/** GET /alerts/analytic: `interval` is a resolution code (spec 000 §9), default 1h. */
export const alertAnalyticQuerySchema = v.pipe(
  v.object({
    ...filterEntries,
    interval: v.optional(v.picklist(RESOLUTION_CODES, 'must be a resolution code'), '1h'),
  }),
  rangeInOrder(),
);
export type AlertAnalyticQuery = v.InferInput<typeof alertAnalyticQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One alert. Times are epoch ms. Spec 000 §7 shows no field of it, so only what the list cannot
 * do without is required: its id (DELETE /alerts/{id}) and its severity (spec 000 §3 fixes the
 * three, which the counts and the chart split by). The rest is ours and optional: the row shows
 * '—' (or its id for a name) without it, and a source the console does not know as its code.
 */
export const alertSchema = v.object({
  id: v.string(),
  severity: v.picklist(ALERT_SEVERITIES),
  /** The rule's name: `GpuTemperatureHigh`, `FryerOffline`… */
  name: v.optional(v.string()),
  /** One sentence for a person: 'GPU 0 of kc-1001-vision-01 is at 93 °C'. */
  summary: v.optional(v.string()),
  source: v.optional(openValue),
  /** The kitchen PC it is about; null for a kitchen alert. */
  host: v.optional(v.nullable(v.string())),
  /** Null for a PC not assigned to a restaurant. */
  restaurantUuid: v.optional(v.nullable(v.string())),
  /** An integer in our sandbox; another provider's is shown as given. */
  restaurantNumber: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  restaurantName: v.optional(v.nullable(v.string())),
  startsAt: v.optional(v.number()),
  /** Null while it is still active. */
  endsAt: v.optional(v.nullable(v.number())),
  active: v.optional(v.boolean()),
  /** Who acknowledged it (their name) and when; null until someone does. */
  acknowledgedBy: v.optional(v.nullable(v.string())),
  acknowledgedAt: v.optional(v.nullable(v.number())),
});
export type Alert = v.InferOutput<typeof alertSchema>;

/**
 * Offset paging (docs/decisions/provider-api.md "Answer envelope"): `content` and `total` as
 * every paged answer (spec 000 §3 "Paged data"); without `offset` the one asked for is meant.
 */
export const alertPageSchema = v.object({
  content: tolerantArray(alertSchema),
  total: count,
  limit: v.optional(count),
  offset: v.optional(count),
});
export type AlertPage = v.InferOutput<typeof alertPageSchema>;

/** Spec 000 §3 "Alert counts: critical, warning, info". */
export const alertCountSchema = v.object({ critical: count, warning: count, info: count });
export type AlertCount = v.InferOutput<typeof alertCountSchema>;

/**
 * GET /alerts/analytic: alerts started in each `interval` bucket of the range, per severity,
 * every bucket present (zeros too); `timestamp` is the bucket's start in epoch seconds (spec 000
 * §4: chart slices are seconds × 1000).
 */
export const alertAnalyticSchema = tolerantArray(
  v.object({ timestamp: v.number(), critical: count, warning: count, info: count }),
);
export type AlertAnalytic = v.InferOutput<typeof alertAnalyticSchema>;

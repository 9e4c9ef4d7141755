import * as v from 'valibot';
import { queryInteger } from '../../lib/endpoint';
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

const ALERT_SOURCES = ['prometheus', 'kitchen'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

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

/** One alert. Times are epoch ms. */
export const alertSchema = v.object({
  id: v.string(),
  severity: v.picklist(ALERT_SEVERITIES),
  /** The rule's name: `GpuTemperatureHigh`, `FryerOffline`… */
  name: v.string(),
  /** One sentence for a person: 'GPU 0 of kc-1001-vision-01 is at 93 °C'. */
  summary: v.string(),
  source: v.picklist(ALERT_SOURCES),
  /** The kitchen PC it is about; null for a kitchen alert. */
  host: v.nullable(v.string()),
  /** Null for a PC not assigned to a restaurant. */
  restaurantUuid: v.nullable(v.string()),
  restaurantNumber: v.nullable(v.number()),
  restaurantName: v.nullable(v.string()),
  startsAt: v.number(),
  /** Null while it is still active. */
  endsAt: v.nullable(v.number()),
  active: v.boolean(),
  /** Who acknowledged it (their name) and when; null until someone does. */
  acknowledgedBy: v.nullable(v.string()),
  acknowledgedAt: v.nullable(v.number()),
});
export type Alert = v.InferOutput<typeof alertSchema>;

/** Offset paging (docs/decisions/provider-api.md "Answer envelope"). */
export const alertPageSchema = v.object({
  content: v.array(alertSchema),
  total: count,
  limit: count,
  offset: count,
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
export const alertAnalyticSchema = v.array(
  v.object({ timestamp: v.number(), critical: count, warning: count, info: count }),
);
export type AlertAnalytic = v.InferOutput<typeof alertAnalyticSchema>;

import * as v from 'valibot';
import { tolerantArray } from '../../lib/tolerant-read';

/*
 * Server monitoring (spec 000 §3 "Monitoring series", §7 "Monitoring"): the provider passes
 * PromQL through to its Prometheus and answers Prometheus's `data` as the envelope's `results`
 * (docs/decisions/monitoring.md "Monitoring data"). Times are Prometheus's: epoch seconds, decimals
 * allowed; a chart multiplies them by 1000 (spec 000 §4).
 */

/** Longest expression the provider takes; the catalogue's longest is well under 400. */
const MONITORING_QUERY_MAX_LENGTH = 4000;
/** Prometheus refuses a range query of more points than this; the provider says so first. */
const MONITORING_MAX_POINTS = 11_000;

/** Epoch seconds on the wire as a string (`1732423200.5`), a number once parsed. */
const epochSeconds = (what: string) =>
  v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, `${what} must be epoch seconds`)),
    ]),
    v.transform(Number),
    v.number(),
    v.minValue(0, `${what} must be epoch seconds`),
  );

const expression = v.pipe(
  v.string('query is required'),
  v.trim(),
  v.nonEmpty('query is required'),
  v.maxLength(
    MONITORING_QUERY_MAX_LENGTH,
    `query must be at most ${MONITORING_QUERY_MAX_LENGTH} characters`,
  ),
);

/** GET /monitoring/label/host/values: the hosts the user may see; `restaurantUuid` narrows them. */
export const hostValuesQuerySchema = v.object({
  restaurantUuid: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});
export type HostValuesQuery = v.InferInput<typeof hostValuesQuerySchema>;

/** The host names (PC identifiers, `kc-1001-vision-01`), sorted; one that is not text is left out. */
export const hostValuesSchema = tolerantArray(v.string());

/** GET /monitoring/query: an instant query, at `time` (now when absent). */
export const instantQuerySchema = v.object({
  query: expression,
  time: v.optional(epochSeconds('time')),
});
export type InstantQuery = v.InferInput<typeof instantQuerySchema>;

/** GET /monitoring/query_range: `step` in seconds; at most MONITORING_MAX_POINTS points. */
export const rangeQuerySchema = v.pipe(
  v.object({
    query: expression,
    start: epochSeconds('start'),
    end: epochSeconds('end'),
    step: v.pipe(epochSeconds('step'), v.minValue(1, 'step must be at least 1 second')),
  }),
  v.check(({ start, end }) => end >= start, 'end must not be before start'),
  v.check(
    ({ start, end, step }) => (end - start) / step < MONITORING_MAX_POINTS,
    `The range has too many points for its step (at most ${MONITORING_MAX_POINTS}): choose a coarser resolution`,
  ),
);
export type RangeQuery = v.InferInput<typeof rangeQuerySchema>;

/**
 * A sample value: Prometheus sends it as a string ("0.25", "NaN", "+Inf"); it becomes a number
 * here, and null when it is not finite (a gap in a chart, 'N/A' on a card).
 */
const sampleValueSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value): number | null => {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : null;
  }),
);

/** `[epoch seconds, value]`. */
const sampleSchema = v.tuple([v.number(), sampleValueSchema]);
export type Sample = v.InferOutput<typeof sampleSchema>;

/** A series' labels: `host` (always, after the provider's scope filter), `device`, `mountpoint`… */
const seriesMetricSchema = v.record(v.string(), v.string());
export type SeriesMetric = v.InferOutput<typeof seriesMetricSchema>;

/**
 * Prometheus's `data`, or an answer that wraps it once more as `{ data }` (spec 000 §7
 * "Monitoring": "Answers have data.result"). `resultType` is Prometheus's, not the spec's:
 * optional. A series that cannot be read is left out (lib/tolerant-read.ts).
 */
function prometheusData<S extends v.ObjectEntries>(entries: S) {
  const data = v.object({ resultType: v.optional(v.string()), ...entries });
  return v.union([
    data,
    v.pipe(
      v.object({ data }),
      v.transform(({ data: inner }) => inner),
    ),
  ]);
}

/** Results of GET /monitoring/query: an instant vector. */
export const vectorResultSchema = prometheusData({
  result: tolerantArray(v.object({ metric: seriesMetricSchema, value: sampleSchema })),
});
export type VectorResult = v.InferOutput<typeof vectorResultSchema>;
export type VectorSeries = VectorResult['result'][number];

/** Results of GET /monitoring/query_range: a range matrix. */
export const matrixResultSchema = prometheusData({
  result: tolerantArray(v.object({ metric: seriesMetricSchema, values: v.array(sampleSchema) })),
});
export type MatrixResult = v.InferOutput<typeof matrixResultSchema>;
export type MatrixSeries = MatrixResult['result'][number];

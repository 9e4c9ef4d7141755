import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

/**
 * What a report holds (our names; spec 000 §3 gives only uuid, requestTime, attachments):
 * the kitchen's daily operations, a fryer log, a holding-cabinet log, or a video archive. The
 * provider's kinds are its own: another shows its code.
 */
const REPORT_KINDS = ['DAILY_OPERATIONS', 'FRYER_LOG', 'HOLDING_LOG', 'VIDEO_ARCHIVE'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report's kind in words: a known one translated, another its code, none a plain 'Report'. */
export function reportKindLabel(t: Translate, kind: string | undefined): string {
  if (kind === undefined) return t('reports.kind.none');
  return valueLabel(t, REPORT_KINDS, kind, (known) => `reports.kind.${known}`);
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One file of a report: its name (what the row shows of it) and size in bytes (uncompressed;
 * ours, optional: spec 000 §3 names only "attachments").
 */
const reportAttachmentSchema = v.object({
  fileName: v.pipe(v.string(), v.nonEmpty()),
  size: v.optional(count),
});
export type ReportAttachment = v.InferOutput<typeof reportAttachmentSchema>;

/**
 * Spec 000 §3 "Report: uuid, requestTime, attachments", required; its restaurant and kind are
 * ours and optional (a report without them lists under the restaurant asked for, as 'Report').
 */
const reportSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.optional(v.string()),
  kind: v.optional(openValue),
  /** Epoch ms. */
  requestTime: v.number(),
  attachments: tolerantArray(reportAttachmentSchema),
});
export type Report = v.InferOutput<typeof reportSchema>;

export const reportPageSchema = pageSchema(reportSchema);
export type ReportPage = v.InferOutput<typeof reportPageSchema>;

/**
 * GET /report filters (spec 000 §3 "Common list filters"): the restaurant (absent = every
 * restaurant the user may see), `[startDate, endDate]` on `requestTime` (epoch ms, inclusive),
 * offset paging, newest first by default (spec 001 §9: reports sort by requestTime).
 */
export const reportListQuerySchema = v.object({
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  startDate: v.optional(queryInteger(0)),
  endDate: v.optional(queryInteger(0)),
  limit: v.optional(queryInteger(1, 100), 20),
  offset: v.optional(queryInteger(0), 0),
  sortBy: v.optional(v.picklist(['requestTime']), 'requestTime'),
  orderDirection: v.optional(v.picklist(['ASC', 'DESC']), 'DESC'),
});
export type ReportListQuery = v.InferInput<typeof reportListQuerySchema>;

/**
 * GET /analytic/report filters: the analytics scope (as every `/analytic/:name` call) with the
 * range required: an export says what it covers.
 */
export const analyticReportQuerySchema = v.object({
  startEventTime: queryInteger(0),
  endEventTime: queryInteger(0),
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type AnalyticReportQuery = v.InferInput<typeof analyticReportQuerySchema>;

import { downloadFile, type DownloadOptions, type DownloadOutcome } from '../download';
import type { ApiResult } from '../request';
import { downloadAnalyticReport, downloadReportFile } from './reports.endpoints';
import type { AnalyticReportQuery } from './reports.schema';

/**
 * GET /report/:id/download: the report's zip, read with progress, named by the
 * Content-Disposition header; or `accepted` on 202 (spec 000 §4, `downloadFile`).
 */
export function downloadReport(
  id: string,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  return downloadFile(downloadReportFile, { params: { id } }, `report-${id}.zip`, options);
}

/** GET /analytic/report: the analytics of a range as a zip, as `downloadReport`. */
export function downloadAnalytics(
  query: AnalyticReportQuery,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  return downloadFile(downloadAnalyticReport, { query }, 'analytics.zip', options);
}

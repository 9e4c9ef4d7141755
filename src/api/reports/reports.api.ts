import { readWithProgress } from '../../lib/download-progress';
import type { AnyEndpoint, EndpointInput } from '../../lib/endpoint';
import { fileNameFromContentDisposition } from '../../lib/save-download';
import {
  isAbortError,
  NETWORK_ERROR_CODE,
  requestFile,
  UNEXPECTED_ANSWER_CODE,
  type ApiResult,
} from '../request';
import { downloadAnalyticReport, downloadReportFile } from './reports.endpoints';
import type { AnalyticReportQuery } from './reports.schema';

/** What a report download ends with (spec 000 §4). */
export type DownloadOutcome =
  /** 202: the export is accepted and processed elsewhere; there is no file. */
  { kind: 'accepted' } | { kind: 'file'; blob: Blob; fileName: string };

export interface DownloadOptions {
  signal?: AbortSignal;
  /** See `readWithProgress`: at most every 500 ms, null when the length is unknown, then 100. */
  onProgress?(percent: number | null): void;
}

function failure(code: number, message: string) {
  return { success: false as const, code, message };
}

async function download<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
  { signal, onProgress }: DownloadOptions,
): Promise<ApiResult<DownloadOutcome>> {
  const opened = await requestFile(endpoint, input, { signal });
  if (!opened.success) return opened;
  const response = opened.data;
  // Neither answer is a file; their bodies are dropped unread (not awaited: a cancel may
  // settle only when the connection closes).
  if (response.status === 202) {
    void response.body?.cancel().catch(() => undefined);
    return { success: true, data: { kind: 'accepted' } };
  }
  if (response.headers.get('content-type')?.includes('json')) {
    void response.body?.cancel().catch(() => undefined);
    return failure(UNEXPECTED_ANSWER_CODE, 'Unexpected answer from the server');
  }
  let blob: Blob;
  try {
    blob = await readWithProgress(response, { signal, onProgress });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return failure(NETWORK_ERROR_CODE, 'Network error');
  }
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { success: true, data: { kind: 'file', blob, fileName } };
}

/**
 * GET /report/:id/download: the report's zip, read with progress, named by the
 * Content-Disposition header; or `accepted` on 202 (spec 000 §4). An abort rejects with the
 * AbortError, which callers ignore.
 */
export function downloadReport(
  id: string,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  return download(downloadReportFile, { params: { id } }, `report-${id}.zip`, options);
}

/** GET /analytic/report: the analytics of a range as a zip, as `downloadReport`. */
export function downloadAnalytics(
  query: AnalyticReportQuery,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  return download(downloadAnalyticReport, { query }, 'analytics.zip', options);
}

import { getConfig } from '../../lib/config';
import { readWithProgress } from '../../lib/download-progress';
import { buildPath, buildQuery, type AnyEndpoint, type EndpointInput } from '../../lib/endpoint';
import { fileNameFromContentDisposition } from '../../lib/save-download';
import { ensureFreshToken, refreshSession } from '../auth/token-refresh';
import { readSession } from '../auth/session-store';
import {
  isAbortError,
  NETWORK_ERROR_CODE,
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

async function failureOf(response: Response) {
  let message: string | null = null;
  try {
    const body = (await response.json()) as { message?: unknown } | null;
    if (typeof body?.message === 'string' && body.message.trim()) message = body.message;
  } catch {
    // Not JSON: the status text says it.
  }
  return failure(response.status, message ?? (response.statusText || `HTTP ${response.status}`));
}

/**
 * Opens a `binary: true` endpoint as `request()` calls JSON ones (session token, waiting for a
 * refresh in flight, one retry after a 401 the refresh mends, failures as `ApiFailure`), but
 * answers the Response itself so its body can be read with progress and its headers read.
 */
async function openFile<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  signal: AbortSignal | undefined,
  retried = false,
): Promise<ApiResult<Response>> {
  const { params, query } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
  };
  const url =
    getConfig().apiBaseUrl.replace(/\/$/, '') +
    buildPath(endpoint.path, params) +
    buildQuery(query);
  await ensureFreshToken();
  const token = readSession()?.accessToken ?? null;
  const headers: Record<string, string> = { Accept: 'application/zip, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, signal });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    const text = error instanceof TypeError ? null : (error as Error | null)?.message;
    return failure(NETWORK_ERROR_CODE, text || 'Network error');
  }
  if (response.status === 401 && token && !retried) {
    if ((await refreshSession(token)) === 'refreshed') {
      return openFile(endpoint, input, signal, true);
    }
  }
  if (!response.ok) return failureOf(response);
  return { success: true, data: response };
}

async function download<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
  { signal, onProgress }: DownloadOptions,
): Promise<ApiResult<DownloadOutcome>> {
  const opened = await openFile(endpoint, input, signal);
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

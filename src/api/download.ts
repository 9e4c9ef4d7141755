import { getConfig } from '../lib/config';
import { readWithProgress } from '../lib/download-progress';
import type { AnyEndpoint, EndpointInput } from '../lib/endpoint';
import { fileNameFromContentDisposition } from '../lib/save-download';
import {
  isAbortError,
  NETWORK_ERROR_CODE,
  requestFile,
  UNEXPECTED_ANSWER_CODE,
  type ApiResult,
} from './request';

/**
 * The console's one export rule (spec 000 §4 "Report download", 001 §4 "Export"), for every
 * file the provider answers: reports, the analytics zip, stock-out spreadsheets and the lists
 * to come.
 */
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

/**
 * Calls a file endpoint and reads its body with progress: `accepted` on 202, otherwise the file
 * named by the Content-Disposition header, else `fallbackName`. A JSON answer is not a file. An
 * abort rejects with the AbortError, which callers ignore.
 */
export async function downloadFile<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
  { signal, onProgress }: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  const opened = await requestFile(endpoint, input, { signal });
  if (!opened.success) return opened;
  return readDownload(opened.data, fallbackName, { signal, onProgress });
}

/** An answer with a file: `accepted` on 202, the file otherwise; JSON is not a file. */
async function readDownload(
  response: Response,
  fallbackName: string,
  { signal, onProgress }: DownloadOptions,
): Promise<ApiResult<DownloadOutcome>> {
  // A 202 is not a file; its body is dropped unread (not awaited: a cancel may settle only
  // when the connection closes).
  if (response.status === 202) {
    void response.body?.cancel().catch(() => undefined);
    return { success: true, data: { kind: 'accepted' } };
  }
  if (response.headers.get('content-type')?.includes('json')) {
    // 000 §4: a 202 may also come in the envelope's code ("sometimes a code"), over HTTP 200.
    const envelope = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (envelope?.code === 202 || envelope?.code === '202')
      return { success: true, data: { kind: 'accepted' } };
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

/** Spec 000 §8: a failure's message is the body's `message`, else the status text. */
export async function failureMessage(response: Response): Promise<string> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  try {
    const body: unknown = JSON.parse(await response.text());
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : fallback;
  } catch {
    return fallback;
  }
}

/** A URL with its own scheme (`https:`, `blob:`) or host (`//cdn…`): used as the provider wrote it. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A URL the provider gives (a recording's playlist, preview or file) as the address to load: an
 * absolute one as it is, a relative one under the API base (config.json `apiBaseUrl`), as its
 * calls' paths are.
 */
export function providerUrl(url: string): string {
  if (ABSOLUTE.test(url)) return url;
  return getConfig().apiBaseUrl.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`);
}

/**
 * Whether a provider URL is on the provider's API, so it may carry the session's token: a file
 * on another host (a storage's signed link) is fetched without it, never handed the token.
 */
export function isOnProviderApi(url: string): boolean {
  const here = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const api = new URL(getConfig().apiBaseUrl.replace(/\/?$/, '/'), here);
  const target = new URL(providerUrl(url), here);
  return target.origin === api.origin && target.pathname.startsWith(api.pathname);
}

/**
 * Spec 001 §7 "a blob download from a given URL with progress": the file at a URL the provider
 * gave (`providerUrl`), read as `downloadFile` reads a call's, with `authorization` when it is
 * the provider's API (`isOnProviderApi`). A failure is an `ApiFailure` with the HTTP status, or
 * 600 without an answer.
 */
export async function downloadFrom(
  url: string,
  fallbackName: string,
  { authorization, ...options }: DownloadOptions & { authorization?: string | null } = {},
): Promise<ApiResult<DownloadOutcome>> {
  const headers: Record<string, string> = { Accept: '*/*' };
  if (authorization && isOnProviderApi(url)) headers.Authorization = authorization;
  let response: Response;
  try {
    response = await fetch(providerUrl(url), { headers, signal: options.signal });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    return failure(NETWORK_ERROR_CODE, 'Network error');
  }
  if (!response.ok) return failure(response.status, await failureMessage(response));
  return readDownload(response, fallbackName, options);
}

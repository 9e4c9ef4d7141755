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
  const response = opened.data;
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

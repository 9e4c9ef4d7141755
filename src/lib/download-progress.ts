/** Spec 000 §4 / 001 §9: download progress is reported at most every 500 ms. */
export const PROGRESS_INTERVAL_MS = 500;

export interface DownloadProgressOptions {
  /**
   * A whole percent below 100 while bytes arrive, at most once per `PROGRESS_INTERVAL_MS`
   * (the first chunk reports at once); `null` when the length is unknown (indeterminate);
   * then 100 once the body is complete.
   */
  onProgress?(percent: number | null): void;
  /** Cancels the read: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('The download was cancelled', 'AbortError');
}

/** The Content-Length a body will have, or null when absent, invalid or zero. */
export function contentLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const length = Number(raw);
  return length > 0 && Number.isSafeInteger(length) ? length : null;
}

/**
 * Reads a response body to a Blob, counting bytes against its Content-Length. The last
 * percent before 100 is at most 99, so 100 always means "complete".
 */
export async function readWithProgress(
  response: Response,
  { onProgress, signal }: DownloadProgressOptions = {},
): Promise<Blob> {
  if (signal?.aborted) throw abortError(signal);
  const type = response.headers.get('content-type') ?? '';
  const body = response.body;
  if (!body) {
    onProgress?.(100);
    return new Blob([], { type });
  }
  const total = contentLength(response.headers);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  let lastReport = -Infinity;
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError(signal);
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      const now = Date.now();
      if (now - lastReport >= PROGRESS_INTERVAL_MS) {
        lastReport = now;
        onProgress?.(total === null ? null : Math.min(99, Math.floor((loaded / total) * 100)));
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  onProgress?.(100);
  return new Blob(chunks as BlobPart[], { type });
}

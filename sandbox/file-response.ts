/**
 * File answers (`serveBinary()` handlers) as a provider streams them: chunked at a kitchen
 * network's pace, with the Content-Length the console's progress counts against and, for a
 * download, the name in Content-Disposition.
 */

/** How a download is streamed: KiB a second (0 = as fast as possible) in chunks of bytes. */
export interface DownloadPace {
  kibps: number;
  chunkBytes: number;
}

/** A pace in KiB/s from the environment variable `name`, or `fallback` when it is unset. */
export function paceFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const kibps = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  return Number.isFinite(kibps) && kibps > 0 ? kibps : 0;
}

/**
 * A download's pace, so the console's progress is seen as on a kitchen's network
 * (`SANDBOX_DOWNLOAD_KIBPS`, 0 = as fast as possible; 512 KiB/s by default), 64 KiB a chunk.
 */
function downloadPace(): DownloadPace {
  return { kibps: paceFromEnv('SANDBOX_DOWNLOAD_KIBPS', 512), chunkBytes: 64 * 1024 };
}

/** `bytes` streamed in paced chunks; a client that goes away stops the stream. */
export function fileResponse(
  bytes: Uint8Array,
  {
    contentType,
    disposition,
    pace = downloadPace(),
  }: { contentType: string; disposition?: string; pace?: DownloadPace },
): Response {
  const { kibps, chunkBytes } = pace;
  const pauseMs = kibps > 0 ? (chunkBytes / 1024 / kibps) * 1000 : 0;
  let offset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset > 0 && pauseMs > 0) {
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, pauseMs);
        });
      }
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
      if (offset >= bytes.length) controller.close();
    },
    cancel() {
      clearTimeout(timer);
      offset = bytes.length;
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
      // A provider on another origin must expose them for the console to read the name.
      'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length',
    },
  });
}

/**
 * Spec 000 §4: accepted and processed elsewhere; the envelope with code 202 and no file, and the
 * provider's word on it when given (`message`).
 */
export function acceptedResponse(message?: string): Response {
  const envelope = { success: true, code: 202, ...(message ? { message } : {}), results: null };
  return new Response(JSON.stringify(envelope), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  });
}

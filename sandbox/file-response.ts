/**
 * File answers (`serveBinary()` handlers) as a provider streams them: chunked at a kitchen
 * network's pace, with the Content-Length the console's progress counts against and, for a
 * download, the name in Content-Disposition.
 */

/** Bytes per chunk of a streamed download. */
const CHUNK_BYTES = 64 * 1024;
/**
 * A download's pace in KiB/s, so the console's progress is seen as on a kitchen's network
 * (`SANDBOX_DOWNLOAD_KIBPS`, 0 = as fast as possible); 512 KiB/s by default.
 */
const DEFAULT_KIBPS = 512;

function downloadPace(): number {
  const raw = process.env.SANDBOX_DOWNLOAD_KIBPS;
  const kibps = raw === undefined || raw.trim() === '' ? DEFAULT_KIBPS : Number(raw);
  return Number.isFinite(kibps) && kibps > 0 ? kibps : 0;
}

/** `bytes` streamed in paced chunks; a client that goes away stops the stream. */
export function fileResponse(
  bytes: Uint8Array,
  { contentType, disposition }: { contentType: string; disposition?: string },
): Response {
  const kibps = downloadPace();
  const pauseMs = kibps > 0 ? (CHUNK_BYTES / 1024 / kibps) * 1000 : 0;
  let offset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset > 0 && pauseMs > 0) {
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, pauseMs);
        });
      }
      controller.enqueue(bytes.slice(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
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

/** Spec 000 §4: accepted and processed elsewhere; the envelope with code 202 and no file. */
export function acceptedResponse(): Response {
  return new Response(JSON.stringify({ success: true, code: 202, results: null }), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  });
}

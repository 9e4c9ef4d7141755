import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contentLength,
  PROGRESS_INTERVAL_MS,
  readWithProgress,
} from '../../src/lib/download-progress';

const T0 = Date.parse('2026-11-22T15:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

interface Step {
  /** Ms after T0 at which this chunk arrives. */
  at: number;
  bytes: number;
}

/**
 * A body whose chunks arrive at set times on the fake clock: each read moves the clock to its
 * chunk's time, as a slow network would.
 */
function timedBody(steps: readonly Step[], onCancel?: () => void) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const step = steps[index++];
      if (!step) {
        controller.close();
        return;
      }
      vi.setSystemTime(T0 + step.at);
      controller.enqueue(new Uint8Array(step.bytes).fill(index));
    },
    cancel() {
      onCancel?.();
    },
  });
}

function response(steps: readonly Step[], length?: number, onCancel?: () => void) {
  const headers = new Headers({ 'Content-Type': 'application/zip' });
  if (length !== undefined) headers.set('Content-Length', String(length));
  return new Response(timedBody(steps, onCancel), { headers });
}

/** Each call with the fake clock's time, relative to T0. */
function recorder() {
  const calls: Array<{ at: number; percent: number | null }> = [];
  return {
    calls,
    onProgress: (percent: number | null) => calls.push({ at: Date.now() - T0, percent }),
  };
}

/** A 1000-byte body in 100-byte chunks, one every 100 ms. */
const TEN_STEPS: Step[] = Array.from({ length: 10 }, (_, i) => ({ at: i * 100, bytes: 100 }));

describe('readWithProgress (spec 000 §4: progress at most every 500 ms)', () => {
  it('reports at most every 500 ms while bytes arrive, then a final 100', async () => {
    const { calls, onProgress } = recorder();
    const blob = await readWithProgress(response(TEN_STEPS, 1000), { onProgress });
    expect(calls).toEqual([
      { at: 0, percent: 10 },
      { at: 500, percent: 60 },
      { at: 900, percent: 100 },
    ]);
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('application/zip');
  });

  it('never reports twice within the interval, however many chunks come', async () => {
    const steps = Array.from({ length: 200 }, (_, i) => ({ at: i * 37, bytes: 50 }));
    const { calls, onProgress } = recorder();
    await readWithProgress(response(steps, 200 * 50), { onProgress });
    const during = calls.slice(0, -1);
    expect(during.length).toBeGreaterThan(10);
    for (let i = 1; i < during.length; i++) {
      expect(during[i]!.at - during[i - 1]!.at).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS);
    }
    expect(during.every((call) => call.percent! < 100)).toBe(true);
    const percents = during.map((call) => call.percent!);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(calls.at(-1)!.percent).toBe(100);
  });

  it('says 100 only once the body is complete, even when the last chunk filled the length', async () => {
    const { calls, onProgress } = recorder();
    // One chunk with all the bytes, then a pause before the end of the stream.
    await readWithProgress(response([{ at: 0, bytes: 500 }], 500), { onProgress });
    expect(calls.map((call) => call.percent)).toEqual([99, 100]);
  });

  it('keeps below 100 when more bytes come than the Content-Length said', async () => {
    const { calls, onProgress } = recorder();
    await readWithProgress(response(TEN_STEPS, 400), { onProgress });
    expect(calls.slice(0, -1).every((call) => call.percent! <= 99)).toBe(true);
    expect(calls.at(-1)!.percent).toBe(100);
  });

  it('reports an unknown length as indeterminate (null), still throttled, then 100', async () => {
    const { calls, onProgress } = recorder();
    const blob = await readWithProgress(response(TEN_STEPS), { onProgress });
    expect(calls).toEqual([
      { at: 0, percent: null },
      { at: 500, percent: null },
      { at: 900, percent: 100 },
    ]);
    expect(blob.size).toBe(1000);
  });

  it('stops reading on abort, cancels the body and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const cancelled = vi.fn();
    const { calls, onProgress } = recorder();
    const body = response(TEN_STEPS, 1000, cancelled);
    const reading = readWithProgress(body, {
      signal: controller.signal,
      // The user cancels as soon as the first progress shows.
      onProgress: (percent) => {
        onProgress(percent);
        controller.abort();
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled).toHaveBeenCalled();
    expect(calls.map((call) => call.percent)).toEqual([10]);
  });

  it('rejects at once when already aborted, without reading', async () => {
    const controller = new AbortController();
    controller.abort();
    const cancelled = vi.fn();
    const onProgress = vi.fn();
    await expect(
      readWithProgress(response(TEN_STEPS, 1000, cancelled), {
        signal: controller.signal,
        onProgress,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('gives the bytes in order', async () => {
    const blob = await readWithProgress(response(TEN_STEPS.slice(0, 3), 300));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([bytes[0], bytes[100], bytes[299]]).toEqual([1, 2, 3]);
  });

  it('answers an empty body with 100 at once', async () => {
    const onProgress = vi.fn();
    const blob = await readWithProgress(new Response(null, { status: 200 }), { onProgress });
    expect(blob.size).toBe(0);
    expect(onProgress).toHaveBeenCalledExactlyOnceWith(100);
  });
});

describe('contentLength', () => {
  it.each([
    ['1234', 1234],
    [' 42 ', 42],
    ['0', null],
    ['-1', null],
    ['12abc', null],
    ['', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(contentLength(new Headers({ 'Content-Length': raw }))).toBe(expected);
  });

  it('is null without the header', () => {
    expect(contentLength(new Headers())).toBeNull();
  });
});

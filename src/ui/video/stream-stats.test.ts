import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_INFO_REFRESH_MS } from './stream-retry';
import { sampleOf, streamInfo, watchStreamInfo, type StreamInfo } from './stream-stats';

/** A peer connection's report: the video's inbound RTP and the chosen candidate pair. */
function report(framesDecoded: number, bytesReceived: number, packetsLost = 0) {
  return new Map<string, Record<string, unknown>>([
    ['audio', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 999_999 }],
    [
      'video',
      {
        type: 'inbound-rtp',
        kind: 'video',
        framesDecoded,
        bytesReceived,
        packetsLost,
        jitter: 0.012,
      },
    ],
    ['spare', { type: 'candidate-pair', nominated: false, currentRoundTripTime: 9 }],
    ['pair', { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.034 }],
  ]) as unknown as RTCStatsReport;
}

const video = { videoWidth: 640, videoHeight: 360 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stream info (spec 001 §3 showInfo, §9 "Stream info refresh 500 ms")', () => {
  it('reads the video’s inbound RTP and the chosen pair, not the audio or a spare pair', () => {
    const info = streamInfo(null, sampleOf(report(10, 1000, 3), video, 0));
    expect(info).toEqual({
      width: 640,
      height: 360,
      fps: null,
      kbps: null,
      packetsLost: 3,
      jitterMs: 12,
      roundTripMs: 34,
    });
  });

  it('without a peer connection shows the picture’s size and nothing else', () => {
    expect(streamInfo(null, sampleOf(null, video, 0))).toMatchObject({
      width: 640,
      height: 360,
      fps: null,
      kbps: null,
      packetsLost: null,
      roundTripMs: null,
    });
  });

  it('a counter that went back (a restarted stream) gives no rate rather than a negative one', () => {
    const before = sampleOf(report(500, 90_000), video, 0);
    const after = sampleOf(report(5, 1_000), video, 500);
    expect(streamInfo(before, after)).toMatchObject({ fps: null, kbps: null });
  });

  it('is read now and every 500 ms, with the frame rate and bitrate of the last 500 ms', async () => {
    let frames = 0;
    let bytes = 0;
    const sample = () => {
      frames += 7; // 7 frames a 500 ms: 14 fps
      bytes += 25_000; // 25 kB a 500 ms: 400 kbit/s
      return Promise.resolve(sampleOf(report(frames, bytes), video, Date.now()));
    };
    const shown: StreamInfo[] = [];
    const stop = watchStreamInfo(sample, (info) => shown.push(info));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ fps: null, kbps: null });

    await vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS - 1);
    expect(shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ fps: 14, kbps: 400 });

    await vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS * 3);
    expect(shown).toHaveLength(5);

    stop();
    await vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS * 3);
    expect(shown).toHaveLength(5);
  });

  it('does not overlap a slow read with the next one', async () => {
    let reads = 0;
    const slow = () => {
      reads++;
      return new Promise<ReturnType<typeof sampleOf>>((resolve) =>
        setTimeout(() => resolve(sampleOf(null, video, Date.now())), STREAM_INFO_REFRESH_MS * 2.5),
      );
    };
    const stop = watchStreamInfo(slow, () => undefined);
    await vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS * 2);
    expect(reads).toBe(1);
    stop();
  });
});

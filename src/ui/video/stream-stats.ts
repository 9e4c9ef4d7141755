import { STREAM_INFO_REFRESH_MS } from './stream-retry';

/**
 * The stream info panel's figures (spec 001 §3 tile `showInfo`, §9 "Stream info refresh 500
 * ms"): a sample of the picture and of the peer connection's statistics each 500 ms, and the
 * rates between two samples. Pure but for the timer, which the tests drive.
 */
export interface StreamSample {
  /** When it was taken (ms). */
  at: number;
  width: number;
  height: number;
  framesDecoded: number | null;
  bytesReceived: number | null;
  packetsLost: number | null;
  /** Seconds, as WebRTC reports them. */
  jitter: number | null;
  roundTrip: number | null;
  /** The browser's own frame rate, when it reports one. */
  framesPerSecond: number | null;
}

export interface StreamInfo {
  width: number;
  height: number;
  fps: number | null;
  kbps: number | null;
  packetsLost: number | null;
  jitterMs: number | null;
  roundTripMs: number | null;
}

type Stat = Record<string, unknown> & { type: string };

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/** A sample of the video element and of the connection's video `inbound-rtp` and chosen pair. */
export function sampleOf(
  report: RTCStatsReport | null,
  video: { videoWidth: number; videoHeight: number },
  at: number,
): StreamSample {
  const stats = report ? ([...report.values()] as Stat[]) : [];
  const inbound = stats.find(
    (stat) => stat.type === 'inbound-rtp' && (stat.kind ?? stat.mediaType) === 'video',
  );
  const pair = stats.find(
    (stat) => stat.type === 'candidate-pair' && (stat.nominated === true || stat.selected === true),
  );
  return {
    at,
    width: video.videoWidth,
    height: video.videoHeight,
    framesDecoded: numberOr(inbound?.framesDecoded),
    bytesReceived: numberOr(inbound?.bytesReceived),
    packetsLost: numberOr(inbound?.packetsLost),
    jitter: numberOr(inbound?.jitter),
    roundTrip: numberOr(pair?.currentRoundTripTime),
    framesPerSecond: numberOr(inbound?.framesPerSecond),
  };
}

/** A counter's rate per second between two samples; null without both or across a reset. */
function ratePerSecond(before: number | null, now: number | null, seconds: number) {
  if (before === null || now === null || seconds <= 0 || now < before) return null;
  return (now - before) / seconds;
}

/** The figures shown: rates from the previous sample (none for the first), totals as they are. */
export function streamInfo(previous: StreamSample | null, current: StreamSample): StreamInfo {
  const seconds = previous ? (current.at - previous.at) / 1000 : 0;
  const fps = previous
    ? ratePerSecond(previous.framesDecoded, current.framesDecoded, seconds)
    : null;
  const bytesPerSecond = previous
    ? ratePerSecond(previous.bytesReceived, current.bytesReceived, seconds)
    : null;
  return {
    width: current.width,
    height: current.height,
    fps: fps ?? current.framesPerSecond,
    kbps: bytesPerSecond === null ? null : (bytesPerSecond * 8) / 1000,
    packetsLost: current.packetsLost,
    jitterMs: current.jitter === null ? null : current.jitter * 1000,
    roundTripMs: current.roundTrip === null ? null : current.roundTrip * 1000,
  };
}

/**
 * Takes a sample now and every 500 ms, handing on the figures; a sample still being read when
 * the next is due is not overlapped. Returns the stop.
 */
export function watchStreamInfo(
  sample: () => Promise<StreamSample>,
  onInfo: (info: StreamInfo) => void,
  every: number = STREAM_INFO_REFRESH_MS,
): () => void {
  let stopped = false;
  let reading = false;
  let previous: StreamSample | null = null;
  const read = () => {
    if (reading) return;
    reading = true;
    sample()
      .then((current) => {
        if (stopped) return;
        onInfo(streamInfo(previous, current));
        previous = current;
      })
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
  };
  read();
  const timer = setInterval(read, every);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

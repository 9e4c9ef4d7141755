/**
 * A stream's error rule (spec 001 §4 "Stream in a tile or the mini player", §9): on a stream
 * error the try count is stored; at 5 or fewer tries the stream restarts, after a 5 s wait when
 * the tries exceed 1; above 5 the tries go back to 0 and a WebRTC error is flagged, which shows
 * 'Can't connect to the restaurant'. Pure: the player applies it and keeps the timer.
 */
export const STREAM_RETRY_LIMIT = 5;
export const STREAM_RESTART_DELAY_MS = 5000;
/** Stopping a stream destroys its gateway session after this long (spec 001 §9). */
export const SESSION_DESTROY_DELAY_MS = 1000;
/** The stream info panel is read again this often (spec 001 §9). */
export const STREAM_INFO_REFRESH_MS = 500;

export interface StreamTries {
  tries: number;
  hasWebRTCError: boolean;
}

export const FRESH_STREAM: StreamTries = { tries: 0, hasWebRTCError: false };

/** What a stream error leads to: the new count, and the restart's delay (null: give up). */
export function afterStreamError(state: StreamTries): {
  state: StreamTries;
  restartAfterMs: number | null;
} {
  const tries = state.tries + 1;
  if (tries > STREAM_RETRY_LIMIT)
    return { state: { tries: 0, hasWebRTCError: true }, restartAfterMs: null };
  return {
    state: { tries, hasWebRTCError: false },
    restartAfterMs: tries > 1 ? STREAM_RESTART_DELAY_MS : 0,
  };
}

/** The longest wait between two automatic start attempts (docs/decisions/video-and-cameras.md "A stream that cannot start is asked again by itself"). */
const START_RETRY_MAX_DELAY_MS = 30_000;

/**
 * The wait before asking again for a stream whose start call failed `failures` times in a row
 * (a camera restarting or offline answers 409): the spec's 5 s restart delay, doubled at each
 * failure up to 30 s (5, 10, 20, 30, 30 … s). The spec shows 'Unable to open stream' and says
 * no more; the player asks again by itself so a restarted camera comes back without a tap.
 */
export function startRetryDelayMs(failures: number): number {
  const doublings = Math.max(0, failures - 1);
  return Math.min(STREAM_RESTART_DELAY_MS * 2 ** doublings, START_RETRY_MAX_DELAY_MS);
}

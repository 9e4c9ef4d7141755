import * as v from 'valibot';
import { LIVE_PLAYER_MIN } from './live-player-size';
import { clampFrame, defaultFrame, type Frame, type Viewport } from './mini-player-geometry';
import { safeParse } from '../../lib/schema-calls';

/**
 * The mini-player's place and size on the device (spec 001 §4 "keeps its position and size on
 * close, is reset on mobile screen and on logout").
 */
export const MINI_PLAYER_FRAME_KEY = 'kc.miniPlayer.frame';

const coordinate = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000));
// Not under the spec's 300×200 (a frame stored before the title bar counted is still read, and
// `clampFrame` brings it up to the smallest that shows the whole picture).
const storedFrameSchema = v.object({
  x: coordinate,
  y: coordinate,
  width: v.pipe(coordinate, v.minValue(LIVE_PLAYER_MIN.width)),
  height: v.pipe(coordinate, v.minValue(LIVE_PLAYER_MIN.height)),
});

/** The stored frame kept on this screen; the default when none is stored or it is not a frame. */
export function readFrame(viewport: Viewport): Frame {
  try {
    const parsed = safeParse(
      storedFrameSchema,
      JSON.parse(localStorage.getItem(MINI_PLAYER_FRAME_KEY) ?? 'null'),
    );
    if (parsed.success) return clampFrame(parsed.output, viewport);
  } catch {
    // Not JSON: the default.
  }
  return defaultFrame(viewport);
}

export function writeFrame(frame: Frame): void {
  try {
    localStorage.setItem(MINI_PLAYER_FRAME_KEY, JSON.stringify(frame));
  } catch {
    // Storage full or refused: the frame holds while the page is open.
  }
}

/** Back to the default next time it opens: on a phone-size screen and when the session ends. */
export function forgetFrame(): void {
  localStorage.removeItem(MINI_PLAYER_FRAME_KEY);
}

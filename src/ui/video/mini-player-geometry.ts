import { LIVE_PLAYER_MIN } from './live-player-size';

/**
 * The mini-player's frame (spec 001 §4 "Mini player", §9: default 445×290, at least 300×200,
 * 15 px from the edges). Pure: the widget keeps the frame on the device and applies these on
 * drag, resize and window resize.
 */
const MINI_PLAYER_DEFAULT = { width: 445, height: 290 } as const;

/** The title bar's height above the picture (the window sets it from this). */
export const MINI_PLAYER_BAR_HEIGHT = 36;

/**
 * The smallest frame: its picture keeps spec 001 §5's "live player minimum size is 300 by 200"
 * (§9's "minimum 300 by 200" for the mini-player), so the frame is the title bar taller. A frame
 * of 200 would leave the picture 164 px, and the live player, which keeps its 200, was cut off
 * at the bottom (docs/decisions/video-and-cameras.md "The mini-player").
 */
const MINI_PLAYER_MIN = {
  width: LIVE_PLAYER_MIN.width,
  height: LIVE_PLAYER_MIN.height + MINI_PLAYER_BAR_HEIGHT,
} as const;
const MINI_PLAYER_MARGIN = 15;

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The default: its default size in the bottom-right corner, the margin from both edges. */
export function defaultFrame(viewport: Viewport): Frame {
  return clampFrame(
    {
      x: viewport.width - MINI_PLAYER_DEFAULT.width - MINI_PLAYER_MARGIN,
      y: viewport.height - MINI_PLAYER_DEFAULT.height - MINI_PLAYER_MARGIN,
      ...MINI_PLAYER_DEFAULT,
    },
    viewport,
  );
}

/**
 * The frame kept whole on the screen, the margin from every edge, never under the minimum
 * size; on a screen too small for both, the minimum size wins and the frame sits at the margin.
 */
export function clampFrame(frame: Frame, viewport: Viewport): Frame {
  const room = {
    width: viewport.width - 2 * MINI_PLAYER_MARGIN,
    height: viewport.height - 2 * MINI_PLAYER_MARGIN,
  };
  const width = Math.max(MINI_PLAYER_MIN.width, Math.min(frame.width, room.width));
  const height = Math.max(MINI_PLAYER_MIN.height, Math.min(frame.height, room.height));
  const maxX = Math.max(MINI_PLAYER_MARGIN, viewport.width - MINI_PLAYER_MARGIN - width);
  const maxY = Math.max(MINI_PLAYER_MARGIN, viewport.height - MINI_PLAYER_MARGIN - height);
  return {
    x: Math.min(Math.max(MINI_PLAYER_MARGIN, frame.x), maxX),
    y: Math.min(Math.max(MINI_PLAYER_MARGIN, frame.y), maxY),
    width,
    height,
  };
}

/** A drag by (dx, dy), kept on the screen. */
export function movedFrame(frame: Frame, dx: number, dy: number, viewport: Viewport): Frame {
  return clampFrame({ ...frame, x: frame.x + dx, y: frame.y + dy }, viewport);
}

/** A resize from the bottom-right handle by (dx, dy), kept on the screen and above the minimum. */
export function resizedFrame(frame: Frame, dx: number, dy: number, viewport: Viewport): Frame {
  // The top-left corner stays: the frame grows only into the room to its right and below.
  const width = Math.min(frame.width + dx, viewport.width - MINI_PLAYER_MARGIN - frame.x);
  const height = Math.min(frame.height + dy, viewport.height - MINI_PLAYER_MARGIN - frame.y);
  return clampFrame({ ...frame, width, height }, viewport);
}

import type { UnusualKind } from '../../lib/unusual-kinds';

/**
 * An image event's carousel (spec 001 §3 "Image event: eventId, frames, images, currentImage
 * (starts at 0, images start empty)"), as pure rules: where it starts, where a step or a swipe
 * takes it, and which frames to load.
 */

/** Spec 001 §3: "currentImage (starts at 0)". */
export const FIRST_IMAGE = 0;

/** One step back or forward, kept within the event's frames (no wrap: the ends are felt). */
export function stepImage(current: number, step: -1 | 1, frames: number): number {
  return Math.min(Math.max(current + step, 0), Math.max(frames - 1, 0));
}

/** The step a key asks for: the arrows, and Home/End to the ends; null for any other key. */
export function keyStep(key: string, current: number, frames: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepImage(current, -1, frames);
    case 'ArrowRight':
      return stepImage(current, 1, frames);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(frames - 1, 0);
    default:
      return null;
  }
}

/** A horizontal move of at least this many CSS px, mostly sideways, is a swipe. */
const SWIPE_MIN_PX = 40;

/** The step a touch's move makes: a swipe left is the next image, right the previous. */
export function swipeStep(dx: number, dy: number): -1 | 1 | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 1 : -1;
}

/**
 * Spec: images load on demand, "only the shown frame and maybe its neighbour": the shown one,
 * then the next (the likelier step) once the shown one is in.
 */
export function framesToLoad(
  current: number,
  frames: number,
): { shown: number; next: number | null } {
  return { shown: current, next: current + 1 < frames ? current + 1 : null };
}

/** What the thumbnail carousel and its full-screen view are given. */
export interface ImageCarouselProps {
  kind: UnusualKind;
  eventId: string;
  /** The event's name, for the pictures' text alternative. */
  eventName: string;
  frames: number;
  /** Spec 001 §3 currentImage: the page keeps it, so a row scrolled away and back keeps it. */
  current: number;
  onChange(next: number): void;
  /** The thumbnail's CSS size: a table cell's, or a phone card's width. */
  boxSize: number | string;
}

import {
  fetchEventImage,
  fetchRecordingPreview,
  NoImageError,
  type ImageSize,
} from '../../api/unusual/unusual.queries';
import type { UnusualKind } from '../../lib/unusual-kinds';
import {
  forgetPictures,
  preloadPicture,
  useSessionPicture,
  type PictureLoader,
  type SessionPicture,
} from '../../ui/hooks/use-session-picture';

/** A frame's picture as the carousel shows it: loading, shown, 'No Image' (404) or failed. */
export type FrameImage = SessionPicture;

/** The provider's 404 is 'No Image' (spec 001 §8), not a failure. */
const orMissing = (picture: Promise<Blob>): Promise<Blob | null> =>
  picture.catch((error: unknown) => {
    if (error instanceof NoImageError) return null;
    throw error;
  });

const frameKey = (kind: UnusualKind, eventId: string, frame: number, size: ImageSize) =>
  `unusual/${kind}/${eventId}/${frame}/${size}`;

const frameLoader =
  (kind: UnusualKind, eventId: string, frame: number, size: ImageSize): PictureLoader =>
  () =>
    orMissing(fetchEventImage(kind, eventId, frame, size));

/**
 * Loads a picture ahead, quietly (a carousel's next frame; the first screen's first frames, by
 * the route's loader): its failure shows when it is shown.
 */
export function preloadFrame(kind: UnusualKind, eventId: string, frame: number, size: ImageSize) {
  preloadPicture(frameKey(kind, eventId, frame, size), frameLoader(kind, eventId, frame, size));
}

/** Forgets what was loaded (a test's fresh start). */
export function forgetFramesForTests(): void {
  forgetPictures();
}

/**
 * The picture of one frame, loaded when asked for (spec: "images load on demand"): once
 * `wanted` (its carousel near the screen), or at once when it was asked ahead; `attempt` changes
 * to try a failed one again.
 */
export function useFrameImage(
  kind: UnusualKind,
  eventId: string,
  frame: number,
  size: ImageSize,
  attempt: number,
  wanted: boolean,
): FrameImage {
  return useSessionPicture(
    frameKey(kind, eventId, frame, size),
    wanted,
    frameLoader(kind, eventId, frame, size),
    attempt,
  );
}

const previewKey = (uuid: string) => `unusual-recording-preview/${uuid}`;
const previewLoader = (uuid: string) => () => orMissing(fetchRecordingPreview(uuid));

/** Loads an unusual recording's preview ahead (the route's loader, for its first screen). */
export function preloadRecordingPreview(uuid: string): void {
  preloadPicture(previewKey(uuid), previewLoader(uuid));
}

/** An unusual recording's preview JPEG, once `wanted` (its row near the screen). */
export function useRecordingPreview(uuid: string, wanted: boolean): FrameImage {
  return useSessionPicture(previewKey(uuid), wanted, previewLoader(uuid));
}

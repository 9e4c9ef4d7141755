import { useEffect, useState } from 'react';
import { fetchEventImage, NoImageError, type ImageSize } from '../../api/unusual/unusual.queries';
import type { UnusualKind } from '../../api/unusual/unusual.constants';
import { isAbortError } from '../../api/request';

/** A frame's picture as the carousel shows it. */
export type FrameImage =
  | { status: 'loading' }
  | { status: 'shown'; url: string }
  /** The provider has no picture of it (404): 'No Image' (spec 001 §8). */
  | { status: 'missing' }
  /** Any other failure: the error icon and a retry. */
  | { status: 'failed'; message: string };

type Loaded = { blob: Blob } | { missing: true };

/**
 * Pictures loaded this session, the oldest dropped past the limit: going back to a frame does
 * not ask again. A failure is not kept, so a retry asks again. Not in the query cache, which is
 * persisted to IndexedDB: screenshots are ~100 KB each.
 */
const loaded = new Map<string, Loaded>();
const pending = new Map<string, Promise<Loaded>>();
const LOADED_LIMIT = 60;

const keyOf = (kind: UnusualKind, eventId: string, frame: number, size: ImageSize) =>
  `${kind}/${eventId}/${frame}/${size}`;

/** One load, shared by whoever asks for the same picture while it is on its way. */
function load(kind: UnusualKind, eventId: string, frame: number, size: ImageSize): Promise<Loaded> {
  const key = keyOf(kind, eventId, frame, size);
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    promise = fetchEventImage(kind, eventId, frame, size)
      .then(
        (blob): Loaded => ({ blob }),
        (error: unknown): Loaded => {
          if (error instanceof NoImageError) return { missing: true };
          throw error;
        },
      )
      .then((result) => {
        if (loaded.size >= LOADED_LIMIT) loaded.delete(loaded.keys().next().value!);
        loaded.set(key, result);
        return result;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Loads a picture ahead (a neighbour), quietly: its failure shows when it is shown. */
export function preloadFrame(kind: UnusualKind, eventId: string, frame: number, size: ImageSize) {
  void load(kind, eventId, frame, size).catch(() => undefined);
}

/** Forgets what was loaded (a test's fresh start). */
export function forgetFrames(): void {
  loaded.clear();
}

/**
 * The picture of one frame, loaded when asked for (spec: "images load on demand"); `attempt`
 * changes to try a failed one again.
 */
export function useFrameImage(
  kind: UnusualKind,
  eventId: string,
  frame: number,
  size: ImageSize,
  attempt: number,
): FrameImage {
  // A retry is a new key, so the old failure is not shown while it is on its way.
  const key = `${keyOf(kind, eventId, frame, size)}#${attempt}`;
  const [state, setState] = useState<{ key: string; image: FrameImage }>({
    key,
    image: { status: 'loading' },
  });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    load(kind, eventId, frame, size).then(
      (result) => {
        if (!live) return;
        if ('missing' in result) return setState({ key, image: { status: 'missing' } });
        url = URL.createObjectURL(result.blob);
        setState({ key, image: { status: 'shown', url } });
      },
      (error: unknown) => {
        if (!live || isAbortError(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ key, image: { status: 'failed', message } });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, eventId, frame, size, key]);
  return state.key === key ? state.image : { status: 'loading' };
}

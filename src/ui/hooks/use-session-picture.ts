import { useEffect, useEffectEvent, useState } from 'react';
import { isAbortError } from '../../api/request';

/** A picture as a list or a carousel shows it. */
export type SessionPicture =
  | { status: 'loading' }
  | { status: 'shown'; url: string }
  /** The provider has none (404): 'No Image' (spec 001 §8). */
  | { status: 'missing' }
  /** Any other failure: the error and a retry. */
  | { status: 'failed'; message: string };

/** Asks for a picture: its JPEG, or null when the provider has none (404). */
export type PictureLoader = () => Promise<Blob | null>;

/**
 * Pictures loaded this session, by key, the oldest dropped past the limit: a row scrolled away
 * and back, or a frame shown again, is not asked again, and one asked ahead (by a route's
 * loader, or a carousel for its next frame) is there when shown. A failure is not kept, so a
 * retry asks again. Not in the query cache, which is persisted to IndexedDB: pictures are 5 to
 * 100 KB each.
 */
const loaded = new Map<string, Blob | null>();
const pending = new Map<string, Promise<Blob | null>>();
const LOADED_LIMIT = 60;

/** One load, shared by whoever asks for the same picture while it is on its way. */
function load(key: string, loader: PictureLoader): Promise<Blob | null> {
  if (loaded.has(key)) return Promise.resolve(loaded.get(key)!);
  let promise = pending.get(key);
  if (!promise) {
    promise = loader()
      .then((blob) => {
        if (loaded.size >= LOADED_LIMIT) loaded.delete(loaded.keys().next().value!);
        loaded.set(key, blob);
        return blob;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Whether the picture is loaded or on its way. */
const asked = (key: string) => loaded.has(key) || pending.has(key);

/** Loads a picture ahead, quietly: its failure shows if and when it is shown. */
export function preloadPicture(key: string, loader: PictureLoader): void {
  void load(key, loader).catch(() => undefined);
}

/** Forgets what was loaded (a test's fresh start). */
export function forgetPictures(): void {
  loaded.clear();
}

const LOADING: SessionPicture = { status: 'loading' };

/**
 * The picture named `key`, asked for once `wanted` (its row has come near the screen: images
 * load on demand), or at once when it was asked ahead; `attempt` changes to try a failed one
 * again. Shown from an object URL freed when it goes.
 */
export function useSessionPicture(
  key: string,
  wanted: boolean,
  loader: PictureLoader,
  attempt = 0,
): SessionPicture {
  // A retry is a new key, so the old failure is not shown while it is on its way.
  const shownKey = `${key}#${attempt}`;
  const [state, setState] = useState<{ key: string; picture: SessionPicture }>({
    key: shownKey,
    picture: LOADING,
  });
  const ask = useEffectEvent(loader);
  // Once asked (here, or ahead by a loader), the row coming near or leaving the screen changes
  // nothing: the picture shown is not made again under a new object URL, which the browser
  // would decode and paint a second time, the page's largest element among them.
  const start = wanted || asked(key);
  useEffect(() => {
    if (!start) return;
    let url: string | null = null;
    let live = true;
    load(key, () => ask()).then(
      (blob) => {
        if (!live) return;
        if (!blob) return setState({ key: shownKey, picture: { status: 'missing' } });
        url = URL.createObjectURL(blob);
        setState({ key: shownKey, picture: { status: 'shown', url } });
      },
      (error: unknown) => {
        if (!live || isAbortError(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ key: shownKey, picture: { status: 'failed', message } });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, shownKey, start]);
  return state.key === shownKey ? state.picture : LOADING;
}

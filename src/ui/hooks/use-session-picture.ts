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

/** A loaded picture: its object URL, or null when the provider has none. */
type Loaded = { url: string } | null;

/**
 * Pictures loaded this session, by key, the oldest dropped past the limit: a row scrolled away
 * and back, or a frame shown again, is not asked again, and one asked ahead (by a route's
 * loader, or a carousel for its next frame) is there when shown. A failure is not kept, so a
 * retry asks again. Not in the query cache, which is persisted to IndexedDB: pictures are 5 to
 * 100 KB each.
 *
 * Each picture has one object URL for as long as it is kept, freed when it is dropped: every
 * `<img>` showing it names the same image, which the browser decodes once. An `<img>` already
 * showing a dropped picture keeps it; only a new one would ask the freed URL, and a row mounted
 * again asks the picture again.
 */
const loaded = new Map<string, Loaded>();
const pending = new Map<string, Promise<Loaded>>();
const LOADED_LIMIT = 60;

function keep(key: string, blob: Blob | null): Loaded {
  if (loaded.size >= LOADED_LIMIT) {
    const [oldestKey, oldest] = loaded.entries().next().value!;
    loaded.delete(oldestKey);
    if (oldest) URL.revokeObjectURL(oldest.url);
  }
  const picture = blob && { url: URL.createObjectURL(blob) };
  loaded.set(key, picture);
  return picture;
}

/** One load, shared by whoever asks for the same picture while it is on its way. */
function load(key: string, loader: PictureLoader): Promise<Loaded> {
  if (loaded.has(key)) return Promise.resolve(loaded.get(key)!);
  let promise = pending.get(key);
  if (!promise) {
    promise = loader()
      .then((blob) => keep(key, blob))
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Whether the picture is loaded or on its way. */
const asked = (key: string) => loaded.has(key) || pending.has(key);

/**
 * Decodes a picture asked ahead before anything shows it: the browser then has it ready, and an
 * `<img>` rendered with its URL paints it in the same frame as the rest of its row, not a frame
 * or two later over a grey box (on the kitchen player, the page's largest element).
 */
function decodeAhead(picture: Loaded): void {
  if (!picture || typeof Image === 'undefined') return;
  const image = new Image();
  image.src = picture.url;
  image.decode?.().catch(() => undefined);
}

/** Loads a picture ahead, quietly: its failure shows if and when it is shown. */
export function preloadPicture(key: string, loader: PictureLoader): void {
  void load(key, loader).then(decodeAhead, () => undefined);
}

/** Forgets what was loaded (a test's fresh start). */
export function forgetPictures(): void {
  for (const picture of loaded.values()) if (picture) URL.revokeObjectURL(picture.url);
  loaded.clear();
}

/** What a loaded picture shows. */
const shown = (picture: Loaded): SessionPicture =>
  picture ? { status: 'shown', url: picture.url } : { status: 'missing' };

const LOADING: SessionPicture = { status: 'loading' };

/**
 * The picture named `key`, asked for once `wanted` (its row has come near the screen: images
 * load on demand), or at once when it was asked ahead; `attempt` changes to try a failed one
 * again. Shown by the picture's one object URL (see `loaded`).
 */
export function useSessionPicture(
  key: string,
  wanted: boolean,
  loader: PictureLoader,
  attempt = 0,
): SessionPicture {
  // A retry is a new key, so the old failure is not shown while it is on its way.
  const shownKey = `${key}#${attempt}`;
  const [state, setState] = useState<{ key: string; picture: SessionPicture } | null>(null);
  const ask = useEffectEvent(loader);
  // Once asked (here, or ahead by a loader), the row coming near or leaving the screen changes
  // nothing: the picture is shown once, by its one URL.
  const start = wanted || asked(key);
  useEffect(() => {
    if (!start) return;
    let live = true;
    load(key, () => ask()).then(
      (picture) => {
        if (live) setState({ key: shownKey, picture: shown(picture) });
      },
      (error: unknown) => {
        if (!live || isAbortError(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ key: shownKey, picture: { status: 'failed', message } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, shownKey, start]);
  if (state?.key === shownKey) return state.picture;
  // One already loaded shows in the first render, not over a grey box for a frame.
  return loaded.has(key) ? shown(loaded.get(key)!) : LOADING;
}

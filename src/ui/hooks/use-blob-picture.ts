import { useEffect, useEffectEvent, useState } from 'react';
import { isAbortError, unwrap, type ApiResult } from '../../api/request';

export type Picture = { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

type PictureLoad = (signal: AbortSignal) => Promise<ApiResult<Blob>>;

/**
 * Pictures asked ahead by a route's loader, by key, for the first `useBlobPicture` of that key
 * to take: the page's first picture is on its way while the page's code renders, not after.
 */
const ahead = new Map<string, Promise<ApiResult<Blob>>>();
/** One asked ahead and not shown within this time is dropped: a later one asks afresh. */
const AHEAD_MS = 10_000;

/** Asks for the picture `key` ahead of its `useBlobPicture` (a route's loader does). */
export function preloadBlobPicture(key: string, load: PictureLoad): void {
  if (ahead.has(key)) return;
  const answer = load(new AbortController().signal);
  ahead.set(key, answer);
  setTimeout(() => {
    if (ahead.get(key) === answer) ahead.delete(key);
  }, AHEAD_MS);
}

/**
 * A picture the provider answers as a file (a camera's or a stream's thumbnail), shown from an
 * object URL freed when it goes. Asked once per `key` while `online` (or taken from a loader's
 * `preloadBlobPicture`): an offline or restarting camera has none (409), and any failure is
 * 'No Image' (spec 001 §8). Not in the query cache, which is persisted to IndexedDB. `load` asks
 * for it; `key` names everything it depends on.
 */
export function useBlobPicture(key: string, online: boolean, load: PictureLoad): Picture {
  const [shown, setShown] = useState<{ key: string; picture: Picture }>({
    key: '',
    picture: { status: 'loading' },
  });
  const ask = useEffectEvent(load);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    let url: string | null = null;
    const early = ahead.get(key);
    ahead.delete(key);
    (early ?? ask(controller.signal))
      .then(unwrap)
      .then((blob) => {
        // One asked ahead cannot be aborted: its answer comes after this one has gone.
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setShown({ key, picture: { status: 'shown', url } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error))
          setShown({ key, picture: { status: 'none' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, online]);

  if (!online) return { status: 'none' };
  return shown.key === key ? shown.picture : { status: 'loading' };
}

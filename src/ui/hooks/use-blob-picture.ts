import { useEffect, useEffectEvent, useState } from 'react';
import { isAbortError, unwrap, type ApiResult } from '../../api/request';

export type Picture = { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

/**
 * A picture the provider answers as a file (a camera's or a stream's thumbnail), shown from an
 * object URL freed when it goes. Asked once per `key` while `online`: an offline or restarting
 * camera has none (409), and any failure is 'No Image' (spec 001 §8). Not in the query cache,
 * which is persisted to IndexedDB. `load` asks for it; `key` names everything it depends on.
 */
export function useBlobPicture(
  key: string,
  online: boolean,
  load: (signal: AbortSignal) => Promise<ApiResult<Blob>>,
): Picture {
  const [shown, setShown] = useState<{ key: string; picture: Picture }>({
    key: '',
    picture: { status: 'loading' },
  });
  const ask = useEffectEvent(load);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    let url: string | null = null;
    ask(controller.signal)
      .then(unwrap)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setShown({ key, picture: { status: 'shown', url } });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setShown({ key, picture: { status: 'none' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, online]);

  if (!online) return { status: 'none' };
  return shown.key === key ? shown.picture : { status: 'loading' };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dictionariesQueries } from '../../api/dictionaries/dictionaries.queries';
import { DICTIONARY_UPDATED_MESSAGE, type DictionaryUpdatedMessage } from '../../lib/sw-messages';

const isUpdate = (data: unknown): data is DictionaryUpdatedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === DICTIONARY_UPDATED_MESSAGE &&
  typeof (data as { dictionary?: unknown }).dictionary === 'string';

/**
 * Another device changed a dictionary: the service worker served this page its cached answer,
 * found a different one on revalidating, and says so (sw/dictionaries-cache.ts). The
 * dictionary's queries are asked again, and the cache now holds the new answer, so a reload
 * shows another device's edit without a second reload.
 */
export function useDictionaryUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isUpdate(event.data))
        void client.invalidateQueries({
          queryKey: dictionariesQueries.ofDictionary(event.data.dictionary),
        });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [client]);
}

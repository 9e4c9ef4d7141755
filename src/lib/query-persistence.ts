import { del, get, set } from 'idb-keyval';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';

import { idbStore } from './idb-store';
import { isPageLeaving } from './page-lifecycle';
import { PERSIST_MAX_AGE } from './query-client';

const CACHE_KEY = 'kc.query-cache';
/** Writes to IndexedDB at most this often; a burst of query updates costs one write. */
const WRITE_THROTTLE_MS = 1000;

/**
 * The start waits this long at most for the saved cache. A store another page holds (or a
 * broken IndexedDB) must not keep the console from drawing: it starts without the saved data.
 */
export const RESTORE_LONGEST_WAIT_MS = 3000;

/** Tied to the build, so an app update never reads a cache shaped by older code. */
const BUSTER = __BUILD_ID__;

function createIdbPersister(): Persister & { flush(): Promise<void> } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const client = pending;
    pending = null;
    // A save that fails (the page left, the disk is full) is made again with the next change.
    if (client) await set(CACHE_KEY, client, idbStore).catch(() => undefined);
  };

  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => void flush(), WRITE_THROTTLE_MS);
    },
    restoreClient: () =>
      new Promise<PersistedClient | undefined>((resolve, reject) => {
        const cap = setTimeout(() => {
          console.warn(`The saved query cache did not answer in ${RESTORE_LONGEST_WAIT_MS} ms.`);
          resolve(undefined);
        }, RESTORE_LONGEST_WAIT_MS);
        get<PersistedClient>(CACHE_KEY, idbStore)
          .then(resolve, reject)
          .finally(() => clearTimeout(cap));
      }),
    async removeClient() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      await del(CACHE_KEY, idbStore);
    },
    flush,
  };
}

const persister = createIdbPersister();

/**
 * A record list is saved with its first page: offline, a reload shows the list's first screen.
 * All its pages (ten thousand rows after a long scroll) made each second's write a main-thread
 * task of 100 ms and more (`npm run bench:lists`).
 */
function firstPageOnly(data: unknown): unknown {
  if (!isInfiniteData(data) || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

function isInfiniteData(data: unknown): data is InfiniteData<unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as Partial<InfiniteData<unknown>>).pages) &&
    Array.isArray((data as Partial<InfiniteData<unknown>>).pageParams)
  );
}
let unsubscribe: (() => void) | null = null;

/** Restores the cache from IndexedDB (before the first render), then keeps it saved. */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  try {
    await persistQueryClientRestore({
      queryClient,
      persister,
      buster: BUSTER,
      maxAge: PERSIST_MAX_AGE,
    });
  } catch (error) {
    // A broken or blocked IndexedDB must not keep the console from starting.
    console.warn('The saved query cache could not be restored:', error);
  }
  unsubscribe?.();
  unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: { serializeData: firstPageOnly },
  });
  // Saved when the page is hidden (another app, another tab, the phone locked), not as it
  // leaves: a write then would be suspended with it (idb-store.ts). A navigation loses at most
  // the last second's changes, which the next page fetches anyway.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && !isPageLeaving()) void persister.flush();
  });
}

/** Sign-out: nothing of the previous user stays in memory or in IndexedDB. */
export async function purgeQueryCache(queryClient: QueryClient): Promise<void> {
  queryClient.cancelQueries();
  queryClient.clear();
  await persister.removeClient();
}

export async function readPersistedCache(): Promise<PersistedClient | undefined> {
  return get<PersistedClient>(CACHE_KEY, idbStore);
}

/**
 * What a signed-in user leaves on the device, read as the browser holds it: the persisted query
 * cache in IndexedDB, the query client in the tab's memory, the dictionaries in Cache Storage
 * (spec 000 §4: sign-out leaves nothing of the user on a shared kitchen tablet).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SESSION_KEY } from './app.ts';
import { storedSession } from './auth.ts';
import { waitForPageAnswer } from './ready.ts';

/** The persisted query cache's key in idb-keyval's default store (src/lib/query-persistence.ts). */
const CACHE_KEY = 'kc.query-cache';
const KEYVAL = `indexedDB.open('keyval-store')`;

/**
 * The persisted query cache (idb-keyval's default store, key `kc.query-cache`) as JSON, or null
 * when there is none. Never creates the database; an IndexedDB failure fails the caller.
 */
export const PERSISTED_CACHE_SCRIPT = `new Promise((resolve, reject) => {
  const open = ${KEYVAL};
  open.onerror = () => reject(new Error('IndexedDB open failed: ' + open.error));
  // The database did not exist: abort the upgrade, so idb-keyval still gets to create it.
  open.onupgradeneeded = () => open.transaction.abort();
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('keyval')) { db.close(); return resolve(null); }
    const get = db.transaction('keyval', 'readonly').objectStore('keyval').get('${CACHE_KEY}');
    get.onerror = () => { db.close(); reject(new Error('IndexedDB read failed: ' + get.error)); };
    get.onsuccess = () => {
      db.close();
      resolve(get.result === undefined || get.result === null ? null : JSON.stringify(get.result));
    };
  };
}).catch((error) => error.name === 'AbortError' ? null : Promise.reject(error))`;

/** Waits until the persisted query cache holds `text`, so a reload can be served from it. */
export async function waitForPersistedCache(page: Page, text: string, timeout = 10_000) {
  const held = await waitForPageAnswer(
    page,
    `(${PERSISTED_CACHE_SCRIPT}).then((json) => json !== null && json.includes(${JSON.stringify(text)}))`,
    { timeout },
  );
  assert.ok(
    held,
    `the query cache in IndexedDB (keyval-store/keyval, key "${CACHE_KEY}") did not contain ` +
      `"${text}" within ${timeout / 1000} s`,
  );
}
/** A page script: the persisted cache's query count, or null when there is none. */
export const PERSISTED_COUNT = `(${PERSISTED_CACHE_SCRIPT}).then((json) =>
  json === null ? null : (JSON.parse(json).clientState?.queries?.length ?? -1))`;

/**
 * How many queries the persisted query cache holds, or null when there is none. An IndexedDB
 * failure fails the test: it is not an empty cache.
 */
export async function persistedQueryCount(page: Page): Promise<number | null> {
  const json = (await page.evaluate(PERSISTED_CACHE_SCRIPT)) as string | null;
  if (json === null) return null;
  const client = JSON.parse(json) as { clientState?: { queries?: unknown[] } };
  assert.ok(
    Array.isArray(client.clientState?.queries),
    `an unknown cache shape: ${json.slice(0, 200)}`,
  );
  return client.clientState.queries.length;
}

/**
 * Sends a tab's writes of the persisted query cache to another key. A write that lands after
 * the cache was deleted (the throttled one a cache update schedules, the flush on `pagehide`
 * during a reload) would otherwise put the fresh lists back, and the reloaded tab would answer
 * from them without asking the API.
 */
const UNSAVED_CACHE_SCRIPT = `(() => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    return put.call(this, value, key === '${CACHE_KEY}' ? '${CACHE_KEY}.unsaved' : key);
  };
})()`;

/** Keeps the tabs from saving the query cache from now on, in this document and later ones. */
export async function stopSavingQueryCache(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    await page.addInitScript(UNSAVED_CACHE_SCRIPT);
    await page.evaluate(UNSAVED_CACHE_SCRIPT);
  }
}

/** Deletes the persisted query cache, so the next load must ask the API. */
export async function forgetPersistedCache(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    const open = ${KEYVAL};
    open.onerror = () => resolve(false);
    open.onupgradeneeded = () => open.transaction.abort();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) { db.close(); return resolve(false); }
      const tx = db.transaction('keyval', 'readwrite');
      tx.objectStore('keyval').delete('${CACHE_KEY}');
      tx.oncomplete = () => { db.close(); resolve(true); };
      tx.onerror = () => { db.close(); resolve(false); };
    };
  })`);
}

/**
 * How many queries the tab's query client holds in memory, read through the router the console
 * registers on `window.__TSR_ROUTER__` (its context holds the query client).
 */
export async function queriesInMemory(page: Page): Promise<number> {
  return (await page.evaluate(
    'window.__TSR_ROUTER__.options.context.queryClient.getQueryCache().getAll().length',
  )) as number;
}

/** Stores an entry in the dictionaries cache, as the service worker does for dictionary calls. */
export async function cacheADictionary(page: Page): Promise<void> {
  await page.evaluate(
    `caches.open('kc-dictionaries').then((cache) => cache.put('/api/v1/dictionary-probe', new Response('{}')))`,
  );
}

/** Spec 000 §4: after a session ends, nothing of the user is left in this tab or on the device. */
export async function expectNothingLeft(page: Page, name: string): Promise<void> {
  assert.equal(await storedSession(page), null, `localStorage "${SESSION_KEY}" remains in ${name}`);
  assert.equal(await queriesInMemory(page), 0, `${name} still holds queries in memory`);
  // A tab writes its cache to IndexedDB on pagehide: one that kept its queries would write them
  // back now, after the other tab removed them.
  await page.evaluate(`dispatchEvent(new PageTransitionEvent('pagehide'))`);
  const purged = await waitForPageAnswer(
    page,
    `(${PERSISTED_COUNT}).then((count) => count === null || count === 0)`,
    { timeout: 5_000 },
  );
  if (!purged)
    assert.fail(
      `the persisted query cache still holds ${await persistedQueryCount(page)} queries (${name})`,
    );
  // Deleted at the end of the purge, which may still be running in this tab or the other.
  assert.ok(
    await waitForPageAnswer(page, `caches.has('kc-dictionaries').then((kept) => !kept)`, {
      timeout: 5_000,
    }),
    `the dictionaries cache in Cache Storage remains (${name})`,
  );
}

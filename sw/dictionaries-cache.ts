/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { DICTIONARIES_CACHE } from '../src/lib/cache-names';
import {
  DICTIONARY_UPDATED_MESSAGE,
  dictionaryOf,
  SESSION_ENDED_MESSAGE,
  type DictionaryUpdatedMessage,
} from '../src/lib/sw-messages';

/*
 * The kitchen dictionaries, stale-while-revalidate (spec 000 §1 design card): a
 * dictionary shows at once, offline too, and each answer is asked again behind it.
 * - Keyed per user: the cache key is the URL plus the token's subject, so one user's answer is
 *   never served to another on a shared kitchen tablet; a call without a readable token is not
 *   cached. Sign-out empties the cache (forgetUserData); a read never creates it, and an answer
 *   still on its way when a session ends is not written (a tab's last call can outlive the
 *   purge, and the user's data would be back on a shared tablet).
 * - A change (POST, PUT, DELETE) that succeeds drops every cached answer of its dictionary
 *   before the page sees the answer, so the page's refetch gets the new list; the open pages
 *   are told, so another tab refreshes too.
 * - A revalidated answer that differs from the one served is announced, so the page asks again
 *   and another device's edit shows within one reload.
 * Imported by sw.ts before its own routes, so these routes answer the dictionary calls first.
 */

declare const self: ServiceWorkerGlobalScope;

/** The path under the API of a dictionary call ('/dictionaries/materials/all'), else null. */
function dictionaryPath(url: URL): string | null {
  const match = /\/api\/v1(\/dictionaries\/.+)$/.exec(url.pathname);
  return match?.[1] ?? null;
}

/** The signed-in user a bearer token names (its `sub`); the provider checks the token itself. */
function userOf(request: Request): string | null {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

function cacheKey(request: Request): string | null {
  const user = userOf(request);
  if (!user) return null;
  const url = new URL(request.url);
  url.searchParams.set('kc-user', user);
  return url.href;
}

/**
 * Changes seen per dictionary: a revalidation that started before a change must not put the
 * old list back after the change dropped it.
 */
const changes = new Map<string, number>();
const changeCount = (dictionary: string) => changes.get(dictionary) ?? 0;
const countChange = (dictionary: string) => changes.set(dictionary, changeCount(dictionary) + 1);

/** Sessions ended since the worker started: a write begun in an earlier one is dropped. */
let sessionsEnded = 0;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== SESSION_ENDED_MESSAGE) return;
  sessionsEnded += 1;
  event.waitUntil(caches.delete(DICTIONARIES_CACHE));
});

async function tellPages(dictionary: string): Promise<void> {
  const message: DictionaryUpdatedMessage = { type: DICTIONARY_UPDATED_MESSAGE, dictionary };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

async function dropDictionary(dictionary: string): Promise<void> {
  if (!(await caches.has(DICTIONARIES_CACHE))) return;
  const cache = await caches.open(DICTIONARIES_CACHE);
  for (const request of await cache.keys()) {
    const path = dictionaryPath(new URL(request.url));
    if (path && dictionaryOf(path) === dictionary) await cache.delete(request);
  }
}

async function read({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const path = dictionaryPath(new URL(request.url));
  const dictionary = path && dictionaryOf(path);
  const key = cacheKey(request);
  if (!dictionary || !key) return fetch(request);
  // caches.match, unlike caches.open, does not create the cache: a call that fails after a
  // sign-out leaves none behind.
  const cached = await caches.match(key, { cacheName: DICTIONARIES_CACHE });
  const shown = cached?.clone();
  const seen = changeCount(dictionary);
  const session = sessionsEnded;
  const fresh = fetch(request).then(async (response) => {
    const overtaken = () => changeCount(dictionary) !== seen || sessionsEnded !== session;
    if (response.status !== 200 || overtaken()) return response;
    const body = await response.clone().text();
    const cache = await caches.open(DICTIONARIES_CACHE);
    if (overtaken()) return response;
    await cache.put(key, response.clone());
    if (shown && (await shown.text()) !== body) await tellPages(dictionary);
    return response;
  });
  if (!cached) return fresh;
  if ('waitUntil' in event) event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

async function change({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const path = dictionaryPath(new URL(request.url));
  const dictionary = path && dictionaryOf(path);
  if (!dictionary) return fetch(request);
  countChange(dictionary);
  const response = await fetch(request);
  if (response.ok) {
    countChange(dictionary);
    await dropDictionary(dictionary);
    await tellPages(dictionary);
  }
  return response;
}

const isDictionaryCall = ({ url }: { url: URL }) => dictionaryPath(url) !== null;

registerRoute(isDictionaryCall, read, 'GET');
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
  registerRoute(isDictionaryCall, change, method);

/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { DICTIONARIES_CACHE } from '../src/lib/cache-names';
import {
  DICTIONARY_UPDATED_MESSAGE,
  dictionaryCacheKey,
  dictionaryOf,
  SESSION_ENDED_MESSAGE,
  SESSION_USER_MESSAGE,
  type DictionaryUpdatedMessage,
  type SessionUserMessage,
} from '../src/lib/sw-messages';

/*
 * The kitchen dictionaries, stale-while-revalidate (spec 000 §1 design card): a
 * dictionary shows at once, offline too, and each answer is asked again behind it.
 * - Keyed per user: the cache key is the URL plus the session's user, whom the page names
 *   (SESSION_USER_MESSAGE; tokens are opaque, docs/decisions/provider-api.md), so one user's
 *   answer is never served to another on a shared kitchen tablet; with no user named, or a call
 *   without a bearer token, nothing is cached. The user is kept in the cache itself, so a worker
 *   the browser stopped and started again still knows it, and the purge forgets it too.
 *   Sign-out empties the cache (forgetUserData); a read never creates it, and an answer
 *   still on its way when a session ends is not written (a tab's last call can outlive the
 *   purge, and the user's data would be back on a shared tablet).
 * - Expiry (docs/decisions/console-and-first-screen.md, "Service worker"): an answer older than
 *   7 days is not served, and the cache keeps the 100 newest.
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

/** Where the session's user is kept, in the cache it keys (not an API path: never fetched). */
const SESSION_USER_KEY = new URL('/__kc/session-user', self.location.origin).href;
/** When an answer was cached (epoch ms), on the copy the cache holds. */
const CACHED_AT_HEADER = 'X-Kc-Cached-At';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 100;

/** The session's user as the page last named it; read from the cache once per worker start. */
let sessionUser: Promise<string | null> | null = null;

function currentUser(): Promise<string | null> {
  sessionUser ??= caches
    .match(SESSION_USER_KEY, { cacheName: DICTIONARIES_CACHE })
    .then(async (response) => (response ? (await response.text()) || null : null))
    .catch(() => null);
  return sessionUser;
}

/** The cache's writes and its purge, one after the other: a new user is never purged. */
let storage: Promise<unknown> = Promise.resolve();
function inTurn(task: () => Promise<unknown>): Promise<unknown> {
  storage = storage.then(task, task);
  return storage;
}

async function cacheKey(request: Request): Promise<string | null> {
  return dictionaryCacheKey(request.url, request.headers.get('Authorization'), await currentUser());
}

function isExpired(response: Response): boolean {
  const at = Number(response.headers.get(CACHED_AT_HEADER));
  return !(at > 0) || Date.now() - at > MAX_AGE_MS;
}

/** Drops the oldest answers beyond the limit (keys come back in the order they were put). */
async function trim(cache: Cache): Promise<void> {
  const answers = (await cache.keys()).filter((request) => request.url !== SESSION_USER_KEY);
  for (const request of answers.slice(0, Math.max(0, answers.length - MAX_ENTRIES)))
    await cache.delete(request);
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
  const data = event.data as Partial<SessionUserMessage> | { type?: string } | null;
  if (data?.type === SESSION_ENDED_MESSAGE) {
    sessionsEnded += 1;
    sessionUser = Promise.resolve(null);
    event.waitUntil(inTurn(() => caches.delete(DICTIONARIES_CACHE)));
    return;
  }
  if (data?.type !== SESSION_USER_MESSAGE) return;
  const { userUuid } = data as Partial<SessionUserMessage>;
  if (typeof userUuid !== 'string' || userUuid === '') return;
  // A session that ends before this is written must not find its user (or the cache) back.
  const session = sessionsEnded;
  event.waitUntil(
    currentUser().then((known) => {
      if (known === userUuid || sessionsEnded !== session) return;
      sessionUser = Promise.resolve(userUuid);
      return inTurn(async () => {
        if (sessionsEnded !== session) return;
        const cache = await caches.open(DICTIONARIES_CACHE);
        await cache.put(SESSION_USER_KEY, new Response(userUuid));
      });
    }),
  );
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
  const key = dictionary ? await cacheKey(request) : null;
  if (!dictionary || !key) return fetch(request);
  // caches.match, unlike caches.open, does not create the cache: a call that fails after a
  // sign-out leaves none behind.
  const match = await caches.match(key, { cacheName: DICTIONARIES_CACHE });
  const cached = match && !isExpired(match) ? match : undefined;
  const shown = cached?.clone();
  const seen = changeCount(dictionary);
  const session = sessionsEnded;
  const fresh = fetch(request).then(async (response) => {
    const overtaken = () => changeCount(dictionary) !== seen || sessionsEnded !== session;
    if (response.status !== 200 || overtaken()) return response;
    const body = await response.clone().text();
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    const copy = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    await inTurn(async () => {
      if (overtaken()) return;
      const cache = await caches.open(DICTIONARIES_CACHE);
      await cache.delete(key);
      await cache.put(key, copy);
      await trim(cache);
    });
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

/**
 * The session's user as the page last named it, or null after a sign-out: whose an action the
 * worker keeps in the outbox is (sw/push.ts).
 */
export const workerSessionUser = currentUser;

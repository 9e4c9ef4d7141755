/** Messages between the service worker (sw/sw.ts) and the console; no DOM here. */

/** SW → console: the user clicked the system notification `{ uuid }`. */
export const NOTIFICATION_CLICK_MESSAGE = 'kc-notification-click';

/** SW → console: a dictionary answer revalidated in the background differs from the cached one. */
export const DICTIONARY_UPDATED_MESSAGE = 'kc-dictionary-updated';

export interface DictionaryUpdatedMessage {
  type: typeof DICTIONARY_UPDATED_MESSAGE;
  /** The dictionary, as `dictionaryOf` names it: '/dictionaries/materials'. */
  dictionary: string;
}

/**
 * The dictionary a path under the API belongs to: '/dictionaries/materials/all' and
 * '/dictionaries/materials/12' both belong to '/dictionaries/materials'. A change to an entry
 * makes every cached answer of its dictionary stale (sw/dictionaries-cache.ts).
 */
export function dictionaryOf(apiPath: string): string | null {
  const match = /^\/dictionaries\/([^/?]+)/.exec(apiPath);
  return match ? `/dictionaries/${match[1]}` : null;
}

/**
 * Console → SW: whose session this device holds now (its user's uuid), sent whenever the
 * session is stored (a sign-in, a refresh). The worker keys its dictionary cache by it: tokens
 * are opaque to the console (docs/decisions/provider-api.md, "Paths the spec leaves open"), so
 * the worker cannot read the user from them.
 */
export const SESSION_USER_MESSAGE = 'kc-session-user';

export interface SessionUserMessage {
  type: typeof SESSION_USER_MESSAGE;
  userUuid: string;
}

/**
 * The dictionary cache's key of a call: its URL plus the session's user, so one user's answer is
 * never served to another on a shared tablet. Null (not cached) without a user, or for a call
 * that carries no bearer token: the token itself is the provider's to read, never part of a key.
 */
export function dictionaryCacheKey(
  url: string,
  authorization: string | null,
  user: string | null,
): string | null {
  if (!user || !/^Bearer \S+$/.test(authorization ?? '')) return null;
  const keyed = new URL(url);
  keyed.searchParams.set('kc-user', user);
  return keyed.href;
}

/**
 * Console → SW: this device's session ended (sign-out, here or in another tab, or a refused
 * refresh). The worker empties the dictionaries cache, forgets the session's user and drops any
 * answer still on its way into it, so nothing of the user is written back after the purge.
 */
export const SESSION_ENDED_MESSAGE = 'kc-session-ended';

/** A critical alert notification's 'Acknowledge' action id: the console shows it, the worker answers it. */
export const ALERT_ACKNOWLEDGE_ACTION = 'acknowledge';

/**
 * SW → console: Background Sync fired for the outbox (sw/outbox-sync.ts). The worker holds no
 * session token, so the page runs the outbox (src/api/outbox/outbox-send.ts) and answers on
 * the message's port with `{ waiting }`, how many actions still wait (-1: the run failed).
 */
export const OUTBOX_SYNC_MESSAGE = 'kc-outbox-sync';

/** The outbox's Background Sync tag, registered by the page and answered by the worker. */
export const OUTBOX_SYNC_TAG = 'kc-outbox';

/**
 * SW → console: 'Acknowledge' on a pushed critical alert `{ alertId }`; the console makes the
 * call with its own session (sw/push.ts, docs/decisions/provider-api.md "Push, our extension").
 */
export const PUSH_ACKNOWLEDGE_MESSAGE = 'kc-push-acknowledge';

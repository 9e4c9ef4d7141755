import * as v from 'valibot';
import { SESSION_USER_MESSAGE, type SessionUserMessage } from '../../lib/sw-messages';
import { tokensSchema } from './auth.schema';
import { parse, safeParse } from '../../lib/schema-calls';

/**
 * Spec 000 §3 "Stored session", plus the sign-in's `daysToPasswordExpiration` (the redirect
 * rules read it), the last chosen restaurant, and `multiFactorSetupRequired`: like the pending
 * multi-factor flag, but the user must first set multi-factor up (an administrator requires it).
 * Its isRefreshing flag is kept apart (below).
 */
const storedSessionSchema = v.object({
  ...tokensSchema.entries,
  restaurantUuid: v.optional(v.string()),
  multiFactorPending: v.optional(v.boolean(), false),
  multiFactorSetupRequired: v.optional(v.boolean(), false),
  daysToPasswordExpiration: v.optional(v.nullable(v.number()), null),
});

export type StoredSession = v.InferOutput<typeof storedSessionSchema>;
export type StoredSessionInput = v.InferInput<typeof storedSessionSchema>;

export const SESSION_KEY = 'kc.session';
const BLOCKED_KEY = 'kc.blocked';
const REFRESHING_KEY = 'kc.session.refreshing';

export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = safeParse(storedSessionSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The stored session, or null; a corrupt entry is removed rather than trusted. */
export function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  const session = parseSession(raw);
  if (raw && !session) localStorage.removeItem(SESSION_KEY);
  return session;
}

export function writeSession(session: StoredSessionInput): void {
  const stored = parse(storedSessionSchema, session);
  localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  tellWorkerTheUser(stored.userUuid);
}

/**
 * Names the session's user to the service worker, which keys its dictionary cache by them: the
 * opaque tokens do not say it (sw/dictionaries-cache.ts). Each write (a sign-in, a refresh)
 * names them again, and so do the page's start and a worker's taking control of this page (the
 * first visit, a new version), for the session stored before them.
 */
function tellWorkerTheUser(userUuid: string): void {
  const message: SessionUserMessage = { type: SESSION_USER_MESSAGE, userUuid };
  navigator.serviceWorker?.controller?.postMessage(message);
}

function tellWorkerTheStoredUser(): void {
  const session = readSession();
  if (session) tellWorkerTheUser(session.userUuid);
}

// At start (a worker the browser stopped forgets it until it reads the cache) and whenever a
// worker takes control.
if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', tellWorkerTheStoredUser);
  tellWorkerTheStoredUser();
}

/** Changes some fields of the stored session; nothing happens without one. */
export function updateSession(patch: Partial<StoredSessionInput>): StoredSession | null {
  const session = readSession();
  if (!session) return null;
  writeSession({ ...session, ...patch });
  return readSession();
}

/**
 * Spec 000 §3's isRefreshing flag, in a key of its own: raising or lowering it never writes the
 * tokens, so a tab whose copy of the session is a moment old (another tab's write reaches it a
 * little later) cannot put spent tokens back. Its value is when the refresh began.
 */
export function setRefreshing(on: boolean): void {
  if (on) localStorage.setItem(REFRESHING_KEY, String(Date.now()));
  else localStorage.removeItem(REFRESHING_KEY);
}

/** When a refresh in flight (in any tab) began, or null. */
export function refreshingSince(): number | null {
  const since = Number(localStorage.getItem(REFRESHING_KEY));
  return since > 0 ? since : null;
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(REFRESHING_KEY);
  sessionStorage.removeItem(BLOCKED_KEY);
}

/** Spec 000 §8: a 403 'User is blocked' shows the blocked-account screen until sign-out. */
export function markBlocked(): void {
  sessionStorage.setItem(BLOCKED_KEY, '1');
}

export function isMarkedBlocked(): boolean {
  return sessionStorage.getItem(BLOCKED_KEY) === '1';
}

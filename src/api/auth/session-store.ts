import * as v from 'valibot';
import { tokensSchema } from './auth.schema';

/**
 * Spec 000 §3 "Stored session", plus the sign-in's `daysToPasswordExpiration` (the redirect
 * rules read it) and the last chosen restaurant.
 */
const storedSessionSchema = v.object({
  ...tokensSchema.entries,
  restaurantUuid: v.optional(v.string()),
  isRefreshing: v.optional(v.boolean(), false),
  multiFactorPending: v.optional(v.boolean(), false),
  daysToPasswordExpiration: v.optional(v.nullable(v.number()), null),
});

export type StoredSession = v.InferOutput<typeof storedSessionSchema>;
export type StoredSessionInput = v.InferInput<typeof storedSessionSchema>;

export const SESSION_KEY = 'kc.session';
const BLOCKED_KEY = 'kc.blocked';

export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(storedSessionSchema, JSON.parse(raw));
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
  localStorage.setItem(SESSION_KEY, JSON.stringify(v.parse(storedSessionSchema, session)));
}

/** Changes some fields of the stored session; nothing happens without one. */
export function updateSession(patch: Partial<StoredSessionInput>): StoredSession | null {
  const session = readSession();
  if (!session) return null;
  writeSession({ ...session, ...patch });
  return readSession();
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(BLOCKED_KEY);
}

/** Spec 000 §8: a 403 'User is blocked' shows the blocked-account screen until sign-out. */
export function markBlocked(): void {
  sessionStorage.setItem(BLOCKED_KEY, '1');
}

export function isMarkedBlocked(): boolean {
  return sessionStorage.getItem(BLOCKED_KEY) === '1';
}

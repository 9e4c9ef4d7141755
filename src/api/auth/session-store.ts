import * as v from 'valibot';
import { tokensSchema } from './auth.schema';

/** Spec 000 §3 "Stored session". */
const storedSessionSchema = v.object({
  ...tokensSchema.entries,
  restaurantUuid: v.optional(v.string()),
  isRefreshing: v.optional(v.boolean(), false),
  multiFactorPending: v.optional(v.boolean(), false),
});

export type StoredSession = v.InferOutput<typeof storedSessionSchema>;

export const SESSION_KEY = 'kc.session';

/** The stored session, or null; a corrupt entry is removed rather than trusted. */
export function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(storedSessionSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through: unreadable JSON
  }
  localStorage.removeItem(SESSION_KEY);
  return null;
}

export function writeSession(session: v.InferInput<typeof storedSessionSchema>): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(v.parse(storedSessionSchema, session)));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

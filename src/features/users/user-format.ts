import type { User } from '../../api/users/users.schema';
import { describeUserAgent } from '../../lib/user-agent';

/**
 * "Priya Natarajan": how a user is named in rows, dialogs and notices. The names are not the
 * spec's (001 §3 "User: email, …"): a user without them is named by the e-mail.
 */
export function fullName(user: { email: string; firstName?: string; lastName?: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/**
 * The restaurants a user works at: a USER's one, a non-USER's list; null for every one (an
 * ADMIN, a manager of all); undefined when the answer does not say (`restaurantUuids` is ours,
 * not spec 001 §3's).
 */
export function restaurantScopeOf(
  user: Pick<User, 'type' | 'restaurantUuid' | 'restaurantUuids'>,
): string[] | null | undefined {
  if (user.type === 'USER') return user.restaurantUuid ? [user.restaurantUuid] : [];
  if (user.type === 'ADMIN') return null;
  return user.restaurantUuids;
}

/**
 * Whether a user is blocked: their `blocked`, else their status; undefined when the answer says
 * neither (then both Block and Unblock are offered, and the provider decides).
 */
export function isBlocked(user: { blocked?: boolean; status?: string }): boolean | undefined {
  if (user.blocked !== undefined) return user.blocked;
  return user.status === undefined ? undefined : user.status === 'BLOCKED';
}

/**
 * "Chrome on Windows" from a User-Agent header, else the header itself: enough to tell a
 * user's devices apart in a list (browser first, as the account's own sessions page words it).
 * '—' for a session that does not say (the header is not spec 001 §3's).
 */
export function clientLabel(userAgent: string | undefined): string {
  if (!userAgent) return '—';
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? userAgent;
}

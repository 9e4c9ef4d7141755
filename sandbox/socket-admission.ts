import { QUEUE_CLOSE_CODES } from '../src/api/production/production.constants';
import type { SandboxContext } from './context';
import type { UserRecord } from './model/users';
import { canSeeRestaurant } from './model/visibility';
import { admitRequest, fail, SandboxFailure } from './route';

/**
 * A socket's credentials, checked as a call's would be. A browser never sees the HTTP status of
 * a refused handshake, so a socket is admitted and then closed with the refusal as a close code:
 * 401 → 4401, 404 → 4404, any other → 4403, with the message as the reason.
 */
export type SocketAdmission = { ok: true } | { ok: false; code: number; reason: string };

/** Runs `checks` (which `fail` as a route does) and says whether the socket may stay. */
export function admitSocket(checks: () => void): SocketAdmission {
  try {
    checks();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof SandboxFailure)) throw error;
    const code =
      error.status === 401
        ? QUEUE_CLOSE_CODES.UNAUTHORIZED
        : error.status === 404
          ? QUEUE_CLOSE_CODES.NOT_FOUND
          : QUEUE_CLOSE_CODES.FORBIDDEN;
    // A close reason is at most 123 bytes.
    return { ok: false, code, reason: error.message.slice(0, 120) };
  }
}

/** The user of a socket's `Authorization` query parameter (with or without `Bearer`). */
export function socketUser(sandbox: SandboxContext, token: string): UserRecord {
  if (!token) fail(401, 'Unauthorized: missing Authorization parameter');
  return admitRequest(sandbox, `Bearer ${token.replace(/^Bearer\s+/i, '')}`, []).user;
}

/** The restaurant the user asks for, or a failure naming why not (404 unknown, 403 not theirs). */
export function visibleRestaurant(
  sandbox: SandboxContext,
  user: UserRecord,
  restaurantUuid: string,
) {
  const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === restaurantUuid);
  if (!restaurant) fail(404, `Restaurant not found: ${restaurantUuid || '(none)'}`);
  if (!canSeeRestaurant(user, restaurant.uuid))
    fail(403, 'Access denied: this restaurant is not among yours');
  return restaurant;
}

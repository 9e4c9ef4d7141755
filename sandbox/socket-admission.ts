import { QUEUE_CLOSE_CODES } from '../src/api/production/production.constants';
import type { SandboxContext } from './context';
import type { UserRecord } from './model/users';
import type { Session } from './tokens';
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

/** Why a socket closes when its session ends. */
const SESSION_ENDED_REASON = 'Session ended';

const bareToken = (token: string) => token.replace(/^Bearer\s+/i, '');

/**
 * The user and session of a socket's `Authorization` query parameter (with or without
 * `Bearer`), through a call's gates.
 */
export function socketSession(
  sandbox: SandboxContext,
  token: string,
): { user: UserRecord; session: Session } {
  if (!token) fail(401, 'Unauthorized: missing Authorization parameter');
  return admitRequest(sandbox, `Bearer ${bareToken(token)}`, []);
}

/** The user of a socket's `Authorization` query parameter (`socketSession`). */
export function socketUser(sandbox: SandboxContext, token: string): UserRecord {
  return socketSession(sandbox, token).user;
}

/**
 * The user of a socket's session while that session lives and the user may still sign in:
 * how a long-lived socket is checked again after its opening. Not by its token, whose access
 * lifetime (15 minutes) is shorter than a stream's: the session lasts as long as its refresh
 * token, which the console keeps fresh.
 */
export function liveSessionUser(sandbox: SandboxContext, session: Session): UserRecord {
  const live = sandbox.tokens.sessionsOf(session.userUuid).some(({ id }) => id === session.id);
  if (!live) fail(401, `Unauthorized: ${SESSION_ENDED_REASON.toLowerCase()}`);
  const user = sandbox.chain.users.find((candidate) => candidate.uuid === session.userUuid);
  if (!user) fail(401, 'Unauthorized: user no longer exists');
  if (user.blocked) fail(403, 'User is blocked');
  return user;
}

/**
 * Closes a socket the moment the session it was opened with ends, however it ends
 * (docs/decisions/sign-in-and-access.md, "Every channel checks who is there"): the one
 * mechanism every socket of the sandbox uses, notifications, tablet and video alike. `close`
 * is called at most once, with the reason. Returns the stop, for when the socket closes first.
 * A token that names no live session closes the socket at once.
 */
export function closeWhenSessionEnds(
  sandbox: SandboxContext,
  token: string,
  close: (reason: string) => void,
): () => void {
  const check = sandbox.tokens.authenticate(bareToken(token));
  if (!check.ok) {
    close(SESSION_ENDED_REASON);
    return () => undefined;
  }
  const sessionId = check.session.id;
  const stop = sandbox.tokens.onSessionEnded((ended) => {
    if (ended.id !== sessionId) return;
    stop();
    close(SESSION_ENDED_REASON);
  });
  return stop;
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

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Tokens } from '../src/api/auth/auth.schema';

export const DEFAULT_ACCESS_TTL_SECONDS = 900;
export const DEFAULT_REFRESH_TTL_SECONDS = 86_400;

/**
 * How long the refresh token a rotation spent is refused without ending its session: two tabs'
 * refreshes racing (the console's cross-tab flag is trusted for 10 s).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface TokenServiceOptions {
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** HMAC key; a fresh random one per process unless given (sessions live in memory anyway). */
  secret?: Buffer | string;
  /**
   * Tokens as random handles with nothing to decode, as many providers issue them (the spec
   * profile): the console must read expiry from the answer's dates, never from the token.
   */
  opaque?: boolean;
}

/**
 * A session's second factor: `verified` (checked, or the user has none and needs none),
 * `pending` (the user has multi-factor on and no code was checked yet) or `setup` (an
 * administrator requires multi-factor of a user who has none: the user must turn it on first,
 * as Keycloak's "Configure OTP" required action). A refresh keeps it.
 */
export type MultiFactorState = 'verified' | 'pending' | 'setup';

/** How a session starts: `multiFactorSetupRequired` wins over `multiFactorVerified`. */
export interface SessionStart {
  userAgent: string;
  ipAddress: string;
  multiFactorVerified: boolean;
  multiFactorSetupRequired?: boolean;
}

/** One signed-in browser or device: what `GET /auth/sessions` lists. */
export interface Session {
  id: string;
  userUuid: string;
  signedInTime: number;
  /** Updated by every access-token check and refresh. */
  lastUsedTime: number;
  userAgent: string;
  ipAddress: string;
  /** Where the session stands with the second factor; see `MultiFactorState`. */
  multiFactor: MultiFactorState;
  /** The id of the only refresh token that may still be used; rotation replaces it. */
  refreshTokenId: string;
  /** The refresh token the last rotation spent, and when ('' and 0 before any). */
  spentRefreshTokenId: string;
  spentAt: number;
  refreshExpDate: number;
}

type TokenKind = 'access' | 'refresh';

/** Token claims; `iat` and `exp` are epoch milliseconds, like the answer's *ExpDate fields. */
interface Claims {
  sub: string;
  sid: string;
  typ: TokenKind;
  jti: string;
  iat: number;
  exp: number;
}

export type AccessCheck = { ok: true; session: Session } | { ok: false; reason: string };
export type RotateResult =
  { ok: true; session: Session; tokens: Tokens } | { ok: false; reason: string };

export interface TokenService {
  startSession(
    userUuid: string,
    details: SessionStart,
  ): {
    session: Session;
    tokens: Tokens;
  };
  /** Checks an access token: signature, kind, expiry, and that its session was not ended. */
  authenticate(accessToken: string): AccessCheck;
  /**
   * Rotating refresh: the presented token is spent, a new pair is issued for the same session.
   * `admit` sees the session first and may throw to refuse, leaving the token unspent. A spent
   * token presented again ends its session.
   */
  rotate(refreshToken: string, admit?: (session: Session) => void): RotateResult;
  endSession(sessionId: string): void;
  /** Ends every live session of the user except `keepSessionId`; returns the ended ones. */
  endSessionsOf(userUuid: string, keepSessionId?: string): Session[];
  /**
   * Calls `listener` with every session that ends from now on, whoever ends it (sign-out, the
   * sessions page, an administrator, a password change or reset, a block, a delete): the one
   * place the sockets opened with a session hear of its end (socket-admission.ts). Returns the
   * unsubscribe. `clear` tells no one: a sandbox reset closes the sockets itself.
   */
  onSessionEnded(listener: (session: Session) => void): () => void;
  /**
   * Ends every session whose refresh token has expired (a lapsed session ends like any other:
   * its listeners are told). Every look at the sessions sweeps first; the server also sweeps on
   * a timer (server.ts), so a lapsed session's sockets and pushes stop even when nobody looks.
   */
  sweep(): Session[];
  /** The user's live sessions (refresh token not yet expired), in sign-in order. */
  sessionsOf(userUuid: string): Session[];
  clear(): void;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function ttlFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const secret = options.secret ?? randomBytes(32);
  const sessions = new Map<string, Session>();
  const endListeners = new Set<(session: Session) => void>();

  function end(session: Session): void {
    if (!sessions.delete(session.id)) return;
    // A copy: a listener may unsubscribe (its socket closing) while the others are told.
    for (const listener of [...endListeners]) listener(session);
  }

  const signature = (data: string) => createHmac('sha256', secret).update(data).digest();
  /** Opaque handles and the signed tokens they stand for, when tokens are opaque. */
  const handles = options.opaque ? new Map<string, string>() : undefined;

  function sign(claims: Claims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signed = `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`).toString('base64url')}`;
    if (!handles) return signed;
    const handle = randomBytes(32).toString('base64url');
    handles.set(handle, signed);
    return handle;
  }

  function readClaims(presented: string, kind: TokenKind): Claims | string {
    const token = handles ? handles.get(presented) : presented;
    if (token === undefined) return 'malformed token';
    const [header, payload, signed, extra] = token.split('.');
    if (!header || !payload || !signed || extra !== undefined) return 'malformed token';
    const expected = signature(`${header}.${payload}`);
    const actual = Buffer.from(signed, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
      return 'invalid token signature';
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return 'malformed token';
    }
    if (claims.typ !== kind)
      return `expected ${kind === 'access' ? 'an access' : 'a refresh'} token`;
    if (claims.exp <= options.now()) return `${kind} token expired`;
    return claims;
  }

  function issue(session: Session): Tokens {
    const iat = options.now();
    const accessExpDate = iat + options.accessTtlSeconds * 1000;
    const refreshExpDate = iat + options.refreshTtlSeconds * 1000;
    session.refreshTokenId = randomUUID();
    session.refreshExpDate = refreshExpDate;
    const common = { sub: session.userUuid, sid: session.id, iat };
    return {
      userUuid: session.userUuid,
      accessToken: sign({ ...common, typ: 'access', jti: randomUUID(), exp: accessExpDate }),
      refreshToken: sign({
        ...common,
        typ: 'refresh',
        jti: session.refreshTokenId,
        exp: refreshExpDate,
      }),
      accessExpDate,
      refreshExpDate,
    };
  }

  function sweep(): Session[] {
    const now = options.now();
    const lapsed = [...sessions.values()].filter((session) => session.refreshExpDate <= now);
    lapsed.forEach(end);
    return lapsed;
  }

  function liveSessionsOf(userUuid: string): Session[] {
    sweep();
    return [...sessions.values()].filter((session) => session.userUuid === userUuid);
  }

  return {
    startSession(userUuid, details) {
      sweep();
      const now = options.now();
      const session: Session = {
        id: randomUUID(),
        userUuid,
        signedInTime: now,
        lastUsedTime: now,
        userAgent: details.userAgent,
        ipAddress: details.ipAddress,
        multiFactor: details.multiFactorSetupRequired
          ? 'setup'
          : details.multiFactorVerified
            ? 'verified'
            : 'pending',
        refreshTokenId: '',
        spentRefreshTokenId: '',
        spentAt: 0,
        refreshExpDate: now,
      };
      sessions.set(session.id, session);
      return { session, tokens: issue(session) };
    },

    authenticate(accessToken) {
      const claims = readClaims(accessToken, 'access');
      if (typeof claims === 'string') return { ok: false, reason: claims };
      sweep();
      const session = sessions.get(claims.sid);
      if (!session) return { ok: false, reason: 'session ended' };
      session.lastUsedTime = options.now();
      return { ok: true, session };
    },

    rotate(refreshToken, admit) {
      const claims = readClaims(refreshToken, 'refresh');
      if (typeof claims === 'string') return { ok: false, reason: claims };
      sweep();
      const session = sessions.get(claims.sid);
      if (!session) return { ok: false, reason: 'session ended' };
      if (session.refreshTokenId !== claims.jti) {
        // Two tabs of one browser may send the same token at once (one without Web Locks, or
        // whose storage event is late: docs/decisions/sign-in-and-access.md, "Refresh that never
        // races"): the token just spent is refused for a few seconds without ending anything, as
        // Auth0's reuse interval does. Refused, it gives a thief nothing either.
        const justSpent =
          claims.jti === session.spentRefreshTokenId &&
          options.now() - session.spentAt <= REFRESH_REUSE_GRACE_MS;
        if (justSpent) return { ok: false, reason: 'refresh token already used' };
        // Otherwise a spent token coming back means two parties hold the session's tokens (one
        // stole them): the session ends, so the thief's rotated pair dies with the victim's
        // (OAuth 2.0 Security BCP, RFC 9700 §4.14.2, refresh token reuse detection).
        end(session);
        return { ok: false, reason: 'refresh token already used, session ended' };
      }
      session.spentRefreshTokenId = session.refreshTokenId;
      session.spentAt = options.now();
      admit?.(session);
      session.lastUsedTime = options.now();
      return { ok: true, session, tokens: issue(session) };
    },

    endSession(sessionId) {
      const session = sessions.get(sessionId);
      if (session) end(session);
    },

    endSessionsOf(userUuid, keepSessionId) {
      const ended = liveSessionsOf(userUuid).filter((session) => session.id !== keepSessionId);
      ended.forEach(end);
      return ended;
    },

    onSessionEnded(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },

    sweep,

    sessionsOf: liveSessionsOf,

    clear() {
      sessions.clear();
      handles?.clear();
    },
  };
}

import { refreshTokens, signIn, signOut } from '../../src/api/auth/auth.endpoints';
import type { SandboxApi } from '../context';
import { hashPassword, verifyPassword } from '../model/passwords';
import { daysToPasswordExpiration, findUserByEmail, toUserDto } from '../model/users';
import { fail, requestClient, serve, servePublic } from '../route';
import { minutes } from '../sign-in-throttle';
import { logAuthEvent } from './audit';

// Checked when the email is unknown, so a wrong email costs as long as a wrong password.
const UNKNOWN_USER_HASH = hashPassword('no such user', 'sandbox-unknown-user');

/**
 * Failed sign-ins one client (route.ts `requestClient`) may make, whatever the e-mails: the
 * per-e-mail limit alone lets one client try a common password on every account (spraying).
 * Room for a restaurant's devices behind one address mistyping now and then. A success does not
 * clear it, or one known account would reset the count between guesses.
 */
const SIGN_IN_FAILURES_PER_CLIENT = { limit: 30, windowMs: 15 * 60_000 };

export function registerAuthRoutes(api: SandboxApi): void {
  /**
   * 401 wrong credentials; 403 blocked (spec 000 §8); 429 after 5 failures within a minute.
   * A user with multi-factor on gets a pending session: only the code checks and sign-out
   * answer until a code is verified. A user an administrator requires to use multi-factor who
   * has none gets a setup session (`multiFactorSetupRequired`): only turning it on, the current
   * user and sign-out answer until it is on (Keycloak's "Configure OTP" required action).
   */
  servePublic(api, signIn, ({ body, sandbox, c }) => {
    const { chain, signInThrottle, tokens } = sandbox;
    const client = requestClient(c);
    const byClient = signInThrottle.kind('sign-in by client', SIGN_IN_FAILURES_PER_CLIENT);
    const clientWaitMs = byClient.retryAfter(client.ipAddress);
    if (clientWaitMs > 0) {
      c.header('Retry-After', String(Math.ceil(clientWaitMs / 1000)));
      fail(
        429,
        `Too many sign-in attempts from this device, try again in ${minutes(clientWaitMs)}`,
      );
    }
    const waitMs = signInThrottle.retryAfter(body.email);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      fail(429, 'Too many sign-in attempts, try again in a minute');
    }

    const user = findUserByEmail(chain.users, body.email);
    const passwordMatches = verifyPassword(body.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !passwordMatches) {
      signInThrottle.recordFailure(body.email);
      byClient.recordFailure(client.ipAddress);
      if (user) logAuthEvent(sandbox, user.uuid, 'SIGN_IN_FAILED', client);
      fail(401, 'Invalid email or password');
    }
    // Only after the password matched, so a blocked account is not revealed to a guesser.
    if (user.blocked) {
      logAuthEvent(sandbox, user.uuid, 'SIGN_IN_FAILED', client);
      fail(403, 'User is blocked');
    }
    signInThrottle.clear(body.email);

    const now = sandbox.now();
    const previousSignIn = user.lastSignInTime;
    user.lastSignInTime = now;
    const multiFactorSetupRequired = user.multiFactorRequired && !user.multiFactorAuthentication;
    const session = tokens.startSession(user.uuid, {
      ...client,
      multiFactorVerified: !user.multiFactorAuthentication,
      multiFactorSetupRequired,
    });
    logAuthEvent(sandbox, user.uuid, 'SIGN_IN', client);
    return {
      ...session.tokens,
      multiFactorAuthentication: user.multiFactorAuthentication,
      multiFactorSetupRequired,
      user: toUserDto(user, chain.roles, chain.policies),
      loginInfo: {
        daysToPasswordExpiration: daysToPasswordExpiration(user, now),
        lastSignInTime: previousSignIn,
      },
    };
  });

  /**
   * Rotating refresh tokens: the presented one is spent; using it again answers 401 and ends
   * the session (tokens.ts, reuse detection), whoever holds its newer tokens. The
   * session keeps its state (a pending multi-factor check stays pending, a required setup stays
   * required). A blocked user's
   * refresh answers 403 without spending the token, so the session answers 403 'User is
   * blocked' to every call until the user is unblocked.
   */
  servePublic(api, refreshTokens, ({ body, sandbox }) => {
    const rotation = sandbox.tokens.rotate(body.refreshToken, (session) => {
      const user = sandbox.chain.users.find((candidate) => candidate.uuid === session.userUuid);
      if (!user) {
        sandbox.tokens.endSession(session.id);
        fail(401, 'Unauthorized: user no longer exists');
      }
      if (user.blocked) fail(403, 'User is blocked');
    });
    if (!rotation.ok) fail(401, `Unauthorized: ${rotation.reason}`);
    return rotation.tokens;
  });

  /** Ends the bearer token's session: its access and refresh tokens stop working. */
  serve(
    api,
    signOut,
    ({ user, session, sandbox, c }) => {
      sandbox.tokens.endSession(session.id);
      logAuthEvent(sandbox, user.uuid, 'SIGN_OUT', requestClient(c));
      return null;
    },
    { allow: ['multiFactorSetup', 'multiFactorPending', 'passwordExpired'] },
  );
}

import { refreshTokens, signIn, signOut } from '../../src/api/auth/auth.endpoints';
import type { SandboxApi } from '../context';
import { hashPassword, verifyPassword } from '../model/passwords';
import { daysToPasswordExpiration, toUserDto } from '../model/users';
import { fail, serve, servePublic } from '../route';

// Checked when the email is unknown, so a wrong email costs as long as a wrong password.
const UNKNOWN_USER_HASH = hashPassword('no such user', 'sandbox-unknown-user');

export function registerAuthRoutes(api: SandboxApi): void {
  /** 401 wrong credentials; 403 blocked (spec 000 §8); 429 after 5 failures within a minute. */
  servePublic(api, signIn, ({ body, sandbox, c }) => {
    const { chain, signInThrottle, tokens } = sandbox;
    const waitMs = signInThrottle.retryAfter(body.email);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      fail(429, 'Too many sign-in attempts, try again in a minute');
    }

    const user = chain.users.find((candidate) => candidate.email === body.email.toLowerCase());
    const passwordMatches = verifyPassword(body.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !passwordMatches) {
      signInThrottle.recordFailure(body.email);
      fail(401, 'Invalid email or password');
    }
    // Only after the password matched, so a blocked account is not revealed to a guesser.
    if (user.blocked) fail(403, 'User is blocked');
    signInThrottle.clear(body.email);

    const now = sandbox.now();
    const previousSignIn = user.lastSignInTime;
    user.lastSignInTime = now;
    const session = tokens.startSession(user.uuid, {
      userAgent: c.req.header('user-agent') ?? null,
      multiFactorVerified: !user.multiFactorAuthentication,
    });
    return {
      ...session.tokens,
      multiFactorAuthentication: user.multiFactorAuthentication,
      user: toUserDto(user, chain.roles, chain.policies),
      loginInfo: {
        daysToPasswordExpiration: daysToPasswordExpiration(user, now),
        lastSignInTime: previousSignIn,
      },
    };
  });

  /** Rotating refresh tokens: the presented one is spent; using it again answers 401. */
  servePublic(api, refreshTokens, ({ body, sandbox }) => {
    const rotation = sandbox.tokens.rotate(body.refreshToken);
    if (!rotation.ok) fail(401, `Unauthorized: ${rotation.reason}`);
    const user = sandbox.chain.users.find(
      (candidate) => candidate.uuid === rotation.session.userUuid,
    );
    if (!user) {
      sandbox.tokens.endSession(rotation.session.id);
      fail(401, 'Unauthorized: user no longer exists');
    }
    if (user.blocked) {
      sandbox.tokens.endSession(rotation.session.id);
      fail(403, 'User is blocked');
    }
    return rotation.tokens;
  });

  /** Ends the bearer token's session: its access and refresh tokens stop working. */
  serve(api, signOut, ({ session, sandbox }) => {
    sandbox.tokens.endSession(session.id);
    return null;
  });
}

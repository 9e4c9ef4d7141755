import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signInResultSchema, tokensSchema } from '../../../src/api/auth/auth.schema';
import { userSchema } from '../../../src/api/users/users.schema';
import { createSandbox } from '../../../sandbox/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../sandbox/seed';
import { REFRESH_REUSE_GRACE_MS } from '../../../sandbox/tokens';
import { call, manualClock, signInAs, PROFILES } from './sandbox-client';

const signInPath = '/api/v1/auth/signIn';

describe('POST /auth/signIn', () => {
  const signingIn = DEMO_ACCOUNTS.filter((account) => account.email !== 'blocked@demo.kitchen');

  it.each(signingIn.map((account) => [account.email, account.type]))(
    'signs in %s (%s) with an answer that matches the declared signInResultSchema (spec 000 §7)',
    async (email, type) => {
      const sandbox = createSandbox();
      const answer = await call(sandbox, 'POST', signInPath, {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(answer.status).toBe(200);
      expect(answer.json.success).toBe(true);
      const result = v.parse(signInResultSchema, answer.json.results);
      expect(result.user.email).toBe(email);
      expect(result.user.type).toBe(type);
      expect(result.userUuid).toBe(result.user.uuid);
    },
  );

  it('gives each account its documented state: MFA flag, expired password, no role, USER restaurant', async () => {
    const sandbox = createSandbox();
    const mfa = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(mfa.multiFactorAuthentication).toBe(true);
    expect(mfa.user.multiFactorAuthentication).toBe(true);

    const expired = await signInAs(sandbox, 'expired@demo.kitchen');
    expect(expired.loginInfo.daysToPasswordExpiration).toBe(0);

    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(manager.loginInfo.daysToPasswordExpiration).toBeGreaterThan(0);
    expect(manager.multiFactorAuthentication).toBe(false);
    expect(manager.user.userRoleDto?.name).toBe('Restaurant Manager');
    expect(manager.user.restaurantUuid).toBeNull();
    // Two policies both grant PCS: the console merges them per module (spec 000 §6).
    expect(
      manager.user.userRoleDto?.accessList.filter((access) => access.moduleType === 'PCS'),
    ).toHaveLength(2);

    const norole = await signInAs(sandbox, 'norole@demo.kitchen');
    expect(norole.user.userRoleDto).toBeNull();

    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    expect(admin.user.userRoleDto).toBeNull();
    expect(admin.user.restaurantUuid).toBeNull();

    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    expect(crew.user.restaurantUuid).toEqual(expect.any(String));
  });

  it('reports the previous sign-in time in loginInfo and then records the new one', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ now: clock.now });
    const first = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(first.loginInfo.lastSignInTime).toBeLessThan(clock.now());
    clock.advance(60_000);
    const second = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(second.loginInfo.lastSignInTime).toBe(clock.now() - 60_000);
  });

  it("answers 403 'User is blocked' for a blocked account with the right password (spec 000 §8)", async () => {
    const answer = await call(createSandbox(), 'POST', signInPath, {
      body: { email: 'blocked@demo.kitchen', password: DEMO_PASSWORD },
    });
    expect(answer).toEqual({
      status: 403,
      json: { success: false, code: 403, message: 'User is blocked' },
    });
  });

  it("answers 401 'Invalid email or password' for a wrong password or an unknown email", async () => {
    const sandbox = createSandbox();
    for (const body of [
      { email: 'manager@demo.kitchen', password: 'wrong' },
      { email: 'nobody@demo.kitchen', password: DEMO_PASSWORD },
      { email: 'blocked@demo.kitchen', password: 'wrong' },
    ]) {
      const answer = await call(sandbox, 'POST', signInPath, { body });
      expect(answer).toEqual({
        status: 401,
        json: { success: false, code: 401, message: 'Invalid email or password' },
      });
    }
  });

  it('matches the email case-insensitively', async () => {
    const result = await signInAs(createSandbox(), 'Manager@Demo.Kitchen');
    expect(result.user.email).toBe('manager@demo.kitchen');
  });

  it.each(PROFILES)(
    'answers 429 after more than 5 failed sign-ins for one email within a minute, even with the right password (the %s provider profile)',
    async (profile) => {
      const clock = manualClock();
      const sandbox = createSandbox({ profile, now: clock.now });
      const attempt = (password: string) =>
        call(sandbox, 'POST', signInPath, { body: { email: 'crew@demo.kitchen', password } });

      for (let index = 0; index < 5; index++) expect((await attempt('wrong')).status).toBe(401);
      const locked = await attempt(DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.json.message).toBe('Too many sign-in attempts, try again in a minute');

      // Another email is not affected.
      expect((await signInAs(sandbox, 'manager@demo.kitchen')).user.email).toBe(
        'manager@demo.kitchen',
      );

      clock.advance(61_000);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    },
  );

  it('sends a Retry-After header with the 429', async () => {
    const sandbox = createSandbox();
    const request = () =>
      sandbox.app.fetch(
        new Request('http://sandbox.test/api/v1/auth/signIn', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'x@demo.kitchen', password: 'wrong' }),
        }),
      );
    for (let index = 0; index < 5; index++) await request();
    const locked = await request();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 400 naming the field when the email is not an email', async () => {
    const answer = await call(createSandbox(), 'POST', signInPath, {
      body: { email: 'nope', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('"email"');
  });

  it('never stores a password in plain text', () => {
    const sandbox = createSandbox();
    const stored = JSON.stringify(sandbox.context.chain.users);
    expect(stored).not.toContain(DEMO_PASSWORD);
    expect(stored).not.toContain('RC7K-2M9Q');
  });
});

describe('access tokens', () => {
  it('lets GET /users/user answer the signed-in user, matching userSchema', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const answer = await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken });
    expect(answer.status).toBe(200);
    expect(v.parse(userSchema, answer.json.results)).toEqual(session.user);
  });

  it('answers 401 JSON without a bearer token, with a malformed one and with a tampered one', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const [header, payload] = session.accessToken.split('.');
    for (const token of [undefined, 'garbage', `${header}.${payload}.AAAA`]) {
      const answer = await call(sandbox, 'GET', '/api/v1/users/user', { token });
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({
        success: false,
        code: 401,
        message: expect.stringMatching(/^Unauthorized: /),
      });
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const answer = await call(sandbox, 'GET', '/api/v1/users/user', {
      token: session.refreshToken,
    });
    expect(answer.status).toBe(401);
  });

  it('answers 401 once the access token has expired (lifetime from options)', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ now: clock.now, accessTtl: 5, refreshTtl: 60 });
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    expect(session.accessExpDate).toBe(clock.now() + 5000);
    expect(session.refreshExpDate).toBe(clock.now() + 60_000);

    clock.advance(4000);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken })).status,
    ).toBe(200);
    clock.advance(1000);
    const expired = await call(sandbox, 'GET', '/api/v1/users/user', {
      token: session.accessToken,
    });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('Unauthorized: access token expired');
  });

  it('takes token lifetimes from SANDBOX_ACCESS_TTL and SANDBOX_REFRESH_TTL when no option is given', async () => {
    const clock = manualClock();
    process.env.SANDBOX_ACCESS_TTL = '30';
    process.env.SANDBOX_REFRESH_TTL = '120';
    try {
      const session = await signInAs(createSandbox({ now: clock.now }), 'crew@demo.kitchen');
      expect(session.accessExpDate - clock.now()).toBe(30_000);
      expect(session.refreshExpDate - clock.now()).toBe(120_000);
    } finally {
      delete process.env.SANDBOX_ACCESS_TTL;
      delete process.env.SANDBOX_REFRESH_TTL;
    }
  });

  it('defaults to 900 s access and 86400 s refresh lifetimes', async () => {
    const clock = manualClock();
    const session = await signInAs(createSandbox({ now: clock.now }), 'crew@demo.kitchen');
    expect(session.accessExpDate - clock.now()).toBe(900_000);
    expect(session.refreshExpDate - clock.now()).toBe(86_400_000);
  });
});

describe.each(PROFILES)('POST /auth/refresh (the %s provider profile)', (profile) => {
  it('rotates both tokens and refuses the spent refresh token with 401 (spec 000 §8: 401 on refresh)', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ profile, now: clock.now });
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    clock.advance(1000);

    const first = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(first.status).toBe(200);
    const rotated = v.parse(tokensSchema, first.json.results);
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(rotated.accessToken).not.toBe(session.accessToken);
    expect(rotated.accessExpDate).toBe(clock.now() + 900_000);

    const next = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: rotated.refreshToken },
    });
    expect(next.status).toBe(200);
    const latest = v.parse(tokensSchema, next.json.results);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: latest.accessToken })).status,
    ).toBe(200);
  });

  it('ends the session when a spent refresh token comes back: both holders are signed out (OAuth 2.0 Security BCP, RFC 9700 §4.14.2)', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ profile, now: clock.now });
    const stolen = await signInAs(sandbox, 'manager@demo.kitchen');
    const other = await signInAs(sandbox, 'manager@demo.kitchen');
    clock.advance(1000);
    // The thief refreshes first with the copied token; the victim's own refresh then reuses it.
    const thief = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: stolen.refreshToken },
    });
    expect(thief.status).toBe(200);
    const thiefTokens = v.parse(tokensSchema, thief.json.results);

    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reused = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: stolen.refreshToken },
    });
    expect(reused.json).toEqual({
      success: false,
      code: 401,
      message: 'Unauthorized: refresh token already used, session ended',
    });
    const thiefNow = await call(sandbox, 'GET', '/api/v1/users/user', {
      token: thiefTokens.accessToken,
    });
    expect(thiefNow.status).toBe(401);
    const thiefRefresh = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: thiefTokens.refreshToken },
    });
    expect(thiefRefresh.status).toBe(401);
    // The user's other sessions live on.
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: other.accessToken })).status,
    ).toBe(200);
  });

  it('refuses the token just spent for a few seconds without ending the session: two tabs racing (decision "Refresh that never races")', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ profile, now: clock.now });
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const first = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    const rotated = v.parse(tokensSchema, first.json.results);
    clock.advance(REFRESH_REUSE_GRACE_MS);
    const late = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(late.json).toEqual({
      success: false,
      code: 401,
      message: 'Unauthorized: refresh token already used',
    });
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: rotated.accessToken })).status,
    ).toBe(200);
  });

  it('answers 401 for an expired refresh token', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ profile, now: clock.now, accessTtl: 5, refreshTtl: 10 });
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    clock.advance(10_000);
    const answer = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 400 when the refreshToken field is missing', async () => {
    const answer = await call(createSandbox({ profile }), 'POST', '/api/v1/auth/refresh', {
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('"refreshToken"');
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: its access and refresh tokens answer 401 afterwards, other sessions live on', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const otherTab = await signInAs(sandbox, 'manager@demo.kitchen');

    const answer = await call(sandbox, 'POST', '/api/v1/auth/logout', {
      token: session.accessToken,
    });
    expect(answer).toEqual({ status: 200, json: { success: true, results: null } });

    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken })).status,
    ).toBe(401);
    const refresh = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: otherTab.accessToken })).status,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await call(createSandbox(), 'POST', '/api/v1/auth/logout')).status).toBe(401);
  });
});

describe('a user blocked while signed in', () => {
  it("answers 403 'User is blocked' to the next call (spec 000 §8: starts the blocked-user flow)", async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const user = sandbox.context.chain.users.find(
      (candidate) => candidate.email === 'crew@demo.kitchen',
    );
    user!.blocked = true;
    const answer = await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken });
    expect(answer).toEqual({
      status: 403,
      json: { success: false, code: 403, message: 'User is blocked' },
    });
  });
});

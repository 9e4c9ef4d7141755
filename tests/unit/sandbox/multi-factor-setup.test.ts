import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recoveryCodesSchema, tokensSchema } from '../../../src/api/auth/auth.schema';
import type { Sandbox } from '../../../sandbox/app';
import { createSandbox } from '../../../sandbox/app';
import { totp } from '../../../sandbox/totp';
import { call, manualClock, send, signInAs, wrongTotp, userOf } from './sandbox-client';

/**
 * "Multi-factor required" enforced (docs/decisions/sign-in-and-access.md, "Required multi-factor setup"): a user
 * an administrator requires to use multi-factor (spec 000 §6, 001 §6: the per-user multi-factor
 * option) who has not set it up signs in to a session that may only set it up, as Keycloak's
 * "Configure OTP" required action.
 */
const FLAGGED = 'mfa-setup@demo.kitchen';

const SETUP_REQUIRED = {
  status: 403,
  json: { success: false, code: 403, message: 'Multi-factor setup required' },
};
const PENDING = {
  status: 403,
  json: { success: false, code: 403, message: 'Multi-factor verification required' },
};

function setup() {
  const clock = manualClock();
  const sandbox = createSandbox({ now: clock.now });
  return { clock, sandbox };
}

/** PUT …/enable, then a code of the new secret to …/enable/verify: the answer, and the secret. */
async function enable(sandbox: Sandbox, token: string, now: number) {
  const started = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token });
  expect(started.status, started.json.message).toBe(200);
  const { secret } = started.json.results as { secret: string };
  const confirmed = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
    token,
    body: { code: totp(secret, now) },
  });
  return { confirmed, secret };
}

describe('a flagged user without multi-factor signs in to a setup session', () => {
  it('says so in the sign-in answer (multiFactorSetupRequired), with no code to verify', async () => {
    const { sandbox } = setup();
    const session = await signInAs(sandbox, FLAGGED);
    expect(session.multiFactorSetupRequired).toBe(true);
    expect(session.multiFactorAuthentication).toBe(false);
    expect(session.user.multiFactorAuthentication).toBe(false);
  });

  it("refuses every other call with 403 'Multi-factor setup required'", async () => {
    const { sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, FLAGGED);
    for (const [method, path] of [
      ['GET', '/api/v1/restaurants'],
      ['GET', '/api/v1/auth/sessions'],
      ['GET', '/api/v1/notification/unread/count'],
      ['GET', '/api/v1/analytic/total-usage'],
      ['PUT', '/api/v1/auth/multiFactor/disable'],
      ['PUT', '/api/v1/auth/multiFactor/recoveryCodes/reset'],
    ] as const) {
      expect(await call(sandbox, method, path, { token }), `${method} ${path}`).toEqual(
        SETUP_REQUIRED,
      );
    }
    // Not a second factor to verify: the sign-in's code checks are refused alike.
    expect(
      await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
        token,
        body: { code: '123456' },
      }),
    ).toEqual(SETUP_REQUIRED);
  });

  it('answers the setup calls, the current user and sign-out', async () => {
    const { clock, sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, FLAGGED);
    const me = await call(sandbox, 'GET', '/api/v1/users/user', { token });
    expect(me.status).toBe(200);
    expect(me.json.results).toMatchObject({ email: FLAGGED, multiFactorAuthentication: false });

    const started = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token });
    expect(started.status).toBe(200);
    const qr = await send(sandbox, 'GET', '/api/v1/auth/multiFactor/qr', { token });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');

    // A wrong code is refused and the session stays in setup.
    const { secret } = started.json.results as { secret: string };
    const wrong = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
      token,
      body: { code: wrongTotp(secret, clock.now()) },
    });
    expect(wrong.json.message).toBe('Invalid verification code');
    expect(await call(sandbox, 'GET', '/api/v1/restaurants', { token })).toEqual(SETUP_REQUIRED);

    const logout = await call(sandbox, 'POST', '/api/v1/auth/logout', { token });
    expect(logout).toEqual({ status: 200, json: { success: true, results: null } });
    expect((await call(sandbox, 'GET', '/api/v1/users/user', { token })).status).toBe(401);
  });

  it('becomes a whole session once enable/verify succeeds, which answers the recovery codes', async () => {
    const { clock, sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, FLAGGED);
    const { confirmed } = await enable(sandbox, token, clock.now());
    expect(confirmed.status).toBe(200);
    expect(v.parse(recoveryCodesSchema, confirmed.json.results).recoveryCodes).toHaveLength(8);

    expect((await call(sandbox, 'GET', '/api/v1/restaurants', { token })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/api/v1/auth/sessions', { token })).status).toBe(200);
    expect(userOf(sandbox, FLAGGED).multiFactorAuthentication).toBe(true);
  });

  it('asks for a code at the next sign-in once set up, no longer for a setup', async () => {
    const { clock, sandbox } = setup();
    const first = await signInAs(sandbox, FLAGGED);
    const { secret } = await enable(sandbox, first.accessToken, clock.now());

    const next = await signInAs(sandbox, FLAGGED);
    expect(next.multiFactorSetupRequired).toBe(false);
    expect(next.multiFactorAuthentication).toBe(true);
    expect(await call(sandbox, 'GET', '/api/v1/restaurants', { token: next.accessToken })).toEqual(
      PENDING,
    );
    // The app's next code: the one that turned it on is spent (a code is good once).
    clock.advance(30_000);
    const verified = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: next.accessToken,
      body: { code: totp(secret, clock.now()) },
    });
    expect(verified.status).toBe(200);
  });

  it("moves the user's other setup sessions to a code check once one of them sets it up", async () => {
    const { clock, sandbox } = setup();
    const phone = await signInAs(sandbox, FLAGGED);
    const tablet = await signInAs(sandbox, FLAGGED);
    await enable(sandbox, phone.accessToken, clock.now());

    // Setting it up again there would answer 'already enabled': it now needs a code instead.
    expect(
      await call(sandbox, 'GET', '/api/v1/restaurants', { token: tablet.accessToken }),
    ).toEqual(PENDING);
    expect(
      await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token: tablet.accessToken }),
    ).toEqual(PENDING);
  });

  it('keeps the session in setup across a refresh', async () => {
    const { clock, sandbox } = setup();
    const session = await signInAs(sandbox, FLAGGED);
    const refresh = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(200);
    const rotated = v.parse(tokensSchema, refresh.json.results);
    expect(
      await call(sandbox, 'GET', '/api/v1/restaurants', { token: rotated.accessToken }),
    ).toEqual(SETUP_REQUIRED);

    // The refreshed session can still set it up, and is whole after.
    const { confirmed } = await enable(sandbox, rotated.accessToken, clock.now());
    expect(confirmed.status).toBe(200);
    expect(
      (await call(sandbox, 'GET', '/api/v1/restaurants', { token: rotated.accessToken })).status,
    ).toBe(200);
  });
});

describe('the requirement is not a lockout', () => {
  it("comes back after an administrator's multi-factor reset: the next sign-in sets it up again", async () => {
    const { clock, sandbox } = setup();
    const first = await signInAs(sandbox, FLAGGED);
    await enable(sandbox, first.accessToken, clock.now());
    expect(userOf(sandbox, FLAGGED).multiFactorAuthentication).toBe(true);

    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const reset = await call(
      sandbox,
      'PUT',
      `/api/v1/users/${userOf(sandbox, FLAGGED).uuid}/multiFactor/reset`,
      { token: admin.accessToken },
    );
    expect(reset.status, reset.json.message).toBe(200);

    const again = await signInAs(sandbox, FLAGGED);
    expect(again.multiFactorSetupRequired).toBe(true);
    expect(again.multiFactorAuthentication).toBe(false);
    expect(await call(sandbox, 'GET', '/api/v1/restaurants', { token: again.accessToken })).toEqual(
      SETUP_REQUIRED,
    );
    const { confirmed } = await enable(sandbox, again.accessToken, clock.now());
    expect(confirmed.status).toBe(200);
  });

  it('leaves an unflagged user without multi-factor alone: a whole session at once', async () => {
    const { sandbox } = setup();
    expect(userOf(sandbox, 'manager@demo.kitchen').multiFactorRequired).toBe(false);
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(session.multiFactorSetupRequired).toBe(false);
    expect(session.multiFactorAuthentication).toBe(false);
    expect(
      (await call(sandbox, 'GET', '/api/v1/restaurants', { token: session.accessToken })).status,
    ).toBe(200);
  });

  it('asks a flagged user who has multi-factor on for a code, not for a setup', async () => {
    const { sandbox } = setup();
    expect(userOf(sandbox, 'mfa@demo.kitchen').multiFactorRequired).toBe(true);
    const session = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(session.multiFactorSetupRequired).toBe(false);
    expect(
      await call(sandbox, 'GET', '/api/v1/restaurants', { token: session.accessToken }),
    ).toEqual(PENDING);
  });
});

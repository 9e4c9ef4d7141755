import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tokensSchema } from '../../../src/api/auth/auth.schema';
import { createSandbox } from '../../../sandbox/app';
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../../../sandbox/seed';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import { totp } from '../../../sandbox/totp';
import { call, manualClock, send, signInAs, wrongTotp, PROFILES } from './sandbox-client';

const PENDING = {
  status: 403,
  json: { success: false, code: 403, message: 'Multi-factor verification required' },
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function setup(profile?: SandboxProfile) {
  const clock = manualClock();
  const sandbox = createSandbox({ now: clock.now, profile });
  return { clock, sandbox };
}

describe('signing in with multi-factor on', () => {
  it('gives a pending session: data calls answer 403 until a TOTP code is verified', async () => {
    const { clock, sandbox } = setup();
    const session = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(session.multiFactorAuthentication).toBe(true);
    const token = session.accessToken;

    expect(await call(sandbox, 'GET', '/api/v1/users/user', { token })).toEqual(PENDING);
    expect(await call(sandbox, 'GET', '/api/v1/restaurants', { token })).toEqual(PENDING);
    expect(await call(sandbox, 'GET', '/api/v1/auth/sessions', { token })).toEqual(PENDING);

    const verify = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    expect(verify).toEqual({ status: 200, json: { success: true, results: null } });

    expect((await call(sandbox, 'GET', '/api/v1/users/user', { token })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/api/v1/restaurants', { token })).status).toBe(200);
  });

  it('verifies one session only: another sign-in is pending again', async () => {
    const { clock, sandbox } = setup();
    const first = await signInAs(sandbox, 'mfa@demo.kitchen');
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: first.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    const second = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(await call(sandbox, 'GET', '/api/v1/users/user', { token: second.accessToken })).toEqual(
      PENDING,
    );
  });

  it('keeps the pending state across a refresh, and lets a pending session sign out', async () => {
    const { sandbox } = setup();
    const session = await signInAs(sandbox, 'mfa@demo.kitchen');
    const refresh = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(200);
    const rotated = v.parse(tokensSchema, refresh.json.results);
    expect(
      await call(sandbox, 'GET', '/api/v1/users/user', { token: rotated.accessToken }),
    ).toEqual(PENDING);

    const logout = await call(sandbox, 'POST', '/api/v1/auth/logout', {
      token: rotated.accessToken,
    });
    expect(logout.status).toBe(200);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: rotated.accessToken })).status,
    ).toBe(401);
  });

  it.each([
    ['the previous step', -30_000, 200],
    ['the next step', 30_000, 200],
    ['two steps back', -60_000, 400],
    ['two steps ahead', 60_000, 400],
  ])('accepts ±1 step of clock drift: a code of %s answers %i', async (_, offset, status) => {
    const { clock, sandbox } = setup();
    const { accessToken } = await signInAs(sandbox, 'mfa@demo.kitchen');
    const answer = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now() + offset) },
    });
    expect(answer.status).toBe(status);
  });

  it("answers 400 'Invalid verification code' to a wrong code, and 400 naming the field to a malformed one", async () => {
    const { clock, sandbox } = setup();
    const { accessToken } = await signInAs(sandbox, 'mfa@demo.kitchen');
    const wrong = wrongTotp(DEMO_TOTP_SECRET, clock.now());
    expect(
      await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
        token: accessToken,
        body: { code: wrong },
      }),
    ).toEqual({
      status: 400,
      json: { success: false, code: 400, message: 'Invalid verification code' },
    });
    const malformed = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: accessToken,
      body: { code: '12ab56' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toContain('"code"');
    expect(await call(sandbox, 'GET', '/api/v1/users/user', { token: accessToken })).toEqual(
      PENDING,
    );
  });

  it.each(PROFILES)(
    'accepts an app code once (RFC 6238 §5.2): the same code again, in another session or to turn it off, answers 400 within its window (the %s provider profile)',
    async (profile) => {
      const { clock, sandbox } = setup(profile);
      const code = totp(DEMO_TOTP_SECRET, clock.now());
      const owner = await signInAs(sandbox, 'mfa@demo.kitchen');
      const verify = (token: string, body: { code: string }) =>
        call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', { token, body });
      expect((await verify(owner.accessToken, { code })).status).toBe(200);

      // Read over the owner's shoulder, or phished, and typed into a second session 20 s later.
      clock.advance(20_000);
      const thief = await signInAs(sandbox, 'mfa@demo.kitchen');
      expect(await verify(thief.accessToken, { code })).toEqual({
        status: 400,
        json: {
          success: false,
          code: 400,
          message: 'This code was already used: enter the next one from your authenticator app',
        },
      });
      expect(
        await call(sandbox, 'GET', '/api/v1/users/user', { token: thief.accessToken }),
      ).toEqual(PENDING);
      const disable = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/disable', {
        token: owner.accessToken,
        body: { code },
      });
      expect(disable.status).toBe(400);
      expect(disable.json.message).toMatch(/^This code was already used/);

      // Another code of the window, never used, is accepted once.
      const next = totp(DEMO_TOTP_SECRET, clock.now() + 30_000);
      expect((await verify(thief.accessToken, { code: next })).status).toBe(200);
      const again = await signInAs(sandbox, 'mfa@demo.kitchen');
      expect((await verify(again.accessToken, { code: next })).status).toBe(400);
    },
  );

  it('accepts a recovery code once (any case, with or without the dash); a used one answers 400', async () => {
    const { sandbox } = setup();
    const first = await signInAs(sandbox, 'mfa@demo.kitchen');
    const code = DEMO_RECOVERY_CODES[0];
    const used = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
      token: first.accessToken,
      body: { recoveryCode: code.toLowerCase().replace('-', '') },
    });
    expect(used).toEqual({ status: 200, json: { success: true, results: null } });
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: first.accessToken })).status,
    ).toBe(200);

    const second = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(
      await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
        token: second.accessToken,
        body: { recoveryCode: code },
      }),
    ).toEqual({
      status: 400,
      json: { success: false, code: 400, message: 'Invalid recovery code' },
    });
    expect(
      (
        await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
          token: second.accessToken,
          body: { recoveryCode: DEMO_RECOVERY_CODES[1] },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 400 to a code check for a user without multi-factor', async () => {
    const { clock, sandbox } = setup();
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    const answer = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    expect(answer.json.message).toBe('Multi-factor authentication is not enabled');
  });
});

describe('enabling, resetting and disabling multi-factor', () => {
  it('enables end to end: secret, PNG QR code, confirm with a code, recovery codes; then sign-in asks for a code', async () => {
    const { clock, sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');

    const noSetup = await call(sandbox, 'GET', '/api/v1/auth/multiFactor/qr', { token });
    expect(noSetup).toEqual({
      status: 404,
      json: { success: false, code: 404, message: 'No multi-factor setup in progress' },
    });

    const started = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token });
    expect(started.status).toBe(200);
    const { secret } = started.json.results as { secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const qr = await send(sandbox, 'GET', '/api/v1/auth/multiFactor/qr', { token });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(qr.headers.get('cache-control')).toBe('no-store');
    const png = new Uint8Array(await qr.arrayBuffer());
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(Number(qr.headers.get('content-length'))).toBe(png.length);

    // Multi-factor is not on until a code of the new secret confirms it.
    const stillOff = await call(sandbox, 'GET', '/api/v1/users/user', { token });
    expect(stillOff.json.results).toMatchObject({ multiFactorAuthentication: false });
    const wrongSecret = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
      token,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    expect(wrongSecret.json.message).toBe('Invalid verification code');

    const confirmed = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
      token,
      body: { code: totp(secret, clock.now()) },
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.json.results as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(8);
    for (const code of recoveryCodes) expect(code).toMatch(/^RC[A-Z2-9]{2}-[A-Z2-9]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(8);
    const stored = JSON.stringify(sandbox.context.chain.users);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);

    // The session that enabled it keeps working; the setup is over.
    const nowOn = await call(sandbox, 'GET', '/api/v1/users/user', { token });
    expect(nowOn.json.results).toMatchObject({ multiFactorAuthentication: true });
    expect((await call(sandbox, 'GET', '/api/v1/auth/multiFactor/qr', { token })).status).toBe(404);
    expect(
      (await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token })).json.message,
    ).toBe('Multi-factor authentication is already enabled');

    // The next sign-in is pending until a code of the new secret (or a new recovery code).
    const next = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(next.multiFactorAuthentication).toBe(true);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: next.accessToken })).status,
    ).toBe(403);
    const viaCode = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
      token: next.accessToken,
      body: { recoveryCode: recoveryCodes[3] },
    });
    expect(viaCode.status).toBe(200);
  });

  it('answers 404 to a confirmation without a setup started', async () => {
    const { clock, sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');
    const answer = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
      token,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    expect(answer.status).toBe(404);
  });

  it('resets recovery codes: 8 new ones work, the old ones stop working', async () => {
    const { clock, sandbox } = setup();
    const session = await signInAs(sandbox, 'mfa@demo.kitchen');
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: session.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    clock.advance(30_000);
    const reset = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/recoveryCodes/reset', {
      token: session.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    expect(reset.status).toBe(200);
    const { recoveryCodes } = reset.json.results as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(8);

    const next = await signInAs(sandbox, 'mfa@demo.kitchen');
    const old = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
      token: next.accessToken,
      body: { recoveryCode: DEMO_RECOVERY_CODES[0] },
    });
    expect(old.json.message).toBe('Invalid recovery code');
    const fresh = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
      token: next.accessToken,
      body: { recoveryCode: recoveryCodes[0] },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses to reset recovery codes or disable with multi-factor off (400)', async () => {
    const { sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');
    for (const path of ['recoveryCodes/reset', 'disable']) {
      const asked = { token, body: { code: '123456' } };
      expect(await call(sandbox, 'PUT', `/api/v1/auth/multiFactor/${path}`, asked)).toEqual({
        status: 400,
        json: { success: false, code: 400, message: 'Multi-factor authentication is not enabled' },
      });
    }
  });

  it('disables: the next sign-in is not pending, and enabling again is possible', async () => {
    const { clock, sandbox } = setup();
    const session = await signInAs(sandbox, 'mfa@demo.kitchen');
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: session.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    clock.advance(30_000);
    const disabled = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/disable', {
      token: session.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    expect(disabled).toEqual({ status: 200, json: { success: true, results: null } });

    const next = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(next.multiFactorAuthentication).toBe(false);
    expect(next.user.multiFactorAuthentication).toBe(false);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: next.accessToken })).status,
    ).toBe(200);
    expect(
      (await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token: next.accessToken }))
        .status,
    ).toBe(200);
  });

  it('refuses the settings calls to a pending session (403)', async () => {
    const { sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/disable', { token })).toEqual(
      PENDING,
    );
    expect(
      await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/recoveryCodes/reset', { token }),
    ).toEqual(PENDING);
  });
});

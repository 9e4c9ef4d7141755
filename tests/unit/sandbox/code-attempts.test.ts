import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../../../sandbox/seed';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import { totp } from '../../../sandbox/totp';
import { call, manualClock, send, signInAs, wrongTotp, PROFILES } from './sandbox-client';

/*
 * Docs/decisions/sign-in-and-access.md, "Every channel checks who is there": a 6-digit code
 * has a million values, so its checks allow 5 wrong tries per user in 15 minutes, then answer
 * 429 with the minutes left (whatever the code) until the oldest wrong try is 15 minutes old;
 * and turning multi-factor off needs a current code.
 */

const MINUTE_MS = 60_000;
const VERIFY = '/api/v1/auth/multiFactor/verify';
const RECOVERY = '/api/v1/auth/multiFactor/verify/recoveryCode';
const DISABLE = '/api/v1/auth/multiFactor/disable';

function setup(profile?: SandboxProfile) {
  const clock = manualClock();
  // Sessions outlast the 15 minutes the test waits through.
  const sandbox = createSandbox({ now: clock.now, accessTtl: 86_400, profile });
  const code = () => totp(DEMO_TOTP_SECRET, clock.now());
  const wrong = () => wrongTotp(DEMO_TOTP_SECRET, clock.now());
  return { clock, sandbox, code, wrong };
}

describe('wrong multi-factor codes', () => {
  it('the 6th code after 5 wrong ones answers 429 with the minutes left, even a right one, until the first is 15 minutes old', async () => {
    const { clock, sandbox, code, wrong } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'mfa@demo.kitchen');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await call(sandbox, 'POST', VERIFY, { token, body: { code: wrong() } });
      expect(answer.json.message, `attempt ${attempt}`).toBe('Invalid verification code');
    }

    const locked = await send(sandbox, 'POST', VERIFY, { token, body: { code: code() } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toEqual({
      success: false,
      code: 429,
      message: 'Too many wrong codes: try again in 15 minutes',
    });

    clock.advance(14 * MINUTE_MS);
    const later = await call(sandbox, 'POST', VERIFY, { token, body: { code: code() } });
    expect(later.json).toMatchObject({
      code: 429,
      message: 'Too many wrong codes: try again in 1 minute',
    });

    clock.advance(MINUTE_MS);
    expect((await call(sandbox, 'POST', VERIFY, { token, body: { code: code() } })).status).toBe(
      200,
    );
  });

  it('counts app codes and recovery codes together, per user, across the user’s sessions', async () => {
    const { clock, sandbox, code, wrong } = setup();
    const first = (await signInAs(sandbox, 'mfa@demo.kitchen')).accessToken;
    for (let attempt = 1; attempt <= 3; attempt++)
      await call(sandbox, 'POST', VERIFY, { token: first, body: { code: wrong() } });
    for (const recoveryCode of ['RCAA-AAAA', 'RCBB-BBBB']) {
      const answer = await call(sandbox, 'POST', RECOVERY, {
        token: first,
        body: { recoveryCode },
      });
      expect(answer.json.message).toBe('Invalid recovery code');
    }

    // Another sign-in of the same user starts with none left.
    const second = (await signInAs(sandbox, 'mfa@demo.kitchen')).accessToken;
    const recovery = await call(sandbox, 'POST', RECOVERY, {
      token: second,
      body: { recoveryCode: DEMO_RECOVERY_CODES[0] },
    });
    expect(recovery.status).toBe(429);
    expect(
      (await call(sandbox, 'POST', VERIFY, { token: second, body: { code: code() } })).status,
    ).toBe(429);

    // Another user's codes are theirs: turning multi-factor on is not locked for them.
    const manager = (await signInAs(sandbox, 'manager@demo.kitchen')).accessToken;
    const started = await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', {
      token: manager,
    });
    const { secret } = started.json.results as { secret: string };
    const confirmed = await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
      token: manager,
      body: { code: totp(secret, clock.now()) },
    });
    expect(confirmed.status).toBe(200);
  });

  it('a right code starts the count again', async () => {
    const { sandbox, code, wrong } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'mfa@demo.kitchen');
    for (let attempt = 1; attempt <= 4; attempt++)
      await call(sandbox, 'POST', VERIFY, { token, body: { code: wrong() } });
    expect((await call(sandbox, 'POST', VERIFY, { token, body: { code: code() } })).status).toBe(
      200,
    );

    const next = (await signInAs(sandbox, 'mfa@demo.kitchen')).accessToken;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await call(sandbox, 'POST', VERIFY, { token: next, body: { code: wrong() } });
      expect(answer.status, `attempt ${attempt}`).toBe(400);
    }
  });
});

describe('turning multi-factor off needs a current code', () => {
  async function verified() {
    const context = setup();
    const { accessToken: token } = await signInAs(context.sandbox, 'mfa@demo.kitchen');
    await call(context.sandbox, 'POST', VERIFY, { token, body: { code: context.code() } });
    // The next step's code: a code is good once (RFC 6238 §5.2).
    context.clock.advance(30_000);
    const isOn = async () =>
      (
        (await call(context.sandbox, 'GET', '/api/v1/users/user', { token })).json.results as {
          multiFactorAuthentication: boolean;
        }
      ).multiFactorAuthentication;
    return { ...context, token, isOn };
  }

  it('refuses it without a code (400, saying what to enter), and multi-factor stays on', async () => {
    const { sandbox, token, isOn } = await verified();
    expect(await call(sandbox, 'PUT', DISABLE, { token })).toEqual({
      status: 400,
      json: {
        success: false,
        code: 400,
        message: 'Enter the current code from your authenticator app to turn multi-factor off',
      },
    });
    expect(await isOn()).toBe(true);
  });

  it('refuses a wrong code (400) and counts it: the 6th try answers 429', async () => {
    const { sandbox, token, isOn, code, wrong } = await verified();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await call(sandbox, 'PUT', DISABLE, { token, body: { code: wrong() } });
      expect(answer.json.message).toBe('Invalid verification code');
    }
    expect((await call(sandbox, 'PUT', DISABLE, { token, body: { code: code() } })).status).toBe(
      429,
    );
    expect(await isOn()).toBe(true);
  });

  it('turns it off with a current code', async () => {
    const { sandbox, token, isOn, code } = await verified();
    expect(await call(sandbox, 'PUT', DISABLE, { token, body: { code: code() } })).toEqual({
      status: 200,
      json: { success: true, results: null },
    });
    expect(await isOn()).toBe(false);
  });
});

describe.each(PROFILES)(
  'making new recovery codes needs a current code (spec 000 §7 "recoveryCodes/reset"; decision "Every channel checks who is there") (the %s provider profile)',
  (profile) => {
    const RESET = '/api/v1/auth/multiFactor/recoveryCodes/reset';

    /** A verified session of the demo multi-factor user, and whether a recovery code still works. */
    async function verified() {
      const context = setup(profile);
      const { accessToken: token } = await signInAs(context.sandbox, 'mfa@demo.kitchen');
      await call(context.sandbox, 'POST', VERIFY, { token, body: { code: context.code() } });
      // The next step's code: a code is good once (RFC 6238 §5.2).
      context.clock.advance(30_000);
      const stillWorks = async (recoveryCode: string) => {
        const next = await signInAs(context.sandbox, 'mfa@demo.kitchen');
        const answer = await call(context.sandbox, 'POST', RECOVERY, {
          token: next.accessToken,
          body: { recoveryCode },
        });
        return answer.status === 200;
      };
      return { ...context, token, stillWorks };
    }

    it('refuses a session left open without a code (400, saying what to enter): the owner’s codes keep working', async () => {
      const { sandbox, token, stillWorks } = await verified();
      for (const body of [undefined, {}, { code: '' }, { code: '12345' }, { recoveryCode: ' ' }]) {
        expect(await call(sandbox, 'PUT', RESET, { token, body }), JSON.stringify(body)).toEqual({
          status: 400,
          json: {
            success: false,
            code: 400,
            message:
              'Enter the current code from your authenticator app, or a recovery code, to make new recovery codes',
          },
        });
      }
      expect(await stillWorks(DEMO_RECOVERY_CODES[0]!)).toBe(true);
    });

    it('refuses a wrong code or recovery code (400) and counts it: the 6th try answers 429', async () => {
      const { clock, sandbox, token, code, wrong, stillWorks } = await verified();
      const tries = [
        { code: wrong() },
        { recoveryCode: 'ZZZZ-ZZZZ' },
        { code: wrong() },
        { recoveryCode: 'AAAA-AAAA' },
        { code: wrong() },
      ];
      for (const body of tries) {
        const answer = await call(sandbox, 'PUT', RESET, { token, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.json.message).toMatch(/^Invalid (verification|recovery) code$/);
      }
      const sixth = await call(sandbox, 'PUT', RESET, { token, body: { code: code() } });
      expect(sixth.status).toBe(429);
      // Once the tries have aged out, the owner's codes are as they were.
      clock.advance(15 * MINUTE_MS);
      expect(await stillWorks(DEMO_RECOVERY_CODES[1]!)).toBe(true);
    });

    it('makes 8 new codes for a current app code, and for a recovery code (which is spent); the old ones stop working', async () => {
      const { sandbox, token, code, stillWorks } = await verified();
      const byApp = await call(sandbox, 'PUT', RESET, { token, body: { code: code() } });
      expect(byApp.status, byApp.json.message).toBe(200);
      const fresh = (byApp.json.results as { recoveryCodes: string[] }).recoveryCodes;
      expect(fresh).toHaveLength(8);
      expect(await stillWorks(DEMO_RECOVERY_CODES[2]!)).toBe(false);

      const byCode = await call(sandbox, 'PUT', RESET, { token, body: { recoveryCode: fresh[0] } });
      expect(byCode.status, byCode.json.message).toBe(200);
      const again = (byCode.json.results as { recoveryCodes: string[] }).recoveryCodes;
      expect(again).toHaveLength(8);
      expect(await stillWorks(fresh[1]!)).toBe(false);
      expect(await stillWorks(again[0]!)).toBe(true);
    });
  },
);

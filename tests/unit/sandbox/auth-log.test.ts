import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { authLogPageSchema } from '../../../src/api/audit/audit.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { createSeed, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../sandbox/seed';
import { totp } from '../../../sandbox/totp';
import { call, manualClock, signInAs, wrongTotp } from './sandbox-client';

const DAY_MS = 86_400_000;
const DEVICE = { 'User-Agent': 'Test Browser/1.0', 'X-Forwarded-For': '203.0.113.9' };

async function authLog(sandbox: Sandbox, token: string, query = '') {
  const answer = await call(sandbox, 'GET', `/api/v1/auditTrail/auth${query}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(authLogPageSchema, answer.json.results);
}

describe('the seeded authentication history', () => {
  it('gives the demo users a few weeks of plausible history, the same for the same seed and now', () => {
    const now = manualClock().now();
    const chain = createSeed(now);
    expect(createSeed(now).authLog).toEqual(chain.authLog);
    const email = (uuid: string) => chain.users.find((user) => user.uuid === uuid)?.email;

    const admin = chain.users.find((user) => user.email === 'admin@demo.kitchen')!;
    const adminLog = chain.authLog.filter((record) => record.userUuid === admin.uuid);
    expect(adminLog.length).toBeGreaterThan(10);
    expect(adminLog.at(-1)).toMatchObject({ event: 'SIGN_IN', time: admin.lastSignInTime });
    expect(adminLog[0]!.time).toBeLessThan(now - 14 * DAY_MS);
    expect(new Set(adminLog.map((record) => record.userAgent)).size).toBeGreaterThan(1);
    expect(chain.authLog.every((record) => record.time < now)).toBe(true);

    const mfaEvents = chain.authLog
      .filter((record) => email(record.userUuid) === 'mfa@demo.kitchen')
      .map((record) => record.event);
    expect(mfaEvents).toContain('MFA_ENABLED');
    expect(mfaEvents).toContain('MFA_VERIFIED');
    // The user who never signed in has no history.
    expect(chain.authLog.some((record) => email(record.userUuid) === 'norole@demo.kitchen')).toBe(
      false,
    );
  });
});

describe('GET /auditTrail/auth', () => {
  it("records the caller's own events with time, address and device, newest first by default", async () => {
    const clock = manualClock();
    // Behind a proxy on this machine, whose X-Forwarded-For is believed.
    const sandbox = createSandbox({ now: clock.now, trustedProxies: ['127.0.0.1'] });
    const start = clock.now();
    await call(sandbox, 'POST', '/api/v1/auth/signIn', {
      body: { email: 'mfa@demo.kitchen', password: 'wrong' },
      headers: DEVICE,
    });
    clock.advance(1000);
    const session = await signInAs(sandbox, 'mfa@demo.kitchen', DEMO_PASSWORD, DEVICE);
    const token = session.accessToken;
    clock.advance(1000);
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token,
      body: { code: wrongTotp(DEMO_TOTP_SECRET, clock.now()) },
      headers: DEVICE,
    });
    clock.advance(1000);
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
      headers: DEVICE,
    });
    clock.advance(1000);
    // Another user's events are not in this log.
    await signInAs(sandbox, 'manager@demo.kitchen');

    const page = await authLog(sandbox, token, `?startDate=${start}`);
    expect(page).toEqual({
      content: [
        {
          uuid: expect.any(String),
          event: 'MFA_VERIFIED',
          time: start + 3000,
          ipAddress: '203.0.113.9',
          userAgent: 'Test Browser/1.0',
        },
        {
          uuid: expect.any(String),
          event: 'MFA_FAILED',
          time: start + 2000,
          ipAddress: '203.0.113.9',
          userAgent: 'Test Browser/1.0',
        },
        {
          uuid: expect.any(String),
          event: 'SIGN_IN',
          time: start + 1000,
          ipAddress: '203.0.113.9',
          userAgent: 'Test Browser/1.0',
        },
        {
          uuid: expect.any(String),
          event: 'SIGN_IN_FAILED',
          time: start,
          ipAddress: '203.0.113.9',
          userAgent: 'Test Browser/1.0',
        },
      ],
      total: 4,
      limit: 20,
      offset: 0,
    });
  });

  it('records every kind of event the flows cause', async () => {
    const clock = manualClock();
    // Behind a proxy on this machine, whose X-Forwarded-For is believed.
    const sandbox = createSandbox({ now: clock.now, trustedProxies: ['127.0.0.1'] });
    const start = clock.now();
    const seen = async (token: string) =>
      (
        await authLog(sandbox, token, `?startDate=${start}&orderDirection=ASC&limit=100`)
      ).content.map((entry) => entry.event);

    // mfa@: recovery code, disable, enable again, change password, end sessions.
    const first = await signInAs(sandbox, 'mfa@demo.kitchen');
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify/recoveryCode', {
      token: first.accessToken,
      body: { recoveryCode: 'RC7K-2M9Q' },
    });
    await signInAs(sandbox, 'mfa@demo.kitchen'); // ended below by 'sign out everywhere else'
    const sessions = await call(sandbox, 'GET', '/api/v1/auth/sessions', {
      token: first.accessToken,
    });
    const currentId = (sessions.json.results as Array<{ uuid: string; current: boolean }>).find(
      (s) => s.current,
    )!.uuid;
    await call(sandbox, 'DELETE', `/api/v1/auth/sessions/reset/${currentId}`, {
      token: first.accessToken,
    });
    await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/disable', {
      token: first.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    const { secret } = (
      await call(sandbox, 'PUT', '/api/v1/auth/multiFactor/enable', { token: first.accessToken })
    ).json.results as { secret: string };
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/enable/verify', {
      token: first.accessToken,
      body: { code: totp(secret, clock.now()) },
    });
    const changed = await call(sandbox, 'PUT', '/api/v1/users/password', {
      token: first.accessToken,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Fryer!Basket42' },
    });
    const { accessToken } = changed.json.results as { accessToken: string };
    expect(await seen(accessToken)).toEqual([
      'SIGN_IN',
      'RECOVERY_CODE_USED',
      'SIGN_IN',
      'SESSION_ENDED',
      'MFA_DISABLED',
      'MFA_ENABLED',
      'PASSWORD_CHANGED',
    ]);

    // crew@: reset by e-mail, sign in, sign out.
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const outbox = await call(sandbox, 'GET', '/__sandbox/outbox?email=crew@demo.kitchen');
    const [message] = outbox.json.messages as Array<{ link: string }>;
    const token = new URL(message!.link, 'http://console.test').searchParams.get('token');
    await call(sandbox, 'POST', '/api/v1/users/password/reset', {
      body: { token, password: 'Fryer!Basket42' },
    });
    const crew = await signInAs(sandbox, 'crew@demo.kitchen', 'Fryer!Basket42');
    const crewOther = await signInAs(sandbox, 'crew@demo.kitchen', 'Fryer!Basket42');
    await call(sandbox, 'POST', '/api/v1/auth/logout', { token: crewOther.accessToken });
    expect(await seen(crew.accessToken)).toEqual([
      'PASSWORD_RESET',
      'SIGN_IN',
      'SIGN_IN',
      'SIGN_OUT',
    ]);
  });

  it('filters by event, date range (inclusive) and pages with limit and offset', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ now: clock.now });
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');

    const all = await authLog(sandbox, token, '?limit=100');
    expect(all.total).toBeGreaterThan(10);
    const times = all.content.map((entry) => entry.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const ascending = await authLog(sandbox, token, '?limit=100&orderDirection=ASC');
    expect(ascending.content.map((entry) => entry.uuid)).toEqual(
      all.content.map((entry) => entry.uuid).reverse(),
    );

    const signIns = await authLog(sandbox, token, '?event=SIGN_IN&limit=100');
    expect(signIns.content.length).toBeGreaterThan(0);
    expect(signIns.content.every((entry) => entry.event === 'SIGN_IN')).toBe(true);
    expect(signIns.total).toBe(all.content.filter((entry) => entry.event === 'SIGN_IN').length);

    const middle = all.content[5]!.time;
    const oldest = all.content.at(-1)!.time;
    const range = await authLog(sandbox, token, `?startDate=${oldest}&endDate=${middle}&limit=100`);
    expect(range.content[0]!.time).toBe(middle);
    expect(range.content.at(-1)!.time).toBe(oldest);
    expect(range.content.every((entry) => entry.time >= oldest && entry.time <= middle)).toBe(true);

    const page = await authLog(sandbox, token, '?limit=3&offset=2');
    expect(page).toMatchObject({ total: all.total, limit: 3, offset: 2 });
    expect(page.content).toEqual(all.content.slice(2, 5));
  });

  it('answers 400 naming the parameter for an unknown event or a bad limit', async () => {
    const sandbox = createSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    for (const [query, parameter] of [
      ['?event=NOPE', '"event"'],
      ['?limit=0', '"limit"'],
    ] as const) {
      const answer = await call(sandbox, 'GET', `/api/v1/auditTrail/auth${query}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toContain(parameter);
    }
  });
});

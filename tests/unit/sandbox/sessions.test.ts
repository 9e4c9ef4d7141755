import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sessionSchema, tokensSchema } from '../../../src/api/auth/auth.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { DEMO_TOTP_SECRET } from '../../../sandbox/seed';
import { totp } from '../../../sandbox/totp';
import { call, manualClock, signInAs } from './sandbox-client';

const PHONE = {
  'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
  'X-Forwarded-For': '198.51.100.7, 10.0.0.1',
};
const BLOCKED = { status: 403, json: { success: false, code: 403, message: 'User is blocked' } };

function setup() {
  const clock = manualClock();
  // Behind two proxies (one on this machine, one inner), whose X-Forwarded-For is believed.
  const sandbox = createSandbox({ now: clock.now, trustedProxies: ['127.0.0.1', '10.0.0.1'] });
  return { clock, sandbox };
}

async function sessionsOf(sandbox: Sandbox, token: string) {
  const answer = await call(sandbox, 'GET', '/api/v1/auth/sessions', { token });
  expect(answer.status).toBe(200);
  return v.parse(v.array(sessionSchema), answer.json.results);
}

describe('GET /auth/sessions', () => {
  it("lists the caller's sessions newest first, with device, address, times and the current one marked", async () => {
    const { clock, sandbox } = setup();
    const start = clock.now();
    const laptop = await signInAs(sandbox, 'manager@demo.kitchen');
    clock.advance(60_000);
    const phone = await signInAs(sandbox, 'manager@demo.kitchen', undefined, PHONE);
    await signInAs(sandbox, 'crew@demo.kitchen');
    clock.advance(60_000);

    const fromLaptop = await sessionsOf(sandbox, laptop.accessToken);
    expect(fromLaptop).toEqual([
      {
        uuid: expect.any(String),
        signedInTime: start + 60_000,
        lastActiveTime: start + 60_000,
        userAgent: PHONE['User-Agent'],
        ipAddress: '198.51.100.7',
        current: false,
      },
      {
        uuid: expect.any(String),
        signedInTime: start,
        // This very call used the session.
        lastActiveTime: start + 120_000,
        userAgent: 'Unknown device',
        ipAddress: '127.0.0.1',
        current: true,
      },
    ]);

    const fromPhone = await sessionsOf(sandbox, phone.accessToken);
    expect(fromPhone.map((session) => session.current)).toEqual([true, false]);
  });

  it('updates lastActiveTime on a refresh too, and keeps the session uuid', async () => {
    const { clock, sandbox } = setup();
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const [before] = await sessionsOf(sandbox, session.accessToken);
    clock.advance(5 * 60_000);
    const refresh = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    const rotated = v.parse(tokensSchema, refresh.json.results);
    const [after] = await sessionsOf(sandbox, rotated.accessToken);
    expect(after?.uuid).toBe(before?.uuid);
    expect(after?.lastActiveTime).toBe(clock.now());
  });
});

describe('DELETE /auth/sessions/:id and /auth/sessions/reset/:id', () => {
  it('ends one session: its tokens answer 401, the others live on', async () => {
    const { sandbox } = setup();
    const laptop = await signInAs(sandbox, 'manager@demo.kitchen');
    const phone = await signInAs(sandbox, 'manager@demo.kitchen');
    const phoneId = (await sessionsOf(sandbox, phone.accessToken)).find((s) => s.current)!.uuid;

    const ended = await call(sandbox, 'DELETE', `/api/v1/auth/sessions/${phoneId}`, {
      token: laptop.accessToken,
    });
    expect(ended).toEqual({ status: 200, json: { success: true, results: null } });
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: phone.accessToken })).status,
    ).toBe(401);
    expect(
      (
        await call(sandbox, 'POST', '/api/v1/auth/refresh', {
          body: { refreshToken: phone.refreshToken },
        })
      ).status,
    ).toBe(401);
    expect(await sessionsOf(sandbox, laptop.accessToken)).toHaveLength(1);
  });

  it('signs out everywhere else: every session but :id ends', async () => {
    const { clock, sandbox } = setup();
    const sessions = [];
    for (let index = 0; index < 3; index++) {
      sessions.push(await signInAs(sandbox, 'manager@demo.kitchen'));
      clock.advance(1000);
    }
    const other = await signInAs(sandbox, 'crew@demo.kitchen');
    const [current] = sessions;
    const currentId = (await sessionsOf(sandbox, current!.accessToken)).find(
      (s) => s.current,
    )!.uuid;

    const answer = await call(sandbox, 'DELETE', `/api/v1/auth/sessions/reset/${currentId}`, {
      token: current!.accessToken,
    });
    expect(answer).toEqual({ status: 200, json: { success: true, results: null } });
    expect(await sessionsOf(sandbox, current!.accessToken)).toEqual([
      expect.objectContaining({ uuid: currentId, current: true }),
    ]);
    for (const ended of sessions.slice(1)) {
      expect(
        (await call(sandbox, 'GET', '/api/v1/users/user', { token: ended.accessToken })).status,
      ).toBe(401);
    }
    // Another user's sessions are not touched.
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: other.accessToken })).status,
    ).toBe(200);
  });

  it("answers 404 for an unknown id and for another user's session, which lives on", async () => {
    const { sandbox } = setup();
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const crewId = (await sessionsOf(sandbox, crew.accessToken))[0]!.uuid;
    const notFound = {
      status: 404,
      json: { success: false, code: 404, message: 'Session not found' },
    };
    for (const path of [
      '/api/v1/auth/sessions/unknown',
      `/api/v1/auth/sessions/${crewId}`,
      '/api/v1/auth/sessions/reset/unknown',
      `/api/v1/auth/sessions/reset/${crewId}`,
    ]) {
      expect(await call(sandbox, 'DELETE', path, { token: manager.accessToken })).toEqual(notFound);
    }
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: crew.accessToken })).status,
    ).toBe(200);
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: manager.accessToken })).status,
    ).toBe(200);
  });

  it('lists sessions still waiting for their multi-factor code too', async () => {
    const { clock, sandbox } = setup();
    const verified = await signInAs(sandbox, 'mfa@demo.kitchen');
    await call(sandbox, 'POST', '/api/v1/auth/multiFactor/verify', {
      token: verified.accessToken,
      body: { code: totp(DEMO_TOTP_SECRET, clock.now()) },
    });
    await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(await sessionsOf(sandbox, verified.accessToken)).toHaveLength(2);
  });
});

describe('a user blocked while signed in', () => {
  it("answers 403 'User is blocked' to every call of the session, refresh included, until unblocked", async () => {
    const { sandbox } = setup();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const block = await call(sandbox, 'POST', '/__sandbox/users/crew@demo.kitchen/block');
    expect(block).toEqual({ status: 200, json: { email: 'crew@demo.kitchen', blocked: true } });

    const token = session.accessToken;
    expect(await call(sandbox, 'GET', '/api/v1/users/user', { token })).toEqual(BLOCKED);
    expect(await call(sandbox, 'GET', '/api/v1/restaurants', { token })).toEqual(BLOCKED);
    expect(await call(sandbox, 'GET', '/api/v1/auth/sessions', { token })).toEqual(BLOCKED);
    expect(await call(sandbox, 'POST', '/api/v1/auth/logout', { token })).toEqual(BLOCKED);
    const refresh = () =>
      call(sandbox, 'POST', '/api/v1/auth/refresh', {
        body: { refreshToken: session.refreshToken },
      });
    expect(await refresh()).toEqual(BLOCKED);
    expect(await refresh()).toEqual(BLOCKED);

    const unblock = await call(sandbox, 'POST', '/__sandbox/users/crew@demo.kitchen/unblock');
    expect(unblock.json).toEqual({ email: 'crew@demo.kitchen', blocked: false });
    expect((await call(sandbox, 'GET', '/api/v1/users/user', { token })).status).toBe(200);
    expect((await refresh()).status).toBe(200);
  });

  it('blocks sign-in too, and unblocking the seeded blocked account lets it in', async () => {
    const { sandbox } = setup();
    await call(sandbox, 'POST', '/__sandbox/users/manager@demo.kitchen/block');
    const signIn = await call(sandbox, 'POST', '/api/v1/auth/signIn', {
      body: { email: 'manager@demo.kitchen', password: 'Kitchen#2026' },
    });
    expect(signIn).toEqual(BLOCKED);
    await call(sandbox, 'POST', '/__sandbox/users/blocked@demo.kitchen/unblock');
    expect((await signInAs(sandbox, 'blocked@demo.kitchen')).user.blocked).toBe(false);
  });

  it('answers 404 to blocking an unknown user', async () => {
    const answer = await call(
      createSandbox(),
      'POST',
      '/__sandbox/users/nobody@demo.kitchen/block',
    );
    expect(answer.status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { createSandbox, getDefaultSandbox } from '../../../sandbox/app';
import { kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { call, manualClock, signInAs, START } from './sandbox-client';

describe('control API /__sandbox', () => {
  it('logs every /api/v1 request with method, path, time and status; ?path= filters exactly', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ now: clock.now });
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    clock.advance(500);
    await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    await call(sandbox, 'GET', '/api/v1/restaurants?limit=5', { token: session.accessToken });
    await call(sandbox, 'GET', '/api/v1/unknown');

    const refreshes = await call(sandbox, 'GET', '/__sandbox/requests?path=/api/v1/auth/refresh');
    expect(refreshes).toEqual({
      status: 200,
      json: {
        count: 2,
        requests: [
          { method: 'POST', path: '/api/v1/auth/refresh', time: clock.now(), status: 200 },
          { method: 'POST', path: '/api/v1/auth/refresh', time: clock.now(), status: 401 },
        ],
      },
    });
    const all = await call(sandbox, 'GET', '/__sandbox/requests');
    expect(all.json.count).toBe(5);
    const gets = await call(sandbox, 'GET', '/__sandbox/requests?method=GET');
    expect(gets.json.count).toBe(2);
  });

  it('does not log control requests themselves', async () => {
    const sandbox = createSandbox();
    await call(sandbox, 'GET', '/__sandbox/requests');
    expect((await call(sandbox, 'GET', '/__sandbox/requests')).json.count).toBe(0);
  });

  it('POST /__sandbox/reset returns to the seed: ends sessions, clears rate limits and the request log', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    for (let index = 0; index < 6; index++) {
      await call(sandbox, 'POST', '/api/v1/auth/signIn', {
        body: { email: 'manager@demo.kitchen', password: 'x' },
      });
    }
    sandbox.context.chain.restaurants.pop();

    const reset = await call(sandbox, 'POST', '/__sandbox/reset');
    expect(reset.status).toBe(200);

    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken })).status,
    ).toBe(401);
    expect((await signInAs(sandbox, 'manager@demo.kitchen')).user.email).toBe(
      'manager@demo.kitchen',
    );
    expect(sandbox.context.chain.restaurants).toHaveLength(
      createSandbox().context.chain.restaurants.length,
    );
    const log = await call(sandbox, 'GET', '/__sandbox/requests');
    expect(log.json.count).toBe(2);
  });

  it('reset also empties the outbox, spends reset links, unblocks and re-seeds users and the auth log', async () => {
    const sandbox = createSandbox();
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const outbox = await call(sandbox, 'GET', '/__sandbox/outbox');
    const [message] = outbox.json.messages as Array<{ link: string }>;
    const token = new URL(message!.link, 'http://console.test').searchParams.get('token');
    await call(sandbox, 'POST', '/__sandbox/users/manager@demo.kitchen/block');
    const seededLog = sandbox.context.chain.authLog.length;
    await signInAs(sandbox, 'crew@demo.kitchen');
    expect(sandbox.context.chain.authLog.length).toBe(seededLog + 1);

    await call(sandbox, 'POST', '/__sandbox/reset');

    expect((await call(sandbox, 'GET', '/__sandbox/outbox')).json).toEqual({ messages: [] });
    expect(
      (await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${token}`)).status,
    ).toBe(410);
    expect((await signInAs(sandbox, 'manager@demo.kitchen')).user.blocked).toBe(false);
    expect(sandbox.context.chain.authLog.length).toBe(seededLog + 1);
  });

  it('GET /__sandbox/outbox?email= narrows to one recipient, case-insensitively', async () => {
    const sandbox = createSandbox();
    for (const email of ['crew@demo.kitchen', 'manager@demo.kitchen', 'crew@demo.kitchen'])
      await call(sandbox, 'POST', '/api/v1/users/password/forgot', { body: { email } });
    const crew = await call(sandbox, 'GET', '/__sandbox/outbox?email=CREW@demo.kitchen');
    expect((crew.json.messages as Array<{ to: string }>).map((message) => message.to)).toEqual([
      'crew@demo.kitchen',
      'crew@demo.kitchen',
    ]);
    expect((await call(sandbox, 'GET', '/__sandbox/outbox')).json.messages).toHaveLength(3);
  });

  it('reset() from code does the same as the control call', async () => {
    const sandbox = createSandbox();
    await signInAs(sandbox, 'crew@demo.kitchen');
    sandbox.reset();
    expect((await call(sandbox, 'GET', '/__sandbox/requests')).json.count).toBe(0);
  });

  it('POST /__sandbox/notify stores an UNREAD notification now (type INFO by default) and answers it', async () => {
    const clock = manualClock();
    const sandbox = createSandbox({ now: clock.now });
    clock.advance(5000);
    const answer = await call(sandbox, 'POST', '/__sandbox/notify', {
      body: { email: 'CREW@demo.kitchen', message: 'Your report for #1001 is ready to download' },
    });
    expect(answer).toEqual({
      status: 200,
      json: {
        uuid: expect.any(String),
        status: 'UNREAD',
        type: 'INFO',
        message: 'Your report for #1001 is ready to download',
        eventTime: clock.now(),
      },
    });
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const list = await call(sandbox, 'GET', '/api/v1/notification/list?size=1', {
      token: accessToken,
    });
    expect(list.json.results).toMatchObject({ content: [answer.json] });
  });

  it.each([
    ['no message', { email: 'crew@demo.kitchen' }],
    ['an empty message', { email: 'crew@demo.kitchen', message: '  ' }],
    ['an unknown type', { email: 'crew@demo.kitchen', message: 'x', type: 'DEBUG' }],
    ['no email', { message: 'x' }],
  ])('POST /__sandbox/notify answers 400 to a body with %s', async (_what, body) => {
    const answer = await call(createSandbox(), 'POST', '/__sandbox/notify', { body });
    expect(answer).toMatchObject({ status: 400, json: { success: false, code: 400 } });
  });

  it('POST /__sandbox/notify answers 400 to malformed JSON and 404 to an unknown e-mail', async () => {
    const sandbox = createSandbox();
    expect((await call(sandbox, 'POST', '/__sandbox/notify', { rawBody: '{nope' })).status).toBe(
      400,
    );
    const unknown = await call(sandbox, 'POST', '/__sandbox/notify', {
      body: { email: 'nobody@demo.kitchen', message: 'x' },
    });
    expect(unknown).toMatchObject({
      status: 404,
      json: { message: 'No user nobody@demo.kitchen' },
    });
  });

  it('POST /__sandbox/kitchen/rush starts a kitchen’s simulator with its demand multiplied; a bad body 400, an unknown kitchen 404', async () => {
    const sandbox = createSandbox();
    const restaurant = sandbox.context.chain.restaurants[0]!;
    const queues = kitchenQueuesOf(sandbox.context);
    try {
      const answer = await call(sandbox, 'POST', '/__sandbox/kitchen/rush', {
        body: { restaurantUuid: restaurant.uuid, factor: 30 },
      });
      expect(answer).toEqual({
        status: 200,
        json: { restaurantUuid: restaurant.uuid, factor: 30 },
      });
      expect(queues.running()).toContain(restaurant.uuid);
      for (const body of [{ restaurantUuid: restaurant.uuid, factor: 51 }, { factor: 2 }, {}])
        expect((await call(sandbox, 'POST', '/__sandbox/kitchen/rush', { body })).status).toBe(400);
      const unknown = await call(sandbox, 'POST', '/__sandbox/kitchen/rush', {
        body: { restaurantUuid: 'no-such-kitchen', factor: 2 },
      });
      expect(unknown.status).toBe(404);
    } finally {
      queues.stopAll('test over');
    }
  });

  it('POST /__sandbox/kitchen/fast-forward moves one kitchen’s queue ahead at once, telling its listeners; a bad body 400, an unknown kitchen 404', async () => {
    // On the suite's fixed clock: on the real one the outcome hung on the hour (from about
    // 22:00 US Eastern the kitchen's next ten minutes held no batch change to hear).
    const sandbox = createSandbox({ now: manualClock(START).now });
    const [restaurant, other] = sandbox.context.chain.restaurants;
    const queues = kitchenQueuesOf(sandbox.context);
    try {
      const simulator = queues.open(restaurant!.uuid);
      const heard: string[] = [];
      simulator.subscribe((message) => heard.push(message.type));
      const before = simulator.snapshot();
      const otherBefore = queues.open(other!.uuid).snapshot().generatedAt;

      const answer = await call(sandbox, 'POST', '/__sandbox/kitchen/fast-forward', {
        body: { restaurantUuid: restaurant!.uuid, seconds: 600 },
      });
      expect(answer).toEqual({
        status: 200,
        json: { restaurantUuid: restaurant!.uuid, seconds: 600 },
      });
      const after = simulator.snapshot();
      expect(after.generatedAt! - before.generatedAt!).toBeGreaterThanOrEqual(600_000);
      expect(after.seq).toBeGreaterThan(before.seq!);
      expect(heard).toContain('BATCH');
      // Only that kitchen's clock moved.
      expect(queues.open(other!.uuid).snapshot().generatedAt! - otherBefore!).toBeLessThan(60_000);

      for (const body of [{ restaurantUuid: restaurant!.uuid, seconds: 0 }, { seconds: 5 }, {}])
        expect(
          (await call(sandbox, 'POST', '/__sandbox/kitchen/fast-forward', { body })).status,
        ).toBe(400);
      const unknown = await call(sandbox, 'POST', '/__sandbox/kitchen/fast-forward', {
        body: { restaurantUuid: 'no-such-kitchen', seconds: 5 },
      });
      expect(unknown.status).toBe(404);
    } finally {
      queues.stopAll('test over');
    }
  });

  it('POST /__sandbox/hold sends the next answer to a path later, made before what happened meanwhile; once; a bad body 400', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const path = '/api/v1/restaurants';
    const held = await call(sandbox, 'POST', '/__sandbox/hold', { body: { path, ms: 300 } });
    expect(held).toEqual({ status: 200, json: { path, ms: 300 } });

    const settled: string[] = [];
    const slow = call(sandbox, 'GET', path, { token: session.accessToken }).then((answer) => {
      settled.push('held answer');
      return answer;
    });
    await call(sandbox, 'POST', '/api/v1/auth/logout', { token: session.accessToken });
    settled.push('sign-out');
    // The held answer was made while the session lived, and arrives after its end.
    expect((await slow).status).toBe(200);
    expect(settled).toEqual(['sign-out', 'held answer']);
    // Once: the next call is answered as it comes, refused now that the session ended.
    expect((await call(sandbox, 'GET', path, { token: session.accessToken })).status).toBe(401);

    for (const body of [{ path: '/__sandbox/reset', ms: 10 }, { path, ms: 0 }, { path }, {}])
      expect((await call(sandbox, 'POST', '/__sandbox/hold', { body })).status).toBe(400);
  });

  it('getDefaultSandbox() returns one shared instance', () => {
    expect(getDefaultSandbox()).toBe(getDefaultSandbox());
  });
});

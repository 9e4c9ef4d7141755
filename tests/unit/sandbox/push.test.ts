import { Agent } from 'node:https';
import { http, passthrough } from 'msw';
import * as v from 'valibot';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_DESTINATION } from '../../../src/api/notifications/notifications.endpoints';
import { pushMessageSchema } from '../../../src/api/push/push.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { pushSubscriptionsOf } from '../../../sandbox/push/subscriptions';
import { PUSH_SUBSCRIPTIONS_PER_SESSION } from '../../../sandbox/routes/push';
import { startKitchenSimulator } from '../../../sandbox/simulator';
import { DEFAULT_REFRESH_TTL_SECONDS } from '../../../sandbox/tokens';
import { server as msw } from '../../helpers/msw-server';
import { TEST_TLS } from '../../helpers/tls-fixture';
import { startPushReceiver, type PushReceiver } from '../../helpers/push-receiver';
import {
  apiPath,
  call,
  get,
  manualClock,
  send,
  signInAs,
  START,
  withoutRole,
} from './sandbox-client';
import { STATE_WAIT } from '../../helpers/wait';

/*
 * Push, our extension (docs/decisions/provider-api.md, "Push, our extension"): the sandbox
 * sends what the live socket sends, to the same users, VAPID-signed and encrypted, to a push
 * service on loopback (tests/helpers/push-receiver.ts) that checks both.
 */

const receivers: PushReceiver[] = [];
/** The push services on loopback the sandboxes here may send to: the receivers' origins. */
const pushServices: string[] = [];
// The sender's requests go to the loopback receiver itself, not to msw's sandbox.
beforeEach(() => msw.use(http.all(/^https:\/\/127\.0\.0\.1:\d+\/push\//, () => passthrough())));
afterEach(async () => {
  pushServices.splice(0);
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

/** A device on a push service the sandbox is told of; `told: false` for one it is not. */
async function receiver({ told = true } = {}): Promise<PushReceiver> {
  const started = await startPushReceiver();
  receivers.push(started);
  if (told) pushServices.push(new URL(started.subscription.endpoint).origin);
  return started;
}

function pushSandbox(profile?: 'spec') {
  return createSandbox({
    now: manualClock(START).now,
    // Trusts the loopback receiver's test certificate, as a real sender trusts the vendor's.
    push: { agent: new Agent({ ca: TEST_TLS.cert }), loopbackServices: pushServices },
    ...(profile && { profile }),
  });
}

async function subscribe(sandbox: Sandbox, token: string, device: PushReceiver) {
  const answer = await call(sandbox, 'POST', apiPath('/notification/push/subscribe'), {
    token,
    body: device.subscription,
  });
  expect(answer.status, answer.json.message).toBe(200);
}

function notifyByControl(sandbox: Sandbox, email: string, message: string, type = 'WARN') {
  return call(sandbox, 'POST', '/__sandbox/notify', { body: { email, type, message } });
}

function userUuid(sandbox: Sandbox, email: string): string {
  return sandbox.context.chain.users.find((user) => user.email === email)!.uuid;
}

describe('the push key (GET /notification/push/key)', () => {
  it('answers the VAPID public key the pushes are signed with, to a signed-in caller', async () => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const answer = await get(sandbox, accessToken, '/notification/push/key');
    expect(answer.json.results).toEqual({ publicKey: sandbox.context.push.publicKey });
    expect((await get(sandbox, undefined, '/notification/push/key')).status).toBe(401);
  });

  // So the limits below (where a subscription may point, how many, whose) are ours alone: a
  // spec-shaped provider stores no subscription and sends no push at all.
  it('answers 404 from a spec-shaped provider, which has only the socket (001 §7), and stores nothing', async () => {
    const sandbox = pushSandbox('spec');
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    expect((await get(sandbox, accessToken, '/notification/push/key')).status).toBe(404);
    const device = await receiver();
    const answer = await call(sandbox, 'POST', apiPath('/notification/push/subscribe'), {
      token: accessToken,
      body: device.subscription,
    });
    expect(answer.status).toBe(404);
    expect(
      pushSubscriptionsOf(sandbox.context.chain, userUuid(sandbox, 'crew@demo.kitchen')),
    ).toEqual([]);
  });
});

describe('what a subscription receives', () => {
  it('receives what the socket sends, signed with the key and encrypted to the device', async () => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    await subscribe(sandbox, accessToken, device);
    const publish = vi.spyOn(sandbox.context.broker, 'publish');

    await notifyByControl(sandbox, 'crew@demo.kitchen', '<b>Fryer 2</b> oil low at #1001');
    await vi.waitFor(() => expect(device.received).toHaveLength(1), STATE_WAIT);

    expect(device.refused).toEqual([]);
    const [push] = device.received;
    const [[, destination, live]] = publish.mock.calls as [[string, string, unknown]];
    expect(destination).toBe(NOTIFICATIONS_DESTINATION);
    const message = v.parse(pushMessageSchema, JSON.parse(push!.text));
    expect(message).toEqual(live);
    // RFC 8292 §2: the audience is the push service's origin; the key is the one the console got.
    expect(push!.publicKey).toBe(sandbox.context.push.publicKey);
    expect(push!.claims.aud).toBe(new URL(device.subscription.endpoint).origin);
    expect(push!.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push!.claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    expect(push!.claims.sub).toMatch(/^mailto:/);
  });

  it('sends a notification only to the subscriptions of its user', async () => {
    const sandbox = pushSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const crewPhone = await receiver();
    const managerPhone = await receiver();
    await subscribe(sandbox, crew.accessToken, crewPhone);
    await subscribe(sandbox, manager.accessToken, managerPhone);

    await notifyByControl(sandbox, 'manager@demo.kitchen', 'For the manager');
    await notifyByControl(sandbox, 'crew@demo.kitchen', 'For the crew');
    await vi.waitFor(() => expect(crewPhone.received).toHaveLength(1), STATE_WAIT);
    await vi.waitFor(() => expect(managerPhone.received).toHaveLength(1), STATE_WAIT);
    expect(JSON.parse(crewPhone.received[0]!.text)).toMatchObject({ message: 'For the crew' });
    expect(JSON.parse(managerPhone.received[0]!.text)).toMatchObject({
      message: 'For the manager',
    });
  });

  it('pushes a new critical alert to those the socket tells, with its restaurant, at high urgency', async () => {
    const sandbox = pushSandbox();
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    // The manager's role has no MONITORING: the socket tells him nothing of alerts.
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const adminPhone = await receiver();
    const managerPhone = await receiver();
    await subscribe(sandbox, admin.accessToken, adminPhone);
    await subscribe(sandbox, manager.accessToken, managerPhone);
    const publish = vi.spyOn(sandbox.context.broker, 'publish');

    await send(sandbox, 'POST', '/__sandbox/monitoring/gpu', {
      body: { host: 'kc-1001-vision-01', temperature: 96 },
    });
    await send(sandbox, 'POST', '/__sandbox/monitoring/sync');
    await vi.waitFor(() => expect(adminPhone.received).toHaveLength(1), STATE_WAIT);

    const managerUuid = userUuid(sandbox, 'manager@demo.kitchen');
    expect(publish.mock.calls.some(([user]) => user === managerUuid)).toBe(false);
    const message = v.parse(pushMessageSchema, JSON.parse(adminPhone.received[0]!.text));
    expect(message).toMatchObject({ type: 'ERROR', restaurantNumber: 1001 });
    expect(message.message).toMatch(/GPU temperature critical.*\/monitoring\/alerts\?alert=/);
    expect(adminPhone.received[0]!.urgency).toBe('high');
    expect(managerPhone.received).toEqual([]);
    expect(
      pushSubscriptionsOf(sandbox.context.chain, userUuid(sandbox, 'manager@demo.kitchen')),
    ).toHaveLength(1);
  });

  it('keeps a critical alert of another restaurant from a user scoped to one', async () => {
    const sandbox = pushSandbox();
    // Without a role the crew member is limited by restaurant only (#1001, spec 000 §6).
    withoutRole(sandbox, 'crew@demo.kitchen');
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const crewPhone = await receiver();
    const adminPhone = await receiver();
    await subscribe(sandbox, crew.accessToken, crewPhone);
    await subscribe(sandbox, admin.accessToken, adminPhone);

    await send(sandbox, 'POST', '/__sandbox/monitoring/gpu', {
      body: { host: 'kc-1002-vision-01', temperature: 96 },
    });
    await send(sandbox, 'POST', '/__sandbox/monitoring/sync');
    await vi.waitFor(() => expect(adminPhone.received).toHaveLength(1), STATE_WAIT);
    await send(sandbox, 'POST', '/__sandbox/monitoring/gpu', {
      body: { host: 'kc-1001-vision-01', temperature: 96 },
    });
    await send(sandbox, 'POST', '/__sandbox/monitoring/sync');
    await vi.waitFor(() => expect(crewPhone.received).toHaveLength(1), STATE_WAIT);

    expect(JSON.parse(crewPhone.received[0]!.text)).toMatchObject({ restaurantNumber: 1001 });
  });
});

describe('subscriptions that end', () => {
  it.each([404, 410])('drops a subscription the push service answers %i (gone)', async (status) => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    await subscribe(sandbox, accessToken, device);
    device.answerWith(status);
    const crew = userUuid(sandbox, 'crew@demo.kitchen');

    await notifyByControl(sandbox, 'crew@demo.kitchen', 'Nobody is there');
    await vi.waitFor(
      () => expect(pushSubscriptionsOf(sandbox.context.chain, crew)).toEqual([]),
      STATE_WAIT,
    );
  });

  it('keeps a subscription the push service refuses for another reason', async () => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    await subscribe(sandbox, accessToken, device);
    device.answerWith(500);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await notifyByControl(sandbox, 'crew@demo.kitchen', 'Try later');
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), STATE_WAIT);
    expect(
      pushSubscriptionsOf(sandbox.context.chain, userUuid(sandbox, 'crew@demo.kitchen')),
    ).toHaveLength(1);
  });

  it('drops every subscription of a user an administrator blocks', async () => {
    const sandbox = pushSandbox();
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const otherDevice = await signInAs(sandbox, 'crew@demo.kitchen');
    await subscribe(sandbox, crew.accessToken, await receiver());
    await subscribe(sandbox, otherDevice.accessToken, await receiver());
    const uuid = userUuid(sandbox, 'crew@demo.kitchen');
    expect(pushSubscriptionsOf(sandbox.context.chain, uuid)).toHaveLength(2);

    const answer = await call(sandbox, 'PUT', apiPath(`/users/${uuid}/block`), {
      token: admin.accessToken,
    });
    expect(answer.status, answer.json.message).toBe(200);
    expect(pushSubscriptionsOf(sandbox.context.chain, uuid)).toEqual([]);
  });

  it("drops a device's subscription when its session signs out, and only that one", async () => {
    const sandbox = pushSandbox();
    const phone = await signInAs(sandbox, 'crew@demo.kitchen');
    const tablet = await signInAs(sandbox, 'crew@demo.kitchen');
    const tabletDevice = await receiver();
    await subscribe(sandbox, phone.accessToken, await receiver());
    await subscribe(sandbox, tablet.accessToken, tabletDevice);

    await call(sandbox, 'POST', apiPath('/auth/logout'), { token: phone.accessToken });
    const left = pushSubscriptionsOf(sandbox.context.chain, userUuid(sandbox, 'crew@demo.kitchen'));
    expect(left.map((record) => record.endpoint)).toEqual([tabletDevice.subscription.endpoint]);
  });

  it("unsubscribes the caller's own endpoint, never another user's", async () => {
    const sandbox = pushSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const crewPhone = await receiver();
    await subscribe(sandbox, crew.accessToken, crewPhone);
    const unsubscribe = (token: string) =>
      call(sandbox, 'POST', apiPath('/notification/push/unsubscribe'), {
        token,
        body: { endpoint: crewPhone.subscription.endpoint },
      });
    const crewUuid = userUuid(sandbox, 'crew@demo.kitchen');

    expect((await unsubscribe(manager.accessToken)).status).toBe(200);
    expect(pushSubscriptionsOf(sandbox.context.chain, crewUuid)).toHaveLength(1);
    expect((await unsubscribe(crew.accessToken)).status).toBe(200);
    expect(pushSubscriptionsOf(sandbox.context.chain, crewUuid)).toEqual([]);
  });
});

describe('where the sandbox sends', () => {
  it('never sends beyond loopback unless it is started to (SANDBOX_PUSH_TO=any)', async () => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    await subscribe(sandbox, accessToken, device);
    const elsewhere = { ...device.subscription, endpoint: 'https://push.example.invalid/send/1' };
    const crewTablet = await signInAs(sandbox, 'crew@demo.kitchen');
    await subscribe(sandbox, crewTablet.accessToken, { ...device, subscription: elsewhere });
    const sent = vi.spyOn(webpush, 'sendNotification');

    await notifyByControl(sandbox, 'crew@demo.kitchen', 'Only to loopback');
    await vi.waitFor(() => expect(device.received).toHaveLength(1), STATE_WAIT);
    expect(sent.mock.calls.map(([subscription]) => subscription.endpoint)).toEqual([
      device.subscription.endpoint,
    ]);
  });
});

describe('what a subscription may name (decision "Every channel checks who is there": push)', () => {
  it('sends to no loopback port but the push service it was told of: whatever else listens there gets nothing', async () => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    const beside = await receiver({ told: false });
    await subscribe(sandbox, accessToken, device);
    await subscribe(sandbox, accessToken, beside);
    const sent = vi.spyOn(webpush, 'sendNotification');

    await notifyByControl(sandbox, 'crew@demo.kitchen', 'Only to the push service');
    await vi.waitFor(() => expect(device.received).toHaveLength(1), STATE_WAIT);
    expect(beside.received).toEqual([]);
    expect(sent.mock.calls.map(([subscription]) => subscription.endpoint)).toEqual([
      device.subscription.endpoint,
    ]);
  });

  it("with SANDBOX_PUSH_TO=any, sends only to the browser vendors' push services over HTTPS", async () => {
    const sandbox = createSandbox({ now: manualClock(START).now, push: { toAnyHost: true } });
    const sent = vi.spyOn(webpush, 'sendNotification').mockResolvedValue({
      statusCode: 201,
      body: '',
      headers: {},
    });
    const keys = { p256dh: 'BPd-key-of-this-phone', auth: 'auth-secret' };
    const vendors = [
      'https://fcm.googleapis.com/fcm/send/phone-1',
      'https://updates.push.services.mozilla.com/wpush/v2/phone-2',
      'https://web.push.apple.com/phone-3',
      'https://wns2-par02p.notify.windows.com/w/?token=phone-4',
    ];
    const elsewhere = [
      'https://127.0.0.1:9090/api/v1/admin/tsdb/delete_series',
      'https://localhost/__sandbox/reset',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'http://fcm.googleapis.com/fcm/send/plain-http',
      'https://fcm.googleapis.com:8443/fcm/send/other-port',
      'https://fcm.googleapis.com.attacker.example/fcm/send/lookalike',
      'https://user:pass@fcm.googleapis.com/fcm/send/with-credentials',
    ];
    // Four a session, within the cap.
    const endpoints = [...vendors, ...elsewhere];
    for (let start = 0; start < endpoints.length; start += 4) {
      const { accessToken: token } = await signInAs(sandbox, 'crew@demo.kitchen');
      for (const endpoint of endpoints.slice(start, start + 4)) {
        const answer = await call(sandbox, 'POST', apiPath('/notification/push/subscribe'), {
          token,
          body: { endpoint, keys },
        });
        expect(answer.status, `${endpoint}: ${answer.json.message}`).toBe(200);
      }
    }

    await notifyByControl(sandbox, 'crew@demo.kitchen', 'To the vendors only');
    expect(sent.mock.calls.map(([subscription]) => subscription.endpoint).sort()).toEqual(
      [...vendors].sort(),
    );
  });

  it('refuses the sixth subscription of one session (409, saying why); posting one again is no new one, and another session has its own', async () => {
    const sandbox = pushSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'crew@demo.kitchen');
    const keys = { p256dh: 'BPd-key-of-this-phone', auth: 'auth-secret' };
    const post = (accessToken: string, endpoint: string) =>
      call(sandbox, 'POST', apiPath('/notification/push/subscribe'), {
        token: accessToken,
        body: { endpoint, keys },
      });
    for (let index = 0; index < PUSH_SUBSCRIPTIONS_PER_SESSION; index++)
      expect((await post(token, `https://fcm.googleapis.com/fcm/send/${index}`)).status).toBe(200);
    expect((await post(token, 'https://fcm.googleapis.com/fcm/send/0')).status).toBe(200);
    expect(await post(token, 'https://fcm.googleapis.com/fcm/send/one-too-many')).toEqual({
      status: 409,
      json: {
        success: false,
        code: 409,
        message:
          'A session takes push notifications on at most 5 subscriptions: turn one off first',
      },
    });
    const crew = userUuid(sandbox, 'crew@demo.kitchen');
    expect(pushSubscriptionsOf(sandbox.context.chain, crew)).toHaveLength(5);
    const tablet = await signInAs(sandbox, 'crew@demo.kitchen');
    expect(
      (await post(tablet.accessToken, 'https://fcm.googleapis.com/fcm/send/tablet')).status,
    ).toBe(200);
  });

  it("refuses another user's endpoint (409) instead of taking it over: its pushes still reach its user", async () => {
    const sandbox = pushSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const crewPhone = await receiver();
    await subscribe(sandbox, crew.accessToken, crewPhone);

    const taken = await call(sandbox, 'POST', apiPath('/notification/push/subscribe'), {
      token: manager.accessToken,
      body: crewPhone.subscription,
    });
    expect(taken.json).toEqual({
      success: false,
      code: 409,
      message:
        'This device takes push notifications for another account: turn them off there first',
    });
    expect(
      pushSubscriptionsOf(sandbox.context.chain, userUuid(sandbox, 'manager@demo.kitchen')),
    ).toEqual([]);
    await notifyByControl(sandbox, 'crew@demo.kitchen', 'Still yours');
    await vi.waitFor(() => expect(crewPhone.received).toHaveLength(1), STATE_WAIT);

    // Its own user may post it again from another session: it moves there.
    const crewAgain = await signInAs(sandbox, 'crew@demo.kitchen');
    await subscribe(sandbox, crewAgain.accessToken, crewPhone);
    await call(sandbox, 'POST', apiPath('/auth/logout'), { token: crew.accessToken });
    expect(
      pushSubscriptionsOf(sandbox.context.chain, userUuid(sandbox, 'crew@demo.kitchen')),
    ).toHaveLength(1);
  });
});

describe('the simulated kitchen (npm start)', () => {
  it('also tells a user whose console is closed but whose phone takes pushes', async () => {
    const sandbox = pushSandbox();
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    await subscribe(sandbox, accessToken, device);
    expect(sandbox.context.broker.connectedUsers()).toEqual([]);

    const simulator = startKitchenSimulator(sandbox.context, 0.05);
    try {
      await vi.waitFor(() => expect(device.received.length).toBeGreaterThan(0), STATE_WAIT);
    } finally {
      simulator.stop();
    }
    expect(JSON.parse(device.received[0]!.text)).toMatchObject({ restaurantNumber: 1001 });
  });
  it('tells no blocked user, whatever device still takes their pushes (decision "Every channel checks who is there")', async () => {
    const sandbox = pushSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const crewDevice = await receiver();
    const managerDevice = await receiver();
    await subscribe(sandbox, crew.accessToken, crewDevice);
    await subscribe(sandbox, manager.accessToken, managerDevice);
    // Blocked behind the sandbox's back, so the subscription stays: only the simulator decides.
    sandbox.context.chain.users.find((user) => user.email === 'crew@demo.kitchen')!.blocked = true;

    const simulator = startKitchenSimulator(sandbox.context, 0.05);
    try {
      await vi.waitFor(() => expect(managerDevice.received.length).toBeGreaterThan(2), STATE_WAIT);
    } finally {
      simulator.stop();
    }
    expect(crewDevice.received).toEqual([]);
  });

  it('tells no session whose refresh token lapsed, and drops its subscription (decision "Every channel checks who is there")', async () => {
    const clock = manualClock(START);
    const sandbox = createSandbox({
      now: clock.now,
      push: { agent: new Agent({ ca: TEST_TLS.cert }), loopbackServices: pushServices },
    });
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const device = await receiver();
    await subscribe(sandbox, crew.accessToken, device);
    clock.advance(DEFAULT_REFRESH_TTL_SECONDS * 1000 + 1);

    const simulator = startKitchenSimulator(sandbox.context, 0.05);
    try {
      await vi.waitFor(
        () => expect(pushSubscriptionsOf(sandbox.context.chain, crew.userUuid)).toEqual([]),
        STATE_WAIT,
      );
      // A few more ticks: still nothing.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      simulator.stop();
    }
    expect(device.received).toEqual([]);
  });
});

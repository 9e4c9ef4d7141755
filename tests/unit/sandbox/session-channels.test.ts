import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteSession,
  refreshTokens,
  resetSessions,
  signOut,
} from '../../../src/api/auth/auth.endpoints';
import type { SignInResult } from '../../../src/api/auth/auth.schema';
import {
  NOTIFICATIONS_DESTINATION,
  NOTIFICATIONS_SOCKET_PATH,
} from '../../../src/api/notifications/notifications.endpoints';
import { TABLET_SOCKET_PATH } from '../../../src/api/production/production.constants';
import { subscribePush } from '../../../src/api/push/push.endpoints';
import {
  blockUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
} from '../../../src/api/users/managed-users.endpoints';
import { changePassword, resetPassword } from '../../../src/api/users/users.endpoints';
import { buildPath, type AnyEndpoint } from '../../../src/lib/endpoint';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { pushSubscriptionAt, pushSubscriptionsOf } from '../../../sandbox/push/subscriptions';
import { DEMO_PASSWORD } from '../../../sandbox/seed';
import { DEFAULT_REFRESH_TTL_SECONDS, REFRESH_REUSE_GRACE_MS } from '../../../sandbox/tokens';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { serializeFrame } from '../../../sandbox/stomp/frame';
import { server as msw } from '../../helpers/msw-server';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import { apiPath, call, manualClock, PROFILES, sessionOf, signInAs } from './sandbox-client';
import { closeOf, fakeJanus, probe, useGateway, type Probe } from './socket-probe';
import { restaurantOf } from './video-client';
import { STATE_WAIT } from '../../helpers/wait';

/*
 * Docs/decisions/sign-in-and-access.md, "Every channel checks who is there": whichever way a
 * session ends, every channel opened with it ends at once, not at the client's next call: the
 * sockets (notifications, the tablet socket's queue, live video), the Janus sessions the video
 * socket created (destroyed, so no media flows on), and its push subscriptions. Each case ends
 * the manager's session one way and waits for all of them, under both provider profiles (the
 * spec-shaped one has opaque tokens and no push: its subscribe answers 404).
 */

const MANAGER = 'manager@demo.kitchen';
const NEW_PASSWORD = 'Basket!Fryer2042';

let sandbox: Sandbox;
let profile: SandboxProfile;
let running: RunningServer;
let janus: Awaited<ReturnType<typeof fakeJanus>>;
const open: Probe[] = [];
/** How far the sandbox's clock runs ahead of the real one (a lapse is a jump ahead). */
let ahead = 0;
/** How often the test server sweeps lapsed sessions. */
const SWEEP_MS = 50;

/** The real servers' calls go out to them, not to msw's sandbox (the setup resets handlers). */
const letThrough = () => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

/** A sandbox playing `played` behind a real server, and a fake Janus, for one describe. */
function serveProfile(played: SandboxProfile): void {
  beforeAll(async () => {
    letThrough();
    profile = played;
    sandbox = createSandbox({
      accessTtl: 7 * 86_400,
      now: () => Date.now() + ahead,
      profile: played,
    });
    running = await startServer({
      port: 0,
      distDir: '/nonexistent',
      sandbox,
      sessionSweepMs: SWEEP_MS,
    });
    janus = await fakeJanus(() => []);
    useGateway(sandbox, janus.url);
  });

  beforeEach(() => {
    letThrough();
    // Every case ends the manager one way or another (a new password, a block, a delete).
    ahead = 0;
    sandbox.reset();
    janus.reached.splice(0);
  });

  afterEach(() => {
    for (const client of open.splice(0)) client.socket.terminate();
  });

  afterAll(async () => {
    kitchenQueuesOf(sandbox.context).stopAll('test over');
    await running?.close();
    await janus?.close();
  });
}

const wsUrl = (path: string, query: Record<string, string>) =>
  `${running.url.replace(/^http/, 'ws')}${path}?${new URLSearchParams(query)}`;

const managerUuid = () => sandbox.context.chain.users.find((u) => u.email === MANAGER)!.uuid;

async function opened(url: string, protocol?: string): Promise<Probe> {
  const client = await probe(url, protocol);
  open.push(client);
  return client;
}

/** The notification socket, connected with a session's token (no heart-beats: it waits). */
async function notificationsOf(token: string): Promise<Probe> {
  const notifications = await opened(wsUrl(`/api/v1/${NOTIFICATIONS_SOCKET_PATH}`, { token }));
  notifications.send(
    serializeFrame({
      command: 'CONNECT',
      headers: { 'accept-version': '1.2', 'heart-beat': '0,0' },
      body: '',
    }),
  );
  await notifications.next((frame) => String(frame).startsWith('CONNECTED'));
  return notifications;
}

/** The channels a signed-in console opens with a session's token, each admitted. */
async function channelsOf(token: string) {
  const kitchen = restaurantOf(sandbox, 1001);
  const notifications = await notificationsOf(token);

  const queue = await opened(
    wsUrl(TABLET_SOCKET_PATH, { Authorization: token, restaurantUuid: kitchen }),
  );
  // The queue as it stands: our SNAPSHOT frame, or the spec's array of batches (spec profile).
  await queue.next((message: unknown) =>
    profile === 'spec'
      ? Array.isArray(message)
      : (message as { type?: string }).type === 'SNAPSHOT',
  );

  const video = await opened(
    wsUrl('/media-gateway/', { Authorization: `Bearer ${token}`, restaurantUuid: kitchen }),
    'janus-protocol',
  );
  video.send({ janus: 'create', transaction: 'session' });
  await video.next((message: { janus?: string }) => message.janus === 'success');

  const endpoint = `https://push.example/${open.length}`;
  const push = await call(sandbox, 'POST', path(subscribePush), {
    token,
    body: {
      endpoint,
      keys: { p256dh: 'device-key', auth: 'device-secret' },
    },
  });
  // A provider of the spec has no push (our extension): nothing to drop.
  expect(push.status, push.json.message).toBe(profile === 'spec' ? 404 : 200);
  return { notifications, queue, video, push: profile === 'spec' ? undefined : endpoint };
}

const pushSubscribed = (endpoint: string | undefined) =>
  endpoint !== undefined && pushSubscriptionAt(sandbox.context.chain, endpoint) !== undefined;

async function expectAllClosed(channels: Awaited<ReturnType<typeof channelsOf>>) {
  const [notifications, queue, video] = await Promise.all([
    closeOf(channels.notifications),
    closeOf(channels.queue),
    closeOf(channels.video),
  ]);
  expect(notifications).toEqual({ code: 1008, reason: 'Session ended' });
  expect(queue).toEqual({ code: 4401, reason: 'Session ended' });
  expect(video).toEqual({ code: 4401, reason: 'Session ended' });
  // Its Janus session is destroyed, not left to Janus's timeout with its media flowing.
  await vi.waitFor(
    () =>
      expect(janus.reached).toContainEqual(
        expect.objectContaining({ janus: 'destroy', session_id: 11 }),
      ),
    STATE_WAIT,
  );
  expect(pushSubscribed(channels.push)).toBe(false);
}

function path(endpoint: AnyEndpoint, params: Record<string, string> = {}) {
  return `/api/v1${buildPath(endpoint.path, params)}`;
}

/** The session `token` signed in as, by its id (a spec-shaped list does not mark it current). */
const sessionIdOf = async (token: string) => sessionOf(sandbox, token).id;

/** Each way a session ends, done to the session signed in as `manager`. */
const ENDINGS: ReadonlyArray<[string, (manager: SignInResult) => Promise<unknown>]> = [
  ['signing out', ({ accessToken: token }) => call(sandbox, 'POST', path(signOut), { token })],
  [
    'its refresh token expiring (ended by the server’s sweep, with no call)',
    async () => {
      ahead = DEFAULT_REFRESH_TTL_SECONDS * 1000 + 1;
      return { status: 200 };
    },
  ],
  [
    'a spent refresh token coming back after the race grace (RFC 9700 §4.14.2)',
    async ({ refreshToken }) => {
      const rotated = await call(sandbox, 'POST', path(refreshTokens), { body: { refreshToken } });
      expect(rotated.status).toBe(200);
      ahead = REFRESH_REUSE_GRACE_MS + 1;
      const reused = await call(sandbox, 'POST', path(refreshTokens), { body: { refreshToken } });
      expect(reused.status).toBe(401);
      return { status: 200 };
    },
  ],
  [
    'ending it from the sessions page of another of the user’s sessions',
    async ({ accessToken: token }) => {
      const id = await sessionIdOf(token);
      const other = (await signInAs(sandbox, MANAGER)).accessToken;
      return call(sandbox, 'DELETE', path(deleteSession, { id }), { token: other });
    },
  ],
  [
    'signing out everywhere else from another session',
    async () => {
      const other = (await signInAs(sandbox, MANAGER)).accessToken;
      const id = await sessionIdOf(other);
      return call(sandbox, 'DELETE', path(resetSessions, { id }), { token: other });
    },
  ],
  [
    'changing the password (the answer is a new session)',
    ({ accessToken: token }) =>
      call(sandbox, 'PUT', path(changePassword), {
        token,
        body: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      }),
  ],
  [
    'a password reset by link',
    () =>
      call(sandbox, 'POST', path(resetPassword), {
        body: {
          token: sandbox.context.resetTokens.issue(managerUuid()),
          password: NEW_PASSWORD,
        },
      }),
  ],
  [
    'an administrator ending it',
    async ({ accessToken: token }) => {
      const admin = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
      const sessionId = await sessionIdOf(token);
      return call(sandbox, 'DELETE', path(deleteUserSession, { id: managerUuid(), sessionId }), {
        token: admin,
      });
    },
  ],
  [
    'an administrator ending all of the user’s sessions',
    async () => {
      const admin = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
      return call(sandbox, 'DELETE', path(deleteUserSessions, { id: managerUuid() }), {
        token: admin,
      });
    },
  ],
  [
    'blocking the user',
    async () => {
      const admin = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
      return call(sandbox, 'PUT', path(blockUser, { id: managerUuid() }), { token: admin });
    },
  ],
  [
    'deleting the user',
    async () => {
      const admin = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
      return call(sandbox, 'DELETE', path(deleteUser, { id: managerUuid() }), { token: admin });
    },
  ],
];

describe.each(PROFILES)('the %s provider profile', (played) => {
  serveProfile(played);

  describe('ending a session closes its sockets at once', () => {
    it.each(ENDINGS)('%s', async (_way, end) => {
      const manager = await signInAs(sandbox, MANAGER);
      const channels = await channelsOf(manager.accessToken);
      const answer = (await end(manager)) as { status: number };
      expect(answer.status).toBe(200);
      await expectAllClosed(channels);
    });

    it('leaves the user’s other sessions’ sockets open', async () => {
      const ending = (await signInAs(sandbox, MANAGER)).accessToken;
      const staying = (await signInAs(sandbox, MANAGER)).accessToken;
      const ended = await channelsOf(ending);
      const kept = await channelsOf(staying);
      await call(sandbox, 'POST', path(signOut), { token: ending });
      await expectAllClosed(ended);
      expect(pushSubscribed(kept.push)).toBe(profile !== 'spec');

      // Each of the kept ones still answers.
      kept.notifications.send(
        serializeFrame({
          command: 'SUBSCRIBE',
          headers: { id: 'sub-0', destination: NOTIFICATIONS_DESTINATION, receipt: 'still' },
          body: '',
        }),
      );
      await kept.notifications.next((frame) => String(frame).startsWith('RECEIPT'));
      kept.video.send({ janus: 'keepalive', session_id: 11, transaction: 'still' });
      await kept.video.next((message: { transaction?: string }) => message.transaction === 'still');
      expect(kept.queue.socket.readyState).toBe(kept.queue.socket.OPEN);
    });
  });

  describe('a lapsed session', () => {
    it('closes a socket that waits for nothing, with no call and nothing else open: the server sweeps', async () => {
      const manager = await signInAs(sandbox, MANAGER);
      const notifications = await notificationsOf(manager.accessToken);
      ahead = DEFAULT_REFRESH_TTL_SECONDS * 1000 + 1;
      expect(await closeOf(notifications)).toEqual({ code: 1008, reason: 'Session ended' });
    });

    it('is ended the moment anything looks at the sessions, even with no sweep running', async () => {
      // No server here, so no sweep: only the look at the sessions can end the lapsed one.
      const clock = manualClock();
      const alone = createSandbox({ now: clock.now, accessTtl: 7 * 86_400, profile });
      const lapsing = await signInAs(alone, MANAGER);
      const endpoint = 'https://push.example/lapsing';
      const subscribed = await call(alone, 'POST', apiPath('/notification/push/subscribe'), {
        token: lapsing.accessToken,
        body: { endpoint, keys: { p256dh: 'device-key', auth: 'device-secret' } },
      });
      expect(subscribed.status).toBe(profile === 'spec' ? 404 : 200);
      const ended: string[] = [];
      alone.context.tokens.onSessionEnded((session) => ended.push(session.userUuid));
      clock.advance(DEFAULT_REFRESH_TTL_SECONDS * 1000 + 1);

      // Its access token (a week long here) no longer admits anything, and its end was told.
      const answer = await call(alone, 'GET', apiPath('/auth/sessions'), {
        token: lapsing.accessToken,
      });
      expect(answer.status).toBe(401);
      expect(ended).toEqual([lapsing.userUuid]);
      expect(pushSubscriptionsOf(alone.context.chain, lapsing.userUuid)).toEqual([]);
    });
  });
});

import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Camera } from '../../../src/api/cameras/cameras.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { signallingUrl } from '../../../src/ui/video/media-gateway';
import { server as msw } from '../../helpers/msw-server';
import { camerasAt, restaurantOf, tokenOf } from './video-client';

/**
 * Spec 001 §7 "Live video goes through a real-time media gateway given by janusHost … Signalling
 * uses a websocket to a proxy at /?restaurantUuid={id}&Authorization={token}": the sandbox's
 * proxy in front of its real Janus (sandbox/routes/media-gateway.ts).
 */

interface Closed {
  code: number;
  reason: string;
  messages: unknown[];
}

/** Opens the proxy as janus.js does, sends `frames`, and collects answers until it closes. */
function signal(url: string, frames: object[], answers = frames.length): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'janus-protocol');
    const messages: unknown[] = [];
    socket.on('open', () => frames.forEach((frame) => socket.send(JSON.stringify(frame))));
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      if (messages.length >= answers) socket.close(1000);
    });
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason), messages }));
    socket.on('error', reject);
  });
}

/** POST /restaurants/{restaurantId}/cameras/{id}/webrtc (spec 001 §7 lines 157 and 163). */
async function webRtcOf(running: RunningServer, token: string, camera: Camera) {
  const address = `/api/v1/restaurants/${camera.restaurantUuid}/cameras/${camera.uuid}/webrtc`;
  const response = await fetch(`${running.url}${address}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { janusHost: string; id: number } }).results;
}

let sandbox: Sandbox;
let running: RunningServer;
let token: string;
let kitchen: string;
let camera: Camera;

/** The real servers' calls go out to them, not to msw's sandbox (the setup resets handlers). */
const letThrough = () => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
beforeEach(letThrough);

beforeAll(async () => {
  letThrough();
  sandbox = createSandbox();
  running = await startServer({ port: 0, distDir: '/nonexistent', sandbox, video: true });
  token = await tokenOf(sandbox, 'admin@demo.kitchen');
  kitchen = restaurantOf(sandbox, 1001);
  camera = (await camerasAt(sandbox, token, 1001))[0]!;
});

afterAll(async () => {
  await running?.close();
});

describe('the signalling proxy (spec 001 §7)', () => {
  it('is where janusHost points, and it forwards Janus’s protocol once the viewer is admitted', async () => {
    expect(running.video).toEqual({ running: true });
    const { janusHost } = await webRtcOf(running, token, camera);
    expect(janusHost).toBe(`${running.url.replace(/^http/, 'ws')}/media-gateway`);
    // The address as the console builds it, with its `Bearer` token.
    const url = signallingUrl({
      janusHost,
      restaurantUuid: kitchen,
      authorization: `Bearer ${token}`,
    });
    const answered = await signal(url, [{ janus: 'create', transaction: 'one' }]);
    expect(answered.messages).toEqual([
      expect.objectContaining({ janus: 'success', transaction: 'one' }),
    ]);
  });

  it.each([
    ['no token', () => `restaurantUuid=${kitchen}`, 4401],
    ['a token that is not one', () => `restaurantUuid=${kitchen}&Authorization=nope`, 4401],
    ['an unknown restaurant', () => `restaurantUuid=nowhere&Authorization=${token}`, 4404],
  ])('refuses %s with a close code and its reason', async (_case, query, code) => {
    const { janusHost } = await webRtcOf(running, token, camera);
    const closed = await signal(`${janusHost}/?${query()}`, [
      { janus: 'create', transaction: 't' },
    ]);
    expect(closed.code).toBe(code);
    expect(closed.reason).not.toBe('');
    expect(closed.messages).toEqual([]);
  });

  it('refuses a restaurant that is not the user’s (4403)', async () => {
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const theirs = new Set(
      sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!.restaurantUuids,
    );
    const other = sandbox.context.chain.restaurants.find((r) => !theirs.has(r.uuid))!.uuid;
    const closed = await signal(
      `${running.url.replace(/^http/, 'ws')}/media-gateway/?restaurantUuid=${other}&Authorization=${manager}`,
      [{ janus: 'create', transaction: 't' }],
    );
    expect(closed.code).toBe(4403);
  });
});

describe('a sandbox without the media stack', () => {
  it('still answers janusHost, and its proxy closes with a server error saying why', async () => {
    const plain = await startServer({ port: 0, distDir: '/nonexistent', sandbox: createSandbox() });
    try {
      expect(plain.video).toBeNull();
      const own = await tokenOf(plain.sandbox, 'admin@demo.kitchen');
      const { janusHost } = await webRtcOf(
        plain,
        own,
        (await camerasAt(plain.sandbox, own, 1001))[0]!,
      );
      const closed = await signal(
        `${janusHost}/?restaurantUuid=${restaurantOf(plain.sandbox, 1001)}&Authorization=${own}`,
        [{ janus: 'create', transaction: 't' }],
      );
      expect(closed.code).toBe(1011);
      expect(closed.reason).toMatch(/not running/);
    } finally {
      await plain.close();
    }
  });
});

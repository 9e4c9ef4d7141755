import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { camerasOf } from '../../../sandbox/model/cameras';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { server as msw } from '../../helpers/msw-server';
import { restaurantOf, tokenOf } from './video-client';
import { closeOf, fakeJanus, probe, useGateway, type Probe } from './socket-probe';

/*
 * Docs/decisions/sign-in-and-access.md, "Every channel checks who is there": the signalling
 * proxy (spec 001 §7 "Signalling uses a websocket to a proxy at /?restaurantUuid={id}&
 * Authorization={token}") admits a viewer for one restaurant, so only that restaurant's streams
 * reach Janus through it, and only the streaming plugin's list, watch, start, pause and stop
 * (spec 001 §7 "The streaming plugin messages are list, watch (id and optional pin) and
 * start"). Janus here is a stand-in that records what reaches it (socket-probe.ts).
 */

let sandbox: Sandbox;
let running: RunningServer;
let janus: Awaited<ReturnType<typeof fakeJanus>>;
let kitchen: string;
let ownStreams: number[];
let otherStreams: number[];

/** The real servers' calls go out to them, not to msw's sandbox (the setup resets handlers). */
const letThrough = () => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
beforeEach(letThrough);

const streamsOf = (number: number) => {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === number)!;
  return camerasOf(sandbox.context.chain)
    .of(restaurant)
    .map((camera) => camera.streamId);
};

beforeAll(async () => {
  letThrough();
  sandbox = createSandbox({ accessTtl: 7 * 86_400 });
  running = await startServer({ port: 0, distDir: '/nonexistent', sandbox });
  kitchen = restaurantOf(sandbox, 1001);
  ownStreams = streamsOf(1001);
  otherStreams = streamsOf(1002);
  // Janus lists every restaurant's mountpoints, as the sandbox's real one does.
  janus = await fakeJanus(() => [...ownStreams, ...otherStreams]);
  useGateway(sandbox, janus.url);
});

afterAll(async () => {
  await running?.close();
  await janus?.close();
});

/** The proxy for restaurant 1001, as the console opens it, with a handle on the streaming plugin. */
async function viewer(email = 'admin@demo.kitchen'): Promise<Probe> {
  const token = await tokenOf(sandbox, email);
  const query = new URLSearchParams({ restaurantUuid: kitchen, Authorization: `Bearer ${token}` });
  const client = await probe(
    `${running.url.replace(/^http/, 'ws')}/media-gateway/?${query}`,
    'janus-protocol',
  );
  client.send({ janus: 'create', transaction: 'session' });
  await client.next((m: { transaction?: string }) => m.transaction === 'session');
  client.send({
    janus: 'attach',
    plugin: 'janus.plugin.streaming',
    session_id: 11,
    transaction: 'attach',
  });
  await client.next((m: { transaction?: string }) => m.transaction === 'attach');
  return client;
}

/** A streaming plugin request on the viewer's handle. */
function plugin(client: Probe, transaction: string, body: Record<string, unknown>) {
  client.send({ janus: 'message', session_id: 11, handle_id: 22, transaction, body });
}

type PluginAnswer = {
  janus: string;
  transaction?: string;
  error?: { code: number; reason: string };
  plugindata?: {
    data: { list?: Array<{ id: number }>; error_code?: number; error?: string };
  };
};

describe('the signalling proxy passes only what the console’s player sends', () => {
  it('cuts list to the restaurant’s mountpoints', async () => {
    const client = await viewer();
    plugin(client, 'list', { request: 'list' });
    const answer = await client.next((m: PluginAnswer) => m.transaction === 'list');
    expect(answer.plugindata!.data.list!.map((mountpoint) => mountpoint.id)).toEqual(ownStreams);
    client.socket.close();
  });

  it('lets a watch of the restaurant’s stream reach the gateway', async () => {
    const client = await viewer();
    plugin(client, 'own', { request: 'watch', id: ownStreams[0], pin: '123456' });
    await client.next((m: PluginAnswer) => m.transaction === 'own' && m.janus === 'ack');
    expect(janus.reached).toContainEqual(
      expect.objectContaining({ body: { request: 'watch', id: ownStreams[0], pin: '123456' } }),
    );
    client.socket.close();
  });

  it('answers a watch of another restaurant’s stream as a mountpoint it does not have, and Janus never sees it', async () => {
    const client = await viewer();
    const foreign = otherStreams[0]!;
    plugin(client, 'foreign', { request: 'watch', id: foreign, pin: '000000' });
    const event = await client.next(
      (m: PluginAnswer) => m.transaction === 'foreign' && m.janus === 'event',
    );
    expect(event.plugindata!.data).toMatchObject({
      error_code: 455,
      error: `No such mountpoint/stream ${foreign}`,
    });
    plugin(client, 'after', { request: 'list' });
    await client.next((m: PluginAnswer) => m.transaction === 'after');
    expect(janus.reached.filter((m) => m.body?.id === foreign)).toEqual([]);
    client.socket.close();
  });

  it.each([
    ['create', { request: 'create', type: 'rtp', id: 999, secret: 'mine' }],
    ['destroy', { request: 'destroy', id: 1 }],
    ['edit', { request: 'edit', id: 1, new_pin: '1' }],
    ['info', { request: 'info', id: 1, secret: 'adminpwd' }],
    ['switch', { request: 'switch', id: 7 }],
    ['a request in capitals', { request: 'CREATE', id: 999 }],
  ])('refuses the plugin’s %s in Janus’s words, and it never reaches Janus', async (name, body) => {
    const client = await viewer();
    const before = janus.reached.length;
    plugin(client, name, body);
    const answer = await client.next((m: PluginAnswer) => m.transaction === name);
    expect(answer.plugindata!.data).toMatchObject({ error_code: 457 });
    expect(answer.plugindata!.data.error).toMatch(/^Unauthorized/);
    // The gateway still answers this viewer: the refusal did not end the session.
    plugin(client, 'then', { request: 'list' });
    await client.next((m: PluginAnswer) => m.transaction === 'then');
    expect(janus.reached.slice(before).map((m) => m.body?.request)).toEqual(['list']);
    client.socket.close();
  });

  it.each([
    ['another plugin', 405, { janus: 'attach', plugin: 'janus.plugin.videoroom' }],
    ['the gateway’s info', 403, { janus: 'info' }],
    ['a claim of another session', 403, { janus: 'claim', session_id: 1234 }],
  ])('refuses %s (Janus error %i)', async (_name, code, message) => {
    const client = await viewer();
    const before = janus.reached.length;
    client.send({ ...message, transaction: 'refused' });
    const answer = await client.next((m: PluginAnswer) => m.transaction === 'refused');
    expect(answer).toMatchObject({ janus: 'error', error: { code } });
    expect(janus.reached.length).toBe(before);
    client.socket.close();
  });
});

describe('the signalling proxy checks its viewer again with each message', () => {
  it('closes the socket of a user blocked meanwhile (4403), before their message reaches Janus', async () => {
    const client = await viewer('manager@demo.kitchen');
    const manager = sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!;
    manager.blocked = true;
    try {
      const before = janus.reached.length;
      plugin(client, 'late', { request: 'list' });
      expect(await closeOf(client)).toEqual({ code: 4403, reason: 'User is blocked' });
      expect(janus.reached.length).toBe(before);
    } finally {
      manager.blocked = false;
    }
  });

  it('closes the socket of a user no longer at the restaurant (4403)', async () => {
    const client = await viewer('manager@demo.kitchen');
    const manager = sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!;
    const theirs = manager.restaurantUuids!;
    manager.restaurantUuids = theirs.filter((uuid) => uuid !== kitchen);
    try {
      plugin(client, 'late', { request: 'list' });
      expect((await closeOf(client)).code).toBe(4403);
    } finally {
      manager.restaurantUuids = theirs;
    }
  });
});

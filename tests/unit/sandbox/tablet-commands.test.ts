import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { isOnline, type TabletRecord } from '../../../sandbox/model/fleet';
import { kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { SIMULATED_ACK_MS, tabletToken } from '../../../sandbox/model/tablet-links';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { listTablets, sendTabletCommand } from '../../../src/api/devices/devices.endpoints';
import {
  commandFrameSchema,
  type CommandFrame,
} from '../../../src/api/devices/tablet-socket.schema';
import { TABLET_SOCKET_PATH } from '../../../src/api/production/production.constants';
import { server as msw } from '../../helpers/msw-server';
import {
  apiPath,
  call,
  get,
  HOUR_MS,
  manualClock,
  resultsOf,
  setUp,
  signInAs,
  START,
} from './sandbox-client';
import { STATE_WAIT } from '../../helpers/wait';

/*
 * Spec 001 §7 "POST /tablets/command/{id}" and "The tablet socket is /device/api/v1/sockets/tablet
 * with the Authorization and restaurantUuid query parameters": a console command travels to the
 * tablet over the tablet socket and the tablet acknowledges it; the console reads how far it got
 * from the tablet's last command (GET /tablets/list). Spec 001 §6 "A tablet has a remote-access
 * flag": with it off, no command is sent.
 */

const START_FRYER = {
  action: 'START',
  streamName: 'Fryer zone',
  alternateView: false,
  alternateTime: 10,
};

/** A tablet in a restaurant, online or not, with remote access on. */
function tabletOf(sandbox: Sandbox, online: boolean): TabletRecord {
  const tablet = sandbox.context.chain.fleet.tablets.find(
    (candidate) =>
      candidate.restaurantUuid !== null &&
      isOnline(candidate, sandbox.context.chain.seededAt) === online,
  )!;
  tablet.remoteAccess = true;
  return tablet;
}

/** The tablet's last command as GET /tablets/list answers it. */
async function lastCommandOf(sandbox: Sandbox, token: string, tablet: TabletRecord) {
  const page = resultsOf(
    listTablets,
    await get(sandbox, token, listTablets.path, {
      restaurantUuid: tablet.restaurantUuid!,
      search: tablet.name,
    }),
  );
  return page.content.find((row) => row.uuid === tablet.uuid)!.lastCommand;
}

const commandPath = (tablet: TabletRecord) =>
  apiPath(sendTabletCommand.path.replace(':id', tablet.uuid));

describe('tablet commands reach the tablet (spec 001 §7)', () => {
  it('an online tablet acknowledges the command: SENT, then ACKNOWLEDGED, and it logs that it received it', async () => {
    const { sandbox, token } = await setUp();
    const tablet = tabletOf(sandbox, true);
    const answer = await call(sandbox, 'POST', commandPath(tablet), { token, body: START_FRYER });
    const sent = resultsOf(sendTabletCommand, answer);
    expect(sent).toMatchObject({ action: 'START', status: 'SENT', acknowledgedTime: null });
    expect(await lastCommandOf(sandbox, token, tablet)).toMatchObject({
      uuid: sent.uuid,
      status: 'SENT',
    });

    await vi.waitFor(
      async () =>
        expect(await lastCommandOf(sandbox, token, tablet)).toMatchObject({
          uuid: sent.uuid,
          status: 'ACKNOWLEDGED',
          acknowledgedTime: expect.any(Number),
        }),
      STATE_WAIT,
    );
    const log = sandbox.context.chain.fleet.tabletLogs[0]!;
    expect(log).toMatchObject({
      tabletUuid: tablet.uuid,
      message: 'Command START received (Fryer zone)',
    });
  });

  it('an offline tablet has no connection: its command stays SENT, never acknowledged', async () => {
    const { sandbox, token } = await setUp();
    const tablet = tabletOf(sandbox, false);
    const sent = resultsOf(
      sendTabletCommand,
      await call(sandbox, 'POST', commandPath(tablet), { token, body: START_FRYER }),
    );
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_ACK_MS * 2));
    expect(await lastCommandOf(sandbox, token, tablet)).toMatchObject({
      uuid: sent.uuid,
      status: 'SENT',
    });
  });

  it('spec 001 §6: with remote access off the command is refused (409) and nothing is sent', async () => {
    const { sandbox, token } = await setUp();
    const tablet = tabletOf(sandbox, true);
    tablet.remoteAccess = false;
    const answer = await call(sandbox, 'POST', commandPath(tablet), { token, body: START_FRYER });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(
      `Remote access is off for ${tablet.name}: turn it on to send commands`,
    );
    expect(tablet.lastCommand ?? null).toBeNull();
  });
});

describe('over a real tablet socket (spec 001 §7 tablet socket)', () => {
  let running: RunningServer;
  let sandbox: Sandbox;
  let distDir: string;
  const clock = manualClock(START + 2 * HOUR_MS);

  beforeAll(async () => {
    // msw intercepts Node's HTTP client; these are real sockets to a real server.
    msw.close();
    distDir = mkdtempSync(path.join(tmpdir(), 'tablet-commands-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
    sandbox = createSandbox({ now: clock.now });
    running = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox });
  });
  afterAll(async () => {
    kitchenQueuesOf(sandbox.context).stopAll('test over');
    await running.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  /** A socket on the tablet path, its COMMAND frames collected. */
  async function tabletSocket(authorization: string, restaurantUuid: string) {
    const query = new URLSearchParams({ Authorization: authorization, restaurantUuid });
    const ws = new WebSocket(`${running.url.replace(/^http/, 'ws')}${TABLET_SOCKET_PATH}?${query}`);
    const commands: CommandFrame[] = [];
    const messages: unknown[] = [];
    ws.on('message', (data: Buffer) => {
      const message: unknown = JSON.parse(data.toString('utf8'));
      messages.push(message);
      const frame = v.safeParse(commandFrameSchema, message);
      if (frame.success) commands.push(frame.output);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise((resolve) => ws.once('open', resolve));
    return { ws, commands, messages, closed };
  }

  /** POST /tablets/command/{id} by `token`: the sent command. */
  async function command(token: string, tablet: TabletRecord) {
    const post = await fetch(`${running.url}${commandPath(tablet)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(START_FRYER),
    });
    expect(post.status).toBe(200);
    return ((await post.json()) as { results: { uuid: string } }).results;
  }

  it('the command reaches the tablet’s socket as a COMMAND frame, and its COMMAND_ACK makes it ACKNOWLEDGED', async () => {
    const token = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
    const tablet = tabletOf(sandbox, true);
    // The tablet connects with its own token, which says which tablet it is.
    const own = await tabletSocket(
      tabletToken(sandbox.context.chain, tablet.uuid),
      tablet.restaurantUuid!,
    );
    // It gets its kitchen's queue as any tablet socket does.
    await vi.waitFor(
      () => expect(own.messages).toContainEqual(expect.objectContaining({ type: 'SNAPSHOT' })),
      STATE_WAIT,
    );

    const sent = await command(token, tablet);
    await vi.waitFor(() => expect(own.commands).toHaveLength(1), STATE_WAIT);
    expect(own.commands[0]!.command).toMatchObject({
      uuid: sent.uuid,
      action: 'START',
      streamName: 'Fryer zone',
    });

    // A real tablet is connected: nobody answers for it, however long it takes.
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_ACK_MS * 2));
    expect(tablet.lastCommand).toMatchObject({ uuid: sent.uuid, status: 'SENT' });

    own.ws.send(JSON.stringify({ type: 'COMMAND_ACK', uuid: sent.uuid }));
    await vi.waitFor(
      () =>
        expect(tablet.lastCommand).toMatchObject({
          status: 'ACKNOWLEDGED',
          acknowledgedTime: clock.now(),
        }),
      STATE_WAIT,
    );
    own.ws.terminate();
  });

  it('docs/decisions/sign-in-and-access.md "Every channel checks who is there": a console user on the tablet socket who names a tablet gets none of its commands, and cannot acknowledge one', async () => {
    const admin = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
    // Any user with PCS view at the kitchen may open its tablet socket (the production monitor).
    const manager = (await signInAs(sandbox, 'manager@demo.kitchen')).accessToken;
    const kitchen = sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!
      .restaurantUuids![0]!;
    const tablet = sandbox.context.chain.fleet.tablets.find(
      (candidate) => candidate.restaurantUuid === kitchen,
    )!;
    tablet.remoteAccess = true;
    // The tablet itself is connected, so the sandbox does not answer for it.
    const own = await tabletSocket(tabletToken(sandbox.context.chain, tablet.uuid), kitchen);
    const poser = await tabletSocket(manager, kitchen);
    await vi.waitFor(
      () => expect(poser.messages).toContainEqual(expect.objectContaining({ type: 'SNAPSHOT' })),
      STATE_WAIT,
    );
    /** The server has handled every frame the poser sent before (a socket keeps its order). */
    const handled = async () => {
      poser.ws.ping();
      await new Promise((resolve) => poser.ws.once('pong', resolve));
    };
    poser.ws.send(JSON.stringify({ type: 'TABLET', tabletUuid: tablet.uuid }));
    await handled();

    const sent = await command(admin, tablet);
    await vi.waitFor(() => expect(own.commands).toHaveLength(1), STATE_WAIT);
    poser.ws.send(JSON.stringify({ type: 'COMMAND_ACK', uuid: sent.uuid }));
    await handled();
    expect(poser.commands).toEqual([]);
    expect(tablet.lastCommand).toMatchObject({ uuid: sent.uuid, status: 'SENT' });
    own.ws.terminate();
    poser.ws.terminate();
  });

  it('refuses a tablet’s token on another restaurant’s socket (4403) and a made-up one (4401)', async () => {
    const tablet = tabletOf(sandbox, true);
    const elsewhere = sandbox.context.chain.restaurants.find(
      (restaurant) => restaurant.uuid !== tablet.restaurantUuid,
    )!;
    const moved = await tabletSocket(
      tabletToken(sandbox.context.chain, tablet.uuid),
      elsewhere.uuid,
    );
    expect(await moved.closed).toEqual({
      code: 4403,
      reason: "Access denied: this is not the tablet's restaurant",
    });
    const madeUp = await tabletSocket('not-a-tablet-token', tablet.restaurantUuid!);
    expect((await madeUp.closed).code).toBe(4401);
  });
});

import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  NOTIFICATIONS_DESTINATION,
  NOTIFICATIONS_SOCKET_PATH,
} from '../../../src/api/notifications/notifications.endpoints';
import type { Notification } from '../../../src/api/notifications/notifications.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { CONTROL_TOKEN_HEADER } from '../../../sandbox/control-token';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { createBroker, type StompTransport } from '../../../sandbox/stomp/broker';
import {
  createDecoder,
  serializeFrame,
  type Received,
  type StompFrame,
} from '../../../sandbox/stomp/frame';
import { server as msw } from '../../helpers/msw-server';
import { STATE_WAIT_MS } from '../../helpers/wait';
import { call, manualClock, signInAs } from './sandbox-client';

/** The test server offers short heart-beats so the timing tests take a fraction of a second. */
const OFFER_MS = 50;

let distDir: string;
let running: RunningServer;
let sandbox: Sandbox;
const clock = manualClock();
const clients: WebSocket[] = [];

beforeAll(async () => {
  // This file talks to a real server over real sockets; msw would answer the `ws` handshake
  // and the control calls from the default sandbox instead.
  msw.close();
  distDir = mkdtempSync(path.join(tmpdir(), 'stomp-dist-'));
  sandbox = createSandbox({ now: clock.now, stompHeartBeat: [OFFER_MS, OFFER_MS] });
  running = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.terminate();
});

afterAll(async () => {
  await running.close();
  rmSync(distDir, { recursive: true, force: true });
});

const socketUrl = (query = '') =>
  `${running.url.replace(/^http/, 'ws')}/api/v1/${NOTIFICATIONS_SOCKET_PATH}${query}`;

const tokenFor = async (email: string) => (await signInAs(sandbox, email)).accessToken;

const frame = (command: string, headers: Record<string, string> = {}, body = '') =>
  serializeFrame({ command, headers, body });

interface RawClient {
  ws: WebSocket;
  /** Everything received, with the time it arrived. */
  received: Array<{ at: number; item: Received }>;
  nextFrame(): Promise<StompFrame>;
  closed: Promise<{ code: number; reason: string }>;
  send(data: string | Buffer): void;
}

/** A bare `ws` client that decodes what the server sends with the codec under test. */
function openRaw(url: string): Promise<RawClient> {
  const ws = new WebSocket(url);
  clients.push(ws);
  const decoder = createDecoder();
  const received: RawClient['received'] = [];
  const frames: StompFrame[] = [];
  const waiting: Array<(frame: StompFrame) => void> = [];
  ws.on('message', (data: Buffer) => {
    for (const item of decoder.push(data)) {
      received.push({ at: Date.now(), item });
      if (item === 'heart-beat') continue;
      const waiter = waiting.shift();
      if (waiter) waiter(item);
      else frames.push(item);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: RawClient = {
    ws,
    received,
    closed,
    send: (data) => ws.send(data),
    nextFrame: () => {
      const ready = frames.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No frame arrived')), STATE_WAIT_MS);
        waiting.push((arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Opens a socket with `?token=` and CONNECTs; answers the client and its CONNECTED frame. */
async function connected(
  email: string,
  headers: Record<string, string> = {},
): Promise<{ client: RawClient; connectedFrame: StompFrame }> {
  const client = await openRaw(socketUrl(`?token=${await tokenFor(email)}`));
  client.send(frame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0', ...headers }));
  const connectedFrame = await client.nextFrame();
  expect(connectedFrame.command).toBe('CONNECTED');
  return { client, connectedFrame };
}

async function subscribed(email: string, id = 'sub-0'): Promise<RawClient> {
  const { client } = await connected(email);
  client.send(frame('SUBSCRIBE', { id, destination: NOTIFICATIONS_DESTINATION, receipt: 'r-sub' }));
  expect(await client.nextFrame()).toMatchObject({ command: 'RECEIPT' });
  return client;
}

/** A control call to the running server, with its token. */
function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${running.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CONTROL_TOKEN_HEADER]: sandbox.controlToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function notify(email: string, message: string, type?: string): Promise<Notification> {
  const response = await control('/notify', { email, message, type });
  expect(response.status).toBe(200);
  return (await response.json()) as Notification;
}

async function api(token: string, urlPath: string): Promise<unknown> {
  const response = await fetch(`${running.url}/api/v1${urlPath}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { results: unknown }).results;
}

describe('STOMP version negotiation', () => {
  it('accepts a client offering 1.2: CONNECTED version 1.2 with the heart-beat it offers', async () => {
    const client = await openRaw(socketUrl(`?token=${await tokenFor('crew@demo.kitchen')}`));
    client.send(frame('CONNECT', { 'accept-version': '1.0,1.1,1.2', host: '127.0.0.1' }));
    const answer = await client.nextFrame();
    expect(answer).toMatchObject({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${OFFER_MS},${OFFER_MS}`,
        server: 'kitchen-sandbox/1.0',
      },
    });
    expect(answer.headers.session).toMatch(/\S/);
  });

  it.each([
    ['only 1.0 and 1.1', { 'accept-version': '1.0,1.1' }],
    ['no accept-version (STOMP 1.0)', {}],
  ])('refuses a client offering %s: ERROR naming 1.2, then close', async (_what, headers) => {
    const client = await openRaw(socketUrl(`?token=${await tokenFor('crew@demo.kitchen')}`));
    client.send(frame('CONNECT', headers));
    expect(await client.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: { version: '1.2', message: 'Supported protocol versions are 1.2' },
    });
    expect((await client.closed).code).toBe(1002);
  });

  it('takes the STOMP command and a token from the Authorization header or passcode instead of ?token=', async () => {
    const token = await tokenFor('crew@demo.kitchen');
    const ways: Array<Record<string, string>> = [
      { Authorization: `Bearer ${token}` },
      { passcode: token },
    ];
    for (const headers of ways) {
      const client = await openRaw(socketUrl());
      client.send(frame('STOMP', { 'accept-version': '1.2', ...headers }));
      expect(await client.nextFrame()).toMatchObject({ command: 'CONNECTED' });
    }
  });

  it('accepts frames sent as binary WebSocket messages', async () => {
    const client = await openRaw(socketUrl(`?token=${await tokenFor('crew@demo.kitchen')}`));
    client.send(Buffer.from(frame('CONNECT', { 'accept-version': '1.2' })));
    expect(await client.nextFrame()).toMatchObject({ command: 'CONNECTED' });
  });
});

describe('STOMP receipts and subscriptions', () => {
  it('answers RECEIPT to SUBSCRIBE, UNSUBSCRIBE and DISCONNECT, then closes normally', async () => {
    const { client } = await connected('crew@demo.kitchen');
    client.send(
      frame('SUBSCRIBE', { id: '1', destination: NOTIFICATIONS_DESTINATION, receipt: 'a' }) +
        frame('UNSUBSCRIBE', { id: '1', receipt: 'b' }),
    );
    expect(await client.nextFrame()).toEqual({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'a' },
      body: '',
    });
    expect(await client.nextFrame()).toMatchObject({ headers: { 'receipt-id': 'b' } });
    client.send(frame('DISCONNECT', { receipt: 'bye' }));
    expect(await client.nextFrame()).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'bye' },
    });
    expect((await client.closed).code).toBe(1000);
  });

  it('sends a MESSAGE with destination, message-id, subscription and JSON to the subscriber', async () => {
    const client = await subscribed('crew@demo.kitchen', 'mine');
    const sent = await notify(
      'crew@demo.kitchen',
      '<b>Fryer 2</b> oil temperature low at #1001',
      'WARN',
    );
    const message = await client.nextFrame();
    expect(message).toMatchObject({
      command: 'MESSAGE',
      headers: {
        destination: NOTIFICATIONS_DESTINATION,
        subscription: 'mine',
        'content-type': 'application/json',
      },
    });
    expect(message.headers['message-id']).toMatch(/\S/);
    expect(JSON.parse(message.body)).toEqual({
      uuid: sent.uuid,
      status: 'UNREAD',
      type: 'WARN',
      message: '<b>Fryer 2</b> oil temperature low at #1001',
      eventTime: clock.now(),
    });
  });

  it("delivers a user's notifications only to that user's subscribed sessions", async () => {
    const crew = await subscribed('crew@demo.kitchen');
    const crewElsewhere = await subscribed('crew@demo.kitchen');
    const manager = await subscribed('manager@demo.kitchen');
    const { client: crewNotSubscribed } = await connected('crew@demo.kitchen');

    await notify('crew@demo.kitchen', 'for crew');
    await notify('manager@demo.kitchen', 'for the manager');

    expect(JSON.parse((await crew.nextFrame()).body)).toMatchObject({ message: 'for crew' });
    expect(JSON.parse((await crewElsewhere.nextFrame()).body)).toMatchObject({
      message: 'for crew',
    });
    // The manager's first MESSAGE is the manager's own: the crew one never reached them.
    expect(JSON.parse((await manager.nextFrame()).body)).toMatchObject({
      message: 'for the manager',
    });
    crewNotSubscribed.send(frame('DISCONNECT', { receipt: 'end' }));
    expect(await crewNotSubscribed.nextFrame()).toMatchObject({ command: 'RECEIPT' });
  });

  it("blocking a user closes that user's open channels (1008), and no one else's", async () => {
    const crew = await subscribed('crew@demo.kitchen');
    const manager = await subscribed('manager@demo.kitchen');
    const crewUuid = sandbox.context.chain.users.find(
      (user) => user.email === 'crew@demo.kitchen',
    )!.uuid;
    const blocked = await call(sandbox, 'PUT', `/api/v1/users/${crewUuid}/block`, {
      token: await tokenFor('admin@demo.kitchen'),
    });
    expect(blocked.status).toBe(200);
    expect(await crew.closed).toMatchObject({ code: 1008, reason: 'Session ended' });

    await notify('manager@demo.kitchen', 'still here');
    expect(JSON.parse((await manager.nextFrame()).body)).toMatchObject({ message: 'still here' });
    sandbox.reset();
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const client = await subscribed('crew@demo.kitchen', 'x');
    client.send(frame('UNSUBSCRIBE', { id: 'x', receipt: 'gone' }));
    expect(await client.nextFrame()).toMatchObject({ headers: { 'receipt-id': 'gone' } });
    await notify('crew@demo.kitchen', 'nobody listens');
    client.send(frame('DISCONNECT', { receipt: 'end' }));
    expect(await client.nextFrame()).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'end' },
    });
  });

  it('refuses a destination other than the notifications topic', async () => {
    const { client } = await connected('crew@demo.kitchen');
    client.send(frame('SUBSCRIBE', { id: '1', destination: '/topic/everyone' }));
    expect(await client.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Unknown destination /topic/everyone' },
    });
    expect((await client.closed).code).toBe(1008);
  });
});

describe('STOMP refusals: ERROR, then close', () => {
  it.each([
    ['a malformed token', () => Promise.resolve('not-a-token'), 'Unauthorized: malformed token'],
    [
      'an ended session',
      async () => {
        const session = await signInAs(sandbox, 'crew@demo.kitchen');
        sandbox.context.tokens.endSession(
          sandbox.context.tokens.sessionsOf(session.userUuid).at(-1)!.id,
        );
        return session.accessToken;
      },
      'Unauthorized: session ended',
    ],
  ])('on %s', async (_what, token, message) => {
    const client = await openRaw(socketUrl(`?token=${await token()}`));
    client.send(frame('CONNECT', { 'accept-version': '1.2', receipt: 'c' }));
    expect(await client.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: { message, 'receipt-id': 'c' },
      body: message,
    });
    expect(await client.closed).toMatchObject({ code: 1008 });
  });

  it('on no token at all', async () => {
    const client = await openRaw(socketUrl());
    client.send(frame('CONNECT', { 'accept-version': '1.2' }));
    expect(await client.nextFrame()).toMatchObject({
      headers: { message: 'Unauthorized: missing token' },
    });
    expect((await client.closed).code).toBe(1008);
  });

  it('on an expired access token', async () => {
    const token = await tokenFor('crew@demo.kitchen');
    clock.advance(901_000);
    const client = await openRaw(socketUrl(`?token=${token}`));
    client.send(frame('CONNECT', { 'accept-version': '1.2' }));
    expect(await client.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Unauthorized: access token expired' },
    });
    expect((await client.closed).code).toBe(1008);
  });

  it('on a blocked user, as the REST calls answer', async () => {
    const token = await tokenFor('manager@demo.kitchen');
    await control('/users/manager@demo.kitchen/block');
    try {
      const client = await openRaw(socketUrl(`?token=${token}`));
      client.send(frame('CONNECT', { 'accept-version': '1.2' }));
      expect(await client.nextFrame()).toMatchObject({ headers: { message: 'User is blocked' } });
    } finally {
      await control('/users/manager@demo.kitchen/unblock');
    }
  });

  it('on SEND: clients do not publish here', async () => {
    const { client } = await connected('crew@demo.kitchen');
    client.send(frame('SEND', { destination: NOTIFICATIONS_DESTINATION, receipt: 's' }, '{}'));
    expect(await client.nextFrame()).toMatchObject({
      command: 'ERROR',
      headers: {
        message: 'SEND is not accepted: this broker only pushes to clients',
        'receipt-id': 's',
      },
    });
    expect((await client.closed).code).toBe(1008);
  });

  it('on a frame before CONNECT, a second CONNECT and an unsupported command', async () => {
    const early = await openRaw(socketUrl());
    early.send(frame('SUBSCRIBE', { id: '1', destination: NOTIFICATIONS_DESTINATION }));
    expect(await early.nextFrame()).toMatchObject({
      headers: { message: 'SUBSCRIBE before CONNECT' },
    });

    const twice = (await connected('crew@demo.kitchen')).client;
    twice.send(frame('CONNECT', { 'accept-version': '1.2' }));
    expect(await twice.nextFrame()).toMatchObject({ headers: { message: 'Already connected' } });

    const begin = (await connected('crew@demo.kitchen')).client;
    begin.send(frame('BEGIN', { transaction: 't' }));
    expect(await begin.nextFrame()).toMatchObject({
      headers: { message: 'BEGIN is not supported' },
    });
    for (const client of [early, twice, begin]) expect((await client.closed).code).toBe(1002);
  });

  it('on a malformed frame, and the server keeps serving others', async () => {
    for (const junk of ['hello\n\n\0', 'SUBSCRIBE\nid:\\x\n\n\0', Buffer.from([0xff, 0, 0x0a])]) {
      const client = await openRaw(socketUrl());
      client.send(junk);
      const error = await client.nextFrame();
      expect(error.command).toBe('ERROR');
      expect(error.headers.message).toMatch(/^Malformed frame: /);
      expect((await client.closed).code).toBe(1002);
    }
    expect((await connected('crew@demo.kitchen')).connectedFrame.headers.version).toBe('1.2');
  });

  it('answers 426 to a plain GET of the socket path', async () => {
    const response = await fetch(socketUrl().replace(/^ws/, 'http'));
    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({ success: false, code: 426 });
  });
});

describe('STOMP heart-beats (a fake clock: no real waiting)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A broker offering OFFER_MS both ways, with one CONNECTed session on a fake transport. */
  function connectedSession(heartBeat: string) {
    const broker = createBroker({
      authenticate: () => ({ userUuid: 'u1' }),
      destinations: [NOTIFICATIONS_DESTINATION],
      heartBeat: [OFFER_MS, OFFER_MS],
    });
    const sent: string[] = [];
    const closes: number[] = [];
    const connection = broker.open({
      send: (data) => sent.push(data),
      close: (code) => closes.push(code),
    });
    connection.receive(
      frame('CONNECT', { 'accept-version': '1.2', passcode: 't', 'heart-beat': heartBeat }),
    );
    expect(sent.shift()).toContain(`heart-beat:${OFFER_MS},${OFFER_MS}`);
    const beats = () => sent.filter((data) => data === '\n').length;
    return { broker, connection, beats, closes };
  }

  it('sends EOLs at the larger of its offer and the client wish', () => {
    const wish = 100;
    const { broker, beats } = connectedSession(`0,${wish}`);
    vi.advanceTimersByTime(wish * 5 + wish / 2);
    expect(beats()).toBe(5);
    broker.closeAll('done');
  });

  it('sends none when the client asks for none', () => {
    const { broker, beats } = connectedSession('1000,0');
    vi.advanceTimersByTime(OFFER_MS * 100);
    expect(beats()).toBe(0);
    broker.closeAll('done');
  });

  it('closes a session silent for more than twice the agreed interval (1001)', () => {
    const interval = 100;
    const { broker, closes } = connectedSession(`${interval},0`);
    vi.advanceTimersByTime(2 * interval);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(interval);
    expect(closes).toEqual([1001]);
    broker.closeAll('done');
  });

  it('keeps a session that sends its heart-beats', () => {
    const interval = 100;
    const { broker, connection, closes } = connectedSession(`${interval},0`);
    for (let step = 0; step < 20; step++) {
      vi.advanceTimersByTime(interval / 2);
      connection.receive('\n');
    }
    expect(closes).toEqual([]);
    expect(broker.connectedUsers()).toEqual(['u1']);
    broker.closeAll('done');
  });
});

describe('@stomp/stompjs against the broker', () => {
  function stompClient(token: string): Client {
    return new Client({
      webSocketFactory: () => {
        const ws = new WebSocket(socketUrl(`?token=${token}`));
        clients.push(ws);
        return ws as unknown as IStompSocket;
      },
      reconnectDelay: 0,
    });
  }

  it('connects, subscribes with a receipt and receives its own notifications only', async () => {
    const crew = stompClient(await tokenFor('crew@demo.kitchen'));
    const manager = stompClient(await tokenFor('manager@demo.kitchen'));
    const crewMessages: IMessage[] = [];
    const managerMessages: IMessage[] = [];
    const ready = (client: Client, into: IMessage[]) =>
      new Promise<void>((resolve) => {
        client.onConnect = () => {
          client.watchForReceipt('subscribed', () => resolve());
          client.subscribe(NOTIFICATIONS_DESTINATION, (message) => into.push(message), {
            receipt: 'subscribed',
          });
        };
        client.activate();
      });
    await Promise.all([ready(crew, crewMessages), ready(manager, managerMessages)]);

    const sent = await notify(
      'crew@demo.kitchen',
      'Camera <b>Fry station</b> is offline at #1001',
      'ERROR',
    );
    await expect.poll(() => crewMessages.length).toBe(1);
    expect(JSON.parse(crewMessages[0]!.body)).toEqual(sent);
    expect(crewMessages[0]!.headers['content-type']).toBe('application/json');
    expect(managerMessages).toEqual([]);

    await Promise.all([crew.deactivate(), manager.deactivate()]);
  });

  it('reports the ERROR frame of a refused token through onStompError', async () => {
    const client = stompClient('expired-or-bad');
    const error = await new Promise<string | undefined>((resolve) => {
      client.onStompError = (frame) => resolve(frame.headers.message);
      client.activate();
    });
    expect(error).toBe('Unauthorized: malformed token');
    await client.deactivate();
  });
});

describe('/__sandbox/notify and the list', () => {
  it('stores the pushed notification: it tops the list, UNREAD, and counts as unread', async () => {
    const token = await tokenFor('crew@demo.kitchen');
    const before = (await api(token, '/notification/unread/count')) as {
      unreadTotalResults: number;
    };
    const client = await subscribed('crew@demo.kitchen');
    const sent = await notify('crew@demo.kitchen', 'Stock-out risk: <b>Nuggets</b> at #1001');
    expect(JSON.parse((await client.nextFrame()).body)).toEqual(sent);

    const list = (await api(token, '/notification/list?size=1')) as { content: Notification[] };
    expect(list.content).toEqual([sent]);
    expect(await api(token, '/notification/unread/count')).toEqual({
      unreadTotalResults: before.unreadTotalResults + 1,
    });
  });
});

describe('closing', () => {
  it('POST /__sandbox/reset closes open sockets (their sessions ended)', async () => {
    const { client } = await connected('crew@demo.kitchen');
    await control('/reset');
    expect(await client.closed).toMatchObject({ code: 1001, reason: 'Sandbox reset' });
  });

  it("the server's close() ends open sockets and resolves", async () => {
    const own = createSandbox();
    const other = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox: own });
    const { accessToken } = await signInAs(own, 'crew@demo.kitchen');
    const ws = new WebSocket(
      `${other.url.replace(/^http/, 'ws')}/api/v1/${NOTIFICATIONS_SOCKET_PATH}?token=${accessToken}`,
    );
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise((resolve) => ws.once('close', resolve));
    await other.close();
    await closed;
    expect(ws.readyState).toBe(WebSocket.CLOSED);
    expect(own.context.broker.connectedUsers()).toEqual([]);
  });
});

describe('the broker without sockets (as under msw)', () => {
  function fakeTransport() {
    const sent: string[] = [];
    const closes: number[] = [];
    const transport: StompTransport = {
      send: (data) => sent.push(data),
      close: (code) => closes.push(code),
    };
    return { transport, sent, closes };
  }

  it('offers 10000,10000 by default and publishes to nobody when nobody is connected', () => {
    const broker = createBroker({
      authenticate: () => ({ userUuid: 'u1' }),
      destinations: [NOTIFICATIONS_DESTINATION],
    });
    expect(broker.publish('u1', NOTIFICATIONS_DESTINATION, { hello: 1 })).toBe(0);
    const { transport, sent } = fakeTransport();
    broker.open(transport).receive(frame('CONNECT', { 'accept-version': '1.2', passcode: 't' }));
    expect(sent[0]).toContain('heart-beat:10000,10000');
    expect(broker.connectedUsers()).toEqual(['u1']);
    broker.closeAll('done');
    expect(broker.connectedUsers()).toEqual([]);
  });

  it('ignores input once a session has ended, and a socket closed by the client', () => {
    const broker = createBroker({
      authenticate: () => ({ refused: 'no' }),
      destinations: [NOTIFICATIONS_DESTINATION],
    });
    const { transport, sent, closes } = fakeTransport();
    const connection = broker.open(transport);
    connection.receive(
      frame('CONNECT', { 'accept-version': '1.2', passcode: 't' }) + frame('SEND'),
    );
    connection.receive(frame('SUBSCRIBE', { id: '1', destination: NOTIFICATIONS_DESTINATION }));
    connection.closed();
    expect(sent).toHaveLength(1);
    expect(closes).toEqual([1008]);
  });
});

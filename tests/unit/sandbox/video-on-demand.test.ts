import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createSandbox } from '../../../sandbox/app';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { mountpointPool } from '../../../sandbox/video/mountpoint-pool';
import { startSignallingRelay } from '../../../sandbox/video/signalling-relay';
import { server as msw } from '../../helpers/msw-server';
import { STATE_WAIT } from '../../helpers/wait';

/**
 * A stand-in for Janus, so that Janus failing is tested without exhausting anything real:
 * FAKE_JANUS=crash writes a fatal error to its log (-L) and exits, as Janus does when it runs out
 * of file descriptors at start; FAKE_JANUS=serve answers the HTTP API's /info and accepts
 * websocket connections on the ports of its configuration, writes its pid to FAKE_JANUS_PID and
 * runs until killed.
 */
const fake = vi.hoisted(() => ({
  janus: `/tmp/kc-fake-janus-${process.pid}.mjs`,
  pidFile: `/tmp/kc-fake-janus-${process.pid}.pid`,
}));

vi.mock('../../../sandbox/video/video-tools', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../sandbox/video/video-tools')>()),
  JANUS_BIN: fake.janus,
  janusInstalled: () => true,
  ffmpegInstalled: () => true,
}));

const FAKE_JANUS = `#!${process.execPath}
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { dirname, join } from 'node:path';
const arg = (flag) => process.argv[process.argv.indexOf(flag) + 1];
if (process.env.FAKE_JANUS === 'crash') {
  appendFileSync(arg('-L'), "Loading transport plugin 'libjanus_http.so'...\\n[ERR] Couldn't load transport plugin 'libjanus_http.so': Too many open files\\n[FATAL] No Janus API transport is available... enable at least one and restart Janus\\n");
  process.exit(1);
}
const dir = dirname(arg('-C'));
const setting = (file, key) => Number(new RegExp('\\\\b' + key + ' = (\\\\d+)').exec(readFileSync(join(dir, file), 'utf8'))[1]);
createServer((request, response) => response.end('{"janus":"server_info"}')).listen(setting('janus.transport.http.jcfg', 'port'), '127.0.0.1');
createTcpServer(() => undefined).listen(setting('janus.transport.websockets.jcfg', 'ws_port'), '127.0.0.1');
writeFileSync(process.env.FAKE_JANUS_PID, String(process.pid));
`;

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A pool over a fake Janus that logs what it is asked, each request settled by the test. */
function poolOverFakeJanus(keepIdle: number) {
  const asked: string[] = [];
  const creations = new Map<number, ReturnType<typeof deferred<string>>>();
  const destructions = new Map<number, ReturnType<typeof deferred<void>>>();
  const errors: string[] = [];
  const pool = mountpointPool<string>({
    create(streamId) {
      asked.push(`create ${streamId}`);
      const creation = deferred<string>();
      creations.set(streamId, creation);
      return creation.promise;
    },
    destroy(streamId, mountpoint) {
      asked.push(`destroy ${mountpoint}`);
      const destruction = deferred();
      destructions.set(streamId, destruction);
      return destruction.promise;
    },
    keepIdle,
    onError: (message) => errors.push(message),
  });
  /** Janus makes (or destroys) every mountpoint asked for so far. */
  const janusAnswers = async () => {
    await settled();
    for (const [streamId, creation] of creations) creation.resolve(`mountpoint ${streamId}`);
    for (const destruction of destructions.values()) destruction.resolve();
    creations.clear();
    destructions.clear();
    await settled();
  };
  return { pool, asked, creations, errors, janusAnswers };
}

/** Once the promises settled so far have run what follows them. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountpoints made for the cameras people watch', () => {
  it('makes a camera’s mountpoint once, however many viewers ask for it at once', async () => {
    const { pool, asked, janusAnswers } = poolOverFakeJanus(4);
    const first = pool.open(11_989);
    const second = pool.open(11_989);
    expect(pool.whenMade(11_989)).toBe(first);
    await janusAnswers();
    expect(await first).toBe('mountpoint 11989');
    expect(await second).toBe('mountpoint 11989');
    expect(asked).toEqual(['create 11989']);
  });

  it('keeps the most recently left mountpoints for their next viewer and destroys the older ones', async () => {
    const { pool, asked, janusAnswers } = poolOverFakeJanus(2);
    for (const streamId of [1, 2, 3]) void pool.open(streamId);
    await janusAnswers();
    for (const streamId of [1, 2, 3]) pool.leave(streamId);
    await janusAnswers();
    expect(asked.slice(3)).toEqual(['destroy mountpoint 1']);
    expect(pool.whenMade(1)).toBeUndefined();

    // Watched again, a kept one is there at once; the one destroyed is made again.
    await pool.open(3);
    void pool.open(1);
    await janusAnswers();
    expect(asked.slice(4)).toEqual(['create 1']);
  });

  it('never destroys a mountpoint someone watches, and counts a watched-again one as left last', async () => {
    const { pool, asked, janusAnswers } = poolOverFakeJanus(1);
    for (const streamId of [1, 2, 3]) void pool.open(streamId);
    await janusAnswers();
    pool.leave(1);
    await pool.open(1);
    pool.leave(2);
    pool.leave(1);
    await janusAnswers();
    // 2 left before 1's second viewer did; 3 is watched.
    expect(asked.slice(3)).toEqual(['destroy mountpoint 2']);
    expect(pool.whenMade(3)).toBeDefined();
  });

  it('makes a mountpoint asked for while it is being destroyed again once it is gone', async () => {
    const { pool, asked, janusAnswers } = poolOverFakeJanus(0);
    void pool.open(5);
    await janusAnswers();
    pool.leave(5);
    const again = pool.open(5);
    await settled();
    // Janus has not finished destroying it: making it now would be refused (the id is taken).
    expect(asked).toEqual(['create 5', 'destroy mountpoint 5']);
    await janusAnswers();
    expect(asked).toEqual(['create 5', 'destroy mountpoint 5', 'create 5']);
    await janusAnswers();
    expect(await again).toBe('mountpoint 5');
  });

  it('forgets a mountpoint Janus did not make, so that its next viewer asks again', async () => {
    const { pool, asked, creations, janusAnswers } = poolOverFakeJanus(4);
    const refused = pool.open(7);
    await settled();
    creations.get(7)!.reject(new Error('Janus: 456 Error creating'));
    await expect(refused).rejects.toThrow(/456/);
    expect(pool.whenMade(7)).toBeUndefined();
    const next = pool.open(7);
    await janusAnswers();
    expect(await next).toBe('mountpoint 7');
    expect(asked).toEqual(['create 7', 'create 7']);
  });
});

/** The real servers' calls go out to them, not to msw's sandbox (the setup resets handlers). */
const letThrough = () => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
beforeEach(letThrough);

describe('the signalling relay in front of Janus', () => {
  it('holds a viewer’s watch of a mountpoint being made until it is, and keeps the messages in order', async () => {
    // Janus: acknowledges every message and notes it.
    const janus = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(janus, 'listening');
    const received: string[] = [];
    janus.on('connection', (socket) =>
      socket.on('message', (data) => {
        const { janus: kind, body } = JSON.parse(String(data)) as {
          janus: string;
          body?: { request: string; id: number };
        };
        received.push(body ? `${body.request} ${body.id}` : kind);
        socket.send(JSON.stringify({ janus: 'ack' }));
      }),
    );
    const making = deferred();
    const asked: number[] = [];
    const relay = await startSignallingRelay(
      `ws://127.0.0.1:${(janus.address() as AddressInfo).port}/`,
      (streamId) => {
        asked.push(streamId);
        return streamId === 11_989 ? making.promise : undefined;
      },
    );
    /** A viewer and the number of answers it got. */
    const connect = async () => {
      const socket = new WebSocket(relay.url, 'janus-protocol');
      const answers: unknown[] = [];
      socket.on('message', (data) => answers.push(JSON.parse(String(data))));
      await once(socket, 'open');
      return { socket, answers };
    };
    const viewer = await connect();
    const other = await connect();
    try {
      expect(viewer.socket.protocol).toBe('janus-protocol');
      for (const message of [
        { janus: 'create' },
        { janus: 'message', body: { request: 'watch', id: 11_989, pin: '123456' } },
        { janus: 'keepalive' },
      ])
        viewer.socket.send(JSON.stringify(message));
      await vi.waitFor(() => expect(asked).toEqual([11_989]), STATE_WAIT);
      // Another viewer's round trip to Janus meanwhile: the first one's watch is still held.
      other.socket.send(JSON.stringify({ janus: 'message', body: { request: 'watch', id: 3 } }));
      await vi.waitFor(() => expect(other.answers).toHaveLength(1), STATE_WAIT);
      expect(received).toEqual(['create', 'watch 3']);

      making.resolve();
      await vi.waitFor(
        () => expect(received).toEqual(['create', 'watch 3', 'watch 11989', 'keepalive']),
        STATE_WAIT,
      );
      await vi.waitFor(() => expect(viewer.answers).toHaveLength(3), STATE_WAIT);
    } finally {
      viewer.socket.terminate();
      other.socket.terminate();
      await relay.close();
      await new Promise((resolve) => janus.close(resolve));
    }
  });
});

describe('a media stack that fails leaves the sandbox serving, without live video', () => {
  let running: RunningServer | undefined;
  beforeAll(() => {
    writeFileSync(fake.janus, FAKE_JANUS);
    chmodSync(fake.janus, 0o755);
  });
  afterAll(async () => {
    await running?.close();
    delete process.env.FAKE_JANUS;
    delete process.env.FAKE_JANUS_PID;
    rmSync(fake.janus, { force: true });
    rmSync(fake.pidFile, { force: true });
  });

  /** The server answers the API: a call without a token is refused as any is. */
  async function answers(url: string) {
    const response = await fetch(`${url}/api/v1/users/user`);
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  it('Janus failing at start (out of file descriptors): startServer resolves, and video says why', async () => {
    process.env.FAKE_JANUS = 'crash';
    const sandbox = createSandbox();
    running = await startServer({ port: 0, distDir: '/nonexistent', sandbox, video: true });
    expect(running.video).toEqual({ running: false, reason: expect.any(String) });
    const { reason } = running.video as { reason: string };
    expect(reason).toMatch(/^Live video is not available: Janus did not start: the process exited/);
    expect(reason).toContain('Too many open files');
    expect(sandbox.context.media).toBeUndefined();
    expect(await answers(running.url)).toMatchObject({ status: 401 });
    await running.close();
    running = undefined;
  });

  it('Janus dying later: the sandbox warns, drops live video and serves on', async () => {
    process.env.FAKE_JANUS = 'serve';
    process.env.FAKE_JANUS_PID = fake.pidFile;
    rmSync(fake.pidFile, { force: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sandbox = createSandbox();
    running = await startServer({ port: 0, distDir: '/nonexistent', sandbox, video: true });
    expect(running.video).toEqual({ running: true });
    expect(sandbox.context.media).toBeDefined();

    process.kill(Number(readFileSync(fake.pidFile, 'utf8')), 'SIGKILL');
    await vi.waitFor(() => expect(running?.video).toMatchObject({ running: false }), STATE_WAIT);
    expect((running.video as { reason: string }).reason).toMatch(
      /^Live video stopped: Janus exited \(SIGKILL\)/,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Live video stopped: Janus exited/));
    expect(sandbox.context.media).toBeUndefined();
    expect(await answers(running.url)).toMatchObject({ status: 401 });
  });
});

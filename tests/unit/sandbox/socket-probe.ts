import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { Sandbox } from '../../../sandbox/app';
import { STATE_WAIT, STATE_WAIT_MS } from '../../helpers/wait';

export interface Probe {
  socket: WebSocket;
  /** Every text message received, parsed as JSON where it is JSON. */
  received: unknown[];
  send(message: object | string): void;
  /** The first message received (or still to come) that `match` accepts. */
  next<T = Record<string, unknown>>(match: (message: T) => boolean): Promise<T>;
  /** Resolves when the other end closes the socket, with its code and reason. */
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket as a client and records what it receives; resolves once it is open. */
export async function probe(url: string, protocol?: string): Promise<Probe> {
  const socket = new WebSocket(url, protocol);
  const received: unknown[] = [];
  socket.on('message', (data) => {
    const text = String(data);
    try {
      received.push(JSON.parse(text));
    } catch {
      received.push(text);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await once(socket, 'open');
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next<T>(match: (message: T) => boolean) {
      let found: T | undefined;
      await vi.waitFor(() => {
        found = (received as T[]).find(match);
        if (found === undefined) throw new Error('not received yet');
      }, STATE_WAIT);
      return found!;
    },
  };
}

/** A close, or the test's failure after the suite's state wait (never a hang). */
export function closeOf(client: Probe): Promise<{ code: number; reason: string }> {
  return Promise.race([
    client.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the socket stayed open')), STATE_WAIT_MS).unref(),
    ),
  ]);
}

/** A message Janus received, as JSON. */
type JanusMessage = {
  janus: string;
  transaction?: string;
  session_id?: number;
  handle_id?: number;
  plugin?: string;
  body?: { request?: string; id?: unknown };
};

/**
 * A stand-in for Janus behind the signalling proxy: it records every message that reaches it
 * and answers as Janus's streaming plugin does, its `list` naming the mountpoints `listed`.
 */
export async function fakeJanus(listed: () => number[]) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const reached: JanusMessage[] = [];
  server.on('connection', (socket) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as JanusMessage;
      reached.push(message);
      const { transaction, session_id } = message;
      const answer = (body: object) => socket.send(JSON.stringify({ transaction, ...body }));
      if (message.janus === 'create') return answer({ janus: 'success', data: { id: 11 } });
      if (message.janus === 'attach')
        return answer({ janus: 'success', session_id, data: { id: 22 } });
      const request = message.body?.request;
      if (request === 'list' || request === 'create' || request === 'info') {
        return answer({
          janus: 'success',
          session_id,
          sender: message.handle_id,
          plugindata: {
            plugin: 'janus.plugin.streaming',
            data:
              request === 'list'
                ? {
                    streaming: 'list',
                    list: listed().map((id) => ({ id, description: `Mountpoint ${id}` })),
                  }
                : { streaming: request === 'info' ? 'info' : 'created', secret: 'the-secret' },
          },
        });
      }
      answer({ janus: 'ack', session_id });
    }),
  );
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    reached,
    /** The plugin requests that reached it, by name. */
    pluginRequests: () => reached.flatMap((message) => message.body?.request ?? []),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Plugs the fake in as the running media stack's gateway (as server.ts plugs the real one). */
export function useGateway(sandbox: Sandbox, upstream: string): void {
  sandbox.context.media = {
    upstream,
    watched: () => undefined,
    unwatched: () => undefined,
    restarted: () => undefined,
    renamed: () => undefined,
    kill: () => Promise.resolve(),
    revive: () => undefined,
  };
}

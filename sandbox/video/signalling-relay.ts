/**
 * Janus's websocket as the signalling proxy reaches it: every message passed on both ways,
 * except that a viewer's `watch` of a mountpoint still being made waits until it is. A camera's
 * mountpoint is made when its stream is asked for (POST …/webrtc), and the console's `watch`
 * follows that answer through other connections: without this wait, a busy Janus could get the
 * `watch` first and answer "No such mountpoint".
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/** Janus's websocket subprotocol, which Janus requires. */
const JANUS_PROTOCOL = 'janus-protocol';

export interface SignallingRelay {
  /** What the signalling proxy connects to instead of Janus. */
  url: string;
  close(): Promise<void>;
}

/** The mountpoint a streaming plugin message watches (`watch`, or `switch` to another). */
function watchedStream(text: string): number | undefined {
  try {
    const message = JSON.parse(text) as {
      janus?: unknown;
      body?: { request?: unknown; id?: unknown };
    };
    const { request, id } = message.body ?? {};
    return message.janus === 'message' &&
      (request === 'watch' || request === 'switch') &&
      typeof id === 'number'
      ? id
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens on a free loopback port and relays each connection to `janusWsUrl`; `made(streamId)`
 * answers the mountpoint being made (undefined when it is not), which a `watch` waits for.
 */
export async function startSignallingRelay(
  janusWsUrl: string,
  made: (streamId: number) => Promise<unknown> | undefined,
): Promise<SignallingRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  // A connection's failure ends that connection (below), never the sandbox.
  server.on('error', () => undefined);
  server.on('connection', (viewer) => {
    const janus = new WebSocket(janusWsUrl, JANUS_PROTOCOL);
    // One message after the other, in their order, each once Janus's socket is open.
    // Janus's socket failing to open ends the viewer's (below): its messages go nowhere.
    let sending: Promise<void> = once(janus, 'open').then(
      () => undefined,
      () => undefined,
    );
    viewer.on('message', (data) => {
      const text = String(data);
      const streamId = watchedStream(text);
      sending = sending
        .then(async () => {
          // A mountpoint that could not be made: Janus answers the watch that it has none.
          if (streamId !== undefined) await made(streamId)?.catch(() => undefined);
          if (janus.readyState === WebSocket.OPEN) janus.send(text);
        })
        .catch(() => undefined);
    });
    janus.on('message', (data) => {
      if (viewer.readyState === WebSocket.OPEN) viewer.send(String(data));
    });
    janus.on('close', () => viewer.close());
    janus.on('error', () => viewer.terminate());
    viewer.on('close', () => janus.terminate());
    viewer.on('error', () => janus.terminate());
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const viewer of server.clients) viewer.terminate();
        server.close(() => resolve());
      }),
  };
}

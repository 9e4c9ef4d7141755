import { getConfig } from '../../lib/config';
import { readSession } from '../auth/session-store';
import { ensureFreshToken } from '../auth/token-refresh';
import { QUEUE_CLOSE_CODES, TABLET_SOCKET_PATH } from './production.constants';
import { reportUnreadableRows } from '../request';
import { readQueueFrame, type QueueUpdate } from './queue-frame';

/** What the channel is doing, for the monitor's connection line. */
export type QueueChannelStatus =
  | { kind: 'connecting' }
  | { kind: 'open' }
  /** Dropped; the next attempt starts at `retryAt` (epoch ms). */
  | { kind: 'dropped'; retryAt: number }
  /** The provider refused for good (no access, unknown restaurant): no retry. */
  /** `reason` null: no session to connect with (signed out meanwhile); the screen says so. */
  | { kind: 'refused'; reason: string | null };

export interface QueueChannel {
  close(): void;
  /** Drops the socket and opens a new one now (after a lost message: a new snapshot follows). */
  resync(): void;
}

/** The constructor, so tests can hand in a fake socket. */
export type SocketFactory = (url: string) => WebSocket;

/**
 * Spec 001 §7 tablet socket `/device/api/v1/sockets/tablet` with Authorization and
 * restaurantUuid as query parameters (a browser socket cannot send headers). The path is from
 * the host root, not under the API base; a configured socketUrl only changes the host.
 */
function tabletSocketUrl(restaurantUuid: string): string | null {
  const token = readSession()?.accessToken;
  if (!token) return null;
  const base = new URL(getConfig().socketUrl || window.location.href, window.location.href);
  const url = new URL(TABLET_SOCKET_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('Authorization', `Bearer ${token}`);
  url.searchParams.set('restaurantUuid', restaurantUuid);
  return url.toString();
}

/** Reconnect backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** Where the screen's notice and the log say unread rows came from. */
const SOCKET_CALL = `socket ${TABLET_SOCKET_PATH}`;

/**
 * A text frame as a queue update, or null for anything else (then ignored with a warning). Rows
 * of a frame that cannot be read are left out and said as a list's are (request.ts
 * reportUnreadableRows: the log, and the screen's "N records could not be shown"); the rest of
 * the frame is kept.
 */
function parseQueueFrame(data: unknown): QueueUpdate | null {
  const { update, unreadable } = readQueueFrame(data);
  reportUnreadableRows(SOCKET_CALL, unreadable);
  return update;
}

/**
 * One kitchen's queue channel. It reconnects by itself with backoff (1 s, 2 s, 4 s … 30 s)
 * after any drop, except when the provider says the user may not see this queue
 * (FORBIDDEN, NOT_FOUND): retrying cannot help then. A successful message resets the backoff.
 */
export function openQueueChannel({
  restaurantUuid,
  onMessage,
  onStatus,
  createSocket = (url) => new WebSocket(url),
}: {
  restaurantUuid: string;
  onMessage(message: QueueUpdate): void;
  onStatus(status: QueueChannelStatus): void;
  createSocket?: SocketFactory;
}): QueueChannel {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  function connect() {
    timer = null;
    if (stopped) return;
    // The provider closes a socket whose token expired (4401): the next one goes with a fresh
    // token, refreshed first if the socket was the session's only traffic meanwhile.
    void ensureFreshToken().then(openSocket, openSocket);
  }

  function openSocket() {
    if (stopped || socket) return;
    const url = tabletSocketUrl(restaurantUuid);
    if (!url) {
      onStatus({ kind: 'refused', reason: null });
      return;
    }
    onStatus({ kind: 'connecting' });
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      if (socket === current) onStatus({ kind: 'open' });
    };
    current.onmessage = (event: MessageEvent) => {
      if (socket !== current) return;
      const message = parseQueueFrame(event.data);
      if (!message) {
        console.warn('Ignored a queue message the console does not understand.');
        return;
      }
      attempt = 0;
      onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current || stopped) return;
      socket = null;
      if (
        event.code === QUEUE_CLOSE_CODES.FORBIDDEN ||
        event.code === QUEUE_CLOSE_CODES.NOT_FOUND
      ) {
        onStatus({ kind: 'refused', reason: event.reason || String(event.code) });
        return;
      }
      scheduleRetry();
    };
  }

  function scheduleRetry() {
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    onStatus({ kind: 'dropped', retryAt: Date.now() + delay });
    timer = setTimeout(connect, delay);
  }

  function drop() {
    const current = socket;
    socket = null;
    if (current) {
      current.onopen = current.onmessage = current.onclose = null;
      current.close();
    }
  }

  connect();
  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      drop();
    },
    resync() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      drop();
      connect();
    },
  };
}

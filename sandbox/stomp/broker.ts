import { randomUUID } from 'node:crypto';
import {
  createDecoder,
  HEART_BEAT,
  serializeFrame,
  StompSyntaxError,
  type StompFrame,
} from './frame';

/** The WebSocket as the broker sees it; the Hono route adapts the real one. */
export interface StompTransport {
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** One open socket: the route feeds it every message and tells it when the socket closed. */
export interface StompConnection {
  receive(data: string | Uint8Array): void;
  closed(): void;
}

export type Authenticate = (token: string) => { userUuid: string } | { refused: string };

export interface BrokerOptions {
  authenticate: Authenticate;
  /** The destinations a client may SUBSCRIBE to; anything else is refused with ERROR. */
  destinations: readonly string[];
  /** What the server offers in CONNECTED `heart-beat` (sx, sy), in ms; default 10000,10000. */
  heartBeat?: readonly [number, number];
}

export interface Broker {
  /**
   * Starts a session on a new socket; `queryToken` is the socket URL's `?token=`. `admitted`
   * hears the token CONNECT was admitted with, so the socket can close when its session ends.
   */
  open(
    transport: StompTransport,
    queryToken?: string,
    admitted?: (token: string) => void,
  ): StompConnection;
  /** Sends `payload` as JSON to every session of the user subscribed to `destination`. */
  publish(userUuid: string, destination: string, payload: unknown): number;
  /** The users with at least one CONNECTED session. */
  connectedUsers(): string[];
  /** Whether a session of the user is subscribed to `destination` (a test waits for it). */
  subscribed(userUuid: string, destination: string): boolean;
  /** Closes every socket (server shutdown, sandbox reset) and stops their timers. */
  closeAll(reason: string): void;
  /** Closes the user's sockets: their sessions were ended (blocked, deleted, signed out). */
  closeUser(userUuid: string, reason: string): void;
}

// WebSocket close codes (RFC 6455 §7.4.1) so a client can tell why it was dropped.
const CLOSE = { normal: 1000, goingAway: 1001, protocolError: 1002, policy: 1008 } as const;
const SERVER_NAME = 'kitchen-sandbox/1.0';

interface RefuseOptions {
  cause?: StompFrame;
  code?: number;
  headers?: Record<string, string>;
}

interface Session {
  id: string;
  transport: StompTransport;
  userUuid?: string;
  /** Subscription id → destination. */
  subscriptions: Map<string, string>;
  timers: NodeJS.Timeout[];
  lastReceived: number;
  messages: number;
}

/** `cx,cy` → [cx, cy]; undefined for a malformed header (spec: "Heart-beating"). */
function parseHeartBeat(header = '0,0'): [number, number] | undefined {
  const match = /^(\d+),(\d+)$/.exec(header.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

function tokenOf(frame: StompFrame, queryToken?: string): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(
    frame.headers.Authorization ?? frame.headers.authorization ?? '',
  );
  return bearer?.[1] ?? frame.headers.passcode ?? queryToken;
}

export function createBroker(options: BrokerOptions): Broker {
  const [offerSend, offerReceive] = options.heartBeat ?? [10_000, 10_000];
  const sessions = new Set<Session>();

  // Before CONNECTED no version is agreed, and clients (stompjs) read an early ERROR as STOMP
  // 1.0, which has no escaping: write it unescaped or "Unauthorized:" arrives as "Unauthorized\c".
  const write = (session: Session, frame: StompFrame) =>
    session.transport.send(serializeFrame(frame, session.userUuid !== undefined));

  function end(session: Session, code: number, reason: string): void {
    if (!sessions.delete(session)) return;
    session.timers.forEach(clearInterval);
    // A close reason is at most 123 bytes (RFC 6455 §5.5): keep it short and ASCII.
    session.transport.close(code, reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 120));
  }

  /**
   * ERROR, then close: the spec's rule after an ERROR. The cause's `receipt` is echoed as
   * `receipt-id` so the client can tell which frame failed.
   */
  function refuse(
    session: Session,
    message: string,
    { cause, code = CLOSE.protocolError, headers = {} }: RefuseOptions = {},
  ): void {
    const receipt = cause?.headers.receipt;
    write(session, {
      command: 'ERROR',
      headers: {
        ...headers,
        message,
        ...(receipt === undefined ? {} : { 'receipt-id': receipt }),
        'content-type': 'text/plain',
      },
      body: message,
    });
    end(session, code, message);
  }

  function startHeartBeats(session: Session, [clientSend, clientReceive]: [number, number]): void {
    // Each side's interval is the larger of what one can do and the other wants; 0 turns it off.
    const toClient = clientReceive && offerSend ? Math.max(offerSend, clientReceive) : 0;
    const fromClient = clientSend && offerReceive ? Math.max(clientSend, offerReceive) : 0;
    if (toClient)
      session.timers.push(setInterval(() => session.transport.send(HEART_BEAT), toClient));
    if (fromClient) {
      session.timers.push(
        setInterval(() => {
          if (Date.now() - session.lastReceived > 2 * fromClient)
            end(session, CLOSE.goingAway, 'No heart-beat from the client');
        }, fromClient),
      );
    }
    session.timers.forEach((timer) => timer.unref());
  }

  function connect(
    session: Session,
    frame: StompFrame,
    queryToken?: string,
    admitted?: (token: string) => void,
  ): void {
    if (session.userUuid) return refuse(session, 'Already connected', { cause: frame });
    const versions = (frame.headers['accept-version'] ?? '1.0')
      .split(',')
      .map((version) => version.trim());
    if (!versions.includes('1.2'))
      return refuse(session, 'Supported protocol versions are 1.2', {
        cause: frame,
        headers: { version: '1.2' },
      });
    const heartBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!heartBeat) return refuse(session, 'Invalid heart-beat header', { cause: frame });
    const token = tokenOf(frame, queryToken);
    if (!token)
      return refuse(session, 'Unauthorized: missing token', { cause: frame, code: CLOSE.policy });
    const admission = options.authenticate(token);
    if ('refused' in admission)
      return refuse(session, admission.refused, { cause: frame, code: CLOSE.policy });
    session.userUuid = admission.userUuid;
    write(session, {
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${offerSend},${offerReceive}`,
        session: session.id,
        server: SERVER_NAME,
      },
      body: '',
    });
    startHeartBeats(session, heartBeat);
    admitted?.(token);
  }

  function handle(
    session: Session,
    frame: StompFrame,
    queryToken?: string,
    admitted?: (token: string) => void,
  ): void {
    if (frame.command === 'CONNECT' || frame.command === 'STOMP')
      return connect(session, frame, queryToken, admitted);
    if (!session.userUuid)
      return refuse(session, `${frame.command} before CONNECT`, { cause: frame });
    const { id, destination, receipt } = frame.headers;
    switch (frame.command) {
      case 'SUBSCRIBE':
        if (!id || !destination)
          return refuse(session, 'SUBSCRIBE needs id and destination', { cause: frame });
        if (!options.destinations.includes(destination))
          return refuse(session, `Unknown destination ${destination}`, {
            cause: frame,
            code: CLOSE.policy,
          });
        session.subscriptions.set(id, destination);
        break;
      case 'UNSUBSCRIBE':
        if (!id) return refuse(session, 'UNSUBSCRIBE needs id', { cause: frame });
        session.subscriptions.delete(id);
        break;
      case 'DISCONNECT':
        break;
      case 'SEND':
        return refuse(session, 'SEND is not accepted: this broker only pushes to clients', {
          cause: frame,
          code: CLOSE.policy,
        });
      default:
        return refuse(session, `${frame.command} is not supported`, { cause: frame });
    }
    if (receipt !== undefined)
      write(session, { command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
    // The spec's graceful shutdown: the RECEIPT above tells the client everything arrived.
    if (frame.command === 'DISCONNECT') end(session, CLOSE.normal, 'Disconnected');
  }

  return {
    open(transport, queryToken, admitted) {
      const session: Session = {
        id: randomUUID(),
        transport,
        subscriptions: new Map(),
        timers: [],
        lastReceived: Date.now(),
        messages: 0,
      };
      sessions.add(session);
      const decoder = createDecoder();
      return {
        receive(data) {
          if (!sessions.has(session)) return;
          session.lastReceived = Date.now();
          try {
            for (const item of decoder.push(data)) {
              if (item !== 'heart-beat') handle(session, item, queryToken, admitted);
              if (!sessions.has(session)) return;
            }
          } catch (error) {
            if (!(error instanceof StompSyntaxError)) throw error;
            refuse(session, `Malformed frame: ${error.message}`);
          }
        },
        closed() {
          sessions.delete(session);
          session.timers.forEach(clearInterval);
        },
      };
    },

    publish(userUuid, destination, payload) {
      const body = JSON.stringify(payload);
      let delivered = 0;
      for (const session of sessions) {
        if (session.userUuid !== userUuid) continue;
        for (const [subscription, subscribed] of session.subscriptions) {
          if (subscribed !== destination) continue;
          write(session, {
            command: 'MESSAGE',
            headers: {
              destination,
              'message-id': `${session.id}-${++session.messages}`,
              subscription,
              'content-type': 'application/json',
            },
            body,
          });
          delivered++;
        }
      }
      return delivered;
    },

    connectedUsers() {
      return [...new Set([...sessions].flatMap((session) => session.userUuid ?? []))];
    },

    subscribed(userUuid, destination) {
      return [...sessions].some(
        (session) =>
          session.userUuid === userUuid &&
          [...session.subscriptions.values()].includes(destination),
      );
    },

    closeAll(reason) {
      for (const session of [...sessions]) end(session, CLOSE.goingAway, reason);
    },

    closeUser(userUuid, reason) {
      for (const session of [...sessions]) {
        if (session.userUuid === userUuid) end(session, CLOSE.policy, reason);
      }
    },
  };
}

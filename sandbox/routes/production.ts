import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import {
  QUEUE_CLOSE_CODES,
  TABLET_SOCKET_PATH,
} from '../../src/api/production/production.constants';
import { getProductionQueue } from '../../src/api/production/production.endpoints';
import type { QueueMessage } from '../../src/api/production/production.schema';
import { allows, needs } from '../../src/lib/access';
import type { SandboxApi, SandboxContext, SandboxEnv } from '../context';
import { kitchenOrders } from '../model/kitchen-orders';
import { specQueueBatch } from '../spec-profile/projection';
import { kitchenQueuesOf } from '../model/kitchen-queues';
import { tabletConnection, tabletOfToken } from '../model/tablet-links';
import { accessSubject, fail, failureResponse, serve } from '../route';
import {
  admitSocket,
  closeWhenSessionEnds,
  socketUser,
  visibleRestaurant,
} from '../socket-admission';

export function registerProductionRoutes(api: SandboxApi): void {
  /** GET /pcs/queue: the kitchen's queue now; starts its simulator if nobody watched it. */
  serve(api, getProductionQueue, ({ query, user, sandbox }) => {
    const restaurant = visibleRestaurant(sandbox, user, query.restaurantUuid);
    return kitchenQueuesOf(sandbox).open(restaurant.uuid).snapshot();
  });
}

/**
 * The same checks as GET /pcs/queue, as a close code: the token, the session's state, PCS view
 * and the restaurant.
 */
function admitQueueSocket(sandbox: SandboxContext, token: string, restaurantUuid: string) {
  return admitSocket(() => {
    const user = socketUser(sandbox, token);
    if (!allows(accessSubject(sandbox, user), needs('PCS')))
      fail(403, 'Access denied: PCS view is not granted to this user');
    if (!restaurantUuid) fail(404, 'restaurantUuid is required');
    visibleRestaurant(sandbox, user, restaurantUuid);
  });
}

/**
 * The frames one tablet socket sends under our profile, from its opening: CONNECTION BEGIN, the
 * SNAPSHOT, the kitchen's ORDERS, CONNECTION COMPLETED, then the simulator's numbered changes and
 * heartbeats, and ORDERS again whenever the orders or their batches changed (checked on each
 * heartbeat and each catering batch). `stillAdmitted` is asked at each heartbeat; false ends the
 * stream. The socket and the monitor's fixture recorder (tests/fixtures/production-queue/
 * record.ts) share it. Returns the unsubscribe.
 */
export function streamQueue(
  sandbox: SandboxContext,
  restaurantUuid: string,
  send: (message: QueueMessage) => void,
  stillAdmitted: () => boolean,
  onStop: (reason: string) => void,
): () => void {
  const chain = sandbox.chain;
  const simulator = kitchenQueuesOf(sandbox).open(restaurantUuid);
  const snapshot = simulator.snapshot();
  const at = snapshot.generatedAt ?? sandbox.now();
  const batches = new Map(snapshot.batches.map((batch) => [batch.uuid, batch]));
  let seq = snapshot.seq;
  let sentOrders = '';
  const sendOrders = (time: number) => {
    const { orders, packSummaries } = kitchenOrders(chain, restaurantUuid, batches.values(), time);
    const key = JSON.stringify([orders, packSummaries]);
    if (key === sentOrders) return;
    sentOrders = key;
    send({ type: 'ORDERS', seq, at: time, orders, packSummaries });
  };
  send({ type: 'CONNECTION', seq, at, state: 'BEGIN' });
  send({ type: 'SNAPSHOT', seq, at, snapshot });
  sendOrders(at);
  send({ type: 'CONNECTION', seq, at, state: 'COMPLETED' });
  // After the snapshot, in the same turn: no change can fall between them.
  const unsubscribe = simulator.subscribe((message) => {
    if (message.type === 'HEARTBEAT' && !stillAdmitted()) {
      unsubscribe();
      return;
    }
    seq = message.seq;
    send(message);
    if (message.type === 'BATCH') batches.set(message.batch.uuid, message.batch);
    if (message.type === 'BATCH_REMOVED') batches.delete(message.uuid);
    if (message.type === 'HEARTBEAT' || (message.type === 'BATCH' && message.batch.catering))
      sendOrders(message.at ?? sandbox.now());
  }, onStop);
  return unsubscribe;
}

/**
 * The tablet socket a provider of the spec has (SANDBOX_PROFILE=spec, 001 §3 line 88, §4 line
 * 108): none of our framing (no type, seq, at, snapshot, heartbeat, removal or orders). It says
 * `{"state":"BEGIN"}`, lists the kitchen's batches as one list, says `{"state":"COMPLETED"}`,
 * then sends each changed batch alone; every batch has the spec's fields only
 * (spec-profile/projection.ts queueBatch). A batch that leaves the queue is not said: the
 * console learns it from its next GET /pcs/queue. The checks run on the simulator's heartbeat,
 * which is not sent. Returns the unsubscribe.
 */
export function streamSpecQueue(
  sandbox: SandboxContext,
  restaurantUuid: string,
  send: (frame: unknown) => void,
  stillAdmitted: () => boolean,
  onStop: (reason: string) => void,
): () => void {
  const simulator = kitchenQueuesOf(sandbox).open(restaurantUuid);
  send({ state: 'BEGIN' });
  send(simulator.snapshot().batches.map(specQueueBatch));
  send({ state: 'COMPLETED' });
  const unsubscribe = simulator.subscribe((message) => {
    if (message.type === 'HEARTBEAT' && !stillAdmitted()) unsubscribe();
    else if (message.type === 'BATCH') send(specQueueBatch(message.batch));
  }, onStop);
  return unsubscribe;
}

/**
 * The same checks for a tablet's own token (model/tablet-links.ts): a tablet still registered,
 * on its own restaurant's socket.
 */
function admitTabletSocket(sandbox: SandboxContext, token: string, restaurantUuid: string) {
  return admitSocket(() => {
    const tablet = tabletOfToken(sandbox.chain, token);
    if (!tablet) fail(401, 'Unauthorized: this tablet is no longer registered');
    if (!restaurantUuid) fail(404, 'restaurantUuid is required');
    if (tablet.restaurantUuid !== restaurantUuid)
      fail(403, "Access denied: this is not the tablet's restaurant");
  });
}

/**
 * The tablet socket (spec 001 §7) at the origin's root, outside /api/v1 as the spec spells it:
 * `/device/api/v1/sockets/tablet?Authorization=<token>&restaurantUuid=<uuid>`. Plain JSON text
 * frames (production.schema queueMessageSchema; under SANDBOX_PROFILE=spec the spec's own,
 * streamSpecQueue), not STOMP: it is one kitchen's stream with its
 * credentials in the URL, so there is nothing to subscribe to. A refusal still completes the
 * handshake and then closes with a 44xx code and the reason, because a browser never sees the
 * HTTP status of a refused handshake. Two kinds of caller share it: a kitchen tablet, with its
 * own token, which is also told the console's commands; and a user with PCS view (the
 * production monitor), with a session's token, which gets the queue alone and closes when its
 * session ends (docs/decisions/sign-in-and-access.md, "Every channel checks who is there").
 */
export function registerTabletSocket(app: Hono<SandboxEnv>): void {
  app.get(TABLET_SOCKET_PATH, (c) => {
    // Only node-server's upgrade path passes the raw request in `env`; msw and plain GETs do not.
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket' || !c.env)
      return failureResponse(c, 426, 'Upgrade Required: open this path as a WebSocket');
    const sandbox = c.var.sandbox;
    const token = (c.req.query('Authorization') ?? '').replace(/^Bearer\s+/i, '');
    const restaurantUuid = c.req.query('restaurantUuid') ?? '';
    const stops: Array<() => void> = [];
    // A kitchen tablet on this socket is also told the console's commands (tablet-links.ts).
    let tablet: ReturnType<typeof tabletConnection> | undefined;
    return upgradeWebSocket(c, {
      onOpen: (_event, ws) => {
        // A tablet's token names its tablet; any other is a user's (the production monitor).
        const ownTablet = tabletOfToken(sandbox.chain, token);
        const admit = () =>
          ownTablet
            ? admitTabletSocket(sandbox, token, restaurantUuid)
            : admitQueueSocket(sandbox, token, restaurantUuid);
        const admission = admit();
        if (!admission.ok) {
          ws.close(admission.code, admission.reason);
          return;
        }
        // A provider of the spec frames its socket the spec's way (docs/decisions/production.md).
        const stream = sandbox.profile === 'spec' ? streamSpecQueue : streamQueue;
        const stopStream = stream(
          sandbox,
          restaurantUuid,
          (frame: unknown) => ws.send(JSON.stringify(frame)),
          // A call is admitted each time; a socket with each heartbeat (every 2 s): an expired
          // token, a lost PCS right or a tablet deleted or moved closes it as a call would be
          // refused.
          () => {
            const still = admit();
            if (still.ok) return true;
            ws.close(still.code, still.reason);
            return false;
          },
          (reason) => ws.close(1012, reason),
        );
        stops.push(stopStream);
        if (ownTablet) {
          tablet = tabletConnection(sandbox, ownTablet, token, (text) => ws.send(text));
          return;
        }
        // A user's socket closes at once when its session ends, not at the next heartbeat.
        stops.push(
          closeWhenSessionEnds(sandbox, token, (reason) =>
            ws.close(QUEUE_CLOSE_CODES.UNAUTHORIZED, reason),
          ),
        );
      },
      // Only a tablet's frames count: a user posing as a tablet is not heard.
      onMessage: (event) => {
        if (typeof event.data === 'string') tablet?.receive(event.data);
      },
      onClose: () => {
        stops.forEach((stop) => stop());
        tablet?.close();
      },
    });
  });
}

import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import { TABLET_SOCKET_PATH } from '../../src/api/production/production.constants';
import { getProductionQueue } from '../../src/api/production/production.endpoints';
import type { QueueMessage } from '../../src/api/production/production.schema';
import { allows, needs } from '../../src/lib/access';
import type { SandboxApi, SandboxContext, SandboxEnv } from '../context';
import { kitchenQueuesOf } from '../model/kitchen-queues';
import { accessSubject, fail, failureResponse, serve } from '../route';
import { admitSocket, socketUser, visibleRestaurant } from '../socket-admission';

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
 * The tablet socket (spec 001 §7) at the origin's root, outside /api/v1 as the spec spells it:
 * `/device/api/v1/sockets/tablet?Authorization=<token>&restaurantUuid=<uuid>`. Plain JSON text
 * frames (production.schema queueMessageSchema), not STOMP: it is one kitchen's stream with its
 * credentials in the URL, so there is nothing to subscribe to. A refusal still completes the
 * handshake and then closes with a 44xx code and the reason, because a browser never sees the
 * HTTP status of a refused handshake.
 */
export function registerTabletSocket(app: Hono<SandboxEnv>): void {
  app.get(TABLET_SOCKET_PATH, (c) => {
    // Only node-server's upgrade path passes the raw request in `env`; msw and plain GETs do not.
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket' || !c.env)
      return failureResponse(c, 426, 'Upgrade Required: open this path as a WebSocket');
    const sandbox = c.var.sandbox;
    const token = c.req.query('Authorization') ?? '';
    const restaurantUuid = c.req.query('restaurantUuid') ?? '';
    let unsubscribe: (() => void) | undefined;
    return upgradeWebSocket(c, {
      onOpen: (_event, ws) => {
        const admission = admitQueueSocket(sandbox, token, restaurantUuid);
        if (!admission.ok) {
          ws.close(admission.code, admission.reason);
          return;
        }
        const send = (message: QueueMessage) => ws.send(JSON.stringify(message));
        const simulator = kitchenQueuesOf(sandbox).open(restaurantUuid);
        const snapshot = simulator.snapshot();
        const at = snapshot.generatedAt;
        send({ type: 'CONNECTION', seq: snapshot.seq, at, state: 'BEGIN' });
        send({ type: 'SNAPSHOT', seq: snapshot.seq, at, snapshot });
        send({ type: 'CONNECTION', seq: snapshot.seq, at, state: 'COMPLETED' });
        // After the snapshot, in the same turn: no change can fall between them.
        unsubscribe = simulator.subscribe(
          (message) => {
            // A call is admitted each time; a socket with each heartbeat (every 2 s): an expired
            // token, an ended session or a lost PCS right closes it as a call would be refused.
            if (message.type === 'HEARTBEAT') {
              const still = admitQueueSocket(sandbox, token, restaurantUuid);
              if (!still.ok) {
                unsubscribe?.();
                ws.close(still.code, still.reason);
                return;
              }
            }
            send(message);
          },
          (reason) => ws.close(1012, reason),
        );
      },
      onClose: () => unsubscribe?.(),
    });
  });
}

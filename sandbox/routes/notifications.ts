import { upgradeWebSocket } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
  NOTIFICATIONS_DESTINATION,
  NOTIFICATIONS_SOCKET_PATH,
  unreadNotificationCount,
} from '../../src/api/notifications/notifications.endpoints';
import type { Notification } from '../../src/api/notifications/notifications.schema';
import type { SandboxApi, SandboxContext } from '../context';
import {
  type KitchenEvent,
  notificationsOf,
  storeNotification,
  toNotificationDto,
} from '../model/notifications';
import { fail, failureResponse, serve } from '../route';
import { closeWhenSessionEnds } from '../socket-admission';
import type { StompConnection } from '../stomp/broker';

/** RFC 6455 §7.4.1 "policy violation": the broker's close for a refused or ended session. */
const POLICY_CLOSE = 1008;

/**
 * Stores one UNREAD notification for the user at the sandbox clock's now and pushes it to the
 * user's open sockets, as the provider does when something happens in a kitchen, and by Web
 * Push to the user's devices (our extension), with the event's restaurant number.
 */
export function notify(
  sandbox: SandboxContext,
  userUuid: string,
  { restaurantNumber, ...event }: KitchenEvent,
): Notification {
  const record = {
    uuid: randomUUID(),
    userUuid,
    status: 'UNREAD' as const,
    ...event,
    eventTime: sandbox.now(),
  };
  storeNotification(sandbox.chain.notifications, record);
  const notification = toNotificationDto(record);
  sandbox.broker.publish(userUuid, NOTIFICATIONS_DESTINATION, notification);
  sandbox.push.send(sandbox.chain, userUuid, {
    ...notification,
    ...(restaurantNumber !== undefined && { restaurantNumber }),
  });
  return notification;
}

function unreadCount(sandbox: SandboxContext, userUuid: string): number {
  return sandbox.chain.notifications.filter(
    (record) => record.userUuid === userUuid && record.status === 'UNREAD',
  ).length;
}

export function registerNotificationRoutes(api: SandboxApi): void {
  /** Zero-based pages of the caller's notifications, newest first. */
  serve(api, listNotifications, ({ query, user, sandbox }) => {
    const own = notificationsOf(sandbox.chain.notifications, user.uuid);
    const start = query.page * query.size;
    return {
      content: own.slice(start, start + query.size).map(toNotificationDto),
      totalElements: own.length,
      last: start + query.size >= own.length,
      page: query.page,
    };
  });

  /** Counted over every stored notification of the caller, not one page. */
  serve(api, unreadNotificationCount, ({ user, sandbox }) => ({
    unreadTotalResults: unreadCount(sandbox, user.uuid),
  }));

  /** Unknown uuids and other users' are skipped silently, as the provider does. */
  serve(api, markNotificationsRead, ({ body, user, sandbox }) => {
    const wanted = new Set(body.notificationsUuid);
    for (const record of sandbox.chain.notifications) {
      if (record.userUuid === user.uuid && wanted.has(record.uuid)) record.status = 'READ';
    }
    return { unreadTotalResults: unreadCount(sandbox, user.uuid) };
  });

  /** Another user's uuid answers 404 like an unknown one, so uuids cannot be probed. */
  serve(api, deleteNotification, ({ params, user, sandbox }) => {
    const records = sandbox.chain.notifications;
    const index = records.findIndex(
      (record) => record.uuid === params.id && record.userUuid === user.uuid,
    );
    if (index === -1) fail(404, 'Notification not found');
    records.splice(index, 1);
    return { uuid: params.id };
  });

  /**
   * GET /sockets/notifications?token=…: STOMP 1.2 over WebSocket (sandbox/stomp/broker.ts). The
   * token is checked at CONNECT, so a bad one gets a STOMP ERROR rather than a failed handshake.
   */
  api.get(`/${NOTIFICATIONS_SOCKET_PATH}`, (c) => {
    // Only node-server's upgrade path passes the raw request in `env`; msw and plain GETs do not.
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket' || !c.env)
      return failureResponse(c, 426, 'Upgrade Required: open this path as a WebSocket');
    const sandbox = c.var.sandbox;
    const token = c.req.query('token');
    let connection: StompConnection | undefined;
    let stopWatching: (() => void) | undefined;
    return upgradeWebSocket(c, {
      onOpen: (_event, ws) => {
        connection = sandbox.broker.open(
          { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) },
          token,
          // Once admitted, the socket lives as long as its session (1008, as a refusal).
          (admittedToken) => {
            stopWatching = closeWhenSessionEnds(sandbox, admittedToken, (reason) =>
              ws.close(POLICY_CLOSE, reason),
            );
          },
        );
      },
      onMessage: (event) => {
        const { data } = event;
        if (typeof data === 'string') connection?.receive(data);
        else if (data instanceof ArrayBuffer) connection?.receive(new Uint8Array(data));
      },
      onClose: () => {
        stopWatching?.();
        connection?.closed();
      },
    });
  });
}

import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import type { WSContext } from 'hono/ws';
import WebSocket from 'ws';
import { startCameraWebRtc } from '../../src/api/cameras/cameras.endpoints';
import { QUEUE_CLOSE_CODES } from '../../src/api/production/production.constants';
import { canCall } from '../../src/lib/access';
import type { SandboxContext, SandboxEnv } from '../context';
import { accessSubject, fail, failureResponse } from '../route';
import { camerasOf } from '../model/cameras';
import type { UserRecord } from '../model/users';
import {
  admitSocket,
  closeWhenSessionEnds,
  liveSessionUser,
  socketSession,
  visibleRestaurant,
} from '../socket-admission';
import type { Session } from '../tokens';
import { createGatewayGuard, type GatewayGuard } from '../video/gateway-guard';
import { MEDIA_GATEWAY_PATH } from './camera-scope';

/** Janus's websocket subprotocol, which janus.js asks for and Janus requires. */
const JANUS_PROTOCOL = 'janus-protocol';
/** The gateway is not running (Janus not installed, or SANDBOX_VIDEO=0): a server error. */
const GATEWAY_DOWN = 1011;

/** What a viewer must have: one of the camera call's modules' view, and the restaurant. */
function checkViewer(sandbox: SandboxContext, user: UserRecord, restaurantUuid: string): void {
  if (!canCall(accessSubject(sandbox, user), startCameraWebRtc))
    fail(403, 'Access denied: cameras are not granted to this user');
  visibleRestaurant(sandbox, user, restaurantUuid);
}

/**
 * The checks of a live-video call (POST /cameras/{id}/webrtc), as a close code: the token, one
 * of its modules' view, and the restaurant. `session` is the one the token belongs to.
 */
function admitViewer(sandbox: SandboxContext, token: string, restaurantUuid: string) {
  let session: Session | undefined;
  const admission = admitSocket(() => {
    const admitted = socketSession(sandbox, token);
    checkViewer(sandbox, admitted.user, restaurantUuid);
    session = admitted.session;
  });
  return { admission, session };
}

/**
 * The same checks for a viewer already watching: its session still live rather than its token,
 * whose access lifetime is shorter than a stream's (socket-admission.ts `liveSessionUser`).
 */
function readmitViewer(sandbox: SandboxContext, session: Session, restaurantUuid: string) {
  return admitSocket(() => checkViewer(sandbox, liveSessionUser(sandbox, session), restaurantUuid));
}

/** How often an idle viewer's admission is checked again (each message is checked too). */
const RECHECK_MS = 30_000;

/** Whether `streamId` is a camera stream of the restaurant, in the chain of now. */
function streamOfRestaurant(sandbox: SandboxContext, restaurantUuid: string, streamId: number) {
  return camerasOf(sandbox.chain).byStream(streamId)?.restaurantUuid === restaurantUuid;
}

/**
 * The signalling proxy (spec 001 §7: "a websocket to a proxy at /?restaurantUuid={id}&
 * Authorization={token}"), at `janusHost` on the sandbox's origin. It admits the viewer like a
 * camera call, then passes on to the running gateway only what the console's player sends, for
 * that restaurant's streams (video/gateway-guard.ts), and Janus's answers back. The viewer is
 * admitted again with each message and every 30 s, and its socket closes the moment its session
 * ends (docs/decisions/sign-in-and-access.md, "Every channel checks who is there"). Media does
 * not pass here: the browser and Janus exchange it directly once ICE connects, and Janus ends a
 * session whose websocket closed.
 */
export function registerMediaGateway(app: Hono<SandboxEnv>): void {
  // The console opens `${janusHost}/?…`: the path with its slash, and without.
  app.on('GET', [MEDIA_GATEWAY_PATH, `${MEDIA_GATEWAY_PATH}/`], (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket' || !c.env)
      return failureResponse(c, 426, 'Upgrade Required: open this path as a WebSocket');
    const sandbox = c.var.sandbox;
    const token = c.req.query('Authorization') ?? '';
    const restaurantUuid = c.req.query('restaurantUuid') ?? '';
    const guard = createGatewayGuard((streamId) =>
      streamOfRestaurant(sandbox, restaurantUuid, streamId),
    );
    let upstream: WebSocket | undefined;
    let session: Session | undefined;
    /** The Janus sessions this viewer created, by the ids Janus answered. */
    const janusSessions = new Set<number>();
    const stops: Array<() => void> = [];
    return upgradeWebSocket(c, {
      onOpen: (_event, viewer) => {
        const opened = admitViewer(sandbox, token, restaurantUuid);
        if (!opened.admission.ok)
          return viewer.close(opened.admission.code, opened.admission.reason);
        session = opened.session;
        if (!sandbox.media)
          return viewer.close(GATEWAY_DOWN, 'The media gateway is not running in this sandbox');
        stops.push(
          closeWhenSessionEnds(sandbox, token, (reason) => {
            // Janus keeps a closed transport's sessions, and their media, until it notices
            // (up to its 30 s timeout): the viewer's watches end now, with its session.
            if (upstream) destroyJanusSessions(upstream, janusSessions);
            viewer.close(QUEUE_CLOSE_CODES.UNAUTHORIZED, reason);
          }),
        );
        const recheck = setInterval(() => stillAdmitted(viewer), RECHECK_MS);
        recheck.unref();
        stops.push(() => clearInterval(recheck));
        upstream = connectUpstream(sandbox.media.upstream, viewer, guard, janusSessions);
      },
      onMessage: (event, viewer) => {
        const data = typeof event.data === 'string' ? event.data : null;
        if (data === null || !upstream || !stillAdmitted(viewer)) return;
        const verdict = guard.fromViewer(data);
        if ('answer' in verdict) {
          verdict.answer.forEach((answer) => viewer.send(answer));
          return;
        }
        const send = () => upstream?.send(verdict.pass);
        if (upstream.readyState === WebSocket.OPEN) send();
        else upstream.once('open', send);
      },
      onClose: () => {
        stops.forEach((stop) => stop());
        upstream?.close();
      },
    });

    /** The viewer's admission checked again; a refused one is closed with its reason. */
    function stillAdmitted(viewer: WSContext): boolean {
      if (!session) return false;
      const admission = readmitViewer(sandbox, session, restaurantUuid);
      if (!admission.ok) viewer.close(admission.code, admission.reason);
      return admission.ok;
    }
  });
}

/**
 * Janus's websocket, whose every message goes to the viewer (as the guard lets it), and whose
 * end ends the viewer's. The ids of the Janus sessions it creates are kept in `janusSessions`.
 */
function connectUpstream(
  url: string,
  viewer: WSContext,
  guard: GatewayGuard,
  janusSessions: Set<number>,
): WebSocket {
  const upstream = new WebSocket(url, JANUS_PROTOCOL);
  upstream.on('message', (data) => {
    const text = String(data);
    const created = createdSessionId(text);
    if (created !== undefined) janusSessions.add(created);
    viewer.send(guard.fromGateway(text));
  });
  upstream.on('close', () => viewer.close(GATEWAY_DOWN, 'The media gateway closed'));
  upstream.on('error', () => viewer.close(GATEWAY_DOWN, 'The media gateway cannot be reached'));
  return upstream;
}

/** The id of the Janus session a `create` made: a success without a session id, with a data id. */
function createdSessionId(text: string): number | undefined {
  try {
    const message = JSON.parse(text) as {
      janus?: unknown;
      session_id?: unknown;
      data?: { id?: unknown };
    };
    return message.janus === 'success' &&
      message.session_id === undefined &&
      typeof message.data?.id === 'number'
      ? message.data.id
      : undefined;
  } catch {
    return undefined;
  }
}

/** Destroys the viewer's Janus sessions: their handles hang up and their media stops. */
function destroyJanusSessions(upstream: WebSocket, janusSessions: Set<number>): void {
  if (upstream.readyState !== WebSocket.OPEN) return;
  for (const id of janusSessions)
    upstream.send(
      JSON.stringify({ janus: 'destroy', session_id: id, transaction: `session-ended-${id}` }),
    );
  janusSessions.clear();
}

import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import type { WSContext } from 'hono/ws';
import WebSocket from 'ws';
import { startCameraWebRtc } from '../../src/api/cameras/cameras.endpoints';
import { canCall } from '../../src/lib/access';
import type { SandboxContext, SandboxEnv } from '../context';
import { accessSubject, fail, failureResponse } from '../route';
import { admitSocket, socketUser, visibleRestaurant } from '../socket-admission';
import { MEDIA_GATEWAY_PATH } from './camera-scope';

/** Janus's websocket subprotocol, which janus.js asks for and Janus requires. */
const JANUS_PROTOCOL = 'janus-protocol';
/** The gateway is not running (Janus not installed, or SANDBOX_VIDEO=0): a server error. */
const GATEWAY_DOWN = 1011;

/**
 * The checks of a live-video call (POST /cameras/{id}/webrtc), as a close code: the token, one
 * of its modules' view, and the restaurant.
 */
function admit(sandbox: SandboxContext, token: string, restaurantUuid: string) {
  return admitSocket(() => {
    const user = socketUser(sandbox, token);
    const subject = accessSubject(sandbox, user);
    if (!canCall(subject, startCameraWebRtc))
      fail(403, 'Access denied: cameras are not granted to this user');
    visibleRestaurant(sandbox, user, restaurantUuid);
  });
}

/**
 * The signalling proxy (spec 001 §7: "a websocket to a proxy at /?restaurantUuid={id}&
 * Authorization={token}"), at `janusHost` on the sandbox's origin. It admits the viewer like a
 * camera call, then forwards Janus's protocol both ways to the running gateway. Media does not
 * pass here: the browser and Janus exchange it directly once ICE connects.
 */
export function registerMediaGateway(app: Hono<SandboxEnv>): void {
  // The console opens `${janusHost}/?…`: the path with its slash, and without.
  app.on('GET', [MEDIA_GATEWAY_PATH, `${MEDIA_GATEWAY_PATH}/`], (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket' || !c.env)
      return failureResponse(c, 426, 'Upgrade Required: open this path as a WebSocket');
    const sandbox = c.var.sandbox;
    const token = c.req.query('Authorization') ?? '';
    const restaurantUuid = c.req.query('restaurantUuid') ?? '';
    let upstream: WebSocket | undefined;
    return upgradeWebSocket(c, {
      onOpen: (_event, viewer) => {
        const admission = admit(sandbox, token, restaurantUuid);
        if (!admission.ok) return viewer.close(admission.code, admission.reason);
        if (!sandbox.media)
          return viewer.close(GATEWAY_DOWN, 'The media gateway is not running in this sandbox');
        upstream = connectUpstream(sandbox.media.upstream, viewer);
      },
      onMessage: (event) => {
        const data = typeof event.data === 'string' ? event.data : null;
        if (data === null || !upstream) return;
        if (upstream.readyState === WebSocket.OPEN) upstream.send(data);
        else upstream.once('open', () => upstream?.send(data));
      },
      onClose: () => upstream?.close(),
    });
  });
}

/** Janus's websocket, whose every message goes to the viewer, and whose end ends the viewer's. */
function connectUpstream(url: string, viewer: WSContext): WebSocket {
  const upstream = new WebSocket(url, JANUS_PROTOCOL);
  upstream.on('message', (data) => viewer.send(String(data)));
  upstream.on('close', () => viewer.close(GATEWAY_DOWN, 'The media gateway closed'));
  upstream.on('error', () => viewer.close(GATEWAY_DOWN, 'The media gateway cannot be reached'));
  return upstream;
}

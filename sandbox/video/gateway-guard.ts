/**
 * What the signalling proxy lets through to Janus (docs/decisions/sign-in-and-access.md, "Every
 * channel checks who is there"). The viewer was admitted for one restaurant; Janus knows
 * nothing of restaurants and answers whatever reaches it. So only what the console's player
 * sends passes (spec 001 §7 "The streaming plugin messages are list, watch (id and optional
 * pin) and start", and what janus.js needs around them: the session, the streaming plugin's
 * handle, trickle, keep-alive, hang-up), `list` comes back cut to the restaurant's mountpoints,
 * `watch` reaches only a stream of the restaurant, and everything else (the plugin's `create`,
 * `destroy`, `edit`, `info` with a mountpoint's secret, `switch`, another plugin, the gateway's
 * `info` or `claim`) is answered by the proxy in Janus's words and never reaches Janus.
 */

const STREAMING_PLUGIN = 'janus.plugin.streaming';

/** Janus's own requests janus.js sends for a viewer (janus.js: create, attach, … destroy). */
const GATEWAY_REQUESTS = new Set([
  'create',
  'attach',
  'message',
  'trickle',
  'keepalive',
  'hangup',
  'detach',
  'destroy',
]);

/** The streaming plugin's requests the console's player sends (src/ui/video/media-gateway.ts). */
const PLUGIN_REQUESTS = new Set(['list', 'watch', 'start', 'pause', 'stop']);

/** Janus core's error codes (apierror.h): unauthorized, unauthorized plugin. */
const JANUS_UNAUTHORIZED = 403;
const JANUS_UNAUTHORIZED_PLUGIN = 405;
/** The streaming plugin's error codes: no such mountpoint, unauthorized. */
const STREAMING_NO_SUCH_MOUNTPOINT = 455;
const STREAMING_UNAUTHORIZED = 457;

/** What becomes of a viewer's message: on to Janus as checked, or answered by the proxy. */
export type ViewerVerdict = { pass: string } | { answer: string[] };

export interface GatewayGuard {
  fromViewer(text: string): ViewerVerdict;
  /** A message of Janus's on its way to the viewer: a `list` answer loses other restaurants'. */
  fromGateway(text: string): string;
}

interface JanusRequest {
  janus?: unknown;
  transaction?: unknown;
  session_id?: unknown;
  handle_id?: unknown;
  plugin?: unknown;
  body?: { request?: unknown; id?: unknown } | null;
}

interface JanusAnswer {
  plugindata?: { data?: { streaming?: unknown; list?: unknown } };
}

function parse<T extends object>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as T)
      : null;
  } catch {
    return null;
  }
}

/** The ids Janus echoes in its answers, as the request had them. */
function echo(request: JanusRequest) {
  return {
    ...(request.transaction !== undefined && { transaction: request.transaction }),
    ...(request.session_id !== undefined && { session_id: request.session_id }),
  };
}

/** Janus refusing a request of its own protocol. */
function gatewayError(request: JanusRequest, code: number, reason: string): string {
  return JSON.stringify({ janus: 'error', ...echo(request), error: { code, reason } });
}

/** The streaming plugin's error, as it answers a request it refuses. */
function pluginError(code: number, error: string) {
  return { plugin: STREAMING_PLUGIN, data: { streaming: 'event', error_code: code, error } };
}

/**
 * `mayWatch(streamId)`: whether the stream is one of the admitted restaurant's (asked on each
 * `list` and `watch`, so a camera removed meanwhile is no longer watched).
 */
export function createGatewayGuard(mayWatch: (streamId: number) => boolean): GatewayGuard {
  function fromViewer(text: string): ViewerVerdict {
    const request = parse<JanusRequest>(text);
    if (!request) {
      return {
        answer: [
          JSON.stringify({ janus: 'error', error: { code: 454, reason: 'Invalid JSON object' } }),
        ],
      };
    }
    const kind = request.janus;
    if (typeof kind !== 'string' || !GATEWAY_REQUESTS.has(kind)) {
      return {
        answer: [
          gatewayError(request, JANUS_UNAUTHORIZED, `Unauthorized request: ${String(kind)}`),
        ],
      };
    }
    if (kind === 'attach' && request.plugin !== STREAMING_PLUGIN) {
      return {
        answer: [
          gatewayError(
            request,
            JANUS_UNAUTHORIZED_PLUGIN,
            `Unauthorized plugin: ${String(request.plugin)}`,
          ),
        ],
      };
    }
    if (kind === 'message') {
      const refusal = refusedPluginRequest(request);
      if (refusal) return { answer: refusal };
    }
    // What passes is what was checked: the parsed message written again, so a key given twice
    // cannot read one way here and another way in Janus.
    return { pass: JSON.stringify(request) };
  }

  /** The answers to a plugin request that may not pass, or null when it may. */
  function refusedPluginRequest(request: JanusRequest): string[] | null {
    const { request: name, id } = request.body ?? {};
    const addressed = { ...echo(request), sender: request.handle_id };
    if (typeof name !== 'string' || !PLUGIN_REQUESTS.has(name)) {
      // As the plugin answers a request it refuses at once (a synchronous one).
      return [
        JSON.stringify({
          janus: 'success',
          ...addressed,
          plugindata: pluginError(
            STREAMING_UNAUTHORIZED,
            `Unauthorized: ${String(name)} is not allowed through this proxy`,
          ),
        }),
      ];
    }
    if (name !== 'watch' || (typeof id === 'number' && mayWatch(id))) return null;
    // Another restaurant's stream is one this viewer has no such mountpoint of: the answer
    // does not tell whether it exists. A watch is asynchronous: an ack, then the event.
    return [
      JSON.stringify({ janus: 'ack', ...echo(request) }),
      JSON.stringify({
        janus: 'event',
        ...addressed,
        plugindata: pluginError(
          STREAMING_NO_SUCH_MOUNTPOINT,
          `No such mountpoint/stream ${String(id)}`,
        ),
      }),
    ];
  }

  function fromGateway(text: string): string {
    const answer = parse<JanusAnswer>(text);
    const data = answer?.plugindata?.data;
    if (!answer || !data || data.streaming !== 'list' || !Array.isArray(data.list)) return text;
    data.list = data.list.filter(
      (mountpoint: { id?: unknown } | null) =>
        typeof mountpoint?.id === 'number' && mayWatch(mountpoint.id),
    );
    return JSON.stringify(answer);
  }

  return { fromViewer, fromGateway };
}

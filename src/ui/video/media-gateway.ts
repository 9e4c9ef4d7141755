import { SESSION_DESTROY_DELAY_MS } from './stream-retry';

/** Spec 001 §9: the gateway session's keepalive and the long-poll transport's limits. */
const GATEWAY_KEEPALIVE_MS = 25_000;
const GATEWAY_LONG_POLL_MS = 60_000;
const GATEWAY_MAX_POLL_EVENTS = 10;

/** Where and how one stream is watched: the stream start result (spec 001 §3) and its kitchen. */
export interface WatchTarget {
  /** The gateway's address (`janusHost`); signalling goes to `{janusHost}/?restaurantUuid&Authorization`. */
  janusHost: string;
  restaurantUuid: string;
  /** `Bearer …`, as the API calls send it. */
  authorization: string;
  streamId: number;
  pin?: string;
  iceServers: RTCIceServer[];
}

export interface WatchCallbacks {
  /** The stream's video, once its track arrives. */
  onStream(stream: MediaStream): void;
  /** The stream failed after it started: the gateway's words, for the log. */
  onError(reason: string): void;
  /**
   * The gateway has no such stream (its `list` lacks the id): nothing was watched. Without this
   * callback it is an error like the others.
   */
  onNotFound?(reason: string): void;
}

export interface Watching {
  /** Hangs up now and destroys the gateway session after 1 s (spec 001 §4, §9). */
  stop(): void;
  /**
   * The peer connection's statistics now (for the stream info panel); null before it exists.
   * Optional: a gateway without a peer connection to read leaves it out.
   */
  stats?(): Promise<RTCStatsReport | null>;
}

/**
 * The media gateway as a tile sees it. The real one is Janus's streaming plugin (below); tests
 * hand in a double that fails in each way a gateway can.
 */
export interface MediaGateway {
  /** False where the browser has no WebRTC ('No WebRTC support' is logged, spec 001 §8). */
  supported(): boolean;
  /**
   * Loads what a watch needs (the gateway's own code) while the stream's start is asked, so the
   * watch begins when the start answers rather than a download later. Optional, and quiet: a
   * failed load shows when the watch fails.
   */
  prepare?(): void;
  watch(target: WatchTarget, callbacks: WatchCallbacks): Watching;
}

/** The signalling proxy's address for one kitchen (spec 001 §7). */
export function signallingUrl(
  target: Pick<WatchTarget, 'janusHost' | 'restaurantUuid' | 'authorization'>,
) {
  const url = new URL(target.janusHost.endsWith('/') ? target.janusHost : `${target.janusHost}/`);
  url.searchParams.set('restaurantUuid', target.restaurantUuid);
  url.searchParams.set('Authorization', target.authorization);
  return url.toString();
}

type JanusModule = typeof import('janus-gateway');
type JanusClass = JanusModule['default'];

let loading: Promise<JanusClass> | undefined;

/** janus.js and webrtc-adapter, loaded with the first tile and initialised once. */
function loadJanus(): Promise<JanusClass> {
  loading ??= Promise.all([import('janus-gateway'), import('webrtc-adapter')]).then(
    ([{ default: Janus }, { default: adapter }]) =>
      new Promise<JanusClass>((resolve) => {
        Janus.init({
          debug: false,
          dependencies: Janus.useDefaultDependencies({ adapter }),
          callback: () => resolve(Janus),
        });
      }),
  );
  return loading;
}

/** One mountpoint of the streaming plugin's `list` answer. */
interface MountpointListing {
  id: number | string;
  description?: string;
}

/** The streaming plugin's answer to `list`: the mountpoints, or its error. */
interface ListAnswer {
  list?: MountpointListing[];
  error?: string;
}

/** The reason a watch of a stream the gateway does not have gives. */
export function streamNotFound(streamId: number): string {
  return `Stream ${streamId} not found on the media gateway`;
}

/** The streaming plugin's error code for a watch of a mountpoint it does not have. */
const NO_SUCH_MOUNTPOINT = 455;

/** A message of the streaming plugin that says it failed. */
function pluginError(message: { error?: string; result?: { status?: string } }): string | null {
  if (message.error) return message.error;
  if (message.result?.status === 'stopped') return 'The stream stopped';
  return null;
}

/**
 * Janus's streaming plugin (spec 001 §7: "The streaming plugin messages are list, watch (id and
 * optional pin) and start"): a session per watched stream, so one tile's failure or stop never
 * touches another's. `list`, then `watch` with its id and pin, listed or not (a private
 * mountpoint is not), and `start` with the answer to the gateway's offer. A stream the gateway
 * does not have is said to be missing (`onNotFound`) instead of failing as a broken connection
 * would.
 */
export const janusGateway: MediaGateway = {
  supported: () => typeof RTCPeerConnection !== 'undefined',

  prepare: () => void loadJanus().catch(() => undefined),

  watch(target, { onStream, onError, onNotFound }) {
    let stopped = false;
    let session: InstanceType<JanusClass> | undefined;
    let handle: import('janus-gateway').JanusJS.PluginHandle | undefined;
    // Made with the first track: the stream's tracks, sound and picture, in one.
    let remote: MediaStream | undefined;
    let delivered = false;
    const fail = (reason: string) => {
      if (!stopped) onError(reason);
    };

    loadJanus().then(
      (Janus) => {
        if (stopped) return;
        session = new Janus({
          server: signallingUrl(target),
          iceServers: target.iceServers,
          keepAlivePeriod: GATEWAY_KEEPALIVE_MS,
          longPollTimeout: GATEWAY_LONG_POLL_MS,
          max_poll_events: GATEWAY_MAX_POLL_EVENTS,
          destroyOnUnload: true,
          error: (error: unknown) => fail(String(error)),
          success: () =>
            session?.attach({
              plugin: 'janus.plugin.streaming',
              success: (attached) => {
                handle = attached;
                attached.send({
                  message: { request: 'list' },
                  success: (answer?: ListAnswer) => {
                    if (stopped) return;
                    if (answer?.error) return fail(answer.error);
                    // A stream the gateway does not list is watched all the same: a private
                    // mountpoint is left out of `list` and opens with its pin. The gateway
                    // says whether it has it (NO_SUCH_MOUNTPOINT, below).
                    attached.send({
                      message: {
                        request: 'watch',
                        id: target.streamId,
                        ...(target.pin ? { pin: target.pin } : {}),
                      },
                    });
                  },
                  error: (error: unknown) => fail(String(error)),
                });
              },
              error: fail,
              onmessage: (message, jsep) => {
                if (message.error_code === NO_SUCH_MOUNTPOINT) {
                  const reason = streamNotFound(target.streamId);
                  return onNotFound ? onNotFound(reason) : fail(reason);
                }
                const error = pluginError(message);
                if (error) return fail(error);
                if (!jsep || !handle) return;
                const answering = handle;
                answering.createAnswer({
                  jsep,
                  // Receive only: no camera or microphone is asked for.
                  tracks: [{ type: 'data', capture: false }],
                  success: (answer) =>
                    answering.send({ message: { request: 'start' }, jsep: answer }),
                  error: (error) => fail(String(error)),
                });
              },
              // The stream's sound too: the player starts muted (browsers' autoplay rules) and
              // its Mute button unmutes it; a track added after the video plays in the same
              // element, as the element's source is this one stream.
              onremotetrack: (track, _mid, on) => {
                if (!on) {
                  remote?.removeTrack(track);
                  return;
                }
                if (track.kind !== 'video' && track.kind !== 'audio') return;
                remote ??= new MediaStream();
                remote.addTrack(track);
                if (track.kind === 'video' && !delivered) {
                  delivered = true;
                  onStream(remote);
                }
              },
              iceState: (state) => {
                if (state === 'failed' || state === 'disconnected') fail(`ICE ${state}`);
              },
              webrtcState: (connected) => {
                if (!connected) fail('The peer connection closed');
              },
            }),
        });
      },
      (error: unknown) => fail(`The video player could not be loaded: ${String(error)}`),
    );

    return {
      stop() {
        if (stopped) return;
        stopped = true;
        handle?.hangup();
        const ending = session;
        setTimeout(() => ending?.destroy({ cleanupHandles: true }), SESSION_DESTROY_DELAY_MS);
      },
      stats() {
        const peer = stopped ? undefined : handle?.webrtcStuff?.pc;
        return peer ? peer.getStats() : Promise.resolve(null);
      },
    };
  },
};

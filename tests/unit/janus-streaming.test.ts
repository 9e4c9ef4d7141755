import { beforeEach, describe, expect, it, vi } from 'vitest';
import { janusGateway, streamNotFound, type WatchTarget } from '../../src/ui/video/media-gateway';

/*
 * Spec 001 §7: "The streaming plugin messages are list, watch (id and optional pin) and start."
 * janus.js replaced by a double of its session and plugin handle, which records each message the
 * console sends and answers `list` with the gateway's mountpoints.
 */

interface Sent {
  message: Record<string, unknown>;
  jsep?: unknown;
}

const gateway = vi.hoisted(() => ({
  sent: [] as Array<{ message: Record<string, unknown>; jsep?: unknown }>,
  /** What the plugin answers `list` with. */
  listAnswer: { list: [] as Array<{ id: number; description: string }> } as Record<string, unknown>,
  /** The attached handle's callbacks (onmessage…), to play the gateway's events. */
  plugin: null as null | Record<string, (...args: never[]) => void>,
}));

vi.mock('webrtc-adapter', () => ({ default: {} }));
vi.mock('janus-gateway', () => {
  class Janus {
    static init({ callback }: { callback(): void }) {
      callback();
    }
    static useDefaultDependencies() {
      return {};
    }
    constructor(options: { success(): void }) {
      queueMicrotask(() => options.success());
    }
    attach(plugin: Record<string, (...args: never[]) => void> & { success(h: unknown): void }) {
      gateway.plugin = plugin;
      const handle = {
        send(request: {
          message: Record<string, unknown>;
          jsep?: unknown;
          success?(data: unknown): void;
        }) {
          gateway.sent.push({ message: request.message, jsep: request.jsep });
          if (request.message.request === 'list')
            queueMicrotask(() => request.success?.(gateway.listAnswer));
        },
        createAnswer({ success }: { success(answer: unknown): void }) {
          success({ type: 'answer', sdp: 'v=0' });
        },
        hangup() {},
      };
      queueMicrotask(() => plugin.success(handle));
    }
    destroy() {}
  }
  return { default: Janus };
});

const TARGET: WatchTarget = {
  janusHost: 'ws://gateway.test/media-gateway',
  restaurantUuid: 'r-1',
  authorization: 'Bearer t',
  streamId: 7,
  pin: '123456',
  iceServers: [],
};

/** Lets janus.js's loading, session and attach callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const requests = (sent: Sent[]) => sent.map((entry) => entry.message.request);

beforeEach(() => {
  gateway.sent.length = 0;
  gateway.listAnswer = {
    streaming: 'list',
    list: [
      { id: 7, description: 'Fryer station' },
      { id: 8, description: 'Hot holding' },
    ],
  };
  gateway.plugin = null;
});

describe('the streaming plugin’s messages (spec 001 §7 "list, watch (id and optional pin) and start")', () => {
  it('lists the mountpoints first, watches the stream with its id and pin, and starts on the offer', async () => {
    const onError = vi.fn();
    const watching = janusGateway.watch(TARGET, { onStream: vi.fn(), onError });
    await settle();
    expect(gateway.sent.map((entry) => entry.message)).toEqual([
      { request: 'list' },
      { request: 'watch', id: 7, pin: '123456' },
    ]);
    // The gateway's offer: the console answers it with `start`.
    (gateway.plugin!.onmessage as (message: unknown, jsep: unknown) => void)(
      { streaming: 'event', result: { status: 'preparing' } },
      { type: 'offer', sdp: 'v=0' },
    );
    expect(requests(gateway.sent)).toEqual(['list', 'watch', 'start']);
    expect(gateway.sent[2]!.jsep).toEqual({ type: 'answer', sdp: 'v=0' });
    expect(onError).not.toHaveBeenCalled();
    watching.stop();
  });

  it('watches without a pin when the stream has none', async () => {
    const watching = janusGateway.watch(
      { ...TARGET, pin: undefined },
      { onStream: vi.fn(), onError: vi.fn() },
    );
    await settle();
    expect(gateway.sent[1]!.message).toEqual({ request: 'watch', id: 7 });
    watching.stop();
  });

  it('watches a stream the gateway does not list, with its pin: a private mountpoint is not listed', async () => {
    gateway.listAnswer = { streaming: 'list', list: [{ id: 8, description: 'Hot holding' }] };
    const onError = vi.fn();
    const watching = janusGateway.watch(TARGET, { onStream: vi.fn(), onError });
    await settle();
    expect(gateway.sent.map((entry) => entry.message)).toEqual([
      { request: 'list' },
      { request: 'watch', id: 7, pin: '123456' },
    ]);
    expect(onError).not.toHaveBeenCalled();
    watching.stop();
  });

  /** The gateway's answer to a watch of a mountpoint it does not have. */
  const noSuchMountpoint = () =>
    (gateway.plugin!.onmessage as (message: unknown) => void)({
      streaming: 'event',
      error_code: 455,
      error: 'No such mountpoint/stream 7',
    });

  it('says a stream the gateway does not have is not found (its answer to the watch)', async () => {
    gateway.listAnswer = { streaming: 'list', list: [] };
    const onError = vi.fn();
    const onNotFound = vi.fn();
    const watching = janusGateway.watch(TARGET, { onStream: vi.fn(), onError, onNotFound });
    await settle();
    noSuchMountpoint();
    expect(onNotFound).toHaveBeenCalledWith('Stream 7 not found on the media gateway');
    expect(streamNotFound(7)).toBe('Stream 7 not found on the media gateway');
    expect(onError).not.toHaveBeenCalled();
    watching.stop();
  });

  it('reports a missing stream as an error to a caller that does not tell them apart', async () => {
    gateway.listAnswer = { streaming: 'list', list: [] };
    const onError = vi.fn();
    const watching = janusGateway.watch(TARGET, { onStream: vi.fn(), onError });
    await settle();
    noSuchMountpoint();
    expect(onError).toHaveBeenCalledWith(streamNotFound(7));
    watching.stop();
  });

  it('reports the plugin’s refusal of `list` as an error', async () => {
    gateway.listAnswer = { error_code: 450, error: 'Missing element (request)' };
    const onError = vi.fn();
    const watching = janusGateway.watch(TARGET, { onStream: vi.fn(), onError });
    await settle();
    expect(onError).toHaveBeenCalledWith('Missing element (request)');
    expect(requests(gateway.sent)).toEqual(['list']);
    watching.stop();
  });

  it('sends nothing more once stopped while the list was on its way', async () => {
    const onError = vi.fn();
    const onNotFound = vi.fn();
    gateway.listAnswer = { streaming: 'list', list: [] };
    const watching = janusGateway.watch(TARGET, { onStream: vi.fn(), onError, onNotFound });
    // Stopped before the session exists: no message at all, and nothing reported.
    watching.stop();
    await settle();
    expect(gateway.sent).toEqual([]);
    expect(onNotFound).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('live sound (spec 001 §2 "The mute preference persists locally": Mute acts on the live stream)', () => {
  /** A MediaStream double: node has none; it holds the tracks it is given. */
  class FakeStream {
    tracks: Array<{ kind: string }> = [];
    addTrack(track: { kind: string }) {
      this.tracks.push(track);
    }
    removeTrack(track: { kind: string }) {
      this.tracks = this.tracks.filter((kept) => kept !== track);
    }
  }

  it('keeps the stream’s audio track with its video in the one stream handed to the player', async () => {
    vi.stubGlobal('MediaStream', FakeStream);
    try {
      const onStream = vi.fn();
      const watching = janusGateway.watch(TARGET, { onStream, onError: vi.fn() });
      await settle();
      const audio = { kind: 'audio' };
      const video = { kind: 'video' };
      const track = gateway.plugin!.onremotetrack as unknown as (
        track: { kind: string },
        mid: string,
        on: boolean,
      ) => void;
      track(audio, '0', true);
      expect(onStream).not.toHaveBeenCalled();
      track(video, '1', true);
      expect(onStream).toHaveBeenCalledTimes(1);
      const stream = onStream.mock.calls[0]![0] as FakeStream;
      expect(stream.tracks).toEqual([audio, video]);
      watching.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

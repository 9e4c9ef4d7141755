import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveStream,
  MediaGatewayContext,
  STALL_MS,
  type PlayingStream,
} from '../../src/ui/video/live-stream';
import type { MediaGateway, WatchCallbacks, WatchTarget } from '../../src/ui/video/media-gateway';
import { startRetryDelayMs, STREAM_RESTART_DELAY_MS } from '../../src/ui/video/stream-retry';
import { theme } from '../../src/ui/theme/theme';
import { camerasOf } from '../../sandbox/model/cameras';
import { startCameraWebRtc } from '../../src/api/cameras/cameras.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { answer, heldUntilReleased } from '../helpers/override';
import { setConfig } from '../../src/lib/config';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';

/**
 * Spec 001 §4 "Stream in a tile or the mini player", against a gateway double that fails in
 * each way a gateway can: the start call refused, the stream failing after it started, its
 * picture freezing, no WebRTC at all.
 */

interface Watch {
  target: WatchTarget;
  callbacks: WatchCallbacks;
  stopped: boolean;
}

function gatewayDouble(supported = true) {
  const watches: Watch[] = [];
  const gateway: MediaGateway & { prepared: number } = {
    prepared: 0,
    supported: () => supported,
    prepare() {
      gateway.prepared += 1;
    },
    watch(target, callbacks) {
      const watch: Watch = { target, callbacks, stopped: false };
      watches.push(watch);
      return {
        stop() {
          watch.stopped = true;
        },
        stats: () => Promise.resolve(new Map() as unknown as RTCStatsReport),
      };
    },
  };
  return { gateway, watches };
}

function kitchen1001() {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const camera = camerasOf(sandbox.context.chain).of(restaurant)[0]!;
  return { restaurant, camera };
}

function renderStream(
  gateway: MediaGateway,
  restaurantUuid: string | null,
  onPlaying?: (playing: PlayingStream | null) => void,
) {
  const { camera } = kitchen1001();
  return render(
    <MantineProvider theme={theme} env="test">
      <MediaGatewayContext.Provider value={gateway}>
        <LiveStream
          cameraUuid={camera.uuid}
          restaurantUuid={restaurantUuid}
          label={camera.name}
          onPlaying={onPlaying}
        />
      </MediaGatewayContext.Provider>
    </MantineProvider>,
  );
}

/** Lets the start call, the token and the ICE servers resolve. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(50));
}

const videoOf = (container: HTMLElement) => container.querySelector('video')!;

/** The stream arrives and the video has its metadata: playing. */
async function plays(container: HTMLElement, watch: Watch) {
  act(() => watch.callbacks.onStream({} as MediaStream));
  fireEvent(videoOf(container), new Event('loadedmetadata'));
  await settle();
}

beforeEach(async () => {
  installQuietSessionSeam();
  await signInAs('admin@demo.kitchen');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a live stream (spec 001 §4 "Stream in a tile or the mini player")', () => {
  it("says 'No selected restaurant' without one, and starts nothing", async () => {
    const { gateway, watches } = gatewayDouble();
    renderStream(gateway, null);
    expect(screen.getByText('No selected restaurant')).toBeInTheDocument();
    await settle();
    expect(watches).toHaveLength(0);
  });

  it('loads the gateway’s code while the stream’s start is asked, not after its answer: the live picture comes a download sooner', async () => {
    const { gateway, watches } = gatewayDouble();
    const { override, release } = heldUntilReleased(startCameraWebRtc);
    server.use(override);
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    expect(gateway.prepared).toBe(1);
    expect(watches).toHaveLength(0);
    release();
    await settle();
    expect(watches).toHaveLength(1);
  });

  it('shows a spinner until the video’s metadata, then the picture; a stop hangs up and says the viewer left', async () => {
    const { gateway, watches } = gatewayDouble();
    const { restaurant, camera } = kitchen1001();
    const { container, unmount } = renderStream(gateway, restaurant.uuid);
    expect(screen.getByRole('status', { name: 'Connecting to the camera' })).toBeInTheDocument();
    await settle();
    expect(watches).toHaveLength(1);
    // The start result (spec 001 §3): the gateway, the stream and its pin, for this kitchen.
    expect(watches[0]!.target).toMatchObject({
      streamId: camera.streamId,
      pin: camera.pin,
      restaurantUuid: restaurant.uuid,
      authorization: expect.stringMatching(/^Bearer /),
    });
    expect(camera.viewers).toBe(1);
    act(() => watches[0]!.callbacks.onStream({} as MediaStream));
    expect(screen.getByRole('status', { name: 'Connecting to the camera' })).toBeInTheDocument();
    fireEvent(videoOf(container), new Event('loadedmetadata'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(videoOf(container)).toHaveAccessibleName(camera.name);

    unmount();
    expect(watches[0]!.stopped).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(camera.viewers).toBe(0);
  });

  it('spec 001 §5 "The live player minimum size is 300 by 200": the player keeps it (the whole width on a narrower screen)', () => {
    const { gateway } = gatewayDouble();
    const { container } = renderStream(gateway, kitchen1001().restaurant.uuid);
    const player = container.querySelector<HTMLElement>('.kc-live-stream')!;
    expect(player.style.minHeight).toBe('200px');
    expect(player.style.minWidth).toBe('min(300px, 100%)');
  });

  it('spec 001 §7 "watch (id and optional pin)": a start answered with its id alone is watched, on config.json’s mediaGatewayUrl', async () => {
    setConfig({ mediaGatewayUrl: 'wss://media.example.com/janus' });
    try {
      server.use(answer(startCameraWebRtc, { id: 42 }));
      const { gateway, watches } = gatewayDouble();
      renderStream(gateway, kitchen1001().restaurant.uuid);
      await settle();
      expect(watches).toHaveLength(1);
      expect(watches[0]!.target).toMatchObject({
        janusHost: 'wss://media.example.com/janus',
        streamId: 42,
      });
      expect(watches[0]!.target.pin).toBeUndefined();
    } finally {
      setConfig({});
    }
  });

  it('config.json’s mediaGatewayUrl wins over the janusHost the start answers', async () => {
    setConfig({ mediaGatewayUrl: 'wss://media.example.com/janus' });
    try {
      server.use(answer(startCameraWebRtc, { id: 42, pin: 'p', janusHost: 'ws://other/gw' }));
      const { gateway, watches } = gatewayDouble();
      renderStream(gateway, kitchen1001().restaurant.uuid);
      await settle();
      expect(watches[0]!.target.janusHost).toBe('wss://media.example.com/janus');
    } finally {
      setConfig({});
    }
  });

  it("says 'Unable to open stream' when the start call fails, and watches nothing", async () => {
    server.use(
      http.post('*/api/v1/restaurants/:restaurantId/cameras/:id/webrtc', () =>
        HttpResponse.json(
          { success: false, code: 409, message: 'Camera is offline' },
          { status: 409 },
        ),
      ),
    );
    const { gateway, watches } = gatewayDouble();
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to open stream');
    expect(watches).toHaveLength(0);
  });

  it("after 'Unable to open stream' asks again by itself, waiting 5 s, 10 s, 20 s, then 30 s; Try again asks at once and starts the waits afresh", async () => {
    let starts = 0;
    server.use(
      http.post('*/api/v1/restaurants/:restaurantId/cameras/:id/webrtc', () => {
        starts++;
        return HttpResponse.json(
          { success: false, code: 409, message: 'Camera is restarting' },
          { status: 409 },
        );
      }),
    );
    const { gateway } = gatewayDouble();
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    expect(starts).toBe(1);
    for (const failures of [1, 2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(failures) - 100));
      expect(starts).toBe(failures);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(starts).toBe(failures + 1);
      // The message stays while it asks again: not announced at each attempt.
      expect(screen.getByRole('alert')).toHaveTextContent('Unable to open stream');
    }
    expect(startRetryDelayMs(4)).toBe(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(starts).toBe(6);
    await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(1) + 100));
    expect(starts).toBe(7);
  });

  it("says 'Unable to open stream' for a stream the gateway does not list (spec 001 §7 'list'), releases the viewer and asks again with the growing wait", async () => {
    const { gateway, watches } = gatewayDouble();
    const { restaurant, camera } = kitchen1001();
    renderStream(gateway, restaurant.uuid);
    await settle();
    expect(watches).toHaveLength(1);
    act(() => watches[0]!.callbacks.onNotFound?.(`Stream ${camera.streamId} not found`));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to open stream');
    // Not 'Reconnecting': nothing was connected.
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(1) - 100));
    expect(watches).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await settle();
    expect(watches).toHaveLength(2);
    expect(watches[0]!.stopped).toBe(true);
    // One viewer: the first start's was given back before the second.
    expect(camera.viewers).toBe(1);
    // Missing again: the alert stays, and the next wait is longer.
    act(() => watches[1]!.callbacks.onNotFound?.(`Stream ${camera.streamId} not found`));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to open stream');
    await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(2) - 100));
    expect(watches).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await settle();
    expect(watches).toHaveLength(3);
  });

  it('restarts at once after the first error, after 5 s from the second, and above 5 tries says it cannot connect', async () => {
    const { gateway, watches } = gatewayDouble();
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    // Try 1: restarted at once.
    act(() => watches[0]!.callbacks.onError('ICE failed'));
    await settle();
    expect(watches).toHaveLength(2);
    expect(watches[0]!.stopped).toBe(true);
    // Tries 2 to 5: each restart waits 5 s.
    for (let tries = 2; tries <= 5; tries++) {
      act(() => watches.at(-1)!.callbacks.onError('ICE failed'));
      expect(screen.getByText(`Reconnecting, try ${tries} of 5`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(STREAM_RESTART_DELAY_MS - 100));
      expect(watches).toHaveLength(tries);
      await act(() => vi.advanceTimersByTimeAsync(100));
      await settle();
      expect(watches).toHaveLength(tries + 1);
    }
    // A sixth error: the count resets and the tile gives up.
    act(() => watches.at(-1)!.callbacks.onError('ICE failed'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent("Can't connect to the restaurant");
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RESTART_DELAY_MS * 2));
    expect(watches).toHaveLength(6);

    // Try again starts afresh.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(watches).toHaveLength(7);
  });

  it('counts one error once, however many ways the gateway reports it', async () => {
    const { gateway, watches } = gatewayDouble();
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    act(() => {
      watches[0]!.callbacks.onError('ICE failed');
      watches[0]!.callbacks.onError('The peer connection closed');
    });
    await settle();
    expect(watches).toHaveLength(2);
    act(() => watches[1]!.callbacks.onError('ICE failed'));
    expect(screen.getByText('Reconnecting, try 2 of 5')).toBeInTheDocument();
  });

  it('a picture that stops moving for 6 s is a stream error (the gateway says nothing when a feed dies)', async () => {
    const { gateway, watches } = gatewayDouble();
    const { container } = renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    await plays(container, watches[0]!);
    // jsdom's video never advances: a frozen picture.
    await act(() => vi.advanceTimersByTimeAsync(STALL_MS - 1000));
    expect(watches).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(watches).toHaveLength(2);
  });

  it('tells its player when the picture shows (its video and statistics) and when it stops', async () => {
    const { gateway, watches } = gatewayDouble();
    const told: Array<PlayingStream | null> = [];
    const { container, unmount } = renderStream(gateway, kitchen1001().restaurant.uuid, (playing) =>
      told.push(playing),
    );
    await settle();
    expect(told).toEqual([]);
    await plays(container, watches[0]!);
    // janus.js may hand the track over twice: told once.
    await plays(container, watches[0]!);
    expect(told).toHaveLength(1);
    expect(told[0]!.video).toBe(videoOf(container));
    await expect(told[0]!.stats()).resolves.toBeInstanceOf(Map);
    act(() => watches[0]!.callbacks.onError('ICE failed'));
    expect(told).toEqual([told[0], null]);
    await settle();
    await plays(container, watches[1]!);
    unmount();
    expect(told.at(-1)).toBeNull();
  });

  it('a stream whose first picture never comes is a stall too (a restart against a dead feed)', async () => {
    const { gateway, watches } = gatewayDouble();
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    // The track arrives, but no frame: the video never loads its metadata.
    act(() => watches[0]!.callbacks.onStream({} as MediaStream));
    await act(() => vi.advanceTimersByTimeAsync(STALL_MS));
    await settle();
    expect(watches).toHaveLength(2);
  });

  it("without WebRTC logs 'No WebRTC support' and says live video is not available in this browser", async () => {
    const { gateway, watches } = gatewayDouble(false);
    renderStream(gateway, kitchen1001().restaurant.uuid);
    await settle();
    expect(console.warn).toHaveBeenCalledWith('No WebRTC support');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Live video is not available in this browser',
    );
    // No retry can bring WebRTC: nothing offers to try again.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(watches).toHaveLength(0);
  });

  it("keeps 'Your browser doesn't support HTML5 video.' inside the video for browsers without it", () => {
    const { gateway } = gatewayDouble();
    const { container } = renderStream(gateway, kitchen1001().restaurant.uuid);
    expect(videoOf(container)).toHaveTextContent("Your browser doesn't support HTML5 video.");
  });
});

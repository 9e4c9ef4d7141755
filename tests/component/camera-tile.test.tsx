import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { camerasOf } from '../../sandbox/model/cameras';
import { CameraTileView } from '../../src/features/cameras/camera-tile';
import { STILL_REFRESH_MS } from '../../src/features/cameras/camera-still';
import { cameraView } from '../../src/lib/i18n/en/camera-view';
import { registerMessages } from '../../src/lib/i18n/i18n';
import { theme } from '../../src/ui/theme/theme';
import { MediaGatewayContext } from '../../src/ui/video/live-stream';
import type { MediaGateway, WatchCallbacks } from '../../src/ui/video/media-gateway';
import { startRetryDelayMs, STREAM_INFO_REFRESH_MS } from '../../src/ui/video/stream-retry';
import { sandbox, server } from '../helpers/msw-server';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';
import { renderApp } from '../helpers/render-app';
import { onPhone } from '../helpers/viewport';
import { stubObjectUrls } from '../helpers/object-urls';

/**
 * The camera view's player (spec 001 §2 "The player offers zoom, screenshot, restart,
 * full screen and stream info", §3 tile enableScaling and showInfo, §4 full screen on a click,
 * §9 zoom 0.1 in 1–5, off on mobile, stream info 500 ms), against a gateway double whose peer
 * connection reports statistics; and data-light viewing (docs/decisions/video-and-cameras.md "Camera view player
 * controls").
 */

registerMessages(cameraView);

interface Watch {
  callbacks: WatchCallbacks;
  stopped: boolean;
}

/** A gateway whose every stats read finds 7 more frames and 25 kB more: 14 fps, 400 kbit/s. */
function gatewayDouble() {
  const watches: Watch[] = [];
  let frames = 0;
  let bytes = 0;
  const gateway: MediaGateway = {
    supported: () => true,
    watch(_target, callbacks) {
      const watch: Watch = { callbacks, stopped: false };
      watches.push(watch);
      return {
        stop() {
          watch.stopped = true;
        },
        stats() {
          frames += 7;
          bytes += 25_000;
          return Promise.resolve(
            new Map([
              [
                'v',
                {
                  type: 'inbound-rtp',
                  kind: 'video',
                  framesDecoded: frames,
                  bytesReceived: bytes,
                  packetsLost: 2,
                  jitter: 0.004,
                },
              ],
            ]) as unknown as RTCStatsReport,
          );
        },
      };
    },
  };
  return { gateway, watches };
}

function kitchen1001() {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const camera = camerasOf(sandbox.context.chain).of(restaurant)[0]!;
  return {
    restaurant,
    camera: {
      uuid: camera.uuid,
      restaurantUuid: restaurant.uuid,
      name: camera.name,
      status: 'ONLINE' as const,
      streamId: camera.streamId,
      model: 'test',
      profiles: [],
      categories: [],
      excludeNetworkReset: false,
    },
  };
}

function renderTile(gateway: MediaGateway, { dataLight = false } = {}) {
  const { restaurant, camera } = kitchen1001();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <MediaGatewayContext.Provider value={gateway}>
        <CameraTileView
          camera={camera}
          position={1}
          positions={2}
          restaurantUuid={restaurant.uuid}
          timeZone={null}
          dataLight={dataLight}
          selected={false}
          onSelect={() => undefined}
          onRemove={() => undefined}
          onMove={() => undefined}
        />
      </MediaGatewayContext.Provider>
    </MantineProvider>,
  );
  return { ...view, camera };
}

async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(50));
}

const videoOf = (container: HTMLElement) => container.querySelector('video')!;

/** The stream arrives and its 640×360 picture shows. */
async function plays(container: HTMLElement, watch: Watch) {
  act(() => watch.callbacks.onStream({} as MediaStream));
  const video = videoOf(container);
  Object.defineProperty(video, 'videoWidth', { configurable: true, value: 640 });
  Object.defineProperty(video, 'videoHeight', { configurable: true, value: 360 });
  fireEvent(video, new Event('loadedmetadata'));
  await settle();
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

let thumbnails = 0;
/** Each thumbnail's query, as sent. */
let asked: string[] = [];

beforeEach(async () => {
  installQuietSessionSeam();
  await signInAs('admin@demo.kitchen');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  thumbnails = 0;
  asked = [];
  server.use(
    // Spec 001 §9 "Thumbnail 320 by 240 png": asked through the stream's thumbnail, the call §7
    // gives those parameters (line 174).
    http.get('*/api/v1/restaurants/:restaurantId/streams/:id/thumbnail', ({ request }) => {
      thumbnails++;
      asked.push(new URL(request.url).search);
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'Content-Type': 'image/png' },
      });
    }),
  );
  stubObjectUrls();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type VisibilityCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

/** An IntersectionObserver the test drives: it calls the newest observer's callback itself. */
function stubIntersectionObserver(): VisibilityCallback[] {
  const observers: VisibilityCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: VisibilityCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

describe('the camera view’s player', () => {
  it('spec 001 §9 "zoom step 0.1, range 1 to 5": + and − step by 0.1 within 1 to 5, and reset shows the whole picture', async () => {
    const { gateway, watches } = gatewayDouble();
    const { container } = renderTile(gateway);
    await settle();
    await plays(container, watches[0]!);
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    fireEvent.click(button('Zoom'));
    expect(button('Zoom')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1.0×')).toBeInTheDocument();
    fireEvent.click(button('Zoom out'));
    expect(screen.getByText('1.0×')).toBeInTheDocument();
    for (let step = 0; step < 3; step++) fireEvent.click(button('Zoom in'));
    expect(screen.getByText('1.3×')).toBeInTheDocument();
    expect(videoOf(container).style.transform).toContain('scale(1.3)');
    for (let step = 0; step < 60; step++) fireEvent.click(button('Zoom in'));
    expect(screen.getByText('5.0×')).toBeInTheDocument();
    fireEvent.click(button('Reset zoom'));
    expect(screen.getByText('1.0×')).toBeInTheDocument();
    expect(videoOf(container).style.transform).toBe('');
  });

  it('spec 001 §9 "Zoom is off on mobile": a phone has no zoom controls', async () => {
    onPhone();
    const { gateway, watches } = gatewayDouble();
    const { container } = renderTile(gateway);
    await settle();
    await plays(container, watches[0]!);
    expect(screen.queryByRole('button', { name: 'Zoom' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    // The rest of the player is there.
    expect(button('Screenshot')).toBeEnabled();
  });

  it('spec 001 §4 "Full screen toggles on clicking the video when zoom is off"', async () => {
    // jsdom has no full screen.
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    });
    const { gateway, watches } = gatewayDouble();
    const { container } = renderTile(gateway);
    await settle();
    await plays(container, watches[0]!);
    fireEvent.click(videoOf(container));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toHaveAttribute('data-tile-position', '1');
    // With zoom on, a click (the end of a drag) does not.
    fireEvent.click(button('Zoom'));
    fireEvent.click(videoOf(container));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    // The button does, zoom or not.
    fireEvent.click(button('Full screen'));
    expect(requestFullscreen).toHaveBeenCalledTimes(2);
  });

  it('spec 001 §2 "screenshot (1920×1080 JPEG)": disabled until the picture shows', async () => {
    const { gateway, watches } = gatewayDouble();
    const { container } = renderTile(gateway);
    await settle();
    expect(button('Screenshot')).toBeDisabled();
    await plays(container, watches[0]!);
    expect(button('Screenshot')).toBeEnabled();
    // A failed stream has no picture to take.
    act(() => watches[0]!.callbacks.onError('ICE failed'));
    expect(button('Screenshot')).toBeDisabled();
  });

  it('Restart stream starts the stream again with a fresh count', async () => {
    const { gateway, watches } = gatewayDouble();
    renderTile(gateway);
    await settle();
    act(() => watches[0]!.callbacks.onError('ICE failed'));
    await settle();
    act(() => watches[1]!.callbacks.onError('ICE failed'));
    expect(screen.getByText('Reconnecting, try 2 of 5')).toBeInTheDocument();
    fireEvent.click(button('Restart stream'));
    await settle();
    expect(watches).toHaveLength(3);
    expect(watches[1]!.stopped).toBe(true);
    act(() => watches[2]!.callbacks.onError('ICE failed'));
    await settle();
    // Counted from 1 again: restarted at once, no 'try 2'.
    expect(watches).toHaveLength(4);
  });

  it('spec 001 §3 showInfo, §9 "Stream info refresh 500 ms": the panel shows the stream’s figures, read again every 500 ms', async () => {
    const { gateway, watches } = gatewayDouble();
    const { container, camera } = renderTile(gateway);
    await settle();
    await plays(container, watches[0]!);
    fireEvent.click(button('Stream info'));
    await settle();
    const panel = screen.getByRole('group', { name: `Stream info of ${camera.name}` });
    const figure = (term: string) =>
      within(panel).getByText(term).closest('div')!.querySelector('dd')!.textContent;
    expect(figure('Resolution')).toBe('640 × 360');
    expect(figure('Packets lost')).toBe('2');
    expect(figure('Jitter')).toBe('4 ms');
    // One read so far: no rate yet.
    expect(figure('Frames per second')).toBe('—');
    await act(() => vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS));
    expect(figure('Frames per second')).toBe('14.0');
    expect(figure('Bitrate')).toBe('400 kbit/s');
    // Round trip is not reported by this connection.
    expect(figure('Round trip')).toBe('—');
    fireEvent.click(button('Stream info'));
    expect(screen.queryByRole('group', { name: /^Stream info/ })).toBeNull();
  });

  it('on a metered connection the tile shows a still, renewed every few seconds, until tapped', async () => {
    const { gateway, watches } = gatewayDouble();
    const { container, camera } = renderTile(gateway, { dataLight: true });
    await settle();
    expect(
      await screen.findByRole('img', { name: `Still picture of ${camera.name}` }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(container.querySelector('video')).toBeNull();
    expect(watches).toHaveLength(0);
    expect(thumbnails).toBe(1);
    expect(asked[0]).toBe('?width=320&height=240&type=png');
    await act(() => vi.advanceTimersByTimeAsync(STILL_REFRESH_MS));
    expect(thumbnails).toBe(2);

    fireEvent.click(button(`Watch ${camera.name} live`));
    await settle();
    expect(watches).toHaveLength(1);
    expect(container.querySelector('video')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(STILL_REFRESH_MS * 2));
    expect(thumbnails).toBe(2);
  });

  it('a tile out of view shows a still and starts no stream; in view it plays', async () => {
    const observers = stubIntersectionObserver();
    const { gateway, watches } = gatewayDouble();
    const { container, camera } = renderTile(gateway);
    await settle();
    // Not yet known: nothing asked for.
    expect(watches).toHaveLength(0);
    expect(thumbnails).toBe(0);
    act(() => observers.at(-1)!([{ isIntersecting: false }]));
    expect(
      await screen.findByRole('img', { name: `Still picture of ${camera.name}` }),
    ).toBeVisible();
    expect(container.querySelector('[data-tile-mode="still"]')).not.toBeNull();
    await settle();
    expect(watches).toHaveLength(0);

    act(() => observers.at(-1)!([{ isIntersecting: true }]));
    await settle();
    expect(watches).toHaveLength(1);
    expect(container.querySelector('[data-tile-mode="live"] video')).not.toBeNull();
    // Scrolled away again: the stream stops.
    act(() => observers.at(-1)!([{ isIntersecting: false }]));
    await settle();
    expect(watches[0]!.stopped).toBe(true);
  });

  it('spec 001 §4 "A start error shows \'Unable to open stream\'": a tile whose camera restarts comes back by itself while on screen, and stops asking once scrolled away', async () => {
    const observers = stubIntersectionObserver();
    // The camera restarting: its start call is refused (409) until it answers again.
    let restarting = true;
    let starts = 0;
    server.use(
      http.post('*/api/v1/restaurants/:restaurantId/cameras/:id/webrtc', () => {
        starts++;
        if (restarting)
          return HttpResponse.json(
            { success: false, code: 409, message: 'Camera is restarting' },
            { status: 409 },
          );
      }),
    );
    const { gateway, watches } = gatewayDouble();
    const { container } = renderTile(gateway);
    act(() => observers.at(-1)!([{ isIntersecting: true }]));
    await settle();
    expect(starts).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to open stream');
    expect(screen.getByText('Trying again by itself')).toBeInTheDocument();
    // Asked again after 5 s, then 10 s, with no tap.
    await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(1) + 100));
    expect(starts).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to open stream');
    restarting = false;
    await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(2) + 100));
    expect(starts).toBe(3);
    expect(watches).toHaveLength(1);
    await plays(container, watches[0]!);
    expect(container.querySelector('[data-stream-phase="playing"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // Refused again, then scrolled away: no more asking.
    restarting = true;
    act(() => watches[0]!.callbacks.onError('ICE failed'));
    await settle();
    expect(starts).toBe(4);
    act(() => observers.at(-1)!([{ isIntersecting: false }]));
    await act(() => vi.advanceTimersByTimeAsync(startRetryDelayMs(10) * 3));
    expect(starts).toBe(4);
  });

  it('the page says when it saves data, and a metered connection’s tiles start as stills', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { type: 'cellular', addEventListener() {}, removeEventListener() {} },
    });
    onTestFinished(() => {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    });
    const { restaurant, camera } = kitchen1001();
    await renderApp(`/cameras/view?restaurantUuid=${restaurant.uuid}`);
    const list = await screen.findByRole('region', { name: 'Cameras' });
    expect(
      screen.getByText(
        'Saving data: cameras show a still picture, renewed every few seconds. Tap one to watch it live.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: new RegExp(`^${camera.name} `) }));
    expect(
      await screen.findByRole('button', { name: `Watch ${camera.name} live` }),
    ).toBeInTheDocument();
  });
});

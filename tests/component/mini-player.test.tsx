import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { camerasOf } from '../../sandbox/model/cameras';
import { MediaGatewayContext } from '../../src/ui/video/live-stream';
import type { MediaGateway } from '../../src/ui/video/media-gateway';
import { MiniPlayerProvider } from '../../src/ui/video/mini-player';
import { useMiniPlayer, type MiniPlayerItem } from '../../src/ui/video/mini-player-context';
import { MINI_PLAYER_FRAME_KEY } from '../../src/ui/video/mini-player-frame-store';
import { theme } from '../../src/ui/theme/theme';
import { sandbox } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

/**
 * Spec 001 §4 "Mini player: opens as a stream or a video, keeps its position and size on close,
 * is reset on mobile screen and on logout, and has a button that stops the stream and returns
 * to a stored return link"; §9 445×290, at least 300×200, 15 px from the edges. jsdom's window
 * is 1024×768.
 */

/** A stand-in for hls.js (jsdom has no Media Source Extensions). */
const hls = vi.hoisted(() => ({
  instances: [] as Array<{
    config: { startPosition?: number };
    video?: HTMLVideoElement;
    destroyed: boolean;
  }>,
}));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    video?: HTMLVideoElement;
    destroyed = false;
    constructor(readonly config: object) {
      hls.instances.push(this as never);
    }
    on() {}
    loadSource() {}
    attachMedia(video: HTMLVideoElement) {
      this.video = video;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: FakeHls };
});

function gatewayDouble() {
  const watches: Array<{ streamId: number; stopped: boolean }> = [];
  const gateway: MediaGateway = {
    supported: () => true,
    watch(target) {
      const watch = { streamId: target.streamId, stopped: false };
      watches.push(watch);
      return { stop: () => void (watch.stopped = true) };
    },
  };
  return { gateway, watches };
}

function kitchen1001() {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const camera = camerasOf(sandbox.context.chain).of(restaurant)[0]!;
  return { restaurant, camera };
}

const streamItem = (): MiniPlayerItem => {
  const { restaurant, camera } = kitchen1001();
  return {
    kind: 'stream',
    cameraUuid: camera.uuid,
    restaurantUuid: restaurant.uuid,
    label: camera.name,
  };
};
const videoItem: MiniPlayerItem = {
  kind: 'video',
  src: '/hls/recording-1/index.m3u8',
  startAt: 42,
  label: 'Hot holding, 12:40:05',
};

function Opener({ item, name }: { item: MiniPlayerItem; name: string }) {
  const player = useMiniPlayer();
  return (
    <button type="button" onClick={() => player.open(item)}>
      {name}
    </button>
  );
}

/**
 * The provider as the signed-in frame mounts it (around the page), on two registry pages: the
 * camera view, which opens things, and the dashboard.
 */
async function renderPlayer(gateway: MediaGateway, path = '/cameras/view?restaurantUuid=r1') {
  const root = createRootRoute({
    component: function Frame() {
      const page = useRouterState({ select: (state) => state.location.pathname });
      return (
        <MiniPlayerProvider currentPage={page}>
          <Outlet />
        </MiniPlayerProvider>
      );
    },
  });
  const cameras = createRoute({
    getParentRoute: () => root,
    path: '/cameras/view',
    component: () => (
      <>
        <Opener item={streamItem()} name="Watch live" />
        <Opener item={videoItem} name="Watch footage" />
        <Link to="/dashboard/chicken">To the dashboard</Link>
      </>
    ),
  });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/dashboard/chicken',
    component: () => <p>The dashboard</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([cameras, dashboard]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <MantineProvider theme={theme} env="test">
      <MediaGatewayContext.Provider value={gateway}>
        <RouterProvider router={router} />
      </MediaGatewayContext.Provider>
    </MantineProvider>,
  );
  await screen.findByRole('button', { name: 'Watch live' });
  return router;
}

const player = () => screen.findByRole('region', { name: /^Mini player: / });

function frameOf(element: HTMLElement) {
  const { left, top, width, height } = element.style;
  return {
    x: parseFloat(left),
    y: parseFloat(top),
    width: parseFloat(width),
    height: parseFloat(height),
  };
}

function drag(handle: Element, dx: number, dy: number) {
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dy });
}

const DEFAULT = { x: 1024 - 445 - 15, y: 768 - 290 - 15, width: 445, height: 290 };

beforeEach(async () => {
  hls.instances.length = 0;
  installQuietSessionSeam();
  await signInAs('admin@demo.kitchen');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the mini-player (spec 001 §4 "Mini player", §9)', () => {
  it('opens as a stream: the camera live in it, named by its label; Close stops the stream', async () => {
    const { gateway, watches } = gatewayDouble();
    await renderPlayer(gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    const region = await player();
    expect(region).toHaveAccessibleName(`Mini player: ${kitchen1001().camera.name}`);
    await waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]!.streamId).toBe(kitchen1001().camera.streamId);
    expect(
      within(region).getByLabelText(kitchen1001().camera.name, { selector: 'video' }),
    ).toHaveProperty('muted', true);

    await userEvent.click(within(region).getByRole('button', { name: 'Close the mini player' }));
    expect(screen.queryByRole('region', { name: /^Mini player/ })).toBeNull();
    expect(watches[0]!.stopped).toBe(true);
  });

  it('opens as a video from its moment on, muted', async () => {
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    const region = await player();
    expect(region).toHaveAccessibleName('Mini player: Hot holding, 12:40:05');
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]!.config.startPosition).toBe(42);
    expect(hls.instances[0]!.video).toHaveProperty('muted', true);
  });

  it('§9: opens 445×290 in the bottom-right corner, 15 px from the edges; dragged by its title bar it stays 15 px in', async () => {
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    const region = await player();
    expect(frameOf(region)).toEqual(DEFAULT);

    const bar = within(region).getByText('Hot holding, 12:40:05').closest('.kc-mini-player-bar')!;
    drag(bar, -200, -100);
    expect(frameOf(region)).toEqual({ ...DEFAULT, x: DEFAULT.x - 200, y: DEFAULT.y - 100 });
    drag(bar, -5000, -5000);
    expect(frameOf(region)).toEqual({ ...DEFAULT, x: 15, y: 15 });
    // The bar's move button drags like the bar.
    drag(within(region).getByRole('button', { name: 'Move the mini player' }), 50, 40);
    expect(frameOf(region)).toEqual({ ...DEFAULT, x: 65, y: 55 });
  });

  it('§9: the corner resizes it, never so small that the picture under its title bar is under 300×200', async () => {
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    const region = await player();
    const corner = region.querySelector('.kc-mini-player-resize')!;
    drag(corner, -100, -50);
    expect(frameOf(region)).toEqual({ ...DEFAULT, width: 345, height: 240 });
    drag(corner, -500, -500);
    // §5 "live player minimum 300 by 200": the picture keeps it below the 36 px title bar.
    expect(frameOf(region)).toEqual({ ...DEFAULT, width: 300, height: 236 });
    const bar = region.querySelector<HTMLElement>('.kc-mini-player-bar')!;
    expect(frameOf(region).height - parseFloat(bar.style.height)).toBe(200);
  });

  it('by keyboard (WCAG 2.1.1): the move button and the corner take the arrow keys, Shift farther, kept on the screen and on the device', async () => {
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    const region = await player();
    within(region).getByRole('button', { name: 'Move the mini player' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(frameOf(region)).toEqual({ ...DEFAULT, x: DEFAULT.x - 20 });
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(frameOf(region)).toEqual({ ...DEFAULT, x: DEFAULT.x - 20, y: DEFAULT.y - 100 });
    // Two steps right would pass the margin: it comes to rest 15 px from the edge.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(frameOf(region)).toEqual({ ...DEFAULT, y: DEFAULT.y - 100 });

    within(region).getByRole('button', { name: 'Resize the mini player' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');
    const left = { ...DEFAULT, y: DEFAULT.y - 100, width: 345, height: 236 };
    expect(frameOf(region)).toEqual(left);
    await userEvent.click(within(region).getByRole('button', { name: 'Close the mini player' }));
    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(frameOf(await player())).toEqual(left);
  });

  it('keeps its position and size on close: opened again, it is where it was left', async () => {
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    let region = await player();
    drag(within(region).getByText('Hot holding, 12:40:05'), -300, -200);
    drag(region.querySelector('.kc-mini-player-resize')!, -45, -40);
    const left = { x: DEFAULT.x - 300, y: DEFAULT.y - 200, width: 400, height: 250 };
    expect(frameOf(region)).toEqual(left);
    await userEvent.click(within(region).getByRole('button', { name: 'Close the mini player' }));

    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    region = await player();
    expect(frameOf(region)).toEqual(left);
  });

  it.each([
    ['not JSON', '{x:'],
    ['not a frame', JSON.stringify({ x: 'left', y: 10, width: 445, height: 290 })],
    ['under the minimum size', JSON.stringify({ x: 10, y: 10, width: 120, height: 80 })],
  ])('a stored frame that is %s opens at the default', async (_case, stored) => {
    localStorage.setItem(MINI_PLAYER_FRAME_KEY, stored);
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    expect(frameOf(await player())).toEqual(DEFAULT);
  });

  it('a stored frame too big for the window is kept whole on it', async () => {
    localStorage.setItem(
      MINI_PLAYER_FRAME_KEY,
      JSON.stringify({ x: 900, y: 700, width: 2000, height: 300 }),
    );
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    expect(frameOf(await player())).toEqual({
      x: 15,
      y: 768 - 300 - 15,
      width: 1024 - 30,
      height: 300,
    });
  });

  it('on a phone-size screen it is docked, cannot be dragged, and the stored frame is reset', async () => {
    localStorage.setItem(
      MINI_PLAYER_FRAME_KEY,
      JSON.stringify({ x: 40, y: 50, width: 400, height: 250 }),
    );
    onPhone();
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    const region = await player();
    await waitFor(() => expect(localStorage.getItem(MINI_PLAYER_FRAME_KEY)).toBeNull());
    expect(region).toHaveAttribute('data-docked');
    expect(region.style.left).toBe('');
    expect(region.querySelector('.kc-mini-player-resize')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Move the mini player' })).toBeNull();
    drag(within(region).getByText('Hot holding, 12:40:05'), -100, -100);
    expect(localStorage.getItem(MINI_PLAYER_FRAME_KEY)).toBeNull();
  });

  it('survives navigation; Back to the page it was opened on stops it and returns to that address', async () => {
    const { gateway, watches } = gatewayDouble();
    const router = await renderPlayer(gateway, '/cameras/view?restaurantUuid=r1');
    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    let region = await player();
    // Where it was opened, there is nowhere to go back to.
    expect(within(region).queryByRole('button', { name: /^Back/ })).toBeNull();
    await waitFor(() => expect(watches).toHaveLength(1));

    await userEvent.click(screen.getByRole('link', { name: 'To the dashboard' }));
    await screen.findByText('The dashboard');
    region = await player();
    expect(watches).toHaveLength(1);
    expect(watches[0]!.stopped).toBe(false);

    await userEvent.click(within(region).getByRole('button', { name: 'Back to View' }));
    await waitFor(() => expect(router.state.location.href).toBe('/cameras/view?restaurantUuid=r1'));
    expect(screen.queryByRole('region', { name: /^Mini player/ })).toBeNull();
    expect(watches[0]!.stopped).toBe(true);
  });

  it('spec 001 §4 "Stream in a tile or the mini player … Full screen toggles on clicking the video when zoom is off": a click on its live video fills the screen with it, a second click leaves', async () => {
    // jsdom has no full screen: a stand-in that the document follows.
    const requestFullscreen = vi.fn(function (this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: this });
      return Promise.resolve();
    });
    const exitFullscreen = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      return Promise.resolve();
    });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    document.exitFullscreen = exitFullscreen;
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
      delete (document as Partial<Document>).exitFullscreen;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    });
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    const region = await player();
    const video = within(region).getByLabelText(kitchen1001().camera.name, { selector: 'video' });
    fireEvent.click(video);
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(region);
    fireEvent.click(video);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    // The title bar is not the video.
    fireEvent.click(within(region).getByText(kitchen1001().camera.name));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('a recording’s video keeps its click for the browser’s controls (play, pause)', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    });
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    await player();
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    fireEvent.click(hls.instances[0]!.video!);
    expect(requestFullscreen).not.toHaveBeenCalled();
  });

  it('Escape closes it from any of its controls', async () => {
    await renderPlayer(gatewayDouble().gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Watch footage' }));
    const region = await player();
    within(region).getByRole('button', { name: 'Close the mini player' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Mini player/ })).toBeNull();
  });
});

describe('the mini-player in the console (spec 001 §4 "Mini player")', () => {
  /** A finished recording of kitchen 1001 playing in the recording player, 3.5 s in. */
  async function playRecording() {
    const { restaurant } = kitchen1001();
    const href = `/cameras/recordings?restaurantUuid=${restaurant.uuid}&status=FINISHED`;
    const app = await renderApp(href);
    const [row] = await screen.findAllByTestId('recording-row');
    await userEvent.click(within(row!).getByRole('button', { name: /^Play / }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const video = hls.instances[0]!.video!;
    Object.defineProperty(video, 'currentTime', { value: 3.5, configurable: true });
    fireEvent(video, new Event('timeupdate'));
    const name = within(row!)
      .getByRole('button', { name: /^Play / })
      .getAttribute('aria-label')!;
    return { app, href, dialog, name: name.replace(/^Play /, '') };
  }

  it('the recording player hands its recording over where it got to; it plays on across pages, and Back returns to the list', async () => {
    const { app, href, dialog, name } = await playRecording();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open in mini player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = await player();
    expect(region).toHaveAccessibleName(`Mini player: ${name}`);
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[0]!.destroyed).toBe(true);
    expect(hls.instances[1]!.config.startPosition).toBe(3.5);

    await act(() => app.router.navigate({ to: '/dashboard/chicken' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Recordings' })).toBeNull(),
    );
    expect(await player()).toBe(region);
    expect(hls.instances).toHaveLength(2);
    expect(hls.instances[1]!.destroyed).toBe(false);

    await userEvent.click(within(region).getByRole('button', { name: 'Back to Recordings' }));
    await waitFor(() => expect(app.router.state.location.href).toBe(href));
    expect(screen.queryByRole('region', { name: /^Mini player/ })).toBeNull();
    expect(hls.instances[1]!.destroyed).toBe(true);
  });

  it('is reset on sign-out: closed, and its frame forgotten', async () => {
    const { app, dialog } = await playRecording();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open in mini player' }));
    const region = await player();
    drag(
      within(region).getByRole('button', { name: 'Close the mini player' }).parentElement!,
      -50,
      -50,
    );
    expect(localStorage.getItem(MINI_PLAYER_FRAME_KEY)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    // The console frame goes once the sign-in page has loaded, and the player with it.
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Mini player/ })).toBeNull());
    await waitFor(() => expect(localStorage.getItem(MINI_PLAYER_FRAME_KEY)).toBeNull());
  });
});

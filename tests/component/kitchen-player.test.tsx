import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../src/api/auth/session-store';
import { forgetCameraStreams } from '../../src/api/cameras/camera-stream';
import { listCameras } from '../../src/api/cameras/cameras.endpoints';
import { request, unwrap } from '../../src/api/request';
import { restaurantLabel } from '../../src/api/restaurants/restaurant-choice';
import { deleteCameraRecordings } from '../../src/api/recordings/recordings.endpoints';
import {
  deleteRecord,
  downloadRecord,
  getRecordLink,
  listRecords,
} from '../../src/api/records/records.endpoints';
import type { StreamActivity } from '../../src/api/stream-activity/stream-activity.schema';
import {
  getStreamActivityImage,
  listStreamActivity,
  listStreamEventNames,
} from '../../src/api/stream-activity/stream-activity.endpoints';
import { timeOfDay, timestamp } from '../../src/lib/format';
import { historyHour } from '../../src/lib/history-hour';
import { forgetPictures } from '../../src/ui/hooks/use-session-picture';
import { MediaGatewayContext } from '../../src/ui/video/live-stream';
import type { MediaGateway, WatchTarget } from '../../src/ui/video/media-gateway';
import { camerasOf } from '../../sandbox/model/cameras';
import { projectAnswer } from '../../sandbox/spec-profile/projection';
import { recordingsOf } from '../../sandbox/model/recordings';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { stubIntersectionObserver } from '../helpers/intersection-observer';
import { signInAs } from '../helpers/sign-in';

/** A stand-in for hls.js (jsdom has no Media Source Extensions): the test plays its part. */
const hls = vi.hoisted(() => ({
  instances: [] as Array<{
    source?: string;
    video?: HTMLVideoElement;
    config: { startPosition?: number };
    handlers: Map<string, (event: string, data: unknown) => void>;
  }>,
}));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    handlers = new Map<string, (event: string, data: unknown) => void>();
    source?: string;
    video?: HTMLVideoElement;
    constructor(public config: { startPosition?: number } = {}) {
      hls.instances.push(this as never);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, handler);
    }
    loadSource(source: string) {
      this.source = source;
    }
    attachMedia(video: HTMLVideoElement) {
      this.video = video;
    }
    destroy() {}
  }
  return { default: FakeHls };
});

/** The gateway a live stream watches through: it records each watch and plays nothing. */
function gatewayDouble() {
  const watches: WatchTarget[] = [];
  const gateway: MediaGateway = {
    supported: () => true,
    watch(target) {
      watches.push(target);
      return { stop() {} };
    },
  };
  return {
    watches,
    wrap: (node: ReactNode) => <MediaGatewayContext value={gateway}>{node}</MediaGatewayContext>,
  };
}

const LIST_HEIGHT = { client: 500, scroll: 2000 };

beforeEach(() => {
  hls.instances.length = 0;
  localStorage.clear();
  // Pictures are kept for the session: each test starts with none.
  forgetPictures();
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  // The sandbox draws each entry's picture, which a busy machine takes seconds over: any JPEG
  // will do here (the call itself is the sandbox's own tests').
  server.use(
    http.get(`*/api/v1${getStreamActivityImage.path}`, () =>
      HttpResponse.arrayBuffer(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer, {
        headers: { 'content-type': 'image/jpeg' },
      }),
    ),
  );
  // jsdom lays nothing out: the History list is given a box four times taller inside than out,
  // so it loads its next page only when scrolled to its end.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'activity-history-list' ? LIST_HEIGHT.scroll : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'activity-history-list' ? LIST_HEIGHT.client : 0;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

const restaurant = (number: number) =>
  sandbox.context.chain.restaurants.find((candidate) => candidate.number === number)!;

/** The camera the player opens on: the kitchen's first by name. */
function firstCamera(number: number) {
  return [...camerasOf(sandbox.context.chain).of(restaurant(number))].sort((a, b) =>
    a.name.localeCompare(b.name),
  )[0]!;
}

/** The crew member of 1001 (policy 'Shift floor': KITCHEN_PLAYER VIEW, no CAMERAS). */
async function openPlayer(path = '/kitchen-player/player', email = 'crew@demo.kitchen') {
  await signInAs(email);
  const double = gatewayDouble();
  const app = await renderApp(path, { wrap: double.wrap });
  await screen.findByRole('heading', { level: 1, name: 'Player' });
  await screen.findByTestId('player-camera');
  return { ...app, watches: double.watches };
}

const liveVideo = (container: HTMLElement) =>
  container.querySelector<HTMLVideoElement>('.kc-live-stream video')!;

describe('/kitchen-player/player (spec 001 §2 "Kitchen player", §4)', () => {
  it('spec 001 §4 "live mode is on by default": the kitchen’s first camera plays live, for a crew member without camera rights', async () => {
    const { container, watches } = await openPlayer();
    const camera = firstCamera(1001);
    expect(screen.getByRole('switch', { name: 'Live' })).toBeChecked();
    expect(screen.getByTestId('player-camera')).toHaveValue(camera.uuid);
    await waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]).toMatchObject({
      streamId: camera.streamId,
      restaurantUuid: restaurant(1001).uuid,
    });
    expect(liveVideo(container)).toHaveAccessibleName(`Live video of ${camera.name}`);
  });

  it('spec 001 §2 "The mute preference persists locally": unmuting holds after the page is opened again, live and recorded', async () => {
    const first = await openPlayer();
    // Silent until asked: a kitchen screen does not start talking by itself.
    expect(liveVideo(first.container).muted).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(liveVideo(first.container).muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeVisible();
    first.unmount();

    const again = await openPlayer();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeVisible();
    expect(liveVideo(again.container).muted).toBe(false);
    // The recorded video takes the same choice.
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    await userEvent.click((await screen.findAllByTestId('player-recording'))[0]!);
    const video = within(await screen.findByTestId('hls-video')).getByLabelText(/^Video of /);
    expect((video as HTMLVideoElement).muted).toBe(false);
  });

  it('spec 001 §4 "Playing a recording sets loading, then success or error": live off lists the camera’s finished recordings; one plays, another fails', async () => {
    const { router } = await openPlayer();
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ live: 'off' }));
    const recordings = await screen.findAllByTestId('player-recording');
    expect(recordings.length).toBeGreaterThan(0);
    expect(screen.queryByText('Choose a recording to play.')).toBeVisible();

    await userEvent.click(recordings[0]!);
    expect(await screen.findByRole('status', { name: 'Loading video' })).toBeVisible();
    expect(within(recordings[0]!).getByText('Loading')).toBeVisible();
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]!.source).toMatch(/\/hls\/.+\/index\.m3u8$/);
    fireEvent(hls.instances[0]!.video!, new Event('loadeddata'));
    expect(await within(recordings[0]!).findByText('Playing')).toBeVisible();
    expect(screen.getByTestId('hls-video')).toHaveAttribute('data-status', 'ready');

    const other = recordings[1] ?? recordings[0]!;
    await userEvent.click(other);
    await waitFor(() => expect(hls.instances.length).toBeGreaterThan(1));
    const failing = hls.instances.at(-1)!;
    act(() =>
      failing.handlers.get('hlsError')!('hlsError', {
        fatal: true,
        type: 'networkError',
        details: 'manifestLoadError',
      }),
    );
    expect(await screen.findByText('Unable to open stream')).toBeVisible();
    expect(within(other).getByText('Failed')).toBeVisible();
  });
});

describe('the History panel (spec 001 §2 "Activity history panel", §4 "more entries load on scroll")', () => {
  async function firstPage() {
    const camera = firstCamera(1001);
    return unwrap(
      await request(
        listStreamActivity,
        { query: { streamId: camera.streamId, page: 0, limit: 20 } },
        { token: readSession()!.accessToken },
      ),
    );
  }

  it('titled History: entries under hour markers, each with its picture, description, location and time with seconds', async () => {
    await openPlayer();
    expect(screen.getByRole('heading', { name: 'History' })).toBeVisible();
    const entries = await screen.findAllByTestId('history-entry');
    const page = await firstPage();
    expect(entries).toHaveLength(page.content.length);
    const zone = restaurant(1001).timezone;
    const newest = page.content[0]!;
    const time = timeOfDay(newest.eventTime, { timeZone: zone });
    expect(time).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
    expect(entries[0]).toHaveTextContent(newest.description);
    expect(entries[0]).toHaveTextContent(newest.location);
    expect(entries[0]).toHaveTextContent(time);
    // Each entry is a button named by what it shows (its picture says the same, unnamed).
    expect(within(entries[0]!).getByRole('button')).toHaveAccessibleName(
      `Watch ${newest.description} ${newest.location} ${time}`,
    );
    await waitFor(() =>
      expect(entries[0]!.querySelector('img')).toHaveAttribute('src', 'blob:test'),
    );
    // One marker per hour of the kitchen's clock, in order, newest first (§9 "hour with AM/PM").
    const hours = [
      ...new Set(
        page.content.map((entry) =>
          JSON.stringify(historyHour(entry.eventTime, { timeZone: zone })),
        ),
      ),
    ].map((text) => JSON.parse(text) as { hour: string; day: string });
    expect(screen.getAllByTestId('history-hour').map((marker) => marker.textContent)).toEqual(
      hours.map(({ hour, day }) => `${hour}${day}`),
    );
  });

  it('asks for the first entry’s picture as soon as the list answers, before any entry comes near the screen: on a phone it is the page’s largest element (spec 001 §2 History; images load on demand)', async () => {
    // No entry ever comes near the screen by itself.
    stubIntersectionObserver();
    await openPlayer();
    const entries = await screen.findAllByTestId('history-entry');
    await waitFor(() =>
      expect(entries[0]!.querySelector('img')).toHaveAttribute('src', 'blob:test'),
    );
    // The others wait for the screen.
    expect(entries[1]!.querySelector('img')).toBeNull();
  });

  it("says 'No activity' when the camera saw nothing", async () => {
    server.use(answer(listStreamActivity, { content: [], existNext: false }));
    await openPlayer();
    expect(await screen.findByText('No activity')).toBeVisible();
  });

  it('loads the next page when the list is scrolled to its end (§9 threshold 0.99), not before', async () => {
    await openPlayer();
    const list = await screen.findByTestId('activity-history-list');
    expect(screen.getAllByTestId('history-entry')).toHaveLength(20);
    // Most of the way down is not the end.
    // jsdom keeps no scroll position of its own.
    const scrollTo = (top: number) => {
      Object.defineProperty(list, 'scrollTop', { value: top, configurable: true });
      fireEvent.scroll(list);
    };
    scrollTo(1400);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(20);
    scrollTo(LIST_HEIGHT.scroll - LIST_HEIGHT.client);
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(40));
  });

  /** The records the sandbox keeps of `camera` at `time` (GET /records, as the signed-in user). */
  async function recordsAt(camera: { uuid: string }, time: number) {
    return unwrap(
      await request(
        listRecords,
        { query: { cameraUuid: camera.uuid, startTime: time, endTime: time } },
        { token: readSession()!.accessToken },
      ),
    );
  }

  /** The newest entry of the first page the camera kept a record of, and that record. */
  async function recordedEntry() {
    const camera = firstCamera(1001);
    for (const entry of (await firstPage()).content) {
      const records = await recordsAt(camera, entry.eventTime);
      const record = records.find(
        ({ startTime, endTime }) => startTime <= entry.eventTime && entry.eventTime <= endTime,
      );
      if (record) return { entry, record };
    }
    throw new Error('the sandbox recorded none of the first page’s moments');
  }

  const watchButton = (entry: StreamActivity) =>
    screen.findByRole('button', {
      name: `Watch ${entry.description} ${entry.location} ${timeOfDay(entry.eventTime, { timeZone: restaurant(1001).timezone })}`,
    });

  it('an entry plays the camera’s record of its moment from that second, marked as played; Back to live watches live again', async () => {
    const { router, watches } = await openPlayer();
    const { entry, record } = await recordedEntry();
    await waitFor(() => expect(watches).toHaveLength(1));
    const button = await watchButton(entry);
    await userEvent.click(button);

    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ at: entry.eventTime }),
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]!.source).toMatch(/\/hls\/rec-\d+-\d+\/index\.m3u8$/);
    expect(hls.instances[0]!.config.startPosition).toBe(
      Math.floor((entry.eventTime - record.startTime) / 1000),
    );
    expect(button).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('switch', { name: 'Live' })).not.toBeChecked();
    const time = timestamp(entry.eventTime, { timeZone: restaurant(1001).timezone });
    expect(screen.getByText(`${firstCamera(1001).name}, ${time}`)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Back to live' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('at'));
    await waitFor(() => expect(watches).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Live' })).toBeChecked();
  });

  it('a moment the camera kept no record of says so, and plays nothing', async () => {
    server.use(answer(listRecords, []));
    await openPlayer();
    const entry = (await firstPage()).content[0]!;
    await userEvent.click(await watchButton(entry));
    const time = timestamp(entry.eventTime, { timeZone: restaurant(1001).timezone });
    expect(
      await screen.findByText(`No footage at ${time} from ${firstCamera(1001).name}`),
    ).toBeVisible();
    expect(hls.instances).toHaveLength(0);
  });

  it('a failing call says the footage could not be opened, and Try again asks again', async () => {
    let failing = true;
    server.use(
      http.get(`*/api/v1${getRecordLink.path}`, () =>
        failing
          ? HttpResponse.json(
              { success: false, code: 503, message: 'Record store unavailable' },
              { status: 503 },
            )
          : undefined,
      ),
    );
    await openPlayer();
    const { entry } = await recordedEntry();
    await userEvent.click(await watchButton(entry));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The footage could not be opened');
    expect(alert).toHaveTextContent('Record store unavailable');
    expect(hls.instances).toHaveLength(0);

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hls.instances).toHaveLength(1));
  });

  it('spec 001 §2 History: the event filter keeps its place while its names load, so the entries below do not move when they come (no layout shift)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/v1${listStreamEventNames.path}`, async () => {
        await held;
        return HttpResponse.json({ success: true, results: ['Crew at the fryer'] });
      }),
    );
    await openPlayer();
    await screen.findAllByTestId('history-entry');
    const filter = screen.getByRole('combobox', { name: 'Event' });
    expect(filter).toBeDisabled();
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All events']);
    release();
    await waitFor(() => expect(filter).toBeEnabled());
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All events', 'Crew at the fryer']);
  });

  it('collapses and stays collapsed when the player is opened again', async () => {
    const first = await openPlayer();
    await screen.findAllByTestId('history-entry');
    await userEvent.click(screen.getByRole('button', { name: 'Hide history' }));
    expect(screen.queryByTestId('history-entry')).toBeNull();
    expect(screen.getByRole('heading', { name: 'History' })).toBeVisible();
    first.unmount();

    await openPlayer();
    expect(screen.getByRole('button', { name: 'Show history' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByTestId('history-entry')).toBeNull();
  });
  describe('its footage: download and delete (spec 001 §7 "GET /records/download/{id}; DELETE /records/{id}")', () => {
    /** The file names the console saved (each download link's click). */
    function spyOnSaves() {
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
      return saved;
    }

    /** The History entry's footage playing, as `email` sees it. */
    async function playMoment(email = 'crew@demo.kitchen') {
      await openPlayer(`/kitchen-player/player?restaurantUuid=${restaurant(1001).uuid}`, email);
      const found = await recordedEntry();
      await userEvent.click(await watchButton(found.entry));
      await screen.findByRole('button', { name: /^Download the footage: / });
      return found;
    }

    const pace = process.env.SANDBOX_RECORDING_KIBPS;
    afterEach(() => {
      if (pace === undefined) delete process.env.SANDBOX_RECORDING_KIBPS;
      else process.env.SANDBOX_RECORDING_KIBPS = pace;
    });

    it('downloads with its percentage and a Cancel, and saves the MP4 under the provider’s name; a role without CAMERAS DELETE gets no Delete', async () => {
      // A clip of ~130 KB takes ~2 s: progress is seen, and there is time to cancel.
      process.env.SANDBOX_RECORDING_KIBPS = '64';
      const saved = spyOnSaves();
      await playMoment();
      expect(screen.queryByRole('button', { name: /^Delete the footage/ })).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: /^Download the footage: / }));
      expect(await screen.findByRole('progressbar', { name: 'Download progress' })).toBeVisible();
      await userEvent.click(
        screen.getByRole('button', { name: /^Cancel the download of the footage: / }),
      );
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      expect(saved).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: /^Download the footage: / }));
      expect(await screen.findByText(/^Downloading: \d+%$/)).toBeVisible();
      const done = await screen.findByText(/^Saved as .+\.mp4$/);
      expect(saved).toHaveLength(1);
      expect(done).toHaveTextContent(`Saved as ${saved[0]}`);
      expect(saved[0]).toMatch(new RegExp(`^${firstCamera(1001).name} \\d{4}-\\d{2}-\\d{2} `));
    });

    it('deletes after a confirm naming the camera and the hour; the moment is asked again and says there is nothing, as the provider says', async () => {
      const { entry, record } = await playMoment('admin@demo.kitchen');
      const zone = { timeZone: restaurant(1001).timezone };
      const camera = firstCamera(1001);
      await userEvent.click(screen.getByRole('button', { name: /^Delete the footage: / }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete footage' });
      // The hour being recorded ends "now": the page asked for it a moment after the test did,
      // so its end is any second from the test's answer to this one.
      const ends = new Set<string>();
      for (let end = record.endTime; end <= Date.now() + 1000; end += 1000)
        ends.add(
          `Delete the footage of ${camera.name} from ${timestamp(record.startTime, zone)} to ${timeOfDay(end, zone)}?`,
        );
      const asked = [...ends].find((text) => dialog.textContent?.includes(text));
      expect(asked, `${dialog.textContent} names none of ${[...ends].join(' | ')}`).toBeDefined();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Footage deleted')).toBeVisible();
      expect(
        await screen.findByText(
          `No footage at ${timestamp(entry.eventTime, zone)} from ${camera.name}`,
        ),
      ).toBeVisible();
      const left = await recordsAt(camera, entry.eventTime);
      expect(left.map(({ id }) => id)).not.toContain(record.id);
    });

    it.each([
      [
        403,
        'Access denied: CAMERAS DELETE is not granted to this user',
        'Your role may not delete footage.',
      ],
      [
        404,
        'Record not found',
        'This footage no longer exists: it was deleted, or it is older than what the camera keeps.',
      ],
      [
        500,
        'Record store failed',
        'The kitchen’s recorder did not answer (Record store failed). Try again later.',
      ],
    ])('a delete refused with %i says why in plain words', async (status, message, said) => {
      server.use(failWith(deleteRecord, status, message));
      await playMoment('admin@demo.kitchen');
      await userEvent.click(screen.getByRole('button', { name: /^Delete the footage: / }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete footage' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(said)).toBeVisible();
      expect(screen.getByText('The footage was not deleted')).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('a failed download says why and saves nothing', async () => {
      server.use(failWith(downloadRecord, 404, 'Record not found'));
      const saved = spyOnSaves();
      await playMoment();
      await userEvent.click(screen.getByRole('button', { name: /^Download the footage: / }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Download failed: This footage no longer exists',
      );
      expect(saved).toEqual([]);
    });
  });
});

describe('cameras answered with the spec’s fields only (spec 001 §3 "Camera: uuid or id, name, profiles, resolutions, limits, thumbnail image, categories, status": no stream named)', () => {
  beforeEach(() => {
    // No live start of an earlier test is known.
    forgetCameraStreams();
    server.use(
      http.get('*/api/v1/restaurants/:restaurantId/cameras', async ({ request }) => {
        const body = (await (await sandbox.app.fetch(request)).json()) as { results: unknown };
        const results = projectAnswer('GET', listCameras.path, body.results);
        return HttpResponse.json({ ...body, results });
      }),
    );
  });

  it('History and Stream details follow the stream the camera’s live start answers (§3 "Stream start result: id, pin", §7 line 163)', async () => {
    const { watches } = await openPlayer();
    const camera = firstCamera(1001);
    await waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]!.streamId).toBe(camera.streamId);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeVisible();
    expect((await screen.findAllByTestId('history-entry')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Stream details' })).toBeVisible();
    expect(screen.queryByTestId('history-unknown-stream')).toBeNull();
  });

  it('before any live start (live off) says History and the stream’s details wait for the live video, and shows them once it starts', async () => {
    await openPlayer('/kitchen-player/player?live=off');
    expect(await screen.findByTestId('history-unknown-stream')).toHaveTextContent(
      'History and stream details show once the live video has started',
    );
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stream details' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    expect(await screen.findByRole('heading', { name: 'History' })).toBeVisible();
  });
});

describe('clearing a camera’s recordings (spec 001 §7 "DELETE … /cameras/{id}/recordings")', () => {
  /** The recordings the sandbox keeps of the player's first camera of 1001. */
  const kept = () =>
    recordingsOf(sandbox.context.chain)
      .of(restaurant(1001))
      .filter((recording) => recording.cameraUuid === firstCamera(1001).uuid);

  async function recordedView(email: string) {
    await openPlayer(`/kitchen-player/player?restaurantUuid=${restaurant(1001).uuid}`, email);
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    await screen.findAllByTestId('player-recording');
  }

  it('asks before deleting all of them, saying how many; then the camera has none, here and at the provider', async () => {
    const count = kept().length;
    expect(count).toBeGreaterThan(1);
    const camera = firstCamera(1001).name;
    await recordedView('admin@demo.kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Delete all recordings' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Delete all recordings of ${camera}`,
    });
    expect(dialog).toHaveTextContent(`Delete all ${count} recordings of ${camera}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all recordings' }));
    expect(await screen.findByText(`${count} recordings of ${camera} deleted`)).toBeVisible();
    await waitFor(() => expect(screen.queryAllByTestId('player-recording')).toHaveLength(0));
    expect(screen.getAllByText('No records').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete all recordings' })).toBeNull();
    expect(kept()).toEqual([]);
  });

  it('is not offered to a role without CAMERAS DELETE (the crew, KITCHEN_PLAYER VIEW)', async () => {
    await recordedView('crew@demo.kitchen');
    expect(screen.queryByRole('button', { name: 'Delete all recordings' })).toBeNull();
  });

  it('a refusal says why, and the recordings stay', async () => {
    server.use(
      failWith(deleteCameraRecordings, 403, 'Access denied: this restaurant is not among yours'),
    );
    const before = kept().length;
    await recordedView('admin@demo.kitchen');
    const shown = screen.getAllByTestId('player-recording').length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete all recordings' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all recordings' }));
    expect(
      await screen.findByText('Access denied: this restaurant is not among yours'),
    ).toBeVisible();
    expect(screen.getByText('The recordings were not deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('player-recording')).toHaveLength(shown);
    expect(kept()).toHaveLength(before);
  });
});

describe('/kitchen-player/{id} (spec 000 §2, 001 §2 the kitchen-player family)', () => {
  it('plays the kitchen the id names whatever the header’s choice, and offers no link to itself', async () => {
    const named = restaurant(1003);
    const { watches } = await openPlayer(
      `/kitchen-player/${named.uuid}?restaurantUuid=${restaurant(1001).uuid}`,
      'manager@demo.kitchen',
    );
    expect(screen.getByText(restaurantLabel(named))).toBeVisible();
    await waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]).toMatchObject({
      streamId: firstCamera(1003).streamId,
      restaurantUuid: named.uuid,
    });
    expect(screen.queryByRole('link', { name: /Open this kitchen’s player/ })).toBeNull();
  });

  it('the player links to its kitchen’s /kitchen-player/{id}, carrying restaurantUuid', async () => {
    const kitchen = restaurant(1001);
    const { router } = await openPlayer(
      `/kitchen-player/player?restaurantUuid=${kitchen.uuid}`,
      'manager@demo.kitchen',
    );
    await userEvent.click(screen.getByRole('link', { name: /Open this kitchen’s player/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/kitchen-player/${kitchen.uuid}`),
    );
    expect(router.state.location.search).toMatchObject({ restaurantUuid: kitchen.uuid });
  });

  it('an id of a kitchen not the user’s goes home keeping restaurantUuid', async () => {
    await signInAs('manager@demo.kitchen');
    const mine = restaurant(1001).uuid;
    const { router } = await renderApp(
      `/kitchen-player/${restaurant(1002).uuid}?restaurantUuid=${mine}`,
    );
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/kitchen-player/));
    expect(router.state.location.search).toMatchObject({ restaurantUuid: mine });
  });
});

describe('/kitchen-player/recordings (spec 001 §2 "Recordings are listed with preview and download")', () => {
  it('lists the kitchen’s finished recordings with preview, Play and Download, and offers no change, even to an admin', async () => {
    await signInAs('admin@demo.kitchen');
    await renderApp(`/kitchen-player/recordings?restaurantUuid=${restaurant(1001).uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Recordings' });
    const rows = await screen.findAllByTestId('recording-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(within(row).getByRole('button', { name: /^Play / })).toBeVisible();
      expect(within(row).getByRole('button', { name: /^Download / })).toBeVisible();
      expect(within(row).queryByRole('button', { name: /^(Delete|Edit|Stop) / })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
    // Nothing scheduled or running, and so no status filter: only what can be watched.
    expect(screen.queryByText('Scheduled')).toBeNull();
  });
});

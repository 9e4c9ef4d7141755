import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listArucoRestaurants,
  listArucoStreams,
  listPnpModes,
  listPnpZones,
  listPnpZoneStreams,
} from '../../src/api/pnp/pnp.endpoints';
import { listStreams, startStream } from '../../src/api/streams/streams.endpoints';
import { timestamp } from '../../src/lib/format';
import { janusGateway, type WatchTarget } from '../../src/ui/video/media-gateway';
import { camerasOf } from '../../sandbox/model/cameras';
import { zonesOf } from '../../sandbox/model/pnp-zones';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { stubIntersectionObserver } from '../helpers/intersection-observer';
import { signInAs } from '../helpers/sign-in';
import { stubObjectUrls } from '../helpers/object-urls';
import { specShaped } from '../helpers/spec-shaped';
import { PROFILES } from '../unit/sandbox/sandbox-client';

const ADMIN = 'admin@demo.kitchen';
const MANAGER = 'manager@demo.kitchen';

const chain = () => sandbox.context.chain;
const restaurant = (number: number) => chain().restaurants.find((r) => r.number === number)!;
const zones1001 = () => zonesOf(chain()).of(restaurant(1001));
const kitchenLine = () => zones1001().find((zone) => zone.name === 'Kitchen line')!;

/** What the wall's live tiles asked the media gateway to watch (a double of Janus's). */
let watched: WatchTarget[] = [];

beforeEach(() => {
  watched = [];
  vi.spyOn(janusGateway, 'supported').mockReturnValue(true);
  vi.spyOn(janusGateway, 'watch').mockImplementation((target) => {
    watched.push(target);
    return { stop: () => undefined };
  });
  stubObjectUrls();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A Support Engineer: PLUG_AND_PLAY VIEW and EDIT, and no cameras. */
function supportEngineer(email: string, { edit = true } = {}) {
  const { users, roles, policies } = chain();
  const role = roles.find((r) => r.name === 'Support Engineer')!;
  if (!edit) {
    const field = policies.find((p) => role.policyUuids.includes(p.uuid))!;
    field.accesses = field.accesses.map((access) =>
      access.moduleType === 'PLUG_AND_PLAY' ? { ...access, actionType: ['VIEW'] } : access,
    );
  }
  users.find((user) => user.email === email)!.roleUuid = role.uuid;
}

async function openPlug(search = '', { email = ADMIN, global = false } = {}) {
  await signInAs(email);
  const params = new URLSearchParams(search);
  if (!global) params.set('restaurantUuid', restaurant(1001).uuid);
  const query = params.toString();
  const app = await renderApp(`/plug-play/plug${query ? `?${query}` : ''}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const zoneSelect = () => screen.findByRole('combobox', { name: 'Zone' });
const modeSelect = () => screen.getByRole('combobox', { name: 'Mode' });

/** The wall's stream names in order. */
async function wallOrder(zone = 'Kitchen line') {
  const wall = await screen.findByRole('region', { name: `Streams of ${zone}` });
  return within(wall)
    .getAllByRole('region')
    .map((tile) => tile.getAttribute('aria-label')!.replace(/, position \d+$/, ''));
}

describe('/plug-play/plug: zone and mode (spec 001 §2 "zone and mode selection")', () => {
  it('Global mode asks for a restaurant first: zones are one kitchen’s', async () => {
    await openPlug('', { global: true });
    expect(await screen.findByText('Choose a restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Zone' })).toBeNull();
  });

  it('offers the kitchen’s zones and the provider’s modes; the URL keeps both', async () => {
    const { router } = await openPlug();
    const zone = await zoneSelect();
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(zones1001().map((z) => z.name));
    expect(
      within(modeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Live', 'Calibration', 'Detection']);
    const service = zones1001().find((z) => z.name === 'Service')!;
    const user = userEvent.setup();
    await user.selectOptions(zone, service.uuid);
    await user.selectOptions(modeSelect(), 'DETECTION');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        zone: service.uuid,
        mode: 'DETECTION',
      }),
    );
    expect(await wallOrder('Service')).toEqual(
      service.cameraUuids.map((uuid) => camerasOf(chain()).find(uuid)!.name),
    );
    expect(screen.getByText(/Runs the kitchen’s detection/)).toBeInTheDocument();
  });

  it('spec 000 §5: an unknown zone and mode are dropped (the first zone, the first mode)', async () => {
    const { router } = await openPlug('zone=no*such&mode=TURBO');
    expect(await zoneSelect()).toHaveDisplayValue(zones1001()[0]!.name);
    expect(modeSelect()).toHaveDisplayValue('Live');
    expect(router.state.location.search).not.toHaveProperty('mode');
  });
});

describe('/plug-play/plug: the provider’s modes (spec 001 §7 "GET /pnp/modes")', () => {
  it('a mode the console has no words for is offered by the name the provider gives it, with its description, and kept in the URL', async () => {
    server.use(
      answer(listPnpModes, [
        { key: 'LIVE', name: 'Live', description: 'Live' },
        { key: 'THERMAL', name: 'Thermal watch', description: 'Heat maps of the fryers' },
      ]),
    );
    const { router } = await openPlug('mode=THERMAL');
    await zoneSelect();
    expect(
      within(modeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Live', 'Thermal watch']);
    expect(modeSelect()).toHaveDisplayValue('Thermal watch');
    expect(screen.getByText('Heat maps of the fryers')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ mode: 'THERMAL' });
  });
});

describe('/plug-play/plug: start and stop (spec 001 §2 "start and stop of a zone")', () => {
  it('starts the zone in the chosen mode: running since when, its tiles live; Stop ends it and the tiles are pictures again', async () => {
    await openPlug(`zone=${kitchenLine().uuid}&mode=CALIBRATION`);
    await zoneSelect();
    // Stopped: still pictures, nothing watched.
    expect(await screen.findByText('Still picture: the zone is stopped')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start zone' }));
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(kitchenLine()).toMatchObject({ mode: 'CALIBRATION' });
    expect(screen.getByTestId('zone-state')).toHaveTextContent(/^Calibration since \d{2} \w{3} • /);
    // The mode shown is the running zone's, and it cannot change while it runs.
    expect(modeSelect()).toBeDisabled();
    await waitFor(() => expect(watched).toHaveLength(kitchenLine().cameraUuids.length));
    expect(new Set(watched.map((target) => target.streamId))).toEqual(
      new Set(kitchenLine().cameraUuids.map((uuid) => camerasOf(chain()).find(uuid)!.streamId)),
    );

    await user.click(screen.getByRole('button', { name: 'Stop zone' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(kitchenLine().mode).toBeNull();
    expect(await screen.findByText('Still picture: the zone is stopped')).toBeInTheDocument();
  });

  it('a refusal (409: someone started it meanwhile) shows the provider’s words, and the zone’s state follows', async () => {
    await openPlug(`zone=${kitchenLine().uuid}&mode=LIVE`);
    await zoneSelect();
    const start = await screen.findByRole('button', { name: 'Start zone' });
    const zone = kitchenLine();
    zone.mode = 'DETECTION';
    zone.startedAt = Date.now();
    await userEvent.setup().click(start);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The zone was not started');
    expect(alert).toHaveTextContent('Zone “Kitchen line” already runs in DETECTION mode');
    expect(await screen.findByRole('button', { name: 'Stop zone' })).toBeInTheDocument();
    expect(screen.getByTestId('zone-state')).toHaveTextContent(/^Detection since/);
  });

  it('spec 000 §6: PLUG_AND_PLAY VIEW without EDIT watches but cannot start or stop', async () => {
    supportEngineer(MANAGER, { edit: false });
    await openPlug('', { email: MANAGER });
    await zoneSelect();
    expect(await screen.findByRole('button', { name: 'Start zone' })).toBeDisabled();
    expect(
      screen.getByText('Your role can watch zones but not start or stop them.'),
    ).toBeInTheDocument();
  });

  it('spec 001 §2 "stream wall": a role with plug-and-play only watches a running zone live', async () => {
    supportEngineer(MANAGER);
    const zone = kitchenLine();
    zone.mode = 'LIVE';
    zone.startedAt = Date.now();
    await openPlug(`zone=${zone.uuid}`, { email: MANAGER });
    await waitFor(() => expect(watched.length).toBeGreaterThan(0));
    expect(screen.queryByText('Unable to open stream')).toBeNull();
  });
});

describe.each(PROFILES)('/plug-play/plug: a running zone’s tiles, %s answers', (profile) => {
  it('spec 001 §7 line 173 "POST /streams", §3 line 75 "Stream: id, description, metadata with type STREAM": every tile plays live, started by the stream’s id when the answer names no camera, by its camera (ours) when it does', async () => {
    if (profile === 'spec') server.use(...specShaped(listPnpZoneStreams, startStream));
    const zone = kitchenLine();
    zone.mode = 'LIVE';
    zone.startedAt = Date.now();
    const streamIds = zone.cameraUuids.map((uuid) => camerasOf(chain()).find(uuid)!.streamId);
    const byNumber = (a: number, b: number) => a - b;
    // The bodies of POST /streams, and the cameras started by POST /cameras/{id}/webrtc.
    const started: Array<{ id: number }> = [];
    const cameraStarts: string[] = [];
    const record = async ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (request.method !== 'POST') return;
      if (/\/restaurants\/[^/]+\/streams$/.test(path)) started.push(await request.clone().json());
      if (path.endsWith('/webrtc')) cameraStarts.push(path);
    };
    server.events.on('request:start', record);
    try {
      await openPlug(`zone=${zone.uuid}`);
      await waitFor(() => expect(watched).toHaveLength(streamIds.length));
      expect(watched.map((target) => target.streamId).sort(byNumber)).toEqual(
        [...streamIds].sort(byNumber),
      );
      expect(screen.queryByText('Still picture: the zone is stopped')).toBeNull();
      if (profile === 'spec') {
        expect(started.map((body) => body.id).sort(byNumber)).toEqual(
          [...streamIds].sort(byNumber),
        );
        expect(cameraStarts).toEqual([]);
      } else {
        expect(started).toEqual([]);
        expect(cameraStarts).toHaveLength(streamIds.length);
      }
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});

describe('/plug-play/plug: the wall (spec 001 §2 "stream wall", "stream swap")', () => {
  it('swaps two streams by the menu, and keeps the order for the zone on this device', async () => {
    const zone = kitchenLine();
    const names = zone.cameraUuids.map((uuid) => camerasOf(chain()).find(uuid)!.name);
    expect(names.length).toBeGreaterThanOrEqual(2);
    const { unmount } = await openPlug(`zone=${zone.uuid}`);
    expect(await wallOrder()).toEqual(names);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `More for ${names[1]}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to position 1' }));
    const swapped = [names[1], names[0], ...names.slice(2)];
    await waitFor(async () => expect(await wallOrder()).toEqual(swapped));
    unmount();

    await renderApp(`/plug-play/plug?restaurantUuid=${restaurant(1001).uuid}&zone=${zone.uuid}`);
    expect(await wallOrder()).toEqual(swapped);
  });

  it('on a desktop, a stream’s title dragged onto another stream swaps the two', async () => {
    const zone = kitchenLine();
    const names = zone.cameraUuids.map((uuid) => camerasOf(chain()).find(uuid)!.name);
    await openPlug(`zone=${zone.uuid}`);
    expect(await wallOrder()).toEqual(names);
    // jsdom has no DataTransfer: one that carries what the drag sets.
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      get types() {
        return [...carried.keys()];
      },
    };
    const tile = (name: string, position: number) =>
      screen.getByRole('region', { name: `${name}, position ${position}` });
    fireEvent.dragStart(within(tile(names[0]!, 1)).getByText(names[0]!), { dataTransfer });
    fireEvent.dragOver(tile(names[1]!, 2), { dataTransfer });
    fireEvent.drop(tile(names[1]!, 2), { dataTransfer });
    await waitFor(async () =>
      expect(await wallOrder()).toEqual([names[1], names[0], ...names.slice(2)]),
    );
  });

  it('shows each stream’s picture while the zone is stopped, and ‘No Image’ for an offline camera', async () => {
    const zone = kitchenLine();
    const offline = camerasOf(chain()).find(zone.cameraUuids[0]!)!;
    offline.online = false;
    await openPlug(`zone=${zone.uuid}`);
    const wall = await screen.findByRole('region', { name: 'Streams of Kitchen line' });
    const first = within(wall).getByRole('region', { name: `${offline.name}, position 1` });
    expect(await within(first).findByText('No Image')).toBeInTheDocument();
    const second = camerasOf(chain()).find(zone.cameraUuids[1]!)!;
    expect(
      await within(wall).findByRole('img', { name: `Picture of ${second.name}` }),
    ).toBeInTheDocument();
  });

  it('spec 001 §2 "stream wall": a stopped zone’s tile asks for its picture once it comes on the screen, not before (a phone shows one at a time)', async () => {
    const observed = stubIntersectionObserver();
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/thumbnail')) asked.push(path);
    };
    server.events.on('request:start', record);
    try {
      const zone = kitchenLine();
      const cameras = zone.cameraUuids.map((uuid) => camerasOf(chain()).find(uuid)!);
      const last = cameras.at(-1)!;
      await openPlug(`zone=${zone.uuid}`);
      const wall = await screen.findByRole('region', { name: 'Streams of Kitchen line' });
      const tile = within(wall).getByRole('region', {
        name: `${last.name}, position ${cameras.length}`,
      });
      const pictureOf = (stream: number) =>
        asked.filter((path) => path.endsWith(`/streams/${stream}/thumbnail`));
      expect(pictureOf(last.streamId)).toEqual([]);
      expect(within(tile).getByLabelText('Loading the picture')).toBeInTheDocument();

      const [, callback] = observed.find(([node]) => tile.contains(node))!;
      act(() => callback([{ isIntersecting: true }]));
      expect(
        await within(tile).findByRole('img', { name: `Picture of ${last.name}` }),
      ).toBeInTheDocument();
      expect(pictureOf(last.streamId)).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('spec 000 §4: no zones, a zone without streams, and a failed load each say so', async () => {
    server.use(answer(listPnpZones, []));
    const first = await openPlug();
    expect(await screen.findByText('No zones')).toBeInTheDocument();
    first.unmount();

    server.use(
      answer(listPnpZones, [{ ...zoneDto(), streamIds: [] }]),
      answer(listPnpZoneStreams, []),
    );
    const second = await renderApp(`/plug-play/plug?restaurantUuid=${restaurant(1001).uuid}`);
    expect(await screen.findByText('This zone has no streams.')).toBeInTheDocument();
    second.unmount();

    server.use(failWith(listPnpZones, 503, 'Zone service down'));
    await renderApp(`/plug-play/plug?restaurantUuid=${restaurant(1001).uuid}`);
    expect(await screen.findByText('The zones could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Zone service down');
  });
});

function zoneDto() {
  const zone = kitchenLine();
  return {
    uuid: zone.uuid,
    restaurantUuid: zone.restaurantUuid,
    name: zone.name,
    streamIds: [],
    mode: null,
    startedAt: null,
  };
}

async function openAruco(search = '', email = ADMIN) {
  await signInAs(email);
  const app = await renderApp(`/plug-play/aruco${search ? `?${search}` : ''}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('/plug-play/aruco (spec 001 §2 "Aruco validation lists restaurants and streams and starts and stops a stream")', () => {
  it('lists the user’s restaurants with their valid streams of all, searchable, in Global mode too', async () => {
    await openAruco();
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(chain().restaurants.length);
    const r1001 = restaurant(1001);
    const cameras = camerasOf(chain()).of(r1001);
    const valid = cameras.filter((c) => c.aruco.status === 'VALID').length;
    const row = within(list).getByText(`1001 - ${r1001.name}`).closest('li')!;
    expect(row).toHaveTextContent(`${valid} of ${cameras.length} streams valid`);

    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Search restaurants' }), '1003');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('1003 - ');
  });

  it('spec 001 §7 "/pnp/aruco-validation/streams": a status the console has no words for shows as the provider sends it, in grey; a stream without its counts still lists', async () => {
    const r1001 = restaurant(1001);
    server.use(
      answer(listArucoStreams, [
        { id: 1, description: 'Fryer station', status: 'PARTIAL', checkedAt: null },
      ]),
    );
    await openAruco(`kitchen=${r1001.uuid}`);
    const streams = await screen.findByRole('list', { name: `Streams of 1001 - ${r1001.name}` });
    const row = within(streams).getByRole('listitem', { name: 'Fryer station' });
    const badge = within(row).getByText('PARTIAL').closest('[data-status]')!;
    expect(badge).toHaveAttribute('data-status', 'PARTIAL');
    expect(row).toHaveTextContent('Markers found: — of —');
  });

  it('opens a restaurant: each stream’s status in words, markers found of expected, when checked', async () => {
    const r1001 = restaurant(1001);
    await openAruco(`kitchen=${r1001.uuid}`);
    const streams = await screen.findByRole('list', { name: `Streams of 1001 - ${r1001.name}` });
    for (const camera of camerasOf(chain()).of(r1001)) {
      const row = within(streams).getByRole('listitem', { name: camera.name });
      const word = { VALID: 'Valid', INVALID: 'Invalid', NOT_CHECKED: 'Never checked' }[
        camera.aruco.status
      ];
      expect(row).toHaveTextContent(word);
      if (camera.aruco.markersExpected > 0)
        expect(row).toHaveTextContent(
          `Markers found: ${camera.aruco.markersFound} of ${camera.aruco.markersExpected}`,
        );
      else expect(row).toHaveTextContent('No markers expected');
      // When it was checked, on the kitchen's clock (spec 000 §9 timestamp).
      if (camera.aruco.checkedAt === null) expect(row).not.toHaveTextContent(/Checked \d/);
      else
        expect(row).toHaveTextContent(
          `Checked ${timestamp(camera.aruco.checkedAt, { timeZone: r1001.timezone })}`,
        );
    }
  });

  it('starts a stream (one viewer on its camera) and stops it; a refusal shows the provider’s words', async () => {
    const r1001 = restaurant(1001);
    const [first, second] = camerasOf(chain()).of(r1001);
    second!.online = false;
    await openAruco(`kitchen=${r1001.uuid}`);
    const row = await screen.findByRole('listitem', { name: first!.name });
    expect(row).toHaveTextContent('Not live');
    const user = userEvent.setup();
    await user.click(
      await within(row).findByRole('button', { name: `Start stream: ${first!.name}` }),
    );
    await waitFor(() => expect(row).toHaveTextContent('Live'));
    expect(first!.viewers).toBe(1);
    await user.click(within(row).getByRole('button', { name: `Stop stream: ${first!.name}` }));
    await waitFor(() => expect(row).toHaveTextContent('Not live'));
    expect(first!.viewers).toBe(0);

    const offline = screen.getByRole('listitem', { name: second!.name });
    await user.click(
      await within(offline).findByRole('button', { name: `Start stream: ${second!.name}` }),
    );
    const alert = await within(offline).findByRole('alert');
    expect(alert).toHaveTextContent('The stream did not change');
    expect(alert).toHaveTextContent(/offline/i);
  });

  it('spec 001 §3 "Stream: id, description, metadata with type STREAM": with streams that name no camera, Start stream starts the row’s stream by its id', async () => {
    const r1001 = restaurant(1001);
    const [first] = camerasOf(chain()).of(r1001);
    // The spec's stream: no camera in its metadata.
    server.use(
      answer(
        listStreams,
        camerasOf(chain())
          .of(r1001)
          .map((camera) => ({
            id: camera.streamId,
            description: camera.name,
            metadata: { type: 'STREAM' },
          })),
      ),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/restaurants/:restaurantId/streams', async ({ request }) => {
        bodies.push(await request.clone().json());
        return sandbox.app.fetch(request);
      }),
    );
    await openAruco(`kitchen=${r1001.uuid}`);
    const row = await screen.findByRole('listitem', { name: first!.name });
    await userEvent.click(
      await within(row).findByRole('button', { name: `Start stream: ${first!.name}` }),
    );
    await waitFor(() => expect(row).toHaveTextContent('Live'));
    expect(bodies).toEqual([{ id: first!.streamId }]);
    expect(first!.viewers).toBe(1);
  });

  it('spec 000 §4: no restaurants, no match, a restaurant not the user’s, and failed loads say so', async () => {
    server.use(failWith(listArucoRestaurants, 503, 'Validation down'));
    const first = await openAruco();
    expect(await screen.findByText('The restaurants could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Validation down');
    first.unmount();

    server.resetHandlers();
    supportEngineer(MANAGER);
    const second = await openAruco(`kitchen=${restaurant(1002).uuid}&search=zzz`, MANAGER);
    expect(
      await screen.findByText('This restaurant is not among yours; choose one from the list.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No restaurant matches “zzz”')).toBeInTheDocument();
    second.unmount();

    server.use(answer(listArucoRestaurants, []));
    const third = await renderApp('/plug-play/aruco');
    expect(await screen.findByText('No restaurants')).toBeInTheDocument();
    third.unmount();

    server.resetHandlers();
    server.use(failWith(listArucoStreams, 503, 'Streams down'));
    await renderApp(`/plug-play/aruco?kitchen=${restaurant(1001).uuid}`);
    expect(await screen.findByText('The streams could not be loaded')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteStream, getStream, listLiveStreams } from '../../src/api/streams/streams.endpoints';
import { janusGateway } from '../../src/ui/video/media-gateway';
import { camerasOf } from '../../sandbox/model/cameras';
import { zonesOf } from '../../sandbox/model/pnp-zones';
import { sandbox, server } from '../helpers/msw-server';
import { stubObjectUrls } from '../helpers/object-urls';
import { failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/*
 * Spec 001 §7 line 173: "GET /streams/live (result read from content); GET, PUT and DELETE
 * /streams/{id}". Plug-and-play lists the kitchen's live streams; plug-and-play and the kitchen
 * player open a stream's details, where CAMERAS EDIT renames it and ends it for everyone after a
 * confirm. The spec does not say where: ours (src/ui/video/stream-details.tsx).
 */

const ADMIN = 'admin@demo.kitchen';
const MANAGER = 'manager@demo.kitchen';

const chain = () => sandbox.context.chain;
const restaurant = (number: number) => chain().restaurants.find((r) => r.number === number)!;
const kitchenLine = () =>
  zonesOf(chain())
    .of(restaurant(1001))
    .find((zone) => zone.name === 'Kitchen line')!;
const cameraNamed = (name: string) =>
  camerasOf(chain())
    .of(restaurant(1001))
    .find((camera) => camera.name === name)!;

beforeEach(() => {
  vi.spyOn(janusGateway, 'supported').mockReturnValue(true);
  vi.spyOn(janusGateway, 'watch').mockImplementation(() => ({ stop: () => undefined }));
  stubObjectUrls();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A Support Engineer: PLUG_AND_PLAY VIEW and EDIT, and no CAMERAS at all. */
function supportEngineer(email: string) {
  const { users, roles } = chain();
  const role = roles.find((r) => r.name === 'Support Engineer')!;
  users.find((user) => user.email === email)!.roleUuid = role.uuid;
}

/** Every call of `endpoint`'s method and path shape, as the console sent it. */
function callsTo(method: string, pattern: RegExp) {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && pattern.test(url.pathname)) seen.push(url);
  });
  return seen;
}

async function openPlug(email = ADMIN, zone = kitchenLine().uuid) {
  await signInAs(email);
  const app = await renderApp(
    `/plug-play/plug?restaurantUuid=${restaurant(1001).uuid}&zone=${zone}`,
  );
  await screen.findByRole('combobox', { name: 'Zone' });
  return app;
}

const liveNow = () => screen.findByRole('region', { name: 'Live now' });

/** Opens a wall tile's details by its menu. */
async function openTileDetails(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `More for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Stream details' }));
  return screen.findByRole('dialog', { name: `Stream details: ${name}` });
}

/** The details' facts, label → value. */
function factsOf(dialog: HTMLElement) {
  const list = within(dialog).getByTestId('stream-facts');
  const labels = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
  const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
  return Object.fromEntries(labels.map((label, index) => [label, values[index]]));
}

describe('/plug-play/plug: the kitchen’s live streams (spec 001 §7 "GET /streams/live (result read from content)")', () => {
  it('says nobody watches; a started zone’s streams are listed live with their viewers, asked at the kitchen’s proxy', async () => {
    const asked = callsTo('GET', /\/streams\/live$/);
    await openPlug();
    const section = await liveNow();
    expect(
      await within(section).findByText('Nobody watches a stream of this kitchen now.'),
    ).toBeInTheDocument();
    expect(asked[0]!.pathname).toBe(`/api/v1/restaurants/${restaurant(1001).uuid}/streams/live`);
    // The spec names no parameter for it: the restaurant is the path's.
    expect([...asked[0]!.searchParams.keys()]).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start zone' }));
    const zone = kitchenLine();
    const online = zone.cameraUuids
      .map((uuid) => camerasOf(chain()).find(uuid)!)
      .filter((camera) => camera.online);
    // The zone is one viewer on each; its live tiles here may be more.
    for (const camera of online) {
      const entry = await within(section).findByRole('button', {
        name: new RegExp(`^${camera.name}, \\d+ watching: stream details$`),
      });
      expect(
        Number(/, (\d+) watching/.exec(entry.getAttribute('aria-label')!)![1]),
      ).toBeGreaterThan(0);
    }
  });

  it('shows a spinner until the list answers', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/v1${listLiveStreams.path}`, async () => {
        await held;
        return HttpResponse.json({ success: true, results: { content: [] } });
      }),
    );
    await openPlug();
    const section = await liveNow();
    expect(within(section).getByLabelText('Loading the live streams')).toBeInTheDocument();
    release();
    expect(
      await within(section).findByText('Nobody watches a stream of this kitchen now.'),
    ).toBeInTheDocument();
  });

  it('a failed list says so with the provider’s words', async () => {
    server.use(failWith(listLiveStreams, 503, 'Gateway busy'));
    await openPlug();
    const alert = await within(await liveNow()).findByRole('alert');
    expect(alert).toHaveTextContent('The live streams could not be loaded');
    expect(alert).toHaveTextContent('Gateway busy');
  });
});

describe('/plug-play/plug: a stream’s details (spec 001 §7 "GET, PUT and DELETE /streams/{id}")', () => {
  it('shows the stream’s name, id, state and viewers, from its own call', async () => {
    const fryer = cameraNamed('Fryer station');
    const asked = callsTo('GET', /\/streams\/\d+$/);
    await openPlug();
    const dialog = await openTileDetails('Fryer station');
    await waitFor(() =>
      expect(factsOf(dialog)).toEqual({
        Name: 'Fryer station',
        Stream: String(fryer.streamId),
        State: 'Not live',
        'Watching now': '0',
      }),
    );
    expect(asked.map((url) => url.pathname)).toContain(
      `/api/v1/restaurants/${restaurant(1001).uuid}/streams/${fryer.streamId}`,
    );
  });

  it('renames it (PUT description): the camera and the wall follow; a name the kitchen has is refused with the provider’s words', async () => {
    const fryer = cameraNamed('Fryer station');
    await openPlug();
    const dialog = await openTileDetails('Fryer station');
    const user = userEvent.setup();
    const form = await within(dialog).findByRole('form', { name: 'Rename the stream' });
    const field = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(field);
    await user.type(field, 'Hot holding');
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('The stream was not renamed');
    expect(refused).toHaveTextContent('already exists in this restaurant');
    expect(field).toHaveValue('Hot holding');

    await user.clear(field);
    await user.type(field, 'Fryers');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Stream renamed to Fryers')).toBeInTheDocument();
    expect(camerasOf(chain()).find(fryer.uuid)!.name).toBe('Fryers');
    await waitFor(() => expect(factsOf(dialog).Name).toBe('Fryers'));
    expect(
      await screen.findByRole('dialog', { name: 'Stream details: Fryers' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: /^Fryers, position \d+$/ }),
    ).toBeInTheDocument();
  });

  it('an empty name is not sent', async () => {
    const sent = callsTo('PUT', /\/streams\/\d+$/);
    await openPlug();
    const dialog = await openTileDetails('Fryer station');
    const user = userEvent.setup();
    const form = await within(dialog).findByRole('form', { name: 'Rename the stream' });
    await user.clear(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await within(form).findByText('Enter a name')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('ends a live stream for everyone after a confirm saying how many lose the picture (DELETE); Keep it ends nothing', async () => {
    const fryer = cameraNamed('Fryer station');
    fryer.viewers = 2;
    await openPlug();
    const user = userEvent.setup();
    await user.click(
      await within(await liveNow()).findByRole('button', {
        name: 'Fryer station, 2 watching: stream details',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Stream details: Fryer station' });
    await user.click(await within(dialog).findByRole('button', { name: 'End stream' }));
    dialog = await screen.findByRole('dialog', { name: 'End Fryer station for everyone?' });
    expect(dialog).toHaveTextContent(
      'The 2 people watching it now lose the picture. The camera stays, and it can be watched again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fryer.viewers).toBe(2);

    dialog = await screen.findByRole('dialog', { name: 'Stream details: Fryer station' });
    await user.click(within(dialog).getByRole('button', { name: 'End stream' }));
    dialog = await screen.findByRole('dialog', { name: 'End Fryer station for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'End stream' }));
    expect(await screen.findByText('Fryer station ended for everyone')).toBeInTheDocument();
    expect(fryer.viewers).toBe(0);
    dialog = await screen.findByRole('dialog', { name: 'Stream details: Fryer station' });
    await waitFor(() => expect(factsOf(dialog).State).toBe('Not live'));
    expect(within(dialog).getByRole('button', { name: 'End stream' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Nobody watches it now: there is nothing to end.');
    expect(
      await within(await liveNow()).findByText('Nobody watches a stream of this kitchen now.'),
    ).toBeInTheDocument();
  });

  it('spec 000 §6: a role without CAMERAS EDIT sees the details, and neither Rename nor End', async () => {
    supportEngineer(MANAGER);
    cameraNamed('Fryer station').viewers = 1;
    await openPlug(MANAGER);
    const dialog = await openTileDetails('Fryer station');
    await waitFor(() => expect(factsOf(dialog).State).toBe('Live'));
    expect(dialog).toHaveTextContent('Your role can see this stream but not rename or end it.');
    expect(within(dialog).queryByRole('form', { name: 'Rename the stream' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'End stream' })).toBeNull();
    // The live list is plug-and-play's own: it shows.
    expect(
      await within(await liveNow()).findByRole('button', {
        name: 'Fryer station, 1 watching: stream details',
      }),
    ).toBeInTheDocument();
  });

  it('a stream the provider does not find says so, with Retry', async () => {
    server.use(failWith(getStream, 404, 'Stream not found'));
    await openPlug();
    const dialog = await openTileDetails('Fryer station');
    expect(await within(dialog).findByText('The stream could not be loaded')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Stream not found');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed end says why in the confirm, and the stream stays live', async () => {
    const fryer = cameraNamed('Fryer station');
    fryer.viewers = 1;
    server.use(failWith(deleteStream, 503, 'Gateway busy'));
    await openPlug();
    const user = userEvent.setup();
    let dialog = await openTileDetails('Fryer station');
    await user.click(await within(dialog).findByRole('button', { name: 'End stream' }));
    dialog = await screen.findByRole('dialog', { name: 'End Fryer station for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'End stream' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The stream was not ended');
    expect(alert).toHaveTextContent('Gateway busy');
    expect(fryer.viewers).toBe(1);
  });
});

describe('/kitchen-player/player: the stream’s details (spec 001 §7 "GET /streams/{id}")', () => {
  async function openPlayer(email: string) {
    await signInAs(email);
    await renderApp(`/kitchen-player/player?restaurantUuid=${restaurant(1001).uuid}`);
    await screen.findByTestId('player-camera');
  }

  /** The camera the player opens on: the kitchen's first by name. */
  const firstCamera = () =>
    [...camerasOf(chain()).of(restaurant(1001))].sort((a, b) => a.name.localeCompare(b.name))[0]!;

  it('shows the playing camera’s stream, watched by the player itself; the crew may not change it', async () => {
    await openPlayer('crew@demo.kitchen');
    const camera = firstCamera();
    await waitFor(() => expect(camera.viewers).toBe(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stream details' }));
    const dialog = await screen.findByRole('dialog', { name: `Stream details: ${camera.name}` });
    await waitFor(() =>
      expect(factsOf(dialog)).toEqual({
        Name: camera.name,
        Stream: String(camera.streamId),
        State: 'Live',
        'Watching now': '1',
      }),
    );
    expect(dialog).toHaveTextContent('Your role can see this stream but not rename or end it.');
  });

  it('lets an administrator rename the stream from the player: the camera picker follows', async () => {
    await openPlayer(ADMIN);
    const camera = firstCamera();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stream details' }));
    const dialog = await screen.findByRole('dialog', { name: `Stream details: ${camera.name}` });
    const form = await within(dialog).findByRole('form', { name: 'Rename the stream' });
    const field = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(field);
    await user.type(field, 'Back door');
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('player-camera')).getByRole('option', { name: 'Back door' }),
      ).toBeInTheDocument(),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createCameraProfile,
  getCameraLimits,
  listCameraProfiles,
  listCameras,
  setCameraCredentials,
} from '../../src/api/cameras/cameras.endpoints';
import type { CameraPage } from '../../src/api/cameras/cameras.schema';
import { camerasOf } from '../../sandbox/model/cameras';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith, malformed } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { stubObjectUrls } from '../helpers/object-urls';

const UNEXPECTED = 'The server sent an answer the console does not understand';

beforeEach(() => {
  stubObjectUrls();
});
const ADMIN = 'admin@demo.kitchen';
const MANAGER = 'manager@demo.kitchen';

const chain = () => sandbox.context.chain;
const restaurant1001 = () => chain().restaurants.find((r) => r.number === 1001)!;
const kitchenLabel = () => `1001 - ${restaurant1001().name}`;
const cameras1001 = () => camerasOf(chain()).of(restaurant1001());
const camera = (name: string) => cameras1001().find((c) => c.name === name)!;

async function open(search = '', { email = ADMIN, global = false } = {}) {
  await signInAs(email);
  const params = new URLSearchParams(search);
  if (!global) params.set('restaurantUuid', restaurant1001().uuid);
  const query = params.toString();
  const app = await renderApp(`/cameras/settings${query ? `?${query}` : ''}`);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return app;
}

/** The camera shown, once the kitchen's cameras have loaded. */
async function cameraChoice() {
  return screen.findByRole('combobox', { name: 'Camera' });
}

async function openTab(name: 'Camera' | 'Profiles' | 'Categories') {
  await userEvent.setup().click(await screen.findByRole('tab', { name }));
}

describe('/cameras/settings: the kitchen and its cameras (spec 001 §2 "Camera settings")', () => {
  it('Global mode asks for a restaurant first (the wrong-site guard: no camera of an unnamed kitchen is changed)', async () => {
    await open('', { global: true });
    expect(await screen.findByText('Choose a restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Camera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete camera' })).toBeNull();
  });

  it('offers the kitchen’s cameras by name and shows the first, with the kitchen named', async () => {
    await open();
    const choice = await cameraChoice();
    const names = within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([...cameras1001().map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    expect(choice).toHaveDisplayValue('Breading');
    expect(screen.getByText(kitchenLabel())).toBeInTheDocument();
  });

  it('spec 001 §3 "image": the camera’s picture now; spec 001 §8 \'No Image\' for a camera that has none', async () => {
    const offline = camera('Hot holding');
    offline.online = false;
    await open(`camera=${camera('Breading').uuid}`);
    expect(await screen.findByRole('img', { name: 'Picture of Breading now' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Camera' }), offline.uuid);
    expect(await screen.findByText('No Image')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  it('spec 000 §5: a camera the kitchen does not have and an unknown tab are dropped (first camera, first tab)', async () => {
    const { router } = await open('camera=not*an&id&tab=zoom');
    expect(await cameraChoice()).toHaveDisplayValue('Breading');
    expect(screen.getByRole('tab', { name: 'Camera', selected: true })).toBeInTheDocument();
    const search = router.state.location.search as Record<string, unknown>;
    expect(search.tab).toBeUndefined();
  });

  it('spec 001 §8 "No cameras": a kitchen without cameras says so', async () => {
    server.use(answer(listCameras, { content: [], total: 0, limit: 100, offset: 0 }));
    await open();
    expect(await screen.findByText('No cameras')).toBeInTheDocument();
  });

  it('spec 000 §4: a failed load says so with Try again', async () => {
    server.use(failWith(listCameras, 503, 'Camera proxy down'));
    await open();
    expect(await screen.findByText('The cameras could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Camera proxy down');
    const page: CameraPage = { content: [], total: 0, limit: 100, offset: 0 };
    server.use(answer(listCameras, page));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No cameras')).toBeInTheDocument();
  });
});

describe('/cameras/settings: rename and maintenance (spec 001 §2 "rename a camera … reset, restart, set credentials and delete the camera")', () => {
  it('rename: a taken name is refused with the server’s message and what was typed is kept; a free one is saved', async () => {
    const user = userEvent.setup();
    await open(`camera=${camera('Breading').uuid}`);
    const form = await screen.findByRole('form', { name: 'Camera name' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Hot holding');
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A camera named “Hot holding” already exists in this restaurant',
    );
    expect(name).toHaveValue('Hot holding');
    await user.clear(name);
    await user.type(name, 'Breading table');
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Camera renamed to Breading table')).toBeInTheDocument();
    expect(cameras1001().some((c) => c.name === 'Breading table')).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Camera' })).toHaveDisplayValue('Breading table'),
    );
  });

  it('delete asks first, naming the camera and its restaurant; the kitchen then has one camera fewer', async () => {
    const user = userEvent.setup();
    const before = cameras1001().length;
    await open(`camera=${camera('Hot holding').uuid}`);
    await cameraChoice();
    await user.click(screen.getByRole('button', { name: 'Delete camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete camera' });
    expect(dialog).toHaveTextContent(`Delete camera “Hot holding” of ${kitchenLabel()}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Camera Hot holding deleted')).toBeInTheDocument();
    expect(cameras1001()).toHaveLength(before - 1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Camera' })).queryByRole('option', {
          name: 'Hot holding',
        }),
      ).toBeNull(),
    );
  });

  it('restart asks first, naming the camera and restaurant; the camera then shows Restarting', async () => {
    const user = userEvent.setup();
    await open(`camera=${camera('Fryer station').uuid}`);
    await cameraChoice();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart camera' });
    expect(dialog).toHaveTextContent(`Restart “Fryer station” of ${kitchenLabel()}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Camera Fryer station is restarting')).toBeInTheDocument();
    expect(await screen.findByText('Restarting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeDisabled();
  });

  it('spec 001 §3 excludeNetworkReset: reset starts from the camera’s own choice and sends the one made', async () => {
    const user = userEvent.setup();
    const target = camera('Breading');
    target.profiles = target.profiles.slice(0, 1);
    target.username = 'recorder';
    await open(`camera=${target.uuid}`);
    await cameraChoice();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset camera' });
    const keep = within(dialog).getByRole('checkbox', { name: /Keep network settings/ });
    expect(keep).toBeChecked();
    await user.click(keep);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('Camera Breading reset to its factory profiles'),
    ).toBeInTheDocument();
    expect(camera('Breading').profiles.map((p) => p.uuid)).toEqual(['main', 'sub']);
    expect(camera('Breading').excludeNetworkReset).toBe(false);
    expect(camera('Breading').username).toBe('admin');
  });

  it('credentials: a short password is refused before sending; a refusal keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(failWith(setCameraCredentials, 403, 'Camera login is locked by the integrator'));
    await open(`camera=${camera('Breading').uuid}`);
    await cameraChoice();
    await user.click(screen.getByRole('button', { name: 'Set credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credentials of Breading' });
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'recorder');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('At least 6 characters')).toBeInTheDocument();
    await user.type(password, 'defgh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Camera login is locked by the integrator',
    );
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveValue('recorder');
    expect(password).toHaveValue('abcdefgh');
  });

  it('spec 000 §6: the manager (CAMERAS VIEW only) sees the camera but may change nothing', async () => {
    await open('', { email: MANAGER });
    await cameraChoice();
    expect(screen.queryByRole('form', { name: 'Camera name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete camera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();
    await openTab('Profiles');
    await screen.findAllByTestId('profile-row');
    expect(screen.queryByRole('button', { name: 'Add profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit profile/ })).toBeNull();
    await openTab('Categories');
    await screen.findAllByTestId('category-row');
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
  });
});

describe('/cameras/settings: profiles (spec 001 §2 "manage its profiles, codecs, resolutions and limits")', () => {
  it('lists the profiles with codec, width × height and their capture preset, and the camera’s limits and resolutions per codec', async () => {
    const target = camera('Breading');
    await open(`camera=${target.uuid}&tab=profiles`);
    const rows = await screen.findAllByTestId('profile-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Main stream');
    expect(rows[0]).toHaveTextContent('1920 × 1080 (fhdres)');
    expect(rows[1]).toHaveTextContent('640 × 360 (stdres-16:9)');
    const limits = screen.getByTestId('profile-limits');
    expect(limits).toHaveTextContent(/At most [34] profiles · From 1 to (25|30) fps/);
    expect(screen.getByRole('list', { name: /Resolutions per codec/ })).toHaveTextContent(
      /H264: .*1920 × 1080.*640 × 360/,
    );
  });

  it('spec 001 §5: a new profile starts at the default preset’s size or the nearest one; presets the camera does not send cannot be chosen; out-of-limit fps is refused before sending', async () => {
    const user = userEvent.setup();
    const target = camera('Breading');
    await open(`camera=${target.uuid}&tab=profiles`);
    await screen.findAllByTestId('profile-row');
    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New profile' });
    // Neither model sends 640×480 (the 'default' preset): the nearest, 640×360, is chosen.
    const resolution = within(dialog).getByRole('combobox', { name: /Resolution/ });
    expect(resolution).toHaveValue('640x360');
    const preset = within(dialog).getByRole('combobox', { name: /Capture preset/ });
    expect(preset).toHaveValue('stdres-16:9');
    expect(within(preset).getByRole('option', { name: /^4kres/ })).toBeDisabled();
    expect(within(preset).getByRole('option', { name: /^default/ })).toBeDisabled();
    await user.selectOptions(preset, 'fhdres');
    expect(resolution).toHaveValue('1920x1080');

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night watch');
    const fps = within(dialog).getByRole('textbox', { name: /Frame rate/ });
    await user.clear(fps);
    await user.type(fps, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The camera's limits are the field's hint and, out of range, its error.
    expect(fps).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText(/^From 1 to (25|30)$/)).toHaveLength(2);
    expect(target.profiles).toHaveLength(2);
    await user.clear(fps);
    await user.type(fps, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Night watch added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('profile-row')).toHaveLength(3));
    expect(camera('Breading').profiles[2]).toMatchObject({
      uuid: 'profile3',
      name: 'Night watch',
      codec: 'H264',
      width: 1920,
      height: 1080,
      fps: 12,
    });
  });

  it('limits whose bounds the provider does not give (001 §3 names no fields of profileLimits): the profiles show, the given bound is said and checked, the others are left to the provider', async () => {
    const user = userEvent.setup();
    server.use(answer(getCameraLimits, { maxFps: 30 }));
    await open(`camera=${camera('Breading').uuid}&tab=profiles`);
    await screen.findAllByTestId('profile-row');
    expect(screen.getByTestId('profile-limits')).toHaveTextContent(/^At most 30 fps$/);
    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New profile' });
    const fps = within(dialog).getByRole('textbox', { name: /Frame rate/ });
    expect(fps).toHaveValue('10');
    await user.clear(fps);
    await user.type(fps, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fps).toHaveAttribute('aria-invalid', 'true');
    // No bitrate bound was given: none is said, and any whole number goes to the provider.
    const bitrate = within(dialog).getByRole('textbox', { name: /Bitrate/ });
    expect(bitrate).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/^From \d+ to \d+$/)).toBeNull();
  });

  it('a refused profile shows the server’s message in the form and keeps every field', async () => {
    const user = userEvent.setup();
    server.use(failWith(createCameraProfile, 400, 'This camera does not encode H264 now'));
    await open(`camera=${camera('Breading').uuid}&tab=profiles`);
    await screen.findAllByTestId('profile-row');
    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New profile' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Drive-thru wide');
    const token = within(dialog).getByRole('textbox', { name: /Profile ID/ });
    await user.clear(token);
    await user.type(token, 'wide');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This camera does not encode H264 now',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Drive-thru wide');
    expect(token).toHaveValue('wide');
  });

  it('spec 000 §4: a profile list the provider answers badly says so, with Try again', async () => {
    server.use(malformed(listCameraProfiles));
    await open(`camera=${camera('Breading').uuid}&tab=profiles`);
    expect(await screen.findByText('The profiles could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(UNEXPECTED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add profile' })).toBeDisabled();
  });

  it('edit keeps the profile ID; delete asks naming the profile, camera and restaurant; the last profile has no Delete', async () => {
    const user = userEvent.setup();
    await open(`camera=${camera('Breading').uuid}&tab=profiles`);
    await screen.findAllByTestId('profile-row');
    await user.click(screen.getByRole('button', { name: 'Edit profile Sub stream' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Sub stream' });
    expect(within(edit).getByRole('textbox', { name: /Profile ID/ })).toHaveAttribute('readonly');
    const bitrate = within(edit).getByRole('textbox', { name: /Bitrate/ });
    await user.clear(bitrate);
    await user.type(bitrate, '768');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Sub stream saved')).toBeInTheDocument();
    expect(camera('Breading').profiles.find((p) => p.uuid === 'sub')!.bitrateKbps).toBe(768);

    await user.click(screen.getByRole('button', { name: 'Delete profile Sub stream' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete profile' });
    expect(confirm).toHaveTextContent(
      `Delete profile “Sub stream” of camera “Breading” of ${kitchenLabel()}?`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Profile deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('profile-row')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Delete profile/ })).toBeNull();
  });
});

describe('/cameras/settings: categories (spec 001 §2 "manage categories")', () => {
  it('lists the kitchen’s categories with their cameras; adds one with cameras; delete asks naming the restaurant', async () => {
    const user = userEvent.setup();
    await open('tab=categories');
    const rows = await screen.findAllByTestId('category-row');
    const line = rows.find((row) => row.textContent?.includes('Kitchen line'))!;
    expect(line).toHaveTextContent(/Fryer station/);

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Fry area');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fryer station' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category Fry area added')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('category-row')).toHaveLength(rows.length + 1),
    );
    const added = camerasOf(chain())
      .categoriesOf(restaurant1001())
      .find((c) => c.name === 'Fry area')!;
    expect(added.cameraUuids).toEqual([camera('Fryer station').uuid]);

    await user.click(screen.getByRole('button', { name: 'Delete category Fry area' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(confirm).toHaveTextContent(
      `Delete category “Fry area” of ${kitchenLabel()}? Its cameras stay.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('category-row')).toHaveLength(rows.length));
  });

  it('a taken name is refused with the server’s message and the form keeps the name and cameras', async () => {
    const user = userEvent.setup();
    await open('tab=categories');
    await screen.findAllByTestId('category-row');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'kitchen LINE');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Breading' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A category named “kitchen LINE” already exists in this restaurant',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('kitchen LINE');
    expect(within(dialog).getByRole('checkbox', { name: 'Breading' })).toBeChecked();
  });
});

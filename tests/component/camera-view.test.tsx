import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { camerasOf } from '../../sandbox/model/cameras';
import { THUMBNAIL_HOVER_MS } from '../../src/features/cameras/camera-list';
import { writeCameraView, type CameraSlots } from '../../src/features/cameras/stored-layout';
import { sandbox, server } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';
import { stubObjectUrls } from '../helpers/object-urls';
import { answer, networkError } from '../helpers/override';
import { listCameras } from '../../src/api/cameras/cameras.endpoints';
import { setLocale } from '../../src/lib/i18n/i18n';
import { STATE_WAIT } from '../helpers/wait';

/**
 * The camera view page (spec 001 §2 "Camera view", §4 "Camera layout", §5 live player minimum;
 * spec 000 §2 camera sidebar list, §8 empty states), drawn whole against the sandbox. jsdom has
 * no WebRTC: the tiles say they cannot connect, and start no stream.
 */

function kitchen1001() {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const cameras = camerasOf(sandbox.context.chain).of(restaurant);
  return { restaurant, cameras };
}

/** The kitchen's layout stored on the device: the cameras in order, null an empty slot. */
function storeLayout(restaurantUuid: string, cameraUuids: Array<string | null>) {
  const slots: CameraSlots = cameraUuids.map((cameraUuid, index) =>
    cameraUuid ? { key: `stored-${index}`, cameraUuid } : null,
  );
  writeCameraView(restaurantUuid, slots);
}

async function openPage(restaurantUuid: string) {
  const view = await renderApp(`/cameras/view?restaurantUuid=${restaurantUuid}`);
  const list = await screen.findByRole('region', { name: 'Cameras' });
  return { ...view, list, layout: screen.getByRole('region', { name: 'Live cameras' }) };
}

/** The tiles' camera names in layout order, an empty slot as ''. */
const layoutOf = (layout: HTMLElement) =>
  [...layout.children].map((slot) =>
    slot.hasAttribute('data-tile-position')
      ? (slot.getAttribute('aria-label') ?? '').replace(/, position \d+$/, '')
      : '',
  );

/** A camera's button in the list (its name, then its status). */
const listed = (list: HTMLElement, name: string) =>
  within(list).getByRole('button', { name: new RegExp(`^${name} (Online|Offline|Restarting)$`) });

beforeEach(async () => {
  installQuietSessionSeam();
  await signInAs('admin@demo.kitchen');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubObjectUrls();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the camera view page', () => {
  it('spec 001 §4 "When 6 are full, the selected slot is replaced": a tile is selected by its name (click or keyboard), and with none selected an added camera is refused with a message', async () => {
    const { restaurant, cameras } = kitchen1001();
    const added = cameras.at(-1)!;
    storeLayout(
      restaurant.uuid,
      [0, 1, 2, 3, 4, 5].map((index) => cameras[index % cameras.length]!.uuid),
    );
    const { list, layout } = await openPage(restaurant.uuid);
    const before = layoutOf(layout);
    expect(before).toHaveLength(6);

    // None selected: refused, said so, and the last tile is kept.
    fireEvent.click(listed(list, added.name));
    const refusal = screen.getByText(
      'All 6 places are taken. Select the tile to replace (tap its name), then add the camera again.',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(layoutOf(layout)).toEqual(before);

    // Selected by keyboard: tile 3's name is a toggle, and the tile is marked.
    const user = userEvent.setup();
    const third = within(layout).getAllByRole('button', { name: /^Select / })[2]!;
    expect(third).toHaveAttribute('aria-pressed', 'false');
    third.focus();
    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(layout.querySelector('[data-selected]')).toHaveAttribute('data-tile-position', '3');
    // Selecting answers the message.
    expect(screen.queryByText(/All 6 places are taken/)).toBeNull();

    // The selected slot is replaced, the others kept; the slot stays selected.
    fireEvent.click(listed(list, added.name));
    expect(layoutOf(layout)).toEqual([...before.slice(0, 2), added.name, ...before.slice(3)]);
    expect(layout.querySelector('[data-selected]')).toHaveAttribute('data-tile-position', '3');

    // A click on the name again: none selected.
    await user.click(within(layout).getAllByRole('button', { name: /^Select / })[2]!);
    expect(layout.querySelector('[data-selected]')).toBeNull();
  });

  it('spec 001 §9 "Camera layout holds at most 6 tiles": the picker adding 3 tiles to a layout with one free place adds one and says the other 2 were not added', async () => {
    const { restaurant, cameras } = kitchen1001();
    const added = cameras.at(-1)!;
    storeLayout(restaurant.uuid, [
      ...[0, 1, 2, 3, 4].map((index) => cameras[index % cameras.length]!.uuid),
      null,
    ]);
    const { layout } = await openPage(restaurant.uuid);
    expect(layoutOf(layout)).toHaveLength(6);
    const user = userEvent.setup();
    // The layout's own button (the free place has one too).
    await user.click(screen.getAllByRole('button', { name: 'Add camera' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a camera' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Camera' }), added.name);
    const count = within(dialog).getByRole('textbox', { name: /^Tiles of it/ });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(layoutOf(layout).at(-1)).toBe(added.name);
    const notice = await screen.findByText(
      `2 tiles of ${added.name} were not added: the layout holds 6.`,
    );
    expect(notice.closest('[role="alert"]')).not.toBeNull();
  });

  it('spec 001 §4 "When 6 are full, the selected slot is replaced": several tiles of a camera replace the selected one once, and the rest are said not added', async () => {
    const { restaurant, cameras } = kitchen1001();
    const added = cameras.at(-1)!;
    storeLayout(
      restaurant.uuid,
      [0, 1, 2, 3, 4, 5].map((index) => cameras[index % cameras.length]!.uuid),
    );
    const { layout } = await openPage(restaurant.uuid);
    const before = layoutOf(layout);
    const user = userEvent.setup();
    await user.click(within(layout).getAllByRole('button', { name: /^Select / })[1]!);
    await user.click(screen.getByRole('button', { name: 'Add camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a camera' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Camera' }), added.name);
    const count = within(dialog).getByRole('textbox', { name: /^Tiles of it/ });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(layoutOf(layout)).toEqual([before[0], added.name, ...before.slice(2)]);
    expect(
      await screen.findByText(`1 tile of ${added.name} was not added: the layout holds 6.`),
    ).toBeInTheDocument();
  });

  it('spec 000 §8 in the crew’s language: a camera list that cannot load says why in Spanish on a Spanish screen, never the client’s English', async () => {
    const { restaurant } = kitchen1001();
    server.use(networkError(listCameras));
    await setLocale('es', false);
    try {
      await renderApp(`/cameras/view?restaurantUuid=${restaurant.uuid}`);
      expect(await screen.findByText('No se pudieron cargar las cámaras')).toBeInTheDocument();
      expect(screen.getByText('Error de red')).toBeInTheDocument();
      expect(screen.queryByText('Network error')).toBeNull();
    } finally {
      await setLocale('en', false);
    }
  });

  it('spec 001 §3 "Camera: uuid or id, name, … status": a camera answered with only those lists, its status the console has no words for shown as sent, in grey', async () => {
    const { restaurant } = kitchen1001();
    server.use(
      answer(listCameras, {
        content: [{ uuid: 'cam-x', name: 'Grill cam', status: 'MAINTENANCE' }],
        total: 1,
      }),
    );
    const { list } = await openPage(restaurant.uuid);
    const item = within(list).getByRole('button', { name: 'Grill cam MAINTENANCE' });
    expect(within(item).getByText('MAINTENANCE').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'MAINTENANCE',
    );
  });

  it("spec 000 §8 'No suitable cameras': a search of the camera list with no match says exactly that", async () => {
    const { restaurant, cameras } = kitchen1001();
    const { list } = await openPage(restaurant.uuid);
    expect(within(list).queryByText('No suitable cameras')).toBeNull();
    const search = within(list).getByRole('textbox', { name: 'Search cameras' });
    fireEvent.change(search, { target: { value: 'no such camera' } });
    expect(within(list).getByText('No suitable cameras')).toBeInTheDocument();
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.change(search, { target: { value: cameras[0]!.name.slice(0, 3) } });
    expect(within(list).queryByText('No suitable cameras')).toBeNull();
  });

  it('spec 001 §5 "The live player minimum size is 300 by 200": the tiles go to fewer columns rather than under 300 px, one on a phone', async () => {
    let width = 1000;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === 'Live cameras' ? width : 0;
    });
    const resized: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { restaurant, cameras } = kitchen1001();
    storeLayout(
      restaurant.uuid,
      [0, 1, 2, 3, 4, 5].map((index) => cameras[index % cameras.length]!.uuid),
    );
    const { layout } = await openPage(restaurant.uuid);
    // Six tiles on a wide layout: 3 columns of 333 px.
    expect(layout).toHaveAttribute('data-columns', '3');
    // Narrower than 3 × 300: two.
    width = 700;
    act(() => resized.forEach((callback) => callback()));
    expect(layout).toHaveAttribute('data-columns', '2');
    // A phone, 375 px wide less the page's margins: one column, no tile under 300 px.
    width = 343;
    act(() => resized.forEach((callback) => callback()));
    expect(layout).toHaveAttribute('data-columns', '1');
    // And the picture's height is kept at 200 px at least, from the same constant.
    expect(layout.style.getPropertyValue('--kc-live-min-height')).toBe('200px');
  });

  it('spec 000 §2 "preview thumbnails (enlarged after 1.5 s hover)": each listed camera shows its stream’s thumbnail (001 §7: 320×240 png), enlarged after 1.5 s of hover', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/streams/:id/thumbnail', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'Content-Type': 'image/png' },
        });
      }),
    );
    const { restaurant, cameras } = kitchen1001();
    const online = cameras.find((camera) => camera.online && camera.restartingUntil === null)!;
    const { list } = await openPage(restaurant.uuid);
    const item = listed(list, online.name);
    await vi.waitFor(() => expect(item.querySelector('img')).not.toBeNull(), STATE_WAIT);
    // Small in the list, and not part of the button's name.
    expect(item.querySelector('img')).toHaveAttribute('alt', '');
    // Under the proxy prefix of the camera's restaurant (spec 001 §7 line 157).
    const call = asked.find((url) =>
      url.pathname.endsWith(
        `/api/v1/restaurants/${restaurant.uuid}/streams/${online.streamId}/thumbnail`,
      ),
    );
    expect(call?.searchParams.get('width')).toBe('320');
    expect(call?.searchParams.get('height')).toBe('240');
    expect(call?.searchParams.get('type')).toBe('png');

    vi.useFakeTimers();
    fireEvent.mouseEnter(item);
    await act(() => vi.advanceTimersByTimeAsync(THUMBNAIL_HOVER_MS - 10));
    expect(screen.queryByRole('img', { name: `Preview of ${online.name}` })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('img', { name: `Preview of ${online.name}` })).toHaveAttribute(
      'width',
      '320',
    );
  });
});

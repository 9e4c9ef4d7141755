import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventKind } from '../../src/lib/event-kinds';
import { EVENT_ENDPOINTS } from '../../src/api/events/events.endpoints';
import type { EventPage } from '../../src/api/events/events.schema';
import { getFryerVendors } from '../../src/api/materials/materials.endpoints';
import { kitchenFilters } from '../../src/lib/i18n/en/kitchen-filters';
import { fryerVendorsOf } from '../../sandbox/model/fryer-cycles';
import { findUserByEmail } from '../../sandbox/model/users';
import { visibleRestaurants } from '../../sandbox/model/visibility';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { cell, layOutRecordLists, recordApiCalls } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

const CHICKEN = EVENT_ENDPOINTS.chicken;

const { askedFor, askAgain } = recordApiCalls();
layOutRecordLists();

/** The list's first page, asked again of the sandbox as the page asked it. */
async function firstPage(kind: EventKind): Promise<EventPage> {
  const { path } = EVENT_ENDPOINTS[kind].list;
  await waitFor(() => expect(askedFor(path).length).toBeGreaterThan(0));
  return askAgain(EVENT_ENDPOINTS[kind].list, askedFor(path).at(-1)!);
}

async function openEvents(kind: EventKind, search = '?timeInterval=1d') {
  await signInAs('admin@demo.kitchen');
  const app = await renderApp(`/events/${kind}${search}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

/** The rows on screen, by their place in the list. */
async function shownRows(): Promise<Map<number, HTMLElement>> {
  const rows = await screen.findAllByTestId('event-record');
  return new Map(rows.map((row) => [Number(row.getAttribute('data-index')), row]));
}

const status = () => screen.getByText(/ records? shown$/);

/** The fryer vendors GET /materials/filters/fryer-vendors lists for the admin. */
function adminVendors(): string[] {
  const { chain } = sandbox.context;
  const admin = findUserByEmail(chain.users, 'admin@demo.kitchen')!;
  return fryerVendorsOf(chain, visibleRestaurants(admin, chain.restaurants));
}

/** The list's last call, as the console sent it. */
const lastListCall = (kind: EventKind) => askedFor(EVENT_ENDPOINTS[kind].list.path).at(-1)!;
const eventSelect = () => screen.getByRole('combobox', { name: 'Event' });

describe('/events/chicken (spec 001 §2, §7 "Events")', () => {
  it('spec 001 §9 "events by eventTime DESC": the first 20 events (spec 001 §9 page size 20), newest first, each row its event, product, camera, frames and restaurant; the count line only', async () => {
    await openEvents('chicken');
    const page = await firstPage('chicken');
    expect(page.content).toHaveLength(20);
    const [listUrl] = askedFor(CHICKEN.list.path);
    expect(listUrl!.searchParams.get('limit')).toBe('20');
    expect(listUrl!.searchParams.get('cursorDirection')).toBe('FIRST');
    expect(listUrl!.searchParams.get('sortBy')).toBe('eventTime');
    expect(listUrl!.searchParams.get('orderDirection')).toBe('DESC');
    expect(listUrl!.searchParams.has('eventName')).toBe(false);
    expect(
      Number(listUrl!.searchParams.get('endTime')) - Number(listUrl!.searchParams.get('startTime')),
    ).toBeCloseTo(86_400_000, -4);

    await waitFor(() => expect(status()).toHaveTextContent('20 records shown'));
    // No totals: the provider has none for events.
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Chicken events' })).toBeVisible();

    const rows = await shownRows();
    expect(rows.size).toBeGreaterThan(10);
    for (const [index, row] of rows) {
      const event = page.content[index]!;
      expect(cell(row, 'Event')).toHaveTextContent(event.eventName);
      expect(cell(row, 'Product')).toHaveTextContent(event.material);
      expect(cell(row, 'Camera')).toHaveTextContent(event.cameraName);
      expect(cell(row, 'Frames')).toHaveTextContent(String(event.frames));
      expect(cell(row, 'Restaurant')).toHaveTextContent(
        `${event.restaurantNumber} - ${event.restaurantName}`,
      );
    }
    // No delete for events.
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it("spec 001 §3 eventName: choosing an event puts it in the URL, asks for it, and shows that event only; 'All events' takes it away", async () => {
    const user = userEvent.setup();
    const app = await openEvents('chicken');
    const before = [...(await shownRows()).values()].map((row) => cell(row, 'Event').textContent);
    // The filter must change something: other events were shown before it.
    expect(new Set(before).size).toBeGreaterThan(1);
    await waitFor(() => expect(eventSelect()).toBeEnabled());
    expect(
      within(eventSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All events',
      'Breading started',
      'Basket dropped',
      'Basket lifted',
      'Pan placed in holding',
      'Pan removed',
    ]);

    await user.selectOptions(eventSelect(), 'Basket lifted');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ eventName: 'Basket lifted' }),
    );
    await waitFor(() =>
      expect(askedFor(CHICKEN.list.path).at(-1)!.searchParams.get('eventName')).toBe(
        'Basket lifted',
      ),
    );
    await waitFor(async () => {
      const events = [...(await shownRows()).values()].map((row) => cell(row, 'Event').textContent);
      expect(events.length).toBeGreaterThan(0);
      expect(new Set(events)).toEqual(new Set(['Basket lifted']));
    });

    await user.selectOptions(eventSelect(), 'All events');
    await waitFor(() => expect(app.router.state.location.searchStr).not.toContain('eventName'));
  });

  it('spec 000 §5: the chicken list’s vendors and a package type the potato list does not offer leave the potato list’s URL; its list is asked without them', async () => {
    const app = await openEvents(
      'potato',
      '?timeInterval=1d&vendors=Pitco&packageTypes=WAFFLE_FRIES_SMALL,NUGGETS_8',
    );
    expect((await shownRows()).size).toBeGreaterThan(0);
    expect(app.router.state.location.pathname).toBe('/events/potato');
    expect(app.router.state.location.search).toMatchObject({
      timeInterval: '1d',
      packageTypes: 'WAFFLE_FRIES_SMALL',
    });
    expect(app.router.state.location.searchStr).not.toMatch(/vendors|NUGGETS/);
    const listUrl = lastListCall('potato');
    expect(listUrl.searchParams.has('vendors')).toBe(false);
    expect(listUrl.searchParams.getAll('packageTypes').join(',')).not.toContain('NUGGETS_8');
  });

  it('spec 000 §5: an unknown event name in the URL is dropped once the names are known, and never sent', async () => {
    const app = await openEvents('chicken', '?timeInterval=1d&eventName=Pan%20juggled');
    expect((await shownRows()).size).toBeGreaterThan(0);
    await waitFor(() => expect(app.router.state.location.searchStr).not.toContain('eventName'));
    expect(askedFor(CHICKEN.names.path).length).toBeGreaterThan(0);
    for (const url of askedFor(CHICKEN.list.path))
      expect(url.searchParams.has('eventName')).toBe(false);
    expect(eventSelect()).toHaveValue('all');
  });

  it('a known event name in the URL is asked for from the first call', async () => {
    await openEvents('chicken', '?timeInterval=1d&eventName=Pan%20removed');
    const rows = await shownRows();
    expect(askedFor(CHICKEN.list.path)[0]!.searchParams.get('eventName')).toBe('Pan removed');
    for (const row of rows.values()) expect(cell(row, 'Event')).toHaveTextContent('Pan removed');
    await waitFor(() => expect(eventSelect()).toHaveValue('Pan removed'));
  });

  describe('spec 000 §4, §8: a list that cannot be loaded', () => {
    const failures = [
      ['answering 500', () => failWith(CHICKEN.list, 500, 'Events down')],
      ['with no answer (network error)', () => networkError(CHICKEN.list)],
      [
        'answering a body of the wrong shape',
        () =>
          malformed(CHICKEN.list, {
            success: true,
            results: { content: [{ eventId: 7, eventTime: 'noon' }], cursor: 3 },
          }),
      ],
    ] as const;

    it.each(failures)(
      "%s: 'The events could not be loaded' with Try again, the page still there; Try again loads them",
      async (_name, failure) => {
        const user = userEvent.setup();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await openEvents('chicken');
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The events could not be loaded');
        expect(screen.getByRole('heading', { level: 1, name: 'Chicken Events' })).toBeVisible();
        expect(screen.queryAllByTestId('event-record')).toHaveLength(0);

        server.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect((await shownRows()).size).toBeGreaterThan(0);
        expect(screen.queryByText('The events could not be loaded')).toBeNull();
      },
    );
  });
});

describe('spec 001 §3 "Chicken and potato filters": chickenTypes, vendors, isCorrect, packageTypes, material', () => {
  it("chicken: a fryer vendor and a cycle result chosen land in the URL, are asked for, and leave that vendor's fryer events only", async () => {
    const [vendor] = adminVendors();
    const user = userEvent.setup();
    const app = await openEvents('chicken');
    const stations = async () =>
      [...(await shownRows()).values()].map((row) => cell(row, 'Station').textContent);
    // The filter must change something: other stations' events were shown before it.
    expect(new Set(await stations()).size).toBeGreaterThan(1);

    await user.click(await screen.findByRole('combobox', { name: 'Fryer vendors' }));
    await user.click(await screen.findByRole('option', { name: vendor }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ vendors: vendor }),
    );
    await waitFor(() => expect(lastListCall('chicken').searchParams.get('vendors')).toBe(vendor));
    await waitFor(async () => expect(new Set(await stations())).toEqual(new Set(['Fryer'])));

    await user.click(screen.getByRole('radio', { name: 'Incorrect' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ isCorrect: false }),
    );
    await waitFor(() =>
      expect(lastListCall('chicken').searchParams.get('isCorrect')).toBe('false'),
    );
    const page = await askAgain(CHICKEN.list, lastListCall('chicken'));
    expect(page.content.length).toBeGreaterThan(0);
    for (const event of page.content) expect(event).toMatchObject({ vendor, isCorrect: false });
  });

  it('spec 000 §5: ?vendors=Nobody and an unknown chicken type are dropped from the URL once the options load, and never sent', async () => {
    const app = await openEvents(
      'chicken',
      '?timeInterval=1d&vendors=Nobody&chickenTypes=Tacos,Nuggets',
    );
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ chickenTypes: 'Nuggets' }),
    );
    await waitFor(() => expect(app.router.state.location.searchStr).not.toContain('vendors'));
    const rows = await shownRows();
    for (const row of rows.values()) expect(cell(row, 'Product')).toHaveTextContent('Nuggets');
    expect(askedFor(getFryerVendors.path).length).toBeGreaterThan(0);
    for (const url of askedFor(CHICKEN.list.path)) {
      expect(url.searchParams.has('vendors')).toBe(false);
      expect(url.searchParams.get('chickenTypes')).toBe('Nuggets');
    }
  });

  it('potato: a product chosen lands in the URL as material and leaves that product only', async () => {
    const user = userEvent.setup();
    const app = await openEvents('potato');
    const products = async () =>
      [...(await shownRows()).values()].map((row) => cell(row, 'Product').textContent);
    const name = (product: 'FRIES' | 'HASHBROWNS') =>
      kitchenFilters[`kitchen.potatoProduct.${product}`];
    // The filter must change something, whatever the hour: hash browns are breakfast, so a
    // morning's first page may show nothing else, and then fries are the product to choose.
    const before = new Set(await products());
    const chosen = before.size === 1 && before.has(name('HASHBROWNS')) ? 'FRIES' : 'HASHBROWNS';
    expect(before).not.toEqual(new Set([name(chosen)]));
    const select = screen.getByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, chosen);
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ material: chosen }),
    );
    await waitFor(() => expect(lastListCall('potato').searchParams.get('material')).toBe(chosen));
    await waitFor(async () => expect(new Set(await products())).toEqual(new Set([name(chosen)])));
  });

  it('spec 000 §1: on a phone the filter sheet holds them, counted', async () => {
    onPhone();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openEvents('chicken', '?timeInterval=1d&isCorrect=true&chickenTypes=Nuggets');
    await user.click(await screen.findByRole('button', { name: 'Filters, 2 changed' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('radio', { name: 'Correct' })).toBeChecked();
    for (const name of ['Chicken products', 'Fryer vendors', 'Entree packages'])
      expect(await within(sheet).findByRole('combobox', { name })).toBeInTheDocument();
  });
});

describe('/events/potato', () => {
  it('shows the potato events with their products in words, and the potato event names', async () => {
    await openEvents('potato');
    const page = await firstPage('potato');
    expect(page.content.length).toBeGreaterThan(0);
    const rows = await shownRows();
    for (const [index, row] of rows) {
      const event = page.content[index]!;
      expect(cell(row, 'Product').textContent).toBe(
        kitchenFilters[`kitchen.potatoProduct.${event.material as 'FRIES' | 'HASHBROWNS'}`],
      );
      expect(cell(row, 'Event')).toHaveTextContent(event.eventName);
    }
    expect(screen.getByRole('table', { name: 'Potato events' })).toBeVisible();
    await waitFor(() => expect(eventSelect()).toBeEnabled());
    expect(
      within(eventSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All events', 'Batch dumped', 'Package filled', 'Batch cleared']);
  });
});

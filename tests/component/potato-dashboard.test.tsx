import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  getPotatoAverageHoldTime,
  getPotatoBatchesStatistic,
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoPackagedStatistic,
} from '../../src/api/potato/potato.endpoints';
import { request, unwrap } from '../../src/api/request';
import { formatWeight, percent } from '../../src/lib/format';
import { chartPageSetup } from '../helpers/chart-page';
import { renderApp } from '../helpers/render-app';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith, holdFirstCall, malformed, networkError } from '../helpers/override';
import { DICTIONARY_KINDS } from '../../src/api/dictionaries/dictionaries.endpoints';
import { dictionariesOf } from '../../sandbox/model/dictionaries';
import { signInAs } from '../helpers/sign-in';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

const SECTIONS = [
  'Hold time by package type',
  'Hold time by day part',
  'Average hold time',
  'Packaged items',
  'Fry batches',
];

const ENDPOINTS = [
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoAverageHoldTime,
  getPotatoPackagedStatistic,
  getPotatoBatchesStatistic,
];

const { askedFor } = chartPageSetup('/potato-');

/** The query of the latest call to every one of the five endpoints. */
function latestQueries() {
  return ENDPOINTS.map((endpoint) => {
    const url = askedFor(endpoint.path).at(-1);
    return url ? Object.fromEntries(url.searchParams) : undefined;
  });
}

async function openDashboard(search = '') {
  await signInAs('manager@demo.kitchen');
  const app = await renderApp(`/dashboard/potato${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Potato Dashboard' });
  return app;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/dashboard/potato', () => {
  it('shows the five potato charts with the sandbox numbers (spec 000 §7 potato charts)', async () => {
    await openDashboard('?timeInterval=7d');
    for (const name of SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getAllByText(/^Updated /).length).toBe(5));

    // The same call the page made, asked again: its numbers are the ones shown.
    const [packagedUrl] = askedFor(getPotatoPackagedStatistic.path);
    const query = Object.fromEntries(packagedUrl!.searchParams);
    const packaged = unwrap(await request(getPotatoPackagedStatistic, { query }));
    expect(packaged.count).toBeGreaterThan(0);
    expect(
      within(section('Packaged items')).getByText(packaged.count.toLocaleString('en')),
    ).toBeVisible();
    const batches = unwrap(await request(getPotatoBatchesStatistic, { query }));
    expect(
      within(section('Fry batches')).getByText(formatWeight(batches.wasteWeight, 'kg')),
    ).toBeVisible();
    // Chutes 1 and 2 by default (spec 001 §4): one line each.
    expect(within(section('Fry batches')).getByText('Chute 1')).toBeVisible();
    expect(within(section('Fry batches')).getByText('Chute 2')).toBeVisible();
    expect(within(section('Fry batches')).queryByText('Chute 3')).toBeNull();

    // One pie per product type (keyed by package type, then zone, as percents).
    const pies = within(section('Hold time by package type')).getAllByRole('img');
    expect(pies.map((pie) => pie.querySelector('title')?.textContent)).toEqual([
      'Waffle Fries Small',
      'Waffle Fries Medium',
      'Waffle Fries Large',
      'Waffle Fries',
      'Hash Browns',
      'Hash Browns Big',
    ]);
    const holdTime = unwrap(await request(getPotatoHoldTime, { query }));
    const hashbrowns = within(section('Hold time by package type')).getByRole('rowheader', {
      name: 'Hash Browns',
    }).parentElement!;
    expect(within(hashbrowns).getByText(percent(holdTime.HASHBROWNS!['<=20']!))).toBeInTheDocument();

    // Hashbrowns sell at breakfast only: their lunch and dinner cells are empty.
    const dayParts = within(section('Hold time by day part'));
    const hashbrownRow = dayParts.getByRole('rowheader', { name: 'Hash Browns' }).parentElement!;
    expect(within(hashbrownRow).getAllByText('—')).toHaveLength(2);
    expect(dayParts.getByRole('columnheader', { name: 'Breakfast' })).toBeVisible();

    // Average hold in minutes to two decimals, as the card's headline (its first text; the
    // table's row for a package type has the same figure when it was the only one packaged).
    const average = unwrap(await request(getPotatoAverageHoldTime, { query }));
    expect(
      within(section('Average hold time')).getAllByText(
        `${average.averageHoldTime.toFixed(2)} min`,
      )[0],
    ).toBeVisible();
    for (const name of ['Average hold time', 'Packaged items']) {
      expect(within(section(name)).getByRole('img')).toBeInTheDocument();
    }
    expect(within(section('Fry batches')).getAllByRole('img')).toHaveLength(2);

    // Defaults: period DAY, chutes 1 and 2, all types; Global sends no restaurantUuid.
    for (const sent of latestQueries()) {
      expect(sent).toMatchObject({ period: 'DAY', chutes: '1,2' });
      expect(sent).not.toHaveProperty('packageTypes');
      expect(sent).not.toHaveProperty('restaurantUuid');
    }
  });

  it('asks for the chosen restaurant only; Global (no restaurantUuid) is summed by the provider', async () => {
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1003)!;
    await openDashboard(`?timeInterval=7d&restaurantUuid=${restaurant.uuid}`);
    await waitFor(() => expect(latestQueries().every(Boolean)).toBe(true));
    for (const sent of latestQueries()) expect(sent!.restaurantUuid).toBe(restaurant.uuid);
    const query = latestQueries()[4]!;
    const one = unwrap(await request(getPotatoBatchesStatistic, { query }));
    const { restaurantUuid: _, ...global } = query;
    const all = unwrap(await request(getPotatoBatchesStatistic, { query: global }));
    expect(one.count).toBeGreaterThan(0);
    expect(one.count).toBeLessThan(all.count);
    await waitFor(() =>
      expect(
        within(section('Fry batches')).getByText(one.count.toLocaleString('en')),
      ).toBeVisible(),
    );
  });

  it('changing the period puts it in the URL and asks every chart again by it', async () => {
    const app = await openDashboard('?timeInterval=7d');
    await waitFor(() => expect(latestQueries().every(Boolean)).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ period: 'WEEK' }));
    await waitFor(() =>
      expect(latestQueries().map((sent) => sent?.period)).toEqual(Array(5).fill('WEEK')),
    );
    // Back to the default: the URL loses the field again.
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('period'));
  });

  it('picking a package type puts it in the URL and narrows every call to it', async () => {
    const app = await openDashboard('?timeInterval=7d');
    const filter = await screen.findByRole('combobox', { name: 'Potato packages' });
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Hash Browns' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ packageTypes: 'HASHBROWNS' }),
    );
    await waitFor(() =>
      expect(latestQueries().map((sent) => sent?.packageTypes)).toEqual(
        Array(5).fill('HASHBROWNS'),
      ),
    );
    await waitFor(() =>
      expect(within(section('Hold time by package type')).getAllByRole('img')).toHaveLength(1),
    );
  });

  it('spec 001 §7 GET /dictionaries/packages: the package filter offers a package the dictionary adds, and the URL keeps its code while dropping one the dictionary does not hold (spec 000 §5)', async () => {
    const packages = DICTIONARY_KINDS['potato-packages'].endpoints.list;
    const seeded = dictionariesOf(sandbox.context.chain)
      .list('potato-packages')
      .map((entry) => ({
        uuid: String(entry.uuid),
        code: String(entry.code),
        name: String(entry.name),
      }));
    server.use(
      answer(packages, {
        content: [...seeded, { uuid: 'p-curly', code: 'CURLY_FRIES', name: 'Curly fries' }],
        total: seeded.length + 1,
      }),
    );
    const app = await openDashboard('?timeInterval=7d&packageTypes=CURLY_FRIES,BOGUS');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ packageTypes: 'CURLY_FRIES' }),
    );
    await waitFor(() =>
      expect(latestQueries().map((sent) => sent?.packageTypes)).toEqual(
        Array(5).fill('CURLY_FRIES'),
      ),
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Potato packages' }));
    expect(await screen.findByRole('option', { name: 'Curly fries' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Hash Browns' })).toBeInTheDocument();
  });

  it('spec 001 §3: a chute past the seeded four (a kitchen may have a fifth) is kept from the URL, offered as a toggle and asked for', async () => {
    const app = await openDashboard('?timeInterval=7d&chutes=1,5');
    expect(app.router.state.location.search).toMatchObject({ chutes: '1,5' });
    expect(await screen.findByRole('checkbox', { name: 'Chute 5' })).toBeChecked();
    await waitFor(() =>
      expect(latestQueries().map((sent) => sent?.chutes)).toEqual(Array(5).fill('1,5')),
    );
  });

  it('turning chute 3 on asks for chutes 1, 2 and 3 and shows its batches', async () => {
    const app = await openDashboard('?timeInterval=7d');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chute 3' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ chutes: '1,2,3' }),
    );
    await waitFor(() =>
      expect(latestQueries().map((sent) => sent?.chutes)).toEqual(Array(5).fill('1,2,3')),
    );
    await waitFor(() => expect(within(section('Fry batches')).getByText('Chute 3')).toBeVisible());
  });

  it('keeps known URL filters: one chute, one type, a period', async () => {
    const app = await openDashboard(
      '?timeInterval=7d&chutes=4&packageTypes=WAFFLE_FRIES&period=HOUR',
    );
    expect(app.router.state.location.search).toMatchObject({
      chutes: 4,
      packageTypes: 'WAFFLE_FRIES',
      period: 'HOUR',
    });
    await waitFor(() => expect(latestQueries().every(Boolean)).toBe(true));
    for (const sent of latestQueries()) {
      expect(sent).toMatchObject({ chutes: '4', packageTypes: 'WAFFLE_FRIES', period: 'HOUR' });
    }
    expect(screen.getByRole('checkbox', { name: 'Chute 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chute 1' })).not.toBeChecked();
  });

  it('drops unknown package types, chutes and periods from the URL (spec 000 §5)', async () => {
    const app = await openDashboard('?packageTypes=CURLY_FRIES,HASHBROWNS&chutes=0&period=YEAR');
    // Gone from the address bar, not only from the calls: a package once the potato packages
    // dictionary is read without it.
    await waitFor(() =>
      expect(app.router.state.location.href).toBe('/dashboard/potato?packageTypes=HASHBROWNS'),
    );
    const search = app.router.state.location.search as Record<string, unknown>;
    expect(search.packageTypes).toBe('HASHBROWNS');
    expect(search.chutes).toBeUndefined();
    expect(search.period).toBeUndefined();
    await waitFor(() => expect(latestQueries().every(Boolean)).toBe(true));
    for (const sent of latestQueries()) {
      expect(sent).toMatchObject({ packageTypes: 'HASHBROWNS', chutes: '1,2', period: 'DAY' });
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Potato Dashboard' })).toBeVisible();
  });

  it('cancels the older call when the period changes, and ignores it silently (spec 000 §4)', async () => {
    const { signals, override } = holdFirstCall(getPotatoBatchesStatistic, (sent) =>
      sandbox.app.fetch(sent),
    );
    server.use(override);
    const app = await openDashboard('?timeInterval=7d');
    await waitFor(() => expect(signals.length).toBe(1));
    await app.router.navigate({
      to: '/dashboard/potato',
      search: { timeInterval: '7d', period: 'HOUR' },
    });
    await waitFor(() => expect(signals.length).toBe(2));
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(within(section('Fry batches')).getAllByRole('img')).toHaveLength(2));
    expect(screen.queryByText('No information')).toBeNull();
  });

  it('shows No information in every section when every call fails, and keeps the page', async () => {
    server.use(
      failWith(getPotatoHoldTime, 500, 'Boom'),
      networkError(getPotatoHoldTimeByDayPart),
      malformed(getPotatoAverageHoldTime),
      failWith(getPotatoPackagedStatistic, 503, 'Down'),
      malformed(getPotatoBatchesStatistic, { success: true, results: { count: -1 } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDashboard();
    await waitFor(() => expect(screen.getAllByText('No information').length).toBe(5));
    for (const name of SECTIONS) {
      expect(within(section(name)).getByText('No information')).toBeVisible();
      expect(within(section(name)).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Potato Dashboard' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Week' })).toBeEnabled();
  });

  it('shows the waste in pounds once the weight unit is Pounds', async () => {
    await openDashboard('?timeInterval=7d');
    const waste = await waitFor(() => within(section('Fry batches')).getByText(/ kg$/));
    const kg = Number(waste.textContent!.replace(/[^\d.]/g, ''));
    expect(kg).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Pounds' }));
    const lbs = await waitFor(() => within(section('Fry batches')).getByText(/ lbs$/));
    expect(within(section('Fry batches')).queryByText(/ kg$/)).toBeNull();
    expect(Number(lbs.textContent!.replace(/[^\d.]/g, ''))).toBeCloseTo(kg * 2.20462, 0);
    expect(within(section('Fry batches')).getByText('Waste per period (lbs)')).toBeVisible();
  });
});

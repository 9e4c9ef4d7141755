import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimerStation } from '../../src/lib/timer-stations';
import { getFryerVendors } from '../../src/api/materials/materials.endpoints';
import { TIMER_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import { timerHistoryQueries } from '../../src/api/timer-history/timer-history.queries';
import type { TimerPage, TimerTotal } from '../../src/api/timer-history/timer-history.schema';
import { formatSeconds } from '../../src/lib/format';
import { timelineBucket } from '../../src/lib/hold-timeline';
import { recordLists } from '../../src/lib/i18n/en/record-lists';
import { dictionariesOf } from '../../sandbox/model/dictionaries';
import { addWings6 } from '../helpers/dictionary-entries';
import { chooseFilter } from '../helpers/filters';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import {
  cell,
  layOutRecordLists,
  pageHeight,
  recordApiCalls,
  ROW_HEIGHT,
  scrollPageTo,
} from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const FRYER = TIMER_ENDPOINTS.fryer;

const { askedFor, askAgain } = recordApiCalls();
layOutRecordLists();

/** The cursor directions of the fryer list's calls, in the order they went out. */
function directionsAsked(): Array<string | null> {
  return askedFor(FRYER.list.path).map((url) => url.searchParams.get('cursorDirection'));
}

/** The list's first page and the totals, asked again of the sandbox as the page asked them. */
async function sandboxAnswers(
  station: TimerStation,
): Promise<{ page: TimerPage; total: TimerTotal }> {
  const endpoints = TIMER_ENDPOINTS[station];
  await waitFor(() => expect(askedFor(endpoints.list.path).length).toBeGreaterThan(0));
  await waitFor(() => expect(askedFor(endpoints.total.path).length).toBeGreaterThan(0));
  const page = await askAgain(endpoints.list, askedFor(endpoints.list.path)[0]!);
  const total = await askAgain(endpoints.total, askedFor(endpoints.total.path)[0]!);
  return { page, total };
}

async function openHistory(
  station: TimerStation,
  search = '?timeInterval=1d',
  email = 'admin@demo.kitchen',
) {
  await signInAs(email);
  const app = await renderApp(`/timers-cycle-history/${station}${search}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

/** The rows on screen, by their place in the list. */
async function shownRows(): Promise<Map<number, HTMLElement>> {
  const rows = await screen.findAllByTestId('timer-record');
  return new Map(rows.map((row) => [Number(row.getAttribute('data-index')), row]));
}

const totals = () => screen.getByRole('region', { name: 'Totals' });

/** The figure under `label` in the totals. */
function figure(label: string): string | null {
  const labelled = within(totals()).getByText(label);
  return labelled.nextElementSibling?.textContent ?? null;
}

const status = () => screen.getByText(/ records? shown$/);
const programOf = (row: HTMLElement) => cell(row, 'Program').textContent;

describe('/timers-cycle-history/fryer (spec 001 §2, §7 "Timer and cycle histories")', () => {
  it('spec 001 §7: shows the /total figures of the same scope and the first page of records, each with its vendor and a Program badge', async () => {
    await openHistory('fryer');
    const { page, total } = await sandboxAnswers('fryer');
    expect(total.count).toBeGreaterThan(20);
    expect(page.content).toHaveLength(20);
    expect(page.existsNextPage).toBe(true);
    // The list and the totals were asked for the same scope (the last day up to when each
    // call went out, so the ends may be a few milliseconds apart).
    const [listUrl] = askedFor(FRYER.list.path);
    const [totalUrl] = askedFor(FRYER.total.path);
    // Spec 001 §3 line 93 names the list's range startEventTime and endEventTime; line 221 the
    // total's startTime and endTime.
    for (const [listKey, totalKey] of [
      ['startEventTime', 'startTime'],
      ['endEventTime', 'endTime'],
    ] as const) {
      const gap =
        Number(listUrl!.searchParams.get(listKey)) - Number(totalUrl!.searchParams.get(totalKey));
      expect(Math.abs(gap)).toBeLessThanOrEqual(1000);
    }
    expect(listUrl!.searchParams.has('startTime')).toBe(false);
    expect(
      Number(listUrl!.searchParams.get('endEventTime')) -
        Number(listUrl!.searchParams.get('startEventTime')),
    ).toBeCloseTo(86_400_000, -4);
    expect(listUrl!.searchParams.get('cursorDirection')).toBe('FIRST');
    // Spec 001 §9 "Page size defaults to 20".
    expect(listUrl!.searchParams.get('limit')).toBe('20');
    // Spec 001 §9 default sorts: newest first.
    expect(listUrl!.searchParams.get('sortBy')).toBe('startTime');
    expect(listUrl!.searchParams.get('orderDirection')).toBe('DESC');

    await waitFor(() => expect(figure('Records')).toBe(total.count.toLocaleString('en')));
    expect(figure('High')).toBe(formatSeconds(total.high!));
    expect(figure('Low')).toBe(formatSeconds(total.low!));
    expect(figure('Average')).toBe(formatSeconds(total.average!));
    expect(figure('Timer errors')).toBe(total.timerErrors!.toLocaleString('en'));
    await waitFor(() =>
      expect(status()).toHaveTextContent(`20 of ${total.count.toLocaleString('en')} records shown`),
    );

    const rows = await shownRows();
    expect(rows.size).toBeGreaterThan(10);
    expect(rows.has(0)).toBe(true);
    for (const [index, row] of rows) {
      const cycle = page.content[index]!;
      expect(cell(row, 'Vendor')).toHaveTextContent(cycle.vendor!);
      const badge = within(cell(row, 'Program')).getByText(
        cycle.isCorrect ? 'Correct' : 'Incorrect',
      );
      expect(badge.closest('.mantine-Badge-root')).not.toBeNull();
      expect(cell(row, 'Product')).toHaveTextContent(cycle.material);
      // Global: each row names its restaurant.
      expect(cell(row, 'Restaurant')).toHaveTextContent(
        `${cycle.restaurantNumber} - ${cycle.restaurantName}`,
      );
    }
  });

  it("spec 000 §3 isCorrect: choosing 'Incorrect' puts isCorrect=false in the URL, asks for it, and shows incorrect cycles only", async () => {
    const user = userEvent.setup();
    const app = await openHistory('fryer');
    const before = await shownRows();
    // The filter must change something: correct cycles were shown before it.
    expect([...before.values()].map(programOf)).toContain('Correct');

    await user.click(screen.getByLabelText('Incorrect'));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ isCorrect: false }),
    );
    expect(app.router.state.location.searchStr).toContain('isCorrect=false');
    await waitFor(() =>
      expect(askedFor(FRYER.list.path).at(-1)!.searchParams.get('isCorrect')).toBe('false'),
    );
    await waitFor(async () => {
      const programs = [...(await shownRows()).values()].map(programOf);
      expect(programs.length).toBeGreaterThan(0);
      expect(new Set(programs)).toEqual(new Set(['Incorrect']));
    });
    // The totals are of the incorrect cycles too.
    const total = await askAgain(FRYER.total, askedFor(FRYER.total.path).at(-1)!);
    expect(askedFor(FRYER.total.path).at(-1)!.searchParams.get('isCorrect')).toBe('false');
    await waitFor(() => expect(figure('Records')).toBe(total.count.toLocaleString('en')));
  });

  it('spec 001 §4 "a NEXT page appends": Load more asks NEXT from the cursor, for the same range, and adds its rows after the first', async () => {
    const user = userEvent.setup();
    await openHistory('fryer');
    const { page, total } = await sandboxAnswers('fryer');
    const before = await shownRows();
    const firstTexts = new Map([...before].map(([index, row]) => [index, row.textContent]));
    await waitFor(() =>
      expect(status()).toHaveTextContent(`20 of ${total.count.toLocaleString('en')} records shown`),
    );
    // The page is taller than the screen: nothing asked the next page yet.
    expect(directionsAsked()).toEqual(['FIRST']);

    await user.click(screen.getByRole('button', { name: recordLists['recordList.loadMore'] }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(`40 of ${total.count.toLocaleString('en')} records shown`),
    );
    expect(directionsAsked()).toEqual(['FIRST', 'NEXT']);
    const [first, next] = askedFor(FRYER.list.path);
    expect(next!.searchParams.get('cursor')).toBe(page.cursor);
    expect(next!.searchParams.get('startEventTime')).toBe(
      first!.searchParams.get('startEventTime'),
    );
    expect(next!.searchParams.get('endEventTime')).toBe(first!.searchParams.get('endEventTime'));
    expect(screen.getByRole('table', { name: 'Fryer cycles' })).toHaveAttribute(
      'aria-rowcount',
      '41',
    );

    // The first rows are unchanged.
    const after = await shownRows();
    for (const [index, text] of firstTexts) expect(after.get(index)?.textContent).toBe(text);

    // Scrolled down to them, the next page's rows follow the first page's.
    const second = await askAgain(FRYER.list, next!);
    scrollPageTo(19 * ROW_HEIGHT);
    await waitFor(async () => expect((await shownRows()).has(20)).toBe(true));
    const rows = await shownRows();
    expect(cell(rows.get(20)!, 'Vendor')).toHaveTextContent(second.content[0]!.vendor!);
    expect(cell(rows.get(20)!, 'Restaurant')).toHaveTextContent(
      `${second.content[0]!.restaurantNumber} - ${second.content[0]!.restaurantName}`,
    );
    expect(cell(rows.get(19)!, 'Restaurant')).toHaveTextContent(
      `${page.content[19]!.restaurantNumber} - ${page.content[19]!.restaurantName}`,
    );
  });

  it('spec 001 §9: scrolled to 99% of the page, the next page is asked without a click', async () => {
    await openHistory('fryer');
    await shownRows();
    await waitFor(() => expect(status()).toHaveTextContent(/^20 of [\d,]+ records shown$/));
    expect(directionsAsked()).toEqual(['FIRST']);
    // Not yet at 99%: nothing more is asked.
    scrollPageTo(pageHeight() * 0.98 - window.innerHeight);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(directionsAsked()).toEqual(['FIRST']);
    scrollPageTo(Math.ceil(pageHeight() * 0.99 - window.innerHeight));
    await waitFor(() => expect(directionsAsked()).toEqual(['FIRST', 'NEXT']));
    await waitFor(() => expect(status()).toHaveTextContent(/^40 of [\d,]+ records shown$/));
    // The page grew: the place scrolled to is no longer its end, so no third page is asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(directionsAsked()).toEqual(['FIRST', 'NEXT']);
  });

  it('spec 001 §7 "delete of one event": the dialog names the restaurant; once confirmed the count drops by one and the row is gone', async () => {
    const user = userEvent.setup();
    // A fixed range: 'the last day' moves on while the test runs, and its count with it.
    const end = Date.now() - 3_600_000;
    await openHistory('fryer', `?startDate=${end - 86_400_000}&endDate=${end}`);
    const { page, total } = await sandboxAnswers('fryer');
    await waitFor(() => expect(figure('Records')).toBe(total.count.toLocaleString('en')));
    const rows = await shownRows();
    const [deleted, following] = page.content;
    const secondText = rows.get(1)!.textContent;

    await user.click(within(rows.get(0)!).getByRole('button', { name: /^Delete the record of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
    expect(dialog).toHaveTextContent(`${deleted!.restaurantNumber} - ${deleted!.restaurantName}`);
    expect(dialog).toHaveTextContent(deleted!.material);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Record deleted')).toBeVisible();
    expect(askedFor(`${FRYER.list.path}/${deleted!.uuid}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(figure('Records')).toBe((total.count - 1).toLocaleString('en')));
    // The list was asked again: the deleted record's place is taken by the one after it.
    await waitFor(async () => expect((await shownRows()).get(0)!.textContent).toBe(secondText));
    expect(cell((await shownRows()).get(0)!, 'Vendor')).toHaveTextContent(following!.vendor!);
    const again = await askAgain(FRYER.list, askedFor(FRYER.list.path).at(-1)!);
    expect(again.content.map((row) => row.uuid)).not.toContain(deleted!.uuid);
  });

  it('spec 000 §6: a user with TIMER_CYCLE_HISTORY VIEW but not DELETE (crew) is offered no Delete', async () => {
    await openHistory('fryer', '?timeInterval=1d', 'crew@demo.kitchen');
    const rows = await shownRows();
    expect(rows.size).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Delete the record of / })).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    // Restaurant mode (crew is bound to one): no restaurant column either.
    expect(screen.queryByRole('columnheader', { name: 'Restaurant' })).toBeNull();
  });

  describe('spec 000 §4, §8: a list that cannot be loaded', () => {
    const failures = [
      ['answering 500', () => failWith(FRYER.list, 500, 'Fryer history down')],
      ['with no answer (network error)', () => networkError(FRYER.list)],
      [
        'answering a body of the wrong shape',
        () =>
          malformed(FRYER.list, {
            success: true,
            results: {
              content: [{ uuid: 7, startTime: 'noon' }],
              cursor: 3,
              existsNextPage: 'yes',
            },
          }),
      ],
    ] as const;

    it.each(failures)(
      "%s: 'The records could not be loaded' with Try again, the page still there; Try again loads them",
      async (_name, failure) => {
        const user = userEvent.setup();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await openHistory('fryer');
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The records could not be loaded');
        expect(screen.getByRole('heading', { level: 1, name: 'Fryer' })).toBeVisible();
        expect(screen.queryAllByTestId('timer-record')).toHaveLength(0);
        // The totals are another call: they still show.
        await waitFor(() => expect(figure('Records')).toMatch(/^[\d,]+$/));

        server.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect((await shownRows()).size).toBeGreaterThan(0);
        expect(screen.queryByText('The records could not be loaded')).toBeNull();
      },
    );

    it("with /total failing the totals say 'No information' while the rows still show", async () => {
      server.use(failWith(FRYER.total, 500, 'Totals down'));
      await openHistory('fryer');
      await waitFor(() => expect(within(totals()).getByText('No information')).toBeVisible());
      expect((await shownRows()).size).toBeGreaterThan(0);
      expect(screen.queryByText('The records could not be loaded')).toBeNull();
      // Without a total the list says how many it shows, not "of how many".
      expect(status()).toHaveTextContent(/^20 records shown$/);
    });

    it('spec 000 §4: a refresh that fails after rows were shown keeps the rows and says they may be out of date', async () => {
      const app = await openHistory('fryer');
      const before = await shownRows();
      const texts = [...before.values()].map((row) => row.textContent);
      expect(screen.queryByRole('alert')).toBeNull();

      server.use(failWith(FRYER.list, 500, 'Fryer history down'));
      await act(() =>
        app.queryClient.refetchQueries({ queryKey: timerHistoryQueries.station('fryer') }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The records could not be loaded');
      expect(alert).toHaveTextContent(recordLists['recordList.stale']);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
      const after = await shownRows();
      expect([...after.values()].map((row) => row.textContent)).toEqual(texts);
    });
  });

  it('spec 000 §5: an invalid isCorrect and an unknown product are dropped from the URL; the page loads without them', async () => {
    const app = await openHistory('fryer', '?timeInterval=1d&isCorrect=maybe&materials=Nope');
    expect((await shownRows()).size).toBeGreaterThan(0);
    const search = app.router.state.location.search as Record<string, unknown>;
    expect(search.isCorrect).toBeUndefined();
    expect(search.materials).toBeUndefined();
    expect(search.timeInterval).toBe('1d');
    expect(app.router.state.location.searchStr).not.toMatch(/isCorrect|materials/);
    const [listUrl] = askedFor(FRYER.list.path);
    expect(listUrl!.searchParams.has('isCorrect')).toBe(false);
    expect(listUrl!.searchParams.has('materials')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    // 'All cycles' is the cycle result chosen.
    expect(screen.getByLabelText('All cycles')).toBeChecked();
  });

  it('spec 000 §5: a vendor the options list (?vendors=Henny Penny) goes with every list and totals call, none asked without it, and every row is of it', async () => {
    await openHistory('fryer', '?timeInterval=1d&vendors=Henny%20Penny');
    const rows = await shownRows();
    expect(rows.size).toBeGreaterThan(0);
    const calls = [...askedFor(FRYER.list.path), ...askedFor(FRYER.total.path)];
    expect(calls.map((url) => url.searchParams.get('vendors'))).toEqual(
      calls.map(() => 'Henny Penny'),
    );
    for (const row of rows.values()) expect(cell(row, 'Vendor').textContent).toBe('Henny Penny');
  });

  it('spec 000 §5: the fryer’s vendors and cycle result on another station’s URL leave it; that station’s list is asked without them', async () => {
    const app = await openHistory('breading', '?timeInterval=1d&vendors=Pitco&isCorrect=false');
    expect((await shownRows()).size).toBeGreaterThan(0);
    expect(app.router.state.location.pathname).toBe('/timers-cycle-history/breading');
    expect(app.router.state.location.searchStr).not.toMatch(/vendors|isCorrect/);
    expect(app.router.state.location.search).toMatchObject({ timeInterval: '1d' });
    const [listUrl] = askedFor(TIMER_ENDPOINTS.breading.list.path);
    expect(listUrl!.searchParams.has('vendors')).toBe(false);
    expect(listUrl!.searchParams.has('isCorrect')).toBe(false);
  });

  it('spec 000 §2: a station that is not one of spec 001 §2’s is no page: home, as any unknown path', async () => {
    await signInAs('admin@demo.kitchen');
    const { router } = await renderApp('/timers-cycle-history/frier?timeInterval=1d');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chicken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('spec 000 §5: a vendor GET /materials/filters/fryer-vendors does not list (?vendors=Nobody) leaves the URL once the vendors load; the last list asks every vendor', async () => {
    const app = await openHistory('fryer', '?timeInterval=1d&vendors=Nobody');
    await waitFor(() => expect(app.router.state.location.searchStr).not.toContain('vendors'));
    expect(app.router.state.location.search).toMatchObject({ timeInterval: '1d' });
    expect(askedFor(getFryerVendors.path).length).toBeGreaterThan(0);
    expect((await shownRows()).size).toBeGreaterThan(0);
    expect(askedFor(FRYER.list.path).at(-1)!.searchParams.has('vendors')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/timers-cycle-history/dump-pan: a potato station (spec 000 §9 timeline colour buckets)', () => {
  it('shows each hold time in its colour bucket, and the legend of the buckets', async () => {
    await openHistory('dump-pan');
    const { page } = await sandboxAnswers('dump-pan');
    expect(page.content.length).toBeGreaterThan(0);
    const legend = await screen.findByRole('list', { name: 'Hold time colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['≤ 20 min', '21–25 min', '25–30 min', '> 30 min', 'Timer error']);
    const rows = await shownRows();
    expect(rows.size).toBeGreaterThan(0);
    for (const [index, row] of rows) {
      const batch = page.content[index]!;
      const badge = cell(row, 'Hold time').querySelector('[data-bucket]');
      expect(badge).not.toBeNull();
      expect(badge).toHaveAttribute('data-bucket', timelineBucket(batch.duration));
      expect(badge).toHaveTextContent(
        batch.duration === null ? 'Timer error' : formatSeconds(batch.duration),
      );
      expect(['FRIES', 'HASHBROWNS']).toContain(batch.material);
    }
  });
});

describe('spec 001 §7 lines 237-240: the histories filter by the dictionaries', () => {
  const ENTREE = TIMER_ENDPOINTS['entree-chutes'];

  it('a package added to the chicken packages dictionary is an entree-chutes option; chosen, the list and totals ask packages=it', async () => {
    addWings6(sandbox.context.chain);
    const app = await openHistory('entree-chutes');
    await chooseFilter(
      app.router,
      { combobox: 'Entree packages', option: 'WINGS_6' },
      {
        url: { packages: 'WINGS_6' },
        lastCall: () => askedFor(ENTREE.total.path).at(-1),
        sends: { packages: 'WINGS_6' },
      },
    );
    expect(askedFor(ENTREE.list.path).at(-1)!.searchParams.get('packages')).toBe('WINGS_6');
  });

  it('spec 000 §5: a package GET /materials/filters/chicken-packages does not list leaves the URL once they load, and is never sent', async () => {
    const app = await openHistory('entree-chutes', '?timeInterval=1d&packages=NUGGETS_8,TACO_3');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ packages: 'NUGGETS_8' }),
    );
    expect((await shownRows()).size).toBeGreaterThan(0);
    for (const url of [...askedFor(ENTREE.list.path), ...askedFor(ENTREE.total.path)])
      expect(url.searchParams.get('packages')).toBe('NUGGETS_8');
  });

  it('a material added to the potato materials dictionary is a product option of a potato station, sent by its code', async () => {
    dictionariesOf(sandbox.context.chain).add(
      'potato-materials',
      {
        materialCode: 'TOTS',
        name: 'Tater tots',
        vendor: null,
        measurementUnit: 'KILOGRAM',
        batchWeightKg: 1,
        holdTimeMinutes: 7,
      },
      Date.now(),
    );
    const app = await openHistory('dump-pan');
    await chooseFilter(
      app.router,
      { combobox: 'Potato products', option: 'Tater tots' },
      {
        url: { materials: 'TOTS' },
        lastCall: () => askedFor(TIMER_ENDPOINTS['dump-pan'].total.path).at(-1),
        sends: { materials: 'TOTS' },
      },
    );
  });
});

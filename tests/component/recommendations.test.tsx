import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deleteRecommendation,
  getRecommendationHistory,
  getRecommendationTotal,
} from '../../src/api/recommendation-history/recommendation-history.endpoints';
import { addWings } from '../helpers/dictionary-entries';
import { chooseFilter } from '../helpers/filters';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { cell, layOutRecordLists, recordApiCalls } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

layOutRecordLists();
const api = recordApiCalls();
const listCalls = () => api.askedFor(getRecommendationHistory.path);
const totalCalls = () => api.askedFor(getRecommendationTotal.path);

const restaurant1001 = () => sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
/**
 * The last 24 hours: the default range is the kitchen's day so far, which at night (before it
 * opens) holds no recommendation, and the test must not depend on the hour it runs at.
 */
const lastDay = () => `&startDate=${Date.now() - 86_400_000}&endDate=${Date.now()}`;

/**
 * A fixed past range for restaurant 1001: 'the last day' moves on while a test runs, and its
 * count with it.
 */
const fixedDay = () => {
  const end = Date.now() - 3_600_000;
  return `?restaurantUuid=${restaurant1001().uuid}&startDate=${end - 86_400_000}&endDate=${end}`;
};

const totals = () => screen.getByRole('region', { name: 'Totals' });

/** The figure under `label` in the totals. */
function figure(label: string): string | null {
  return within(totals()).getByText(label).nextElementSibling?.textContent ?? null;
}

/** The rows on screen, in list order. */
const shownRows = () => screen.findAllByTestId('recommendation-row');
const deleteButtons = () =>
  screen.queryAllByRole('button', { name: /^Delete the recommendation / });

/** The list's first page and the total, asked again of the sandbox as the page asked them. */
async function sandboxAnswers() {
  await waitFor(() => expect(totalCalls().length).toBeGreaterThan(0));
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
  return {
    total: await api.askAgain(getRecommendationTotal, totalCalls().at(-1)!),
    page: await api.askAgain(getRecommendationHistory, listCalls().at(-1)!),
  };
}

async function open(search = '', email = 'manager@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`/pcs/recommendations${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Recommendations' });
  return app;
}

describe('/pcs/recommendations (spec 001 §2, §3 "Recommendation history filters", §9)', () => {
  it('spec 001 §9 "status COMPLETED, type all": the first call asks cooked tasks of every type; rows say what was asked and how it went', async () => {
    const { router } = await open(`?restaurantUuid=${restaurant1001().uuid}${lastDay()}`);
    const rows = await screen.findAllByTestId('recommendation-row');
    expect(rows.length).toBeGreaterThan(0);
    const first = listCalls()[0]!;
    expect(first.searchParams.get('canceled')).toBe('false');
    expect(first.searchParams.has('catering')).toBe(false);
    expect(first.searchParams.get('restaurantUuid')).toBe(restaurant1001().uuid);
    expect(cell(rows[0]!, 'Result')).toHaveTextContent('Cooked');
    expect(cell(rows[0]!, 'Material').textContent).not.toBe('');
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('a filter goes into the URL and changes the rows: status Never cooked', async () => {
    const user = userEvent.setup();
    const { router } = await open(`?restaurantUuid=${restaurant1001().uuid}${lastDay()}`);
    await screen.findAllByTestId('recommendation-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CANCELED');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'CANCELED' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('canceled')).toBe('true'));
    await waitFor(() => {
      const rows = screen.getAllByTestId('recommendation-row');
      expect(rows.every((row) => cell(row, 'Result').textContent === 'Never cooked')).toBe(true);
    });
  });

  it('spec 000 §5: invalid URL values are dropped; valid ones are sent (materials, type)', async () => {
    const { router } = await open(
      `?restaurantUuid=${restaurant1001().uuid}&status=BOGUS&type=CATERING&materials=Nuggets,Tofu`,
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    const asked = listCalls()[0]!;
    expect(asked.searchParams.get('canceled')).toBe('false');
    expect(asked.searchParams.get('catering')).toBe('true');
    expect(asked.searchParams.get('materials')).toBe('Nuggets');
    expect(router.state.location.search).not.toHaveProperty('status');
    expect(router.state.location.search).toMatchObject({ type: 'CATERING', materials: 'Nuggets' });
  });

  it('spec 001 §7 line 239: a material added to the chicken materials dictionary is a Materials option, sent as materials', async () => {
    addWings(sandbox.context.chain);
    const { router } = await open(`?restaurantUuid=${restaurant1001().uuid}`);
    await chooseFilter(
      router,
      { combobox: 'Materials', option: 'Wings' },
      {
        url: { materials: 'Wings' },
        lastCall: () => listCalls().at(-1),
        sends: { materials: 'Wings' },
      },
    );
  });

  it('Global mode shows the restaurant column', async () => {
    await open('');
    const rows = await screen.findAllByTestId('recommendation-row');
    expect(cell(rows[0]!, 'Restaurant').textContent).toMatch(/^\d+ - /);
  });

  it('a failed load says so with the server’s words; no rows says No records', async () => {
    server.use(failWith(getRecommendationHistory, 500, 'History service down'));
    await open(`?restaurantUuid=${restaurant1001().uuid}${lastDay()}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recommendations could not be loaded');
    expect(alert).toHaveTextContent('History service down');
    server.use(
      answer(getRecommendationHistory, {
        content: [],
        cursor: null,
        existsNextPage: false,
        existsPreviousPage: false,
      }),
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  describe('spec 001 §7 "Each has /total" and "DELETE /{station}TimerCycleHistory/{id} for each"', () => {
    it('the totals of the same filters show above the list, with High, Low and Average delay rows under it (spec 001 §9)', async () => {
      await open(`${fixedDay()}&status=ALL`);
      const { total } = await sandboxAnswers();
      expect(totalCalls().at(-1)!.searchParams.has('canceled')).toBe(false);
      expect(totalCalls().at(-1)!.searchParams.get('restaurantUuid')).toBe(restaurant1001().uuid);
      await waitFor(() => expect(figure('Tasks')).toBe(total.count.toLocaleString('en')));
      expect(figure('Never cooked')).toBe(total.neverCooked!.toLocaleString('en'));
      expect(figure('Started late')).toBe(total.delaysNumber.toLocaleString('en'));
      expect(figure('Average delay')).toBe(`${total.averageTaskDelay} min`);
      // The rows are drawn a slice at a time after the answer (ui/list/first-load.tsx).
      expect(
        await screen.findByText(`20 of ${total.count.toLocaleString('en')} records shown`),
      ).toBeInTheDocument();
      const high = screen.getByRole('rowheader', { name: 'High' }).closest('tr')!;
      expect(high).toHaveTextContent(`${total.highTaskDelay} min`);
      const low = screen.getByRole('rowheader', { name: 'Low' }).closest('tr')!;
      expect(low).toHaveTextContent(`${total.lowTaskDelay} min`);
    });

    it('Delete asks first, naming the task; once confirmed the row is gone and the total drops by one', async () => {
      const user = userEvent.setup();
      await open(fixedDay(), 'admin@demo.kitchen');
      const { total, page } = await sandboxAnswers();
      await waitFor(() => expect(figure('Tasks')).toBe(total.count.toLocaleString('en')));
      const [deleted, following] = page.content;
      const rows = await shownRows();
      const firstText = rows[0]!.textContent;
      await user.click(
        within(rows[0]!).getByRole('button', { name: /^Delete the recommendation / }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete this recommendation?' });
      expect(dialog).toHaveTextContent(deleted!.material);
      expect(dialog).toHaveTextContent(`${deleted!.restaurantNumber} - ${deleted!.restaurantName}`);
      // Nothing is sent before the confirm.
      expect(
        api.askedFor(`${getRecommendationHistory.path}/${deleted!.uuid}`, 'DELETE'),
      ).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Recommendation deleted')).toBeVisible();
      expect(
        api.askedFor(`${getRecommendationHistory.path}/${deleted!.uuid}`, 'DELETE'),
      ).toHaveLength(1);
      await waitFor(() => expect(figure('Tasks')).toBe((total.count - 1).toLocaleString('en')));
      // The list was asked again: the next task takes the deleted one's place.
      await waitFor(async () => expect((await shownRows())[0]!.textContent).not.toBe(firstText));
      const again = await api.askAgain(getRecommendationHistory, listCalls().at(-1)!);
      expect(again.content.map((row) => row.uuid)).not.toContain(deleted!.uuid);
      expect(again.content[0]!.uuid).toBe(following!.uuid);
    });

    it('spec 000 §6: without TIMER_CYCLE_HISTORY or PCS DELETE (the manager) no Delete is offered', async () => {
      await open(fixedDay());
      expect((await shownRows()).length).toBeGreaterThan(0);
      await waitFor(() => expect(figure('Tasks')).not.toBeNull());
      expect(deleteButtons()).toHaveLength(0);
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    });

    it('a refused delete (403) says why, and the row and total stay', async () => {
      const user = userEvent.setup();
      server.use(
        failWith(
          deleteRecommendation,
          403,
          'Access denied: TIMER_CYCLE_HISTORY DELETE or PCS DELETE is not granted to this user',
        ),
      );
      await open(fixedDay(), 'admin@demo.kitchen');
      const { total, page } = await sandboxAnswers();
      await waitFor(() => expect(figure('Tasks')).toBe(total.count.toLocaleString('en')));
      await shownRows();
      await user.click(deleteButtons()[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Delete this recommendation?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText(
          'Access denied: TIMER_CYCLE_HISTORY DELETE or PCS DELETE is not granted to this user',
        ),
      ).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(figure('Tasks')).toBe(total.count.toLocaleString('en'));
      const again = await api.askAgain(getRecommendationHistory, listCalls().at(-1)!);
      expect(again.content[0]!.uuid).toBe(page.content[0]!.uuid);
    });

    it("with /total failing the totals say 'No information' while the rows still show", async () => {
      server.use(failWith(getRecommendationTotal, 500, 'Totals down'));
      await open(fixedDay());
      expect((await shownRows()).length).toBeGreaterThan(0);
      await waitFor(() => expect(within(totals()).getByText('No information')).toBeVisible());
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getRecommendationHistory } from '../../src/api/recommendation-history/recommendation-history.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { cell, layOutRecordLists, recordApiCalls } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

layOutRecordLists();
const api = recordApiCalls();
const listCalls = () => api.askedFor(getRecommendationHistory.path);

const restaurant1001 = () => sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
/**
 * The last 24 hours: the default range is the kitchen's day so far, which at night (before it
 * opens) holds no recommendation, and the test must not depend on the hour it runs at.
 */
const lastDay = () => `&startDate=${Date.now() - 86_400_000}&endDate=${Date.now()}`;

async function open(search = '', email = 'manager@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`/pcs/recommendations${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Recommendations' }, SLOW);
  return app;
}

describe('/pcs/recommendations (spec 001 §2, §3 "Recommendation history filters", §9)', () => {
  it('spec 001 §9 "status COMPLETED, type all": the first call asks cooked tasks of every type; rows say what was asked and how it went', async () => {
    const { router } = await open(`?restaurantUuid=${restaurant1001().uuid}${lastDay()}`);
    const rows = await screen.findAllByTestId('recommendation-row', {}, SLOW);
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
    await screen.findAllByTestId('recommendation-row', {}, SLOW);
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
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0), SLOW);
    const asked = listCalls()[0]!;
    expect(asked.searchParams.get('canceled')).toBe('false');
    expect(asked.searchParams.get('catering')).toBe('true');
    expect(asked.searchParams.get('materials')).toBe('Nuggets');
    expect(router.state.location.search).not.toHaveProperty('status');
    expect(router.state.location.search).toMatchObject({ type: 'CATERING', materials: 'Nuggets' });
  });

  it('Global mode shows the restaurant column', async () => {
    await open('');
    const rows = await screen.findAllByTestId('recommendation-row', {}, SLOW);
    expect(cell(rows[0]!, 'Restaurant').textContent).toMatch(/^\d+ - /);
  });

  it('a failed load says so with the server’s words; no rows says No records', async () => {
    server.use(failWith(getRecommendationHistory, 500, 'History service down'));
    await open(`?restaurantUuid=${restaurant1001().uuid}${lastDay()}`);
    const alert = await screen.findByRole('alert', {}, SLOW);
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
    expect(await screen.findByText('No records', {}, SLOW)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  getChickenPerformance,
  getExtendedChickenPerformance,
} from '../../src/api/performance/performance.endpoints';
import { request, unwrap } from '../../src/api/request';
import { overallFigure } from '../../src/features/performance/performance-figures';
import { formatWeight, percent } from '../../src/lib/format';
import { chartPageSetup } from '../helpers/chart-page';
import { renderApp } from '../helpers/render-app';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, holdFirstCall, malformed, networkError } from '../helpers/override';
import { signInAs } from '../helpers/sign-in';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

const SECTIONS = [
  'Overall performance',
  'Performance per period',
  'Weight per period',
  'Pieces per period',
  'Performance by product',
  'Performance by day part',
  'Performance by restaurant',
];
const CHARTS = ['Performance per period', 'Weight per period', 'Pieces per period'];

const { askedFor } = chartPageSetup('chicken-performance');

async function openPage(search = '') {
  await signInAs('manager@demo.kitchen');
  const app = await renderApp(`/performance/chicken${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Performance' });
  return app;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/performance/chicken', () => {
  it('shows the overall percent with its gauge colour, the charts and the tables', async () => {
    await openPage('?timeInterval=7d');
    for (const name of SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The first calls of a cold sandbox generate its kitchen days.
    const figure = await within(section('Overall performance')).findByRole('img', {
      name: /^Overall performance /,
    });
    // The same call the page made, asked again: its numbers are the ones shown.
    const [url] = askedFor('/chicken-performance');
    const answer = unwrap(
      await request(getChickenPerformance, { query: Object.fromEntries(url!.searchParams) }),
    );
    const overall = overallFigure(answer);
    expect(overall.weight).toBeGreaterThan(0);
    expect(figure).toHaveTextContent(percent(overall.percent!));
    // Cooked within 10 points of the recommendation is green (docs/decisions/dashboards-and-analytics.md).
    expect(Math.abs(overall.percent! - 100)).toBeLessThan(10);
    expect(figure).toHaveAttribute('data-gauge', 'green');
    expect(
      within(section('Overall performance')).getByText(formatWeight(overall.weight, 'kg')),
    ).toBeVisible();
    expect(
      within(section('Overall performance')).getByText(formatWeight(overall.baseWeight!, 'kg')),
    ).toBeVisible();
    for (const name of CHARTS) {
      expect(within(section(name)).getByRole('img')).toBeInTheDocument();
    }
    // Seven products, a head and a totals row.
    await waitFor(() =>
      expect(within(section('Performance by product')).getAllByRole('row').length).toBe(9),
    );
    expect(
      within(section('Performance by product')).getByRole('rowheader', { name: 'Nuggets' }),
    ).toBeVisible();
    const dayParts = section('Performance by day part');
    expect(within(dayParts).getByRole('rowheader', { name: 'Breakfast' })).toBeVisible();
    // Cooked against recommended aims at 100 % in every day part.
    expect(within(dayParts).getAllByText('100%')).toHaveLength(3);
    // Global: the manager's five restaurants side by side.
    expect(within(section('Performance by restaurant')).getAllByRole('row')).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByText(/^Updated /).length).toBe(7));
    // Spec 000 §3 defaults: COOKED/RECOMMENDATION, DAY; Global asks without restaurantUuid.
    for (const call of [url!, askedFor('/extended-chicken-performance')[0]!]) {
      expect(call.searchParams.get('performanceRatioType')).toBe('COOKED/RECOMMENDATION');
      expect(call.searchParams.get('period')).toBe('DAY');
      expect(call.searchParams.has('restaurantUuid')).toBe(false);
    }
  });

  it('writes the ratio type and period to the URL and asks with them', async () => {
    const app = await openPage('?timeInterval=1d');
    await waitFor(() => expect(askedFor('/extended-chicken-performance').length).toBe(1));
    await userEvent.click(screen.getByRole('radio', { name: 'Waste / Cooked' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({
        performanceRatioType: 'WASTE/COOKED',
      }),
    );
    await waitFor(() =>
      expect(
        askedFor('/chicken-performance').some(
          (url) => url.searchParams.get('performanceRatioType') === 'WASTE/COOKED',
        ),
      ).toBe(true),
    );
    // Spec 000 §9 day-part targets, for waste against cooked.
    const dayParts = section('Performance by day part');
    await waitFor(() => expect(within(dayParts).getByText('4.5%')).toBeVisible());
    expect(within(dayParts).getByText('3.5%')).toBeVisible();
    expect(within(dayParts).getByText('8%')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Hour' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({
        period: 'HOUR',
        performanceRatioType: 'WASTE/COOKED',
      }),
    );
    await waitFor(() =>
      expect(
        askedFor('/extended-chicken-performance').some(
          (url) =>
            url.searchParams.get('period') === 'HOUR' &&
            url.searchParams.get('performanceRatioType') === 'WASTE/COOKED',
        ),
      ).toBe(true),
    );

    // Back to the default: it leaves the URL.
    await userEvent.click(screen.getByRole('radio', { name: 'Cooked / Recommended' }));
    await waitFor(() =>
      expect(app.router.state.location.search).not.toHaveProperty('performanceRatioType'),
    );
  });

  it('drops an unknown ratio type, period and product from the URL (spec 000 §5)', async () => {
    const app = await openPage('?performanceRatioType=SOLD&period=YEAR&chickenTypes=Nuggets,Bogus');
    // The product once the materials dictionary is read; the others at once.
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ chickenTypes: 'Nuggets' }),
    );
    const search = app.router.state.location.search as Record<string, unknown>;
    expect(search).not.toHaveProperty('performanceRatioType');
    expect(search).not.toHaveProperty('period');
    await waitFor(() =>
      expect(askedFor('/extended-chicken-performance').length).toBeGreaterThan(0),
    );
    const [url] = askedFor('/extended-chicken-performance');
    expect(url!.searchParams.get('materials')).toBe('Nuggets');
    expect(url!.searchParams.get('performanceRatioType')).toBe('COOKED/RECOMMENDATION');
    await waitFor(() =>
      expect(within(section('Performance by product')).getAllByRole('row').length).toBe(3),
    );
    expect(
      within(section('Performance by product')).getByRole('rowheader', { name: 'Nuggets' }),
    ).toBeVisible();
  });

  it('cancels the older call when the filters change, and ignores it silently (spec 000 §4)', async () => {
    const { signals, override } = holdFirstCall(getChickenPerformance, (sent) =>
      sandbox.app.fetch(sent),
    );
    server.use(override);
    const app = await openPage('?timeInterval=7d');
    await waitFor(() => expect(signals.length).toBe(1));
    await app.router.navigate({ to: '/performance/chicken', search: { timeInterval: '1d' } });
    await waitFor(() => expect(signals.length).toBe(2));
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    await waitFor(() =>
      expect(within(section('Pieces per period')).getByRole('img')).toBeInTheDocument(),
    );
    expect(screen.queryByText('No information')).toBeNull();
  });

  it.each([
    [
      'a 500 and a network error',
      failWith(getChickenPerformance, 500, 'Boom'),
      networkError(getExtendedChickenPerformance),
    ],
    [
      'malformed answers and a 503',
      malformed(getChickenPerformance),
      failWith(getExtendedChickenPerformance, 503, 'Down'),
    ],
  ])(
    'shows No information in every section for %s, and keeps the page',
    async (_what, ...handlers) => {
      server.use(...handlers);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await openPage();
      await waitFor(() => expect(screen.getAllByText('No information').length).toBe(7));
      for (const name of SECTIONS) {
        expect(within(section(name)).getByText('No information')).toBeVisible();
      }
      expect(screen.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Waste / Cooked' })).toBeEnabled();
    },
  );

  it('converts shown weights to pounds', async () => {
    await openPage('?timeInterval=7d');
    const overall = section('Overall performance');
    const cooked = await waitFor(() => within(overall).getAllByText(/ kg$/)[0]!);
    const kg = Number(cooked.textContent!.replace(/[^\d.]/g, ''));
    await userEvent.click(screen.getByRole('radio', { name: 'Pounds' }));
    await waitFor(() => expect(within(overall).getAllByText(/ lbs$/).length).toBe(2));
    expect(within(overall).queryByText(/ kg$/)).toBeNull();
    const lbs = within(overall).getAllByText(/ lbs$/)[0]!;
    expect(Number(lbs.textContent!.replace(/[^\d.]/g, ''))).toBeCloseTo(kg * 2.20462, 0);
    expect(
      within(section('Performance by product')).getByRole('columnheader', {
        name: 'Cooked (lbs)',
      }),
    ).toBeVisible();
  });

  it('asks for the chosen restaurant only and leaves out the per-restaurant table', async () => {
    const [first] = sandbox.context.chain.restaurants.filter((r) => r.number === 1003);
    await openPage(`?timeInterval=7d&restaurantUuid=${first!.uuid}`);
    await waitFor(() =>
      expect(askedFor('/extended-chicken-performance').length).toBeGreaterThan(0),
    );
    expect(askedFor('/extended-chicken-performance')[0]!.searchParams.get('restaurantUuid')).toBe(
      first!.uuid,
    );
    await waitFor(() =>
      expect(within(section('Performance by product')).getAllByRole('row').length).toBe(9),
    );
    expect(screen.queryByRole('region', { name: 'Performance by restaurant' })).toBeNull();
  });
});

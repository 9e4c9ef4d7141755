import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRecommendationAnalytic } from '../../src/api/recommendation-history/recommendation-history.endpoints';
import { request, unwrap } from '../../src/api/request';
import { rankRestaurants } from '../../src/features/timer-analytics/ranking';
import { addWings } from '../helpers/dictionary-entries';
import { chooseFilter } from '../helpers/filters';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

// /timers-cycle-history/analytics: spec 001 §7 /recommendationTimerCycleHistory/analytic, and
// the ranking of restaurants against the chain median, outliers first.

const PATH = '/timers-cycle-history/analytics';

let asked: URL[] = [];
function record({ request: sent }: { request: Request }) {
  const url = new URL(sent.url);
  if (url.pathname === `/api/v1${getRecommendationAnalytic.path}`) asked.push(url);
}
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function open(search = '?timeInterval=7d', email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`${PATH}${search}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const cards = () => screen.findAllByTestId('ranked-restaurant');

describe(`${PATH} (spec 001 §2, §7; ranking against the chain median)`, () => {
  it('shows the chain medians and every restaurant ranked against them, outliers first, as the sandbox answers', async () => {
    await open();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const analytic = unwrap(
      await request(getRecommendationAnalytic, {
        query: Object.fromEntries(asked[0]!.searchParams),
      } as never),
    );
    const ranked = rankRestaurants(analytic);
    const shown = await cards();
    expect(shown).toHaveLength(analytic.rows.length);
    const names = shown.map(
      (card) => within(card).getByRole('link', { name: /^Hot-holding pans of / }).textContent,
    );
    expect(names).toEqual(
      ranked.map(({ figures }) => `${figures.restaurantNumber} - ${figures.restaurantName}`),
    );
    // Outliers first: once a card is not one, none after it is.
    const flags = shown.map((card) => card.getAttribute('data-outlier'));
    expect(
      flags.indexOf('true') === -1 ||
        flags.lastIndexOf('true') < flags.indexOf('false') ||
        !flags.includes('false'),
    ).toBe(true);
    const medians = screen.getByRole('region', { name: 'Chain median' });
    expect(within(medians).getByText('Hold compliance')).toBeVisible();
    expect(
      within(medians).getByText(`${analytic.median.holdCompliance!.toLocaleString('en')} %`),
    ).toBeVisible();
  });

  it("a restaurant's name opens its hot-holding pans for the same range, longest first", async () => {
    const user = userEvent.setup();
    const app = await open();
    const [first] = await cards();
    const link = within(first!).getByRole('link', { name: /^Hot-holding pans of / });
    await user.click(link);
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/timers-cycle-history/hot-holding'),
    );
    const search = app.router.state.location.search as Record<string, unknown>;
    expect(search.sort).toBe('duration.desc');
    expect(typeof search.restaurantUuid).toBe('string');
    expect(typeof search.startDate).toBe('number');
  });

  it('spec 000 §5: catering in the URL is sent; an invalid value and an unknown product are dropped', async () => {
    const app = await open('?timeInterval=7d&catering=true&materials=Tacos');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)!.searchParams.get('catering')).toBe('true');
    expect(asked.at(-1)!.searchParams.get('materials')).toBeNull();
    expect(app.router.state.location.search).not.toHaveProperty('materials');
  });

  it('spec 001 §7 line 239: a material added to the chicken materials dictionary is a product option, sent as materials', async () => {
    addWings(sandbox.context.chain);
    const app = await open();
    await chooseFilter(
      app.router,
      { combobox: 'Chicken products', option: 'Wings' },
      { url: { materials: 'Wings' }, lastCall: () => asked.at(-1), sends: { materials: 'Wings' } },
    );
  });

  it('spec 000 §5: catering=sometimes is dropped; every task is counted', async () => {
    const app = await open('?timeInterval=7d&catering=sometimes');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)!.searchParams.get('catering')).toBeNull();
    expect(app.router.state.location.search).not.toHaveProperty('catering');
  });

  it('a crew member (one restaurant) sees their restaurant alone, near its own median', async () => {
    await open('?timeInterval=7d', 'crew@demo.kitchen');
    const shown = await cards();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Near the median');
  });

  describe('spec 000 §4, §8: an analytic that cannot be loaded', () => {
    it.each([
      ['answering 500', () => failWith(getRecommendationAnalytic, 500, 'Analytics down')],
      ['with no answer (network error)', () => networkError(getRecommendationAnalytic)],
      [
        'answering a body of the wrong shape',
        () => malformed(getRecommendationAnalytic, { success: true, results: { rows: 'many' } }),
      ],
    ] as const)(
      "%s: 'The analytics could not be loaded' with Try again, never a blank page; Try again loads them",
      async (_name, failure) => {
        const user = userEvent.setup();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await open();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The analytics could not be loaded');
        expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
        server.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect((await cards()).length).toBeGreaterThan(0);
        expect(screen.queryByText('The analytics could not be loaded')).toBeNull();
      },
    );
  });
});

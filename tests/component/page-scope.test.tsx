import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { connectSession } from '../../src/app-session';
import { updateSession } from '../../src/api/auth/session-store';
import { loadPageScope } from '../../src/api/restaurants/page-scope';
import { GLOBAL_RESTAURANT, PICK_LIST_QUERY } from '../../src/api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../src/api/restaurants/restaurants.queries';
import { usersQueries } from '../../src/api/users/users.queries';
import { createQueryClient } from '../../src/lib/query-client';
import { browserTimeZone } from '../../src/lib/time-zone';
import { Providers } from '../../src/providers';
import { createAppRouter } from '../../src/router';
import { chartPageSetup } from '../helpers/chart-page';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

const { askedFor } = chartPageSetup('/analytic/');

/** The dashboard's six calls (nine sections; some share a call). */
const DASHBOARD_CALLS = [
  '/analytic/total-usage',
  '/analytic/timers',
  '/analytic/waste',
  '/analytic/waste-distribution',
  '/analytic/fryer-cycles',
  '/analytic/fryer-cycles-distribution',
];

/** The console's router at `path` with an empty query cache (a cold first visit), not rendered. */
async function coldRouter(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  onTestFinished(connectSession(router, queryClient));
  await router.load();
  return { router, queryClient };
}

/** Signs in as `email`: the route context a loader gets, and the user's pick-list. */
async function signedIn(email: string) {
  await signInAs(email);
  const queryClient = createQueryClient();
  const user = await queryClient.fetchQuery(usersQueries.current());
  const list = await queryClient.fetchQuery(restaurantsQueries.list(PICK_LIST_QUERY));
  return { context: { queryClient, user }, restaurants: list.content };
}

describe('page scope: a cold first visit warms its page from the loader', () => {
  it("asks for the chicken dashboard's calls before the page mounts, with an empty cache", async () => {
    await signInAs('manager@demo.kitchen');
    await coldRouter('/dashboard/chicken?timeInterval=7d');
    // Nothing is rendered: only the route's loader can have asked.
    await waitFor(() => {
      for (const call of DASHBOARD_CALLS) expect(askedFor(call)).toHaveLength(1);
    });
  });

  it('asks for the remembered restaurant, and the page then reads those answers', async () => {
    const { restaurants } = await signedIn('manager@demo.kitchen');
    const chosen = restaurants[1]!;
    updateSession({ restaurantUuid: chosen.uuid });
    const { router, queryClient } = await coldRouter('/dashboard/chicken');
    await waitFor(() => expect(askedFor('/analytic/total-usage')).toHaveLength(1));
    const [warmed] = askedFor('/analytic/total-usage');
    expect(warmed!.searchParams.get('restaurantUuid')).toBe(chosen.uuid);

    render(
      <Providers queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(screen.getAllByText(/^Updated /).length).toBe(9));
    // The page's own queries are the warmed ones: no second call for the same figures.
    expect(askedFor('/analytic/total-usage')).toHaveLength(1);
  });
});

describe('page scope: the restaurant, its zone and the range, resolved once', () => {
  beforeEach(installQuietSessionSeam);

  it("gives the chosen restaurant's zone, and today from its midnight", async () => {
    const { context, restaurants } = await signedIn('manager@demo.kitchen');
    const chosen = restaurants.find((restaurant) => restaurant.timezone !== browserTimeZone())!;
    expect(await loadPageScope(context, { restaurantUuid: chosen.uuid })).toEqual({
      restaurant: chosen.uuid,
      timeZone: chosen.timezone,
      range: { kind: 'today', timeZone: chosen.timezone },
    });
  });

  it("Global gives no zone: today is the user's own (the browser's), as before", async () => {
    const { context } = await signedIn('manager@demo.kitchen');
    expect(await loadPageScope(context, { timeInterval: '7d' })).toEqual({
      restaurant: GLOBAL_RESTAURANT,
      timeZone: null,
      range: { kind: 'preset', timeInterval: '7d' },
    });
    expect((await loadPageScope(context, {})).range).toEqual({
      kind: 'today',
      timeZone: browserTimeZone(),
    });
  });

  it("a restaurant that is not (any more) the user's: the remembered one, else Global", async () => {
    const { context, restaurants } = await signedIn('manager@demo.kitchen');
    const gone = { restaurantUuid: 'a-restaurant-no-longer-listed' };
    expect((await loadPageScope(context, gone)).restaurant).toBe(GLOBAL_RESTAURANT);
    updateSession({ restaurantUuid: restaurants[0]!.uuid });
    expect((await loadPageScope(context, gone)).restaurant).toBe(restaurants[0]!.uuid);
  });

  it("USER: their own restaurant's zone, whatever the URL asks for", async () => {
    await signInAs('crew@demo.kitchen');
    const queryClient = createQueryClient();
    const user = await queryClient.fetchQuery(usersQueries.current());
    const own = await queryClient.fetchQuery(restaurantsQueries.detail(user.restaurantUuid!));
    const scope = await loadPageScope({ queryClient, user }, { restaurantUuid: 'another' });
    expect(scope.restaurant).toBe(own.uuid);
    expect(scope.timeZone).toBe(own.timezone);
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { connectSession } from '../../src/app-session';
import type { ModuleType } from '../../src/lib/access';
import { createQueryClient } from '../../src/lib/query-client';
import { APP_ROUTES } from '../../src/lib/route-table';
import { Providers } from '../../src/providers';
import { createAppRouter } from '../../src/router';
import { renderApp, startApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { CREW_VIEWS, MANAGER_VIEWS } from '../helpers/demo-access';

/**
 * Who may open what, written out by hand from the sandbox seed (sandbox/seed.ts,
 * sandbox/model/roles.ts) rather than computed by the access model under test.
 * - manager@: role "Restaurant Manager" = policies "Kitchen operations viewer" + "PC maintenance".
 * - crew@: role "Shift Lead" = policy "Shift floor".
 * - admin@ (ADMIN) and norole@ (no role) are not restricted.
 */
const EVERYTHING = 'every module' as const;
const ACCOUNTS: ReadonlyArray<[email: string, views: readonly ModuleType[] | typeof EVERYTHING]> = [
  ['admin@demo.kitchen', EVERYTHING],
  ['manager@demo.kitchen', MANAGER_VIEWS],
  ['crew@demo.kitchen', CREW_VIEWS],
  ['norole@demo.kitchen', EVERYTHING],
];

/** Every demo account above may see the dashboard, so it is everyone's home. */
const HOME = { pathname: '/dashboard/chicken', heading: 'Dashboard' };
const UUID = '6f1c2a9e-4b7d-4e3a-9c5f-0d8e7b6a5c41';

interface Landing {
  pathname: string;
  heading: string | null;
}

/** Opens `path` in a fresh console and reports where the router ended and the page heading. */
async function visit(path: string): Promise<Landing> {
  const { router } = await renderApp(path);
  await waitFor(() => {
    expect(router.state.status).toBe('idle');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
  const landing = {
    pathname: router.state.location.pathname,
    heading: screen.getByRole('heading', { level: 1 }).textContent,
  };
  cleanup();
  return landing;
}

/**
 * Where the router settles for `path`, the page not drawn: access is decided in the routes'
 * `beforeLoad` (lib/route-guard), before any page renders. That every page draws its heading
 * is the page tour's check (every route, four screens) and the e2e walk's as manager@.
 */
async function settlesAt(path: string): Promise<string> {
  const { router } = await startApp(path);
  return router.state.location.pathname;
}

describe('spec 000 §2, §6: every page of the route table, for each demo account', () => {
  it.each(ACCOUNTS)(
    'spec 000 §6: %s opens the pages of modules with VIEW and is sent home from the others',
    async (email, views) => {
      await signInAs(email);
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const route of APP_ROUTES) {
        const path = route.path.replaceAll('$uuid', UUID);
        const allowed =
          views === EVERYTHING || route.module === null || views.includes(route.module);
        expected[path] = allowed ? path : HOME.pathname;
        actual[path] = await settlesAt(path);
      }
      expect(actual).toEqual(expected);
    },
  );
});

describe('spec 000 §2: paths outside the route table', () => {
  it.each([
    ['/no/such/page', 'admin@demo.kitchen'],
    ['/', 'manager@demo.kitchen'],
    ['/kitchen-player/no-such-id', 'manager@demo.kitchen'],
    ['/pcs/no-such-id', 'manager@demo.kitchen'],
    ['/pcs/no-such-id', 'crew@demo.kitchen'],
    ['/kitchen-player/no-such-id?restaurantUuid=r-1', 'crew@demo.kitchen'],
  ])('spec 000 §2: %s goes home (%s)', async (path, email) => {
    await signInAs(email);
    expect(await visit(path)).toEqual(HOME);
  });

  it.each(['/pcs/no-such-id', '/kitchen-player/no-such-id'])(
    'spec 000 §2: an unknown id of %s goes home keeping restaurantUuid',
    async (path) => {
      await signInAs('manager@demo.kitchen');
      // Own history, to see the hop home before the home route picks the page.
      const history = createMemoryHistory({ initialEntries: [`${path}?restaurantUuid=r-1`] });
      const visited: string[] = [];
      onTestFinished(history.subscribe(({ location }) => visited.push(location.href)));
      const queryClient = createQueryClient();
      const router = createAppRouter(queryClient, history);
      onTestFinished(connectSession(router, queryClient));
      render(
        <Providers queryClient={queryClient} env="test">
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
      expect(visited[0]).toBe('/?restaurantUuid=r-1');
    },
  );
});

describe('the page registry: the profile menu', () => {
  it("spec 000 §2: lists the registry's account pages, which a user of any role may open", async () => {
    await signInAs('crew@demo.kitchen');
    const { router } = await renderApp('/dashboard/chicken');
    await userEvent.click(await screen.findByRole('button', { name: /^My Account/ }));
    const menu = await screen.findByRole('menu');
    const pages = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
      // Not pages: the support request form and Sign Out.
      .filter((name) => name !== 'Sign Out' && name !== 'Contact support');
    expect(pages).toEqual(['Authentication Log', 'Active Sessions', 'Security']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Active Sessions' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user-settings/active-sessions'),
    );
  });
});

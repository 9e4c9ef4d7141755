import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { connectSession } from '../../src/app-session';
import { createQueryClient } from '../../src/lib/query-client';
import { restoreQueryCache } from '../../src/lib/query-persistence';
import { Providers } from '../../src/providers';
import { createAppRouter } from '../../src/router';
import { DEMO_PASSWORD } from './sign-in';

interface AppOptions {
  persist?: boolean;
  retry?: boolean;
}

/**
 * The console's router and query cache at `path`, loaded but not drawn, with its session seam;
 * with `persist` the query cache is restored from (fake) IndexedDB as in the browser. Failed
 * loads are not retried unless `retry` keeps the console's own rule (lib/query-client).
 */
export async function startApp(path: string, { persist = false, retry = false }: AppOptions = {}) {
  const queryClient = createQueryClient();
  if (!retry) {
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
  }
  if (persist) await restoreQueryCache(queryClient);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, history);
  const disconnect = connectSession(router, queryClient);
  await router.load();
  onTestFinished(async () => {
    disconnect();
    // Nothing of this test's console may ask the sandbox during the next test (a list's
    // following page, a retry): the next test counts the calls its own console makes.
    await queryClient.cancelQueries();
    queryClient.clear();
  });
  return { router, queryClient };
}

/**
 * The whole console at `path` (startApp), drawn with its real providers. `wrap` puts a test's
 * context around the router (a media gateway double).
 */
export async function renderApp(
  path: string,
  {
    wrap = (node: ReactNode) => node,
    ...options
  }: AppOptions & { wrap?: (node: ReactNode) => ReactNode } = {},
) {
  const { router, queryClient } = await startApp(path, options);
  const view = render(
    <Providers queryClient={queryClient} env="test">
      {wrap(<RouterProvider router={router} />)}
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Opens `path` (the sign-in page by default) and signs in through its form, as a user would. */
export async function signInWithForm(user: UserEvent, email: string, path = '/login') {
  const view = await renderApp(path);
  await user.type(await screen.findByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

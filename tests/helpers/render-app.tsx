import { render } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { installSessionSeam } from '../../src/api/auth/session-seam';
import { createQueryClient } from '../../src/lib/query-client';
import { restoreQueryCache } from '../../src/lib/query-persistence';
import { Providers } from '../../src/providers';
import { createAppRouter } from '../../src/router';

/**
 * The whole console at `path`, with its real router, providers and session seam; with
 * `persist` the query cache is saved to (fake) IndexedDB as in the browser.
 */
export async function renderApp(path: string, { persist = false } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (persist) await restoreQueryCache(queryClient);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, history);
  installSessionSeam(() => void router.navigate({ to: '/login' }));
  await router.load();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

import './styles';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './lib/config';
import { initI18n } from './lib/i18n/i18n';
import { awaitFirstPage } from './lib/first-page';
import { yieldToPage } from './lib/idle';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker, reloadOnStaleChunks } from './lib/service-worker';
import { connectSession } from './app-session';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { announceUnreadableRows } from './ui/feedback/unreadable-rows-notice';
import { installDefaultTrustedTypesPolicy } from './lib/trusted-types';

async function start() {
  installDefaultTrustedTypesPolicy();
  reloadOnStaleChunks();
  const queryClient = createQueryClient();
  // The first Intl.DateTimeFormat starts ICU (60–120 ms on a phone at 4×, docs/measurements.md):
  // in a task of its own while the configuration is on its way, not inside the first page.
  setTimeout(() => Intl.DateTimeFormat().resolvedOptions(), 0);
  // Configuration, language and the saved cache are in place before the first render, so
  // an offline reload paints saved data at once and no text flickers between languages.
  // The saved-cache code (IndexedDB, hydration) loads beside the configuration rather than in
  // the entry: it is not needed before config.json has come back anyway.
  await Promise.all([
    loadConfig(),
    initI18n(),
    import('./lib/query-persistence').then(({ restoreQueryCache }) =>
      restoreQueryCache(queryClient),
    ),
  ]);

  // The start is three pieces of main-thread work, each a long task on a slow phone: restoring
  // the saved cache, building the router and its routes, and the first page's loaders. A
  // yield between them lets the browser paint and answer input in between
  // (docs/decisions/console-and-first-screen.md, "The first screen").
  await yieldToPage();
  const router = createAppRouter(queryClient);
  connectSession(router, queryClient);
  announceUnreadableRows();
  await yieldToPage();
  await router.load();
  await yieldToPage();

  const firstPage = awaitFirstPage();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  startTransition(() => {
    createRoot(container).render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  void firstPage.then(registerServiceWorker);
}

void start();

/// <reference lib="webworker" />
// First: their listeners must run before this file's own (a notification action, a push and its
// clicks, a dictionary read stale-while-revalidate per user, dropped on an edit).
import './alert-actions';
import './push';
import './dictionaries-cache';
import './outbox-sync';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { NOTIFICATION_CLICK_MESSAGE } from '../src/lib/sw-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The shell: index.html, scripts, styles, icons and the manifest of this build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the console opens offline from the precached shell; the API, the sandbox's
// control API and real files are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/__sandbox\//, /\/[^/?]+\.[^/?]+$/],
  }),
);

// Everything else under the API (auth included) is never cached: answers are per user and
// tokens must not outlive a sign-out in a cache.
registerRoute(({ url }) => /\/api\/v1\//.test(url.pathname), new NetworkOnly(), 'GET');
registerRoute(({ url }) => /\/api\/v1\//.test(url.pathname), new NetworkOnly(), 'POST');

// The update prompt decides when a new version takes over (src/lib/service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// A click on a system notification (src/lib/system-notifications.ts) focuses an open console
// and tells it which notification to show; with no console open, it opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const uuid = (event.notification.data as { uuid?: unknown } | null)?.uuid;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = windows.find((client) => client.focused) ?? windows[0];
      if (target) {
        await target.focus();
        target.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, uuid });
        return;
      }
      await self.clients.openWindow('/');
    })(),
  );
});

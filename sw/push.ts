/// <reference lib="webworker" />
/*
 * Web Push while the console is closed (docs/decisions/provider-api.md, "Push, our extension"):
 * each push shows a system notification (sw/push-display.ts says what it shows), and a click on
 * it opens the exact page, focusing an open console window when there is one.
 *
 * Acknowledge goes through the page's own call (POST /alerts/{id}/acknowledge with the page's
 * session and its refresh): the worker holds no token. With a console window open, the worker
 * asks it; with none, it keeps the Acknowledge in the outbox (src/lib/outbox-store.ts) and opens
 * the alert: the console it starts sends what the outbox holds, as after any offline action.
 *
 * Imported by sw.ts before its own click handler, which then never sees a push's notification.
 */
import { NOTIFICATION_CLICK_MESSAGE, PUSH_ACKNOWLEDGE_MESSAGE } from '../src/lib/sw-messages';
import { pickWindow, pushClick, pushDisplay, readPushPayload } from '../src/lib/push-display';
import { appended, changeSavedOutbox } from '../src/lib/outbox-store';
import { badgeOnPush } from './badge';
import { workerSessionUser } from './dictionaries-cache';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  const payload = event.data ? readPushPayload(event.data.text()) : null;
  if (!payload) return;
  const { title, options } = pushDisplay(payload, self.navigator.language);
  // One more unread on the app icon too (sw/badge.ts).
  event.waitUntil(Promise.all([self.registration.showNotification(title, options), badgeOnPush()]));
});

async function consoleWindow(): Promise<WindowClient | undefined> {
  return pickWindow(await self.clients.matchAll({ type: 'window', includeUncontrolled: true }));
}

/**
 * Focuses the console at `url`, or opens it there. A notification with no page of its own
 * (`/`) is shown in the open console's bell instead, where the user was.
 */
async function openAt(url: string, uuid: string): Promise<void> {
  const open = await consoleWindow();
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (url === '/') {
    focused.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, uuid });
    return;
  }
  // A page this worker does not control cannot be navigated by it; it is focused as it is.
  await focused.navigate(url).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  const click = pushClick(event.notification.data, event.action);
  if (!click) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(
    (async () => {
      if (click.kind === 'open') return openAt(click.url, click.uuid);
      const open = await consoleWindow();
      if (open) open.postMessage({ type: PUSH_ACKNOWLEDGE_MESSAGE, alertId: click.alertId });
      else {
        // Kept for the user the page last named, and replayed only with their session; with
        // nobody signed in, nothing is kept and the alert opens (after a sign-in) to be acted on.
        const user = await workerSessionUser();
        const acknowledge = { kind: 'alerts.acknowledge', id: click.alertId } as const;
        if (user)
          await changeSavedOutbox((saved) => appended(saved, acknowledge, Date.now(), user));
        await self.clients.openWindow(click.url);
      }
    })(),
  );
});

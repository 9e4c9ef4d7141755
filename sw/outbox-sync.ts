/// <reference lib="webworker" />

/*
 * Background Sync for the outbox (docs/decisions/shell-and-widgets.md, "Actions that wait
 * offline"). The worker does not hold the session's token (it lives in the page, which also
 * refreshes it), so it does not send the actions itself: it asks an open console window to run
 * the outbox and waits for its answer. With no window open it leaves them for the next start.
 */

import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../src/lib/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** A page that does not answer (busy, closing) does not hold the sync event forever. */
const PAGE_ANSWER_MS = 60_000;

interface SyncEvent extends ExtendableEvent {
  tag: string;
  lastChance: boolean;
}

function askPage(client: Client): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(-1), PAGE_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<{ waiting?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data.waiting === 'number' ? event.data.waiting : -1);
    };
    client.postMessage({ type: OUTBOX_SYNC_MESSAGE }, [channel.port2]);
  });
}

async function syncOutbox(event: SyncEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const page = windows.find((client) => client.focused) ?? windows[0];
  if (!page) return;
  const waiting = await askPage(page);
  // Still offline for the page: a rejected sync is tried again by the browser later.
  if (waiting !== 0 && !event.lastChance) throw new Error(`${waiting} outbox actions still wait`);
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(syncOutbox(event));
}) as EventListener);

import type { QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_CODE, unwrap } from '../request';
import type { OutboxAction } from '../../lib/outbox-store';

/*
 * What the mutations and the bell call on every signed-in page. The calls, the replay and
 * IndexedDB (outbox-send.ts, outbox.ts) load with the first action or once the first page is
 * drawn, not with it.
 */

/** What a mutation answers when its action went to the outbox instead of the provider. */
const QUEUED = { queued: true } as const;
export type Queued = typeof QUEUED;

export function isQueued(answer: unknown): answer is Queued {
  return answer === QUEUED;
}

/**
 * A mutation's call: sent now when the device is online, else (or when the call gets no answer
 * at all) kept in the outbox and answered `QUEUED`, so the screen applies it at once. A refusal
 * is thrown as the call's error, as before.
 */
export async function sendOrQueue(action: OutboxAction): Promise<unknown> {
  const { send, loadOutboxWork } = await import('./outbox-send');
  if (navigator.onLine) {
    const result = await send(action);
    if (result.success || result.code !== NETWORK_ERROR_CODE) return unwrap(result);
  }
  const { enqueue } = await loadOutboxWork();
  await enqueue(action);
  return QUEUED;
}

/**
 * Replays the outbox now (the start of a signed-in page, after a reload), on each return of the
 * connection, and when the service worker's Background Sync asks (sw/outbox-sync.ts: the worker
 * holds no token, so it asks an open page to run it and waits for its answer). The bell calls it
 * once the first page is drawn.
 */
export function startOutbox(queryClient: QueryClient): Promise<void> {
  return import('./outbox-send').then(({ startReplay }) => startReplay(queryClient));
}

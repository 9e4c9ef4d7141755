import type { QueryClient } from '@tanstack/react-query';
import { acknowledgeAlert, deleteAlert } from '../alerts/alerts.endpoints';
import {
  deleteNotification,
  markNotificationsRead,
} from '../notifications/notifications.endpoints';
import { NETWORK_ERROR_CODE, request, unwrap, type ApiResult } from '../request';
import { OUTBOX_SYNC_MESSAGE } from '../../lib/sw-messages';
import {
  enqueue,
  loadOutbox,
  outboxItems,
  runOutbox,
  setOutboxSender,
  type OutboxAction,
} from './outbox';

/** The provider call of each action that may wait (spec 000 §7 "Notifications", "Alerts"). */
function send(action: OutboxAction): Promise<ApiResult<unknown>> {
  switch (action.kind) {
    case 'notifications.markRead':
      return request(markNotificationsRead, { body: { notificationsUuid: action.uuids } });
    case 'notifications.delete':
      return request(deleteNotification, { params: { id: action.uuid } });
    case 'alerts.acknowledge':
      return request(acknowledgeAlert, { params: { id: action.id } });
    case 'alerts.delete':
      return request(deleteAlert, { params: { id: action.id } });
  }
}

/** The queries an action changes, asked again once it is sent (or discarded). */
function scopeOf(action: OutboxAction): readonly string[] {
  return action.kind.startsWith('alerts.') ? ['alerts'] : ['notifications'];
}

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
  if (navigator.onLine) {
    const result = await send(action);
    if (result.success || result.code !== NETWORK_ERROR_CODE) return unwrap(result);
  }
  await enqueue(action);
  return QUEUED;
}

let started = false;

/**
 * Replays the outbox now (the start of a signed-in page, after a reload), on each return of the
 * connection, and when the service worker's Background Sync asks (sw/outbox-sync.ts: the worker
 * holds no token, so it asks an open page to run it and waits for its answer).
 */
export function startOutbox(queryClient: QueryClient): void {
  setOutboxSender(send, (action) => {
    void queryClient.invalidateQueries({ queryKey: scopeOf(action) });
  });
  if (started) return;
  started = true;
  void loadOutbox().then(() => {
    if (navigator.onLine && outboxItems().length > 0) void runOutbox();
  });
  window.addEventListener('online', () => void runOutbox());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_SYNC_MESSAGE) return;
    const port = event.ports[0];
    void runOutbox().then(
      (waiting) => port?.postMessage({ waiting }),
      () => port?.postMessage({ waiting: -1 }),
    );
  });
}

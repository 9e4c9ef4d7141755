import type { QueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  markNotificationsRead,
} from '../notifications/notifications.endpoints';
import { request, type ApiResult } from '../request';
import { OUTBOX_SYNC_MESSAGE } from '../../lib/sw-messages';
import type { OutboxAction } from '../../lib/outbox-store';
import { setOutboxSender } from './outbox-items';

/*
 * How the outbox's actions reach the provider, and its replay (outbox-actions.ts loads this with
 * the first action, or when the bell starts the outbox after the first page).
 */

/** The outbox's work (IndexedDB, the replay): loaded when an action waits or the outbox starts. */
export const loadOutboxWork = () => import('./outbox');

/** The provider call of each action that may wait (spec 000 §7 "Notifications", "Alerts"). */
export async function send(action: OutboxAction): Promise<ApiResult<unknown>> {
  switch (action.kind) {
    case 'notifications.markRead':
      return request(markNotificationsRead, { body: { notificationsUuid: action.uuids } });
    case 'notifications.delete':
      return request(deleteNotification, { params: { id: action.uuid } });
  }
  // The alerts' endpoints and their answers' schema load with the first alert action sent (the
  // alerts page has them already).
  const { acknowledgeAlert, deleteAlert } = await import('../alerts/alerts.endpoints');
  return action.kind === 'alerts.acknowledge'
    ? request(acknowledgeAlert, { params: { id: action.id } })
    : request(deleteAlert, { params: { id: action.id } });
}

/** The queries an action changes, asked again once it is sent (or discarded). */
function scopeOf(action: OutboxAction): readonly string[] {
  return action.kind.startsWith('alerts.') ? ['alerts'] : ['notifications'];
}

let started = false;

/** startOutbox (outbox-actions.ts), once this module is loaded. */
export function startReplay(queryClient: QueryClient): void {
  setOutboxSender(send, (action) => {
    void queryClient.invalidateQueries({ queryKey: scopeOf(action) });
  });
  if (started) return;
  started = true;
  void loadOutboxWork().then(async ({ loadOutbox, runOutbox }) => {
    if ((await loadOutbox()).length > 0 && navigator.onLine) void runOutbox();
  });
  const run = () => loadOutboxWork().then(({ runOutbox }) => runOutbox());
  window.addEventListener('online', () => void run());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_SYNC_MESSAGE) return;
    const port = event.ports[0];
    void run().then(
      (waiting) => port?.postMessage({ waiting }),
      () => port?.postMessage({ waiting: -1 }),
    );
  });
}

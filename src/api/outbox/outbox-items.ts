import type { OutboxAction, OutboxItem } from '../../lib/outbox-store';
import type { ApiResult } from '../request';

/*
 * The outbox as this page holds it: its items as last read or changed, who listens, and how an
 * action is sent. The bell on every signed-in page reads it; the outbox's work (outbox.ts:
 * IndexedDB, the replay) loads after the first page, or when an action has to wait.
 */

type Sender = (action: OutboxAction) => Promise<ApiResult<unknown>>;
type Settled = (action: OutboxAction) => void;

let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();

/** What setOutboxSender set, read by outbox.ts when it sends. */
export const outboxSending: { send: Sender | null; settled: Settled } = {
  send: null,
  settled: () => undefined,
};

/**
 * How an action is sent, and what follows a sent one (its queries asked again); set once by
 * outbox-actions.ts, which knows the endpoints.
 */
export function setOutboxSender(send: Sender, onSettled: Settled): void {
  outboxSending.send = send;
  outboxSending.settled = onSettled;
}

export function publishOutbox(next: readonly OutboxItem[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the items in replay order. */
export function outboxItems(): readonly OutboxItem[] {
  return items;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

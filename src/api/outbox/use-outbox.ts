import { useSyncExternalStore } from 'react';
import type { OutboxAction, OutboxItem } from '../../lib/outbox-store';
import { outboxItems, subscribeOutbox } from './outbox-items';

/** The outbox's items, in the order they will be sent; a render on each change. */
export function useOutbox(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribeOutbox, outboxItems, outboxItems);
}

type Kind = OutboxAction['kind'];

/** The target ids of the waiting actions of one kind: the screen marks them "waiting to send". */
export function waitingTargets(items: readonly OutboxItem[], kind: Kind): Map<string, OutboxItem> {
  const targets = new Map<string, OutboxItem>();
  for (const item of items) {
    const { action } = item;
    if (action.kind !== kind) continue;
    if (action.kind === 'notifications.markRead')
      action.uuids.forEach((id) => targets.set(id, item));
    else targets.set(action.kind === 'notifications.delete' ? action.uuid : action.id, item);
  }
  return targets;
}

/**
 * The bell's count over what waits: the provider's unread count less the notifications marked
 * read offline, so the bell and the icon's badge agree with the list.
 */
export function unreadAfterOutbox(unread: number, items: readonly OutboxItem[]): number {
  return Math.max(0, unread - waitingTargets(items, 'notifications.markRead').size);
}

import { update } from 'idb-keyval';
import { idbStore } from './idb-store';

/*
 * The outbox as it is saved (docs/decisions/shell-and-widgets.md, "Actions that wait offline"):
 * its items, their key in IndexedDB and how one is added. The page's outbox
 * (src/api/outbox/outbox.ts) sends them; the service worker adds one too, an Acknowledge chosen
 * on a push's notification while no console is open (sw/push.ts).
 */

/** What waits. Each names its target only: nothing of the screen it came from is needed. */
export type OutboxAction =
  | { kind: 'notifications.markRead'; uuids: string[] }
  | { kind: 'notifications.delete'; uuid: string }
  | { kind: 'alerts.acknowledge'; id: string }
  | { kind: 'alerts.delete'; id: string };

export interface OutboxItem {
  /** Increasing: the replay order is the order the actions were made. */
  seq: number;
  /**
   * The user whose session made it (the stored session's `userUuid`): it is replayed only with
   * that user's session, and dropped when another user's starts.
   */
  userUuid: string;
  action: OutboxAction;
  /** Epoch ms. */
  queuedAt: number;
  /** The provider's refusal on replay; such an item waits for Retry or Discard. */
  refusal?: { code: number; message: string };
}

export const OUTBOX_KEY = 'kc.outbox';

/** Saves the items `edit` makes of the saved ones; answers them. */
export async function changeSavedOutbox(
  edit: (saved: OutboxItem[]) => OutboxItem[],
): Promise<OutboxItem[]> {
  let next: OutboxItem[] = [];
  await update<OutboxItem[]>(OUTBOX_KEY, (saved) => (next = edit(saved ?? [])), idbStore);
  return next;
}

/** `saved` with `userUuid`'s `action` after every item already waiting. */
export function appended(
  saved: OutboxItem[],
  action: OutboxAction,
  now: number,
  userUuid: string,
): OutboxItem[] {
  return [
    ...saved,
    { seq: Math.max(0, ...saved.map((item) => item.seq)) + 1, userUuid, action, queuedAt: now },
  ];
}

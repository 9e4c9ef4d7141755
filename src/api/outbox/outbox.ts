import { get, set } from 'idb-keyval';
import { idbStore } from '../../lib/idb-store';
import { readSession } from '../auth/session-store';
import {
  OUTBOX_KEY,
  appended,
  changeSavedOutbox,
  type OutboxAction,
  type OutboxItem,
} from '../../lib/outbox-store';
import { OUTBOX_SYNC_TAG } from '../../lib/sw-messages';
import { NETWORK_ERROR_CODE } from '../request';
import { outboxItems, outboxSending, publishOutbox as publish } from './outbox-items';

/*
 * The outbox (docs/decisions/shell-and-widgets.md, "Actions that wait offline"): the few actions
 * that still make sense later (mark notifications read, delete a notification, acknowledge or
 * delete an alert) are kept in IndexedDB when they cannot be sent, shown on screen as done and
 * "waiting to send", and sent in the order they were made once the connection returns.
 */

export type { OutboxAction, OutboxItem };
/** What waits now (outbox-items.ts holds it, for the bell without this module's code). */
export { outboxItems };

/** Two tabs replaying at once would send an action twice; the Web Lock lets one do it. */
const OUTBOX_LOCK = 'kc-outbox';

/** The user of the stored session, whose items alone may wait and be sent; null signed out. */
const sessionUser = (): string | null => readSession()?.userUuid ?? null;

/**
 * The items saved by this or an earlier page (a reload, another tab, the service worker). Items
 * of another user than the session's (left by a session that ended without signing out, or
 * saved before items named their user) are dropped, never shown nor sent: this runs at the
 * start of every signed-in page, the first after a sign-in included, and before every replay.
 */
export async function loadOutbox(): Promise<readonly OutboxItem[]> {
  try {
    const user = sessionUser();
    const saved = (await get<OutboxItem[]>(OUTBOX_KEY, idbStore)) ?? [];
    const own = saved.filter((item) => item.userUuid === user);
    if (own.length === saved.length) publish(saved);
    else await change((items) => items.filter((item) => item.userUuid === user));
  } catch (error) {
    // A blocked IndexedDB must not keep the console from starting; nothing can wait then.
    console.warn('The outbox could not be read:', error);
  }
  return outboxItems();
}

async function change(edit: (saved: OutboxItem[]) => OutboxItem[]): Promise<void> {
  publish(await changeSavedOutbox(edit));
}

/** Keeps an action of the session's user to send later, after those already waiting. */
export async function enqueue(action: OutboxAction, now = Date.now()): Promise<void> {
  const user = sessionUser();
  // Nobody signed in: nothing may wait, as no session could send it.
  if (user === null) throw new Error('Not signed in: the action cannot wait');
  await change((saved) => appended(saved, action, now, user));
  void requestBackgroundSync();
}

/** Discard: the action is dropped unsent, and its screen asks the provider again. */
export async function discard(seq: number): Promise<void> {
  const dropped = outboxItems().find((item) => item.seq === seq);
  await change((saved) => saved.filter((item) => item.seq !== seq));
  if (dropped) outboxSending.settled(dropped.action);
}

/** Sign-out: nothing waits for the next user of the device. */
export async function clearOutbox(): Promise<void> {
  await set(OUTBOX_KEY, [], idbStore);
  publish([]);
}

/** The answer of a replayed action: gone from the outbox, refused on it, or the line still down. */
type Outcome = 'done' | 'refused' | 'offline';

async function replayOne(item: OutboxItem): Promise<Outcome> {
  const { send } = outboxSending;
  if (!send) return 'offline';
  const result = await send(item.action);
  // A 404: what the action was for is gone already (deleted elsewhere), so it is done.
  if (result.success || result.code === 404) {
    await change((saved) => saved.filter((other) => other.seq !== item.seq));
    outboxSending.settled(item.action);
    return 'done';
  }
  if (result.code === NETWORK_ERROR_CODE) return 'offline';
  const refusal = { code: result.code, message: result.message };
  await change((saved) =>
    saved.map((other) => (other.seq === item.seq ? { ...other, refusal } : other)),
  );
  return 'refused';
}

function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = (navigator as Partial<Navigator>).locks;
  return locks ? (locks.request(OUTBOX_LOCK, run) as Promise<T>) : run();
}

let running: Promise<number> | null = null;

/**
 * Sends what waits, one at a time in the order made; a refused one stays with its refusal and
 * the next is sent; no answer at all stops the run (the rest waits for the connection). `only`
 * retries that one item, refused or not. Answers how many still wait unrefused.
 */
export function runOutbox(only?: number): Promise<number> {
  const run = async () => {
    // Another tab may have sent some since this one read them.
    const saved = await loadOutbox();
    for (const item of saved) {
      if (only !== undefined ? item.seq !== only : item.refusal) continue;
      // Another tab may have signed in as someone else since: an item goes with its user only.
      if (item.userUuid !== sessionUser()) break;
      if ((await replayOne(item)) === 'offline') break;
    }
    return outboxItems().filter((item) => !item.refusal).length;
  };
  const next = (running ?? Promise.resolve(0)).then(() => withLock(run));
  running = next.catch(() => 0);
  return next;
}

/** Asks the browser to wake the worker when the connection returns (where it can). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari), or refused: the `online` event and the next start
    // send it instead.
  }
}

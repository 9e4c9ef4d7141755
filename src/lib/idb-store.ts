import { createStore, type UseStore } from 'idb-keyval';
import { isPageLeaving, onPageHidden } from './page-lifecycle';

/*
 * The console's one IndexedDB store (idb-keyval's default database and store, so what earlier
 * builds saved is still read), and the rule that a page's transactions never outlive it.
 *
 * WebKit keeps a page in its back-forward cache with an unfinished transaction suspended, not
 * committed or aborted, and the store stays locked for every other page of the origin. A write
 * started as a page left (the saved query cache's last flush) made the next pages' first read,
 * the start's restore, wait for ever: the page never got past its static first paint
 * (docs/decisions/console-and-first-screen.md, "Every engine"). So a page that is leaving starts
 * no transaction, and one hidden aborts those still open; what they wrote is saved again later.
 */

const store = createStore('keyval-store', 'keyval');
const open = new Set<IDBTransaction>();

function leavingError(): DOMException {
  return new DOMException('The page is leaving: no IndexedDB transaction starts', 'AbortError');
}

/** The store every idb-keyval call of the console and its worker passes. */
export const idbStore: UseStore = (mode, callback) => {
  if (isPageLeaving()) return Promise.reject(leavingError());
  return store(mode, (objectStore) => {
    const transaction = objectStore.transaction;
    // The connection may open after the page began to leave.
    if (isPageLeaving()) {
      transaction.abort();
      throw leavingError();
    }
    open.add(transaction);
    const settled = () => open.delete(transaction);
    transaction.addEventListener('complete', settled);
    transaction.addEventListener('abort', settled);
    transaction.addEventListener('error', settled);
    return callback(objectStore);
  });
};

// (A worker has no page: nothing of it is hidden, and this never runs there.)
onPageHidden(() => {
  for (const transaction of open) {
    try {
      transaction.abort();
    } catch {
      // It finished between its last event and now.
    }
  }
  open.clear();
});

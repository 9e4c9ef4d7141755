import { get, promisifyRequest, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { idbStore } from '../../src/lib/idb-store';
import { reloadOnStaleChunks } from '../../src/lib/service-worker';

/*
 * What a page that is leaving does (docs/decisions/console-and-first-screen.md, "Every engine"):
 * WebKit keeps a page in its back-forward cache with an unfinished IndexedDB transaction
 * suspended, and the next pages' reads of the store wait for ever; Firefox rejects the imports
 * still under way in a page the user has left.
 */

const leave = () => {
  window.dispatchEvent(new Event('beforeunload'));
  window.dispatchEvent(new Event('pagehide'));
};
const comeBack = () => window.dispatchEvent(new Event('pageshow'));

afterEach(comeBack);

describe('every engine: a leaving page holds no IndexedDB transaction', () => {
  it('aborts a write still open when the page is hidden as it leaves', async () => {
    await set('kc.test', 'before', idbStore);
    const write = idbStore('readwrite', (store) => {
      store.put('during', 'kc.test');
      leave();
      return promisifyRequest(store.transaction);
    });
    await expect(write).rejects.toThrow();
    comeBack();
    // Not committed: the store holds what it held before, and answers the next page.
    await expect(get('kc.test', idbStore)).resolves.toBe('before');
  });

  it('starts no transaction once the page is leaving, and saves again when it comes back', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    await expect(set('kc.test', 'late', idbStore)).rejects.toThrow(/leaving/);
    comeBack();
    await set('kc.test', 'back', idbStore);
    await expect(get('kc.test', idbStore)).resolves.toBe('back');
  });
});

describe('every engine: a route chunk that fails', () => {
  const RELOADED = 'kc.reloaded-for-stale-chunk';
  reloadOnStaleChunks();
  afterEach(() => sessionStorage.clear());

  function chunkFails(): Event {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  }

  it('reloads once for a deploy, and leaves the failure to its caller (never an empty module)', () => {
    const event = chunkFails();
    expect(sessionStorage.getItem(RELOADED)).not.toBeNull();
    expect(event.defaultPrevented).toBe(false);
  });

  it('does not reload a page that is leaving: the reload would cancel the navigation asked for', () => {
    window.dispatchEvent(new Event('beforeunload'));
    chunkFails();
    expect(sessionStorage.getItem(RELOADED)).toBeNull();
  });
});

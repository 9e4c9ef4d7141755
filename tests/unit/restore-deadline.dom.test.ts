import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_LONGEST_WAIT_MS, restoreQueryCache } from '../../src/lib/query-persistence';

// A store that never answers: another page holds it (WebKit's back-forward cache), or IndexedDB
// is broken.
vi.mock('idb-keyval', async (original) => ({
  ...(await original<typeof import('idb-keyval')>()),
  get: () => new Promise(() => undefined),
}));

describe('every engine: the start never waits on IndexedDB for ever', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`draws without the saved data when the store has not answered in ${RESTORE_LONGEST_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let started = false;
    void restoreQueryCache(new QueryClient()).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(RESTORE_LONGEST_WAIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});

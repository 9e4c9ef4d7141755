import type { InfiniteData } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/lib/query-client';
import { readPersistedCache, restoreQueryCache } from '../../src/lib/query-persistence';
import { STATE_WAIT } from '../helpers/wait';

const LIST = ['timer-history', '/fryerTimerCycleHistory', { timeInterval: '1d' }];
const DASHBOARD = ['dashboard', 'hold-time'];

it('design card (persisted cache): a record list is saved with its first page only, and keeps every page in memory', async () => {
  const client = createQueryClient();
  await restoreQueryCache(client);
  const list: InfiniteData<{ content: number[] }, string | null> = {
    pages: [{ content: [1, 2] }, { content: [3, 4] }, { content: [5] }],
    pageParams: [null, 'cursor-2', 'cursor-3'],
  };
  client.setQueryData(LIST, list);
  client.setQueryData(DASHBOARD, { pages: 'not a list', total: 3 });

  // Written at most once a second.
  const saved = await vi.waitFor(
    async () => {
      const cache = await readPersistedCache();
      const queries = cache?.clientState.queries ?? [];
      expect(queries).toHaveLength(2);
      return queries;
    },
    { ...STATE_WAIT, interval: 100 },
  );
  const dataOf = (key: unknown[]) =>
    saved.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
  expect(dataOf(LIST)).toEqual({ pages: [{ content: [1, 2] }], pageParams: [null] });
  expect(dataOf(DASHBOARD)).toEqual({ pages: 'not a list', total: 3 });
  expect(client.getQueryData<typeof list>(LIST)?.pages).toHaveLength(3);
});

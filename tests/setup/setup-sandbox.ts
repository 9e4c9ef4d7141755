import 'fake-indexeddb/auto';
import { clear as clearIdb } from 'idb-keyval';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandbox, server } from '../helpers/msw-server';

// Every test file: the sandbox answers the console's calls through msw, and each test starts
// from the seed with empty storage.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  sandbox.reset();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  await clearIdb().catch(() => undefined);
});
afterAll(() => server.close());

import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clear as clearIdb } from 'idb-keyval';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { sandbox, server } from '../helpers/msw-server';

// Sandbox tests run in the node environment: no window, no DOM shims.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom has neither; Mantine needs both (TOOLCHAIN.md, "Gotchas").
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  if (hasDom) cleanup();
  // Mantine's notices live in a module-level store: one test's must not show in the next.
  notifications.clean();
  server.resetHandlers();
  sandbox.reset();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  await clearIdb().catch(() => undefined);
});
afterAll(() => server.close());

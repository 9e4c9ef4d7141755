import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

// Component tests only: the DOM helpers cost about 1.7 s to import, which the unit files,
// run in Node, do not pay.

// jsdom has neither; Mantine needs both.
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

// Runs before setup-sandbox's afterEach (after-hooks run in reverse): the screen is gone
// before the sandbox and storage are reset.
afterEach(() => {
  cleanup();
  // Mantine's notices live in a module-level store: one test's must not show in the next.
  notifications.clean();
});

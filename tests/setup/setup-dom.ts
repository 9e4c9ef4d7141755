import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { STATE_WAIT_MS } from '../helpers/wait';

// Component tests only: the DOM helpers cost about 1.7 s to import, which the unit files,
// run in Node, do not pay.

// A lazily loaded part (the notification panel, a picker) is transformed on its first import;
// on a loaded two-core machine that alone took longer than the default one-second wait, and
// the test failed in CI though nothing was wrong. The limit is a hang guard, the suite's one
// (tests/helpers/wait.ts): a wait ends as soon as the element shows.
configure({ asyncUtilTimeout: STATE_WAIT_MS, getElementError: elementError });

/**
 * Testing Library's own error, with the page printed when the message is read rather than when
 * the error is made: `findBy` and `waitFor` retry a failing query every 50 ms and drop all but
 * the last error, and printing a long page into each took seconds of a file's time (the 2,000-
 * restaurant chain's 2.7 s of 19).
 */
function elementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (text ??= [
        message,
        `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
  });
  return error;
}

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
  // Files share a worker's window (the project's `isolate: false`): jsdom has no object URLs,
  // so a test's stand-ins go, and anything rendered outside React's roots goes with them.
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  document.body.replaceChildren();
});

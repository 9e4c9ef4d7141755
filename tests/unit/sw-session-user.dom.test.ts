import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_USER_MESSAGE } from '../../src/lib/sw-messages';

/*
 * The page names the session's user to the service worker, which keys its dictionary cache by
 * them: the tokens are opaque (docs/decisions/provider-api.md, "Paths the spec leaves open").
 */
const TOKENS = {
  userUuid: 'user-41',
  accessToken: 'opaque-access',
  refreshToken: 'opaque-refresh',
  accessExpDate: Date.now() + 60_000,
  refreshExpDate: Date.now() + 3_600_000,
};

function fakeWorker() {
  const postMessage = vi.fn();
  const listeners = new Map<string, () => void>();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: { postMessage },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    },
  });
  return { postMessage, listeners };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  localStorage.clear();
  vi.resetModules();
});

describe('the session user the service worker keys its dictionary cache by', () => {
  it('is named to the worker when a session is stored (a sign-in, a refresh)', async () => {
    const { postMessage } = fakeWorker();
    const { writeSession } = await import('../../src/api/auth/session-store');
    writeSession(TOKENS);
    expect(postMessage).toHaveBeenCalledWith({ type: SESSION_USER_MESSAGE, userUuid: 'user-41' });
  });

  it('is named again to a worker that takes control of the page after the sign-in', async () => {
    const { postMessage, listeners } = fakeWorker();
    const { writeSession } = await import('../../src/api/auth/session-store');
    writeSession(TOKENS);
    postMessage.mockClear();
    listeners.get('controllerchange')?.();
    expect(postMessage).toHaveBeenCalledWith({ type: SESSION_USER_MESSAGE, userUuid: 'user-41' });
  });

  it('is named when the page starts with a stored session (a worker the browser restarted)', async () => {
    localStorage.setItem('kc.session', JSON.stringify(TOKENS));
    const { postMessage } = fakeWorker();
    await import('../../src/api/auth/session-store');
    expect(postMessage).toHaveBeenCalledWith({ type: SESSION_USER_MESSAGE, userUuid: 'user-41' });
  });

  it('is not named without a session', async () => {
    const { postMessage, listeners } = fakeWorker();
    await import('../../src/api/auth/session-store');
    listeners.get('controllerchange')?.();
    expect(postMessage).not.toHaveBeenCalled();
  });
});

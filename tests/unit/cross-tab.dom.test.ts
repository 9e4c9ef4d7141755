import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchOtherTabs } from '../../src/api/auth/cross-tab';
import { SESSION_KEY } from '../../src/api/auth/session-store';

function session(userUuid: string, accessToken = 'a') {
  return JSON.stringify({
    userUuid,
    accessToken,
    refreshToken: 'r',
    accessExpDate: 1,
    refreshExpDate: 2,
  });
}

function storageEvent(oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, oldValue, newValue }));
}

describe('spec 000 §4: sign-in and sign-out in another tab', () => {
  const handlers = { signedOut: vi.fn(), signedIn: vi.fn() };
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    handlers.signedOut.mockReset();
    handlers.signedIn.mockReset();
  });

  it('signs this tab out when another tab signs out', () => {
    stop = watchOtherTabs(handlers);
    storageEvent(session('u1'), null);
    expect(handlers.signedOut).toHaveBeenCalledOnce();
    expect(handlers.signedIn).not.toHaveBeenCalled();
  });

  it('reloads when another tab signs in, or signs in as someone else', () => {
    stop = watchOtherTabs(handlers);
    storageEvent(null, session('u1'));
    storageEvent(session('u1'), session('u2'));
    expect(handlers.signedIn).toHaveBeenCalledTimes(2);
  });

  it("ignores another tab's token refresh", () => {
    stop = watchOtherTabs(handlers);
    storageEvent(session('u1', 'old'), session('u1', 'new'));
    expect(handlers.signedIn).not.toHaveBeenCalled();
    expect(handlers.signedOut).not.toHaveBeenCalled();
  });
});

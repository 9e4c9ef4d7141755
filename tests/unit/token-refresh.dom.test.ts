import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../src/api/auth/auth.api';
import { installSessionSeam, type SessionEvents } from '../../src/api/auth/session-seam';
import {
  readSession,
  refreshingSince,
  SESSION_KEY,
  setRefreshing,
  updateSession,
} from '../../src/api/auth/session-store';
import { shouldAutoRefresh } from '../../src/api/auth/token-refresh';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { request } from '../../src/api/request';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { server } from '../helpers/msw-server';
import { DEMO_PASSWORD } from '../helpers/sign-in';

const ACCESS_TTL_SECONDS = 3;
let sandbox: Sandbox;
let events: { [K in keyof SessionEvents]: ReturnType<typeof vi.fn<() => void>> };

function refreshCalls(): number {
  return sandbox.context.requests.list({ path: '/api/v1/auth/refresh' }).length;
}

beforeEach(async () => {
  // The client and the sandbox share the faked clock, so tokens expire without waiting.
  vi.useFakeTimers({ toFake: ['Date'] });
  sandbox = createSandbox({ accessTtl: ACCESS_TTL_SECONDS, refreshTtl: 3600 });
  server.use(http.all('*/api/v1/*', ({ request: req }) => sandbox.app.fetch(req)));
  events = {
    sessionEnded: vi.fn<() => void>(),
    passwordExpired: vi.fn<() => void>(),
    blocked: vi.fn<() => void>(),
    multiFactorRequired: vi.fn<() => void>(),
    multiFactorSetupRequired: vi.fn<() => void>(),
    tooManyRequests: vi.fn<() => void>(),
  };
  installSessionSeam(events);
  const result = await signIn({ email: 'admin@demo.kitchen', password: DEMO_PASSWORD });
  expect(result.success).toBe(true);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('token refresh that never races (spec 000 §4 "Token refresh")', () => {
  it('makes exactly one refresh call for 50 requests started together after expiry', async () => {
    vi.setSystemTime(Date.now() + (ACCESS_TTL_SECONDS + 1) * 1000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => request(listRestaurants, { query: { limit: 1 } })),
    );
    expect(results.filter((result) => result.success)).toHaveLength(50);
    expect(refreshCalls()).toBe(1);
    expect(refreshingSince()).toBeNull();
  });

  it('mends a 401 the client did not see coming with one refresh and one retry', async () => {
    // The client believes its token is fresh, but the provider says it has expired.
    updateSession({ accessExpDate: Date.now() + 3600_000 });
    vi.setSystemTime(Date.now() + (ACCESS_TTL_SECONDS + 1) * 1000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => request(listRestaurants, { query: { limit: 1 } })),
    );
    expect(results.every((result) => result.success)).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(events.sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh itself answers 401', async () => {
    updateSession({ refreshToken: 'not-a-refresh-token' });
    vi.setSystemTime(Date.now() + (ACCESS_TTL_SECONDS + 1) * 1000);
    const result = await request(listRestaurants, { query: { limit: 1 } });
    expect(result.success).toBe(false);
    expect(events.sessionEnded).toHaveBeenCalled();
  });

  it('keeps the session when another tab spent the refresh token first (its tokens arrive late)', async () => {
    // The other tab refreshes with the same refresh token; this tab's try is then refused,
    // and the other tab's tokens reach this one as a storage event just after.
    server.use(
      http.post('*/api/v1/auth/refresh', async ({ request: req }) => {
        const otherTab = await sandbox.app.fetch(req.clone());
        const rotated = ((await otherTab.json()) as { results: object }).results;
        setTimeout(() => {
          const before = localStorage.getItem(SESSION_KEY);
          updateSession(rotated);
          window.dispatchEvent(
            new StorageEvent('storage', {
              key: SESSION_KEY,
              oldValue: before,
              newValue: localStorage.getItem(SESSION_KEY),
            }),
          );
        }, 50);
        return sandbox.app.fetch(req);
      }),
    );
    vi.setSystemTime(Date.now() + (ACCESS_TTL_SECONDS + 1) * 1000);
    const result = await request(listRestaurants, { query: { limit: 1 } });
    expect(result.success).toBe(true);
    expect(events.sessionEnded).not.toHaveBeenCalled();
  });

  it('ignores other refresh failures (spec 000 §4): the session stays', async () => {
    server.use(http.post('*/api/v1/auth/refresh', () => new Response(null, { status: 503 })));
    vi.setSystemTime(Date.now() + (ACCESS_TTL_SECONDS + 1) * 1000);
    await request(listRestaurants, { query: { limit: 1 } });
    expect(events.sessionEnded).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });
});

describe('automatic refresh (spec 000 §4): within 60 s of expiry, refresh token valid', () => {
  it('is due only inside the 60 s window and never while a refresh runs', () => {
    const session = readSession()!;
    updateSession({ accessExpDate: Date.now() + 120_000 });
    expect(shouldAutoRefresh()).toBe(false);
    updateSession({ accessExpDate: Date.now() + 30_000 });
    expect(shouldAutoRefresh()).toBe(true);
    setRefreshing(true);
    expect(shouldAutoRefresh()).toBe(false);
    setRefreshing(false);
    updateSession({ refreshExpDate: Date.now() - 1 });
    expect(shouldAutoRefresh()).toBe(false);
    expect(session.userUuid).toBeTruthy();
  });
});

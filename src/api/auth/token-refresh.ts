import { request } from '../request';
import { refreshTokens } from './auth.endpoints';
import { readSession, updateSession } from './session-store';

/** 'ended': the provider refused the refresh token (401), the session is over. */
export type RefreshOutcome = 'refreshed' | 'ended' | 'failed';

/** Spec 000 §9: other tabs poll for a refresh in flight every 100 ms. */
const POLL_MS = 100;
/** A flag left by a tab that closed mid-refresh is ignored after this long. */
const STALE_FLAG_MS = 10_000;
/**
 * Refresh this long before the access token expires, so no request races its expiry. Short,
 * because tests (and some providers) issue tokens that live only a few seconds.
 */
export const EXPIRY_MARGIN_MS = 1_000;
const LOCK_NAME = 'kc.token-refresh';

let inFlight: Promise<RefreshOutcome> | null = null;

async function exchange(staleAccessToken: string): Promise<RefreshOutcome> {
  const session = readSession();
  if (!session) return 'ended';
  // Another tab refreshed while this one waited for the lock: use its tokens.
  if (session.accessToken !== staleAccessToken) return 'refreshed';
  updateSession({ isRefreshing: true });
  const result = await request(refreshTokens, { body: { refreshToken: session.refreshToken } });
  if (result.success) {
    updateSession({ ...result.data, isRefreshing: false });
    return 'refreshed';
  }
  updateSession({ isRefreshing: false });
  // Spec 000 §4: a 401 on refresh ends the session; other failures are ignored.
  return result.code === 401 ? 'ended' : 'failed';
}

/**
 * Refreshes the tokens once for everyone who asks: in this tab one promise is shared by every
 * waiting request, and across tabs a Web Lock lets one tab at a time exchange the refresh
 * token (a rotated refresh token works only once, so two tabs must never both use it).
 */
export function refreshSession(staleAccessToken: string): Promise<RefreshOutcome> {
  inFlight ??= (
    navigator.locks?.request
      ? navigator.locks.request(LOCK_NAME, () => exchange(staleAccessToken))
      : exchange(staleAccessToken)
  ).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Waits while another tab marks a refresh in flight (spec 000 §4: polling every 100 ms). */
async function waitForOtherTab(): Promise<void> {
  const started = Date.now();
  while (readSession()?.isRefreshing) {
    if (Date.now() - started > STALE_FLAG_MS) {
      updateSession({ isRefreshing: false });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Before a call that needs the session: wait for any refresh in flight, then refresh first if
 * the access token has (nearly) expired while the refresh token is still valid.
 */
export async function ensureFreshToken(): Promise<RefreshOutcome | null> {
  if (inFlight) return inFlight;
  await waitForOtherTab();
  const session = readSession();
  if (!session) return null;
  const now = Date.now();
  if (session.accessExpDate - EXPIRY_MARGIN_MS > now || session.refreshExpDate <= now) return null;
  return refreshSession(session.accessToken);
}

/** Spec 000 §4 "Automatic refresh": within 60 s of expiry, with a valid refresh token. */
export const AUTO_REFRESH_INTERVAL_MS = 20_000;
export const AUTO_REFRESH_THRESHOLD_MS = 60_000;

export function shouldAutoRefresh(now = Date.now()): boolean {
  const session = readSession();
  if (!session || inFlight || session.isRefreshing) return false;
  return session.accessExpDate - now < AUTO_REFRESH_THRESHOLD_MS && session.refreshExpDate > now;
}

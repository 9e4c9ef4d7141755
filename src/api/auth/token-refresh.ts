import { request } from '../request';
import { refreshTokens } from './auth.endpoints';
import {
  readSession,
  refreshingSince,
  SESSION_KEY,
  setRefreshing,
  updateSession,
} from './session-store';

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
const EXPIRY_MARGIN_MS = 1_000;
const LOCK_NAME = 'kc.token-refresh';
/** How long a refused refresh waits for another tab's rotated tokens to arrive here. */
const ROTATION_GRACE_MS = 1_000;

let inFlight: Promise<RefreshOutcome> | null = null;

async function exchange(staleAccessToken: string): Promise<RefreshOutcome> {
  const session = readSession();
  if (!session) return 'ended';
  // Another tab refreshed while this one waited for the lock: use its tokens.
  if (session.accessToken !== staleAccessToken) return 'refreshed';
  setRefreshing(true);
  const result = await request(refreshTokens, { body: { refreshToken: session.refreshToken } });
  setRefreshing(false);
  if (result.success) {
    updateSession(result.data);
    return 'refreshed';
  }
  // Spec 000 §4: a 401 on refresh ends the session; other failures are ignored. A 401 may also
  // mean another tab already spent this refresh token, its new tokens not yet seen here.
  if (result.code !== 401) return 'failed';
  return (await rotatedElsewhere(session.refreshToken)) ? 'refreshed' : 'ended';
}

/**
 * Whether another tab has replaced the refresh token this tab used. Chromium hands one tab's
 * localStorage write to another a moment after the Web Lock that ordered them, so the answer
 * may arrive as a `storage` event shortly after the refusal: wait for it, briefly.
 */
function rotatedElsewhere(used: string): Promise<boolean> {
  const rotated = () => {
    const session = readSession();
    return session !== null && session.refreshToken !== used;
  };
  if (rotated()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (answer: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(answer);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY && rotated()) done(true);
    };
    const timer = setTimeout(() => done(rotated()), ROTATION_GRACE_MS);
    window.addEventListener('storage', onStorage);
  });
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
  for (let since = refreshingSince(); since !== null; since = refreshingSince()) {
    if (Date.now() - since > STALE_FLAG_MS) {
      setRefreshing(false);
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
const AUTO_REFRESH_THRESHOLD_MS = 60_000;

export function shouldAutoRefresh(now = Date.now()): boolean {
  const session = readSession();
  if (!session || inFlight || refreshingSince() !== null) return false;
  return session.accessExpDate - now < AUTO_REFRESH_THRESHOLD_MS && session.refreshExpDate > now;
}

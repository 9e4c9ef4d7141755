import type { QueryClient } from '@tanstack/react-query';
import { DICTIONARIES_CACHE } from '../../lib/cache-names';
import { SESSION_ENDED_MESSAGE } from '../../lib/sw-messages';
import { request } from '../request';
import { signIn as signInEndpoint, signOut as signOutEndpoint } from './auth.endpoints';
import type { Credentials } from './auth.schema';
import { clearSession, readSession, writeSession } from './session-store';

/** What sign-out clears on the device besides the tokens and the cache, loaded at sign-out only. */
const deviceData = () => import('../push/forget-device');

/** POST /auth/signIn; on success the session is stored (spec 000 §4 "Sign-in"). */
export async function signIn(credentials: Credentials) {
  const result = await request(signInEndpoint, { body: credentials });
  if (result.success) {
    const { userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate } = result.data;
    writeSession({
      userUuid,
      accessToken,
      refreshToken,
      accessExpDate,
      refreshExpDate,
      multiFactorPending: result.data.multiFactorAuthentication,
      multiFactorSetupRequired: result.data.multiFactorSetupRequired,
      daysToPasswordExpiration: result.data.loginInfo.daysToPasswordExpiration,
    });
  }
  return result;
}

/**
 * POST /auth/logout, then nothing of this user stays on the device: tokens, the persisted
 * query cache (kitchen tablets are shared). The local purge happens even when the call fails.
 * `leave` (going to the login page) runs between forgetting the tokens and purging the cache,
 * so the signed-in screens are gone and cannot fetch their data back into it.
 */
export async function signOut(queryClient: QueryClient, leave?: () => Promise<unknown>) {
  // This device stops taking pushes while its session can still tell the provider so.
  if (readSession()) await (await deviceData()).stopDevicePushes();
  const result = readSession() ? await request(signOutEndpoint, {}) : null;
  clearSession();
  await leave?.();
  await forgetUserData(queryClient);
  return result;
}

/**
 * Everything of the user this device still holds besides the tokens: the query cache in memory
 * and in IndexedDB, the dictionaries the service worker cached, and where the mini-player sat
 * (spec 001 §4 "is reset … on logout"). Every way a session ends (sign-out here or in another
 * tab, the provider refusing the refresh) calls it.
 */
export async function forgetUserData(queryClient: QueryClient): Promise<void> {
  // Loaded at start-up (main.tsx) already; imported here on demand so that the saved-cache
  // code stays out of the first page's JavaScript.
  const { purgeQueryCache } = await import('../../lib/query-persistence');
  await purgeQueryCache(queryClient);
  const { forgetFrame } = await import('../../ui/video/mini-player-frame-store');
  forgetFrame();
  const { forgetCameraStreams } = await import('../cameras/camera-stream');
  forgetCameraStreams();
  // The push subscription, the actions waiting offline and the icon's count.
  await (await deviceData()).forgetDeviceData();
  // The worker empties the cache too and drops the answers still on their way into it; this
  // tab deletes it itself as well, for a page the worker does not control (the first load).
  navigator.serviceWorker?.controller?.postMessage({ type: SESSION_ENDED_MESSAGE });
  if ('caches' in window) await caches.delete(DICTIONARIES_CACHE);
}

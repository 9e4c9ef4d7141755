import { request, type ApiFailure } from '../request';
import { pushKey, subscribePush, unsubscribePush } from './push.endpoints';

/*
 * This device's Web Push subscription (docs/decisions/provider-api.md, "Push, our extension").
 * The browser's subscription is the device's state; the provider holds a copy per session. The
 * console never subscribes on its own: only the user's click does (permission is asked there).
 */

/**
 * - `installFirst`: Safari on an iPhone or iPad, which offers Web Push only to a web app added to
 *   the Home Screen and opened from there;
 * - `unsupported`: this browser has no Web Push (or no service worker);
 * - `noProvider`: the provider answers the push calls 404 or 501;
 * - `blocked`: notifications are denied in the browser's settings;
 * - `off` / `on`: this device does not / does take pushes.
 */
export type PushState = 'installFirst' | 'unsupported' | 'noProvider' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof Notification !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined'
  );
}

/** A provider without the extension: the call does not exist (404) or is not implemented (501). */
function lacksPush(failure: ApiFailure): boolean {
  return failure.code === 404 || failure.code === 501;
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * An iPhone's or iPad's browser tab (every browser there is Safari's engine; an iPad says it is
 * a Mac with a touch screen), not the console opened from the Home Screen.
 */
function isAppleTabOutsideHomeScreen(nav: Navigator = navigator): boolean {
  const apple =
    /\b(iPhone|iPad|iPod)\b/.test(nav.userAgent) ||
    (/\bMacintosh\b/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const installed =
    matchMedia('(display-mode: standalone)').matches ||
    (nav as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !installed;
}

/** The state as the browser alone knows it, without asking the provider. */
export async function devicePushState(): Promise<PushState> {
  if (!supported()) return isAppleTabOutsideHomeScreen() ? 'installFirst' : 'unsupported';
  // No worker (a development server, a browser that refused it): nothing could show a push.
  if (!(await navigator.serviceWorker.getRegistration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await browserSubscription()) ? 'on' : 'off';
}

/** RFC 8292 keys travel base64url; `subscribe()` takes the key's bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The provider's VAPID key, asked when an offer is about to show, so a provider without push
 * is known before anyone clicks: `noProvider` then, the key otherwise.
 */
export async function providerPushKey(): Promise<
  { publicKey: string } | 'noProvider' | ApiFailure
> {
  const key = await request(pushKey, {});
  if (key.success) return key.data;
  return lacksPush(key) ? 'noProvider' : key;
}

/**
 * Turns push on for this device: asks the browser's permission (call it from the click), then
 * subscribes with the provider's key and tells the provider. Answers the new state, or the
 * provider's failure (a subscription the provider refused is undone).
 */
export async function turnPushOn(publicKey: string): Promise<PushState | ApiFailure> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  const result = await request(subscribePush, {
    body: {
      endpoint: endpoint ?? '',
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
  if (result.success) return 'on';
  await subscription.unsubscribe();
  return lacksPush(result) ? 'noProvider' : result;
}

/**
 * Turns push off for this device: the provider first (while the session can still say so),
 * then the browser. Signing out calls it before the session ends; a provider that does not
 * answer does not keep the browser subscribed.
 */
export async function turnPushOff(): Promise<void> {
  if (!supported()) return;
  const subscription = await browserSubscription().catch(() => null);
  if (!subscription) return;
  await request(unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe().catch(() => false);
}

/**
 * However a session ends (here, in another tab, a refused refresh), the browser's subscription
 * goes too: the provider dropped its copy with the session, and the next user of this device
 * starts with push off.
 */
export async function forgetDeviceSubscription(): Promise<void> {
  if (!supported()) return;
  const subscription = await browserSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

import { showUnread } from '../../lib/app-badge';
import { clearOutbox } from '../outbox/outbox';
import { forgetDeviceSubscription, turnPushOff } from './push.api';

/**
 * What the device keeps of its user beside the query cache, forgotten when a session ends
 * (auth.api.ts, forgetUserData): its push subscription, the actions waiting offline (sent with
 * this user's token: none is left for the next one; the account menu asked first) and the icon's
 * count. One module, so the first page's code holds one lazy import for what sign-out does here.
 */
export async function forgetDeviceData(): Promise<void> {
  await forgetDeviceSubscription();
  await clearOutbox().catch(() => undefined);
  await showUnread(navigator, 0);
}

/** Sign-out, while the session can still tell the provider: this device stops taking pushes. */
export async function stopDevicePushes(): Promise<void> {
  await turnPushOff().catch(() => undefined);
}

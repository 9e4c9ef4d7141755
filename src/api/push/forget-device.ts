import { showUnread } from '../../lib/app-badge';
import { clearOutbox } from '../outbox/outbox';
import { forgetDeviceSubscription } from './push.api';

/**
 * What the device keeps of its user beside the query cache, forgotten when a session ends
 * (auth.api.ts, forgetUserData): its push subscription, the actions waiting offline (sent with
 * this user's token: none is left for the next one; the account menu asked first) and the icon's
 * count. One module, so the first page's code holds one lazy import for the three.
 */
export async function forgetDeviceData(): Promise<void> {
  await forgetDeviceSubscription();
  await clearOutbox().catch(() => undefined);
  await showUnread(navigator, 0);
}

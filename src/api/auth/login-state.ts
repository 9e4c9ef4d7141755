import type { LoginSnapshot } from '../../lib/auth-redirects';
import { isMarkedBlocked, readSession } from './session-store';

/** The login state the redirect rules read, from what this device has stored. */
export function loginSnapshot(): LoginSnapshot {
  const session = readSession();
  return {
    isLoggedIn: session !== null,
    // A session that must set multi-factor up is not verified either: the same page serves it.
    verified: !session?.multiFactorPending && !session?.multiFactorSetupRequired,
    isBlocked: isMarkedBlocked(),
    daysToPasswordExpiration: session?.daysToPasswordExpiration ?? null,
  };
}

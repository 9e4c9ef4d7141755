import type { LoginSnapshot } from '../../lib/auth-redirects';
import { isMarkedBlocked, readSession } from './session-store';

/** The login state the redirect rules read, from what this device has stored. */
export function loginSnapshot(): LoginSnapshot {
  const session = readSession();
  return {
    isLoggedIn: session !== null,
    verified: !session?.multiFactorPending,
    isBlocked: isMarkedBlocked(),
    daysToPasswordExpiration: session?.daysToPasswordExpiration ?? null,
  };
}

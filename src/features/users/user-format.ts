import { describeUserAgent } from '../../lib/user-agent';

/** "Priya Natarajan": how a user is named in rows, dialogs and notices. */
export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * "Chrome on Windows" from a User-Agent header, else the header itself: enough to tell a
 * user's devices apart in a list (browser first, as the account's own sessions page words it).
 */
export function clientLabel(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? userAgent;
}

import { redirect } from '@tanstack/react-router';
import { loginSnapshot } from '../../api/auth/login-state';
import { readSession } from '../../api/auth/session-store';
import { authRedirect, LOGIN_PATH } from '../../lib/auth-redirects';

/**
 * For an auth page's `beforeLoad`: the redirect rules of spec 000 §4, as the login route runs
 * them. A page that works on the stored session (the second factor, an expired password) also
 * needs one: without it there is nothing to verify or change, so it sends to sign-in.
 */
export function guardAuthPage(
  path: string,
  { home = '/', needsSession = false }: { home?: string; needsSession?: boolean } = {},
): void {
  const target = authRedirect(loginSnapshot(), path, home);
  if (target) throw redirect({ href: target, replace: true });
  if (needsSession && !readSession()) throw redirect({ href: LOGIN_PATH, replace: true });
}

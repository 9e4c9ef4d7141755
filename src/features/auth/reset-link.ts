import { redirect } from '@tanstack/react-router';
import { checkPasswordResetToken } from '../../api/users/password.api';
import { LOGIN_EXPIRED_PATH } from '../../lib/auth-redirects';

export type ResetLink =
  /** `email` when the check's answer names it (spec 001 §7 line 201 gives it no answer). */
  | { status: 'valid'; token: string; email?: string }
  /** The check itself failed (offline, a 5xx): the link may still be good, so try again. */
  | { status: 'unchecked'; token: string; code: number };

/**
 * The reset page's loader: a link without a token, or one the provider refuses (410 expired
 * or used, any other 4xx), leads to the expired-token page. Not cached: the token is a secret
 * and the query cache is persisted.
 */
export async function loadResetLink(
  token: string | undefined,
  signal: AbortSignal,
): Promise<ResetLink> {
  if (!token) throw redirect({ href: LOGIN_EXPIRED_PATH, replace: true });
  const result = await checkPasswordResetToken(token, signal);
  if (result.success) return { status: 'valid', token, ...result.data };
  if (result.code >= 400 && result.code < 500) {
    throw redirect({ href: LOGIN_EXPIRED_PATH, replace: true });
  }
  return { status: 'unchecked', token, code: result.code };
}

import { updateSession } from '../auth/session-store';
import { request } from '../request';
import { changePassword, checkResetToken, forgotPassword, resetPassword } from './users.endpoints';

/**
 * PUT /users/password (also with an expired password). The answer is a new session: its
 * tokens replace the stored ones, the other stored fields stay, and the password is no longer
 * expired (spec 000 §4 "Password change … stores the new session").
 */
export async function changeOwnPassword(oldPassword: string, newPassword: string) {
  const result = await request(changePassword, { body: { oldPassword, newPassword } });
  if (result.success) updateSession({ ...result.data, daysToPasswordExpiration: null });
  return result;
}

/** POST /users/password/forgot: always succeeds, whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return request(forgotPassword, { body: { email } });
}

/** GET /users/password/reset/check: the link's e-mail, or 410 'This link has expired'. */
export function checkPasswordResetToken(token: string, signal?: AbortSignal) {
  return request(checkResetToken, { query: { token } }, { signal });
}

/** POST /users/password/reset: sets the password with the e-mailed link's token. */
export function setPasswordWithToken(token: string, password: string) {
  return request(resetPassword, { body: { token, password } });
}

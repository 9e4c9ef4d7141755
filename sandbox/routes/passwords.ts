import {
  changePassword,
  checkResetToken,
  forgotPassword,
  resetPassword,
} from '../../src/api/users/users.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { explainPasswordField, newPasswordProblem, setPassword } from '../model/credentials';
import { verifyPassword } from '../model/passwords';
import { findUserByEmail, type UserRecord } from '../model/users';
import { fail, requestClient, serve, servePublic } from '../route';
import { minutes } from '../sign-in-throttle';
import { logAuthEvent } from './audit';

export const RESET_LINK_PATH = '/reset-password';
const LINK_EXPIRED = 'This link has expired';

/**
 * Reset links asked for one e-mail, and by one client (route.ts `requestClient`), in 15 minutes:
 * each request sends an e-mail, so without a limit anyone could flood an inbox, or the outbox,
 * from the sign-in page. Counted by the e-mail typed, known or not, so the 429 tells nobody who
 * has an account.
 */
const RESET_REQUESTS_PER_EMAIL = { limit: 5, windowMs: 15 * 60_000 };
const RESET_REQUESTS_PER_CLIENT = { limit: 20, windowMs: 15 * 60_000 };

/** The user of a live reset token, or 410 for an unknown, used or expired one. */
function resetTokenUser(sandbox: SandboxContext, token: string): UserRecord {
  const userUuid = sandbox.resetTokens.check(token);
  const user = userUuid && sandbox.chain.users.find((candidate) => candidate.uuid === userUuid);
  if (!user) fail(410, LINK_EXPIRED);
  return user;
}

function resetMessage(link: string, ttlMinutes: number): string {
  return [
    'Someone asked to reset the password of your Kitchen Console account.',
    `Set a new password here (the link works once, for ${ttlMinutes} minutes):`,
    link,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n\n');
}

export function registerPasswordRoutes(api: SandboxApi): void {
  /**
   * Always answers success, so it never tells who has an account; a known user gets a
   * single-use reset link in the outbox. Earlier links stay valid until one is used.
   */
  servePublic(api, forgotPassword, ({ body, sandbox, c }) => {
    const { signInThrottle } = sandbox;
    const byEmail = signInThrottle.kind('reset request by e-mail', RESET_REQUESTS_PER_EMAIL);
    const byClient = signInThrottle.kind('reset request by client', RESET_REQUESTS_PER_CLIENT);
    const email = body.email.trim().toLowerCase();
    const { ipAddress } = requestClient(c);
    const waitMs = Math.max(byEmail.retryAfter(email), byClient.retryAfter(ipAddress));
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      fail(429, `Too many password reset requests, try again in ${minutes(waitMs)}`);
    }
    // Every request counts, sent or not: it is the e-mails, not failures, being limited.
    byEmail.recordFailure(email);
    byClient.recordFailure(ipAddress);
    const user = findUserByEmail(sandbox.chain.users, body.email);
    if (user) {
      const token = sandbox.resetTokens.issue(user.uuid);
      const link = `${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
      sandbox.outbox.send({
        to: user.email,
        subject: 'Reset your Kitchen Console password',
        text: resetMessage(link, Math.round(sandbox.resetTokens.ttlSeconds / 60)),
        link,
        time: sandbox.now(),
      });
    }
    return null;
  });

  /** The e-mail the link was sent to, or 410 'This link has expired'. */
  servePublic(api, checkResetToken, ({ query, sandbox }) => ({
    email: resetTokenUser(sandbox, query.token).email,
  }));

  /**
   * Sets the password from a reset link: the link and every other one of the user's is spent,
   * and every session of the user ends.
   */
  servePublic(
    api,
    resetPassword,
    ({ body, sandbox, c }) => {
      const user = resetTokenUser(sandbox, body.token);
      const problem = newPasswordProblem(user, body.password);
      if (problem) fail(400, problem);
      setPassword(user, body.password, sandbox.now());
      sandbox.resetTokens.spendAllOf(user.uuid);
      sandbox.tokens.endSessionsOf(user.uuid);
      sandbox.signInThrottle.clear(user.email);
      logAuthEvent(sandbox, user.uuid, 'PASSWORD_RESET', requestClient(c));
      return null;
    },
    { explainInvalidBody: explainPasswordField('password') },
  );

  /**
   * Changes the password (also when it has expired): the answer is a new session that replaces
   * the caller's; the user's other sessions live on.
   */
  serve(
    api,
    changePassword,
    ({ body, user, session, sandbox, c }) => {
      if (!verifyPassword(body.oldPassword, user.passwordHash))
        fail(400, 'The current password is incorrect');
      const problem = newPasswordProblem(user, body.newPassword);
      if (problem) fail(400, problem);
      setPassword(user, body.newPassword, sandbox.now());
      const client = requestClient(c);
      sandbox.tokens.endSession(session.id);
      const next = sandbox.tokens.startSession(user.uuid, {
        ...client,
        multiFactorVerified: session.multiFactor === 'verified',
      });
      logAuthEvent(sandbox, user.uuid, 'PASSWORD_CHANGED', client);
      return next.tokens;
    },
    { allow: ['passwordExpired'], explainInvalidBody: explainPasswordField('newPassword') },
  );
}

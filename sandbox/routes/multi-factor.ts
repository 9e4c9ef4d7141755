import QRCode from 'qrcode';
import {
  confirmMultiFactorEnable,
  disableMultiFactor,
  getMultiFactorQr,
  resetRecoveryCodes,
  startMultiFactorEnable,
  verifyMultiFactor,
  verifyRecoveryCode,
} from '../../src/api/auth/auth.endpoints';
import type { Context } from 'hono';
import type { SandboxApi, SandboxContext, SandboxEnv } from '../context';
import { replaceRecoveryCodes, useRecoveryCode } from '../model/credentials';
import type { UserRecord } from '../model/users';
import { fileResponse } from '../file-response';
import { fail, requestClient, serve, serveBinary, type ServeOptions } from '../route';
import { minutes } from '../sign-in-throttle';
import { newTotpSecret, oldestAcceptedStep, otpauthUri, totpStepOf } from '../totp';
import { logAuthEvent } from './audit';

/** The sign-in's second step: answers while the session waits for it, and with an expired password. */
const SECOND_STEP: ServeOptions = { allow: ['multiFactorPending', 'passwordExpired'] };
/** Account security settings: `/auth/*` answers with an expired password. */
const SETTINGS: ServeOptions = { allow: ['passwordExpired'] };
/** Turning multi-factor on: a settings call, and all a session that must set it up may do. */
const ENABLING: ServeOptions = { allow: ['multiFactorSetup', 'passwordExpired'] };

function requireMultiFactor(user: UserRecord): string {
  if (!user.multiFactorAuthentication || !user.totpSecret)
    fail(400, 'Multi-factor authentication is not enabled');
  return user.totpSecret;
}

/**
 * Wrong codes a user may try (a TOTP or a recovery code, at sign-in or in the settings) before
 * the checks answer 429: 5 in 15 minutes, counted with sign-in's attempts
 * (docs/decisions/sign-in-and-access.md, "Every channel checks who is there").
 */
const CODE_ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Checks a code of `user` with `refusal`, which answers why the code is refused or null: 429
 * with the minutes left while the user has used up their wrong tries (whatever the code), 400
 * with the refusal for a refused one (counted and logged).
 */
function checkCode(
  sandbox: SandboxContext,
  c: Context<SandboxEnv>,
  user: UserRecord,
  refusal: () => string | null,
): void {
  const attempts = sandbox.signInThrottle.kind('multi-factor code', CODE_ATTEMPTS);
  const waitMs = attempts.retryAfter(user.uuid);
  if (waitMs > 0) {
    c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    fail(429, `Too many wrong codes: try again in ${minutes(waitMs)}`);
  }
  const refused = refusal();
  if (refused !== null) {
    attempts.recordFailure(user.uuid);
    logAuthEvent(sandbox, user.uuid, 'MFA_FAILED', requestClient(c));
    fail(400, refused);
  }
  attempts.clear(user.uuid);
}

const WRONG_CODE = 'Invalid verification code';
const USED_CODE = 'This code was already used: enter the next one from your authenticator app';
const WRONG_RECOVERY_CODE = 'Invalid recovery code';

/**
 * Why an app code of `secret` is refused, or null when it is accepted, which spends it: a code
 * is good once (RFC 6238 §5.2), so one read over a shoulder, or phished, and already typed by its
 * owner cannot open a second session within its 30 to 90 seconds. Spent steps are the user's,
 * whatever the call; a new secret starts with none.
 */
function appCodeRefusal(
  sandbox: SandboxContext,
  user: UserRecord,
  secret: string,
  code: string,
): string | null {
  const now = sandbox.now();
  const step = totpStepOf(secret, code, now);
  if (step === null) return WRONG_CODE;
  const used = (user.usedTotpSteps ?? []).filter((spent) => spent >= oldestAcceptedStep(now));
  if (used.includes(step)) return USED_CODE;
  user.usedTotpSteps = [...used, step];
  return null;
}

/** Why a recovery code is refused, or null when it is accepted, which spends it. */
function recoveryCodeRefusal(sandbox: SandboxContext, user: UserRecord, code: string) {
  return useRecoveryCode(user, code, sandbox.now()) ? null : WRONG_RECOVERY_CODE;
}

function requirePendingSetup(user: UserRecord): string {
  if (!user.pendingTotpSecret) fail(404, 'No multi-factor setup in progress');
  return user.pendingTotpSecret;
}

export function registerMultiFactorRoutes(api: SandboxApi): void {
  /** A TOTP code of the user's secret, ±1 step: marks the session verified. */
  serve(
    api,
    verifyMultiFactor,
    ({ body, user, session, sandbox, c }) => {
      const secret = requireMultiFactor(user);
      checkCode(sandbox, c, user, () => appCodeRefusal(sandbox, user, secret, body.code));
      session.multiFactor = 'verified';
      logAuthEvent(sandbox, user.uuid, 'MFA_VERIFIED', requestClient(c));
      return null;
    },
    SECOND_STEP,
  );

  /** A single-use recovery code instead of a TOTP code; case and dashes do not count. */
  serve(
    api,
    verifyRecoveryCode,
    ({ body, user, session, sandbox, c }) => {
      requireMultiFactor(user);
      checkCode(sandbox, c, user, () => recoveryCodeRefusal(sandbox, user, body.recoveryCode));
      session.multiFactor = 'verified';
      logAuthEvent(sandbox, user.uuid, 'RECOVERY_CODE_USED', requestClient(c));
      return null;
    },
    SECOND_STEP,
  );

  /** Starts a setup: a new pending secret (again on each call) until a code confirms it. */
  serve(
    api,
    startMultiFactorEnable,
    ({ user }) => {
      if (user.multiFactorAuthentication)
        fail(400, 'Multi-factor authentication is already enabled');
      user.pendingTotpSecret = newTotpSecret();
      return { secret: user.pendingTotpSecret };
    },
    ENABLING,
  );

  /** The pending secret as a PNG QR code of its otpauth:// URI. */
  serveBinary(
    api,
    getMultiFactorQr,
    async ({ user }) => {
      const uri = otpauthUri(user.email, requirePendingSetup(user));
      const png = await QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2 });
      return fileResponse(png, { contentType: 'image/png' });
    },
    ENABLING,
  );

  /**
   * A code of the pending secret turns multi-factor on; the 8 recovery codes are shown once.
   * The session is verified (a required setup is done); the user's other sessions that were
   * waiting to set it up now wait for a code of it instead.
   */
  serve(
    api,
    confirmMultiFactorEnable,
    ({ body, user, session, sandbox, c }) => {
      const secret = requirePendingSetup(user);
      user.usedTotpSteps = [];
      checkCode(sandbox, c, user, () => appCodeRefusal(sandbox, user, secret, body.code));
      user.totpSecret = secret;
      user.pendingTotpSecret = null;
      user.multiFactorAuthentication = true;
      session.multiFactor = 'verified';
      for (const other of sandbox.tokens.sessionsOf(user.uuid)) {
        if (other.multiFactor === 'setup') other.multiFactor = 'pending';
      }
      logAuthEvent(sandbox, user.uuid, 'MFA_ENABLED', requestClient(c));
      return { recoveryCodes: replaceRecoveryCodes(user) };
    },
    ENABLING,
  );

  /**
   * 8 new recovery codes for a current code of the app or a recovery code (which is spent); the
   * old ones, used or not, stop working. Without a factor a session left open, or taken, could
   * void the owner's codes and keep a lasting second factor of its own, so it is asked as turning
   * multi-factor off asks it (docs/decisions/sign-in-and-access.md, "Every channel checks who is
   * there").
   */
  serve(
    api,
    resetRecoveryCodes,
    ({ body, user, sandbox, c }) => {
      const secret = requireMultiFactor(user);
      checkCode(sandbox, c, user, () =>
        'recoveryCode' in body
          ? recoveryCodeRefusal(sandbox, user, body.recoveryCode)
          : appCodeRefusal(sandbox, user, secret, body.code),
      );
      return { recoveryCodes: replaceRecoveryCodes(user) };
    },
    {
      ...SETTINGS,
      explainInvalidBody: () =>
        'Enter the current code from your authenticator app, or a recovery code, to make new recovery codes',
    },
  );

  /**
   * Turns multi-factor off with a current code of it (so a session left open, or taken, cannot
   * drop the second factor alone): secret and recovery codes are dropped.
   */
  serve(
    api,
    disableMultiFactor,
    ({ body, user, sandbox, c }) => {
      const secret = requireMultiFactor(user);
      checkCode(sandbox, c, user, () => appCodeRefusal(sandbox, user, secret, body.code));
      user.multiFactorAuthentication = false;
      user.totpSecret = null;
      user.pendingTotpSecret = null;
      user.recoveryCodes = [];
      logAuthEvent(sandbox, user.uuid, 'MFA_DISABLED', requestClient(c));
      return null;
    },
    {
      ...SETTINGS,
      explainInvalidBody: () =>
        'Enter the current code from your authenticator app to turn multi-factor off',
    },
  );
}

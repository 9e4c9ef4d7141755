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
import type { SandboxApi } from '../context';
import { replaceRecoveryCodes, useRecoveryCode } from '../model/credentials';
import type { UserRecord } from '../model/users';
import { fileResponse } from '../file-response';
import { fail, requestClient, serve, serveBinary, type ServeOptions } from '../route';
import { newTotpSecret, otpauthUri, verifyTotp } from '../totp';
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
      if (!verifyTotp(secret, body.code, sandbox.now())) {
        logAuthEvent(sandbox, user.uuid, 'MFA_FAILED', requestClient(c));
        fail(400, 'Invalid verification code');
      }
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
      if (!useRecoveryCode(user, body.recoveryCode, sandbox.now())) {
        logAuthEvent(sandbox, user.uuid, 'MFA_FAILED', requestClient(c));
        fail(400, 'Invalid recovery code');
      }
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
      if (!verifyTotp(secret, body.code, sandbox.now())) {
        logAuthEvent(sandbox, user.uuid, 'MFA_FAILED', requestClient(c));
        fail(400, 'Invalid verification code');
      }
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

  /** 8 new recovery codes; the old ones, used or not, stop working. */
  serve(
    api,
    resetRecoveryCodes,
    ({ user }) => {
      requireMultiFactor(user);
      return { recoveryCodes: replaceRecoveryCodes(user) };
    },
    SETTINGS,
  );

  /** Turns multi-factor off: secret and recovery codes are dropped. */
  serve(
    api,
    disableMultiFactor,
    ({ user, sandbox, c }) => {
      requireMultiFactor(user);
      user.multiFactorAuthentication = false;
      user.totpSecret = null;
      user.pendingTotpSecret = null;
      user.recoveryCodes = [];
      logAuthEvent(sandbox, user.uuid, 'MFA_DISABLED', requestClient(c));
      return null;
    },
    SETTINGS,
  );
}

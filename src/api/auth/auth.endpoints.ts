import * as v from 'valibot';
import { tolerantArray, voidResult } from '../../lib/tolerant-read';
import { endpoint } from '../../lib/endpoint';
import {
  credentialsSchema,
  currentFactorBodySchema,
  mfaCodeBodySchema,
  mfaEnableSchema,
  mfaEnabledSchema,
  recoveryCodeBodySchema,
  recoveryCodesSchema,
  refreshBodySchema,
  sessionSchema,
  signInResultSchema,
  tokensSchema,
} from './auth.schema';

/** POST /auth/signIn: 403 'User is blocked'; 429 after repeated failures within a minute. */
export const signIn = endpoint({
  method: 'POST',
  path: '/auth/signIn',
  body: credentialsSchema,
  response: signInResultSchema,
  auth: false,
});

/** POST /auth/refresh: rotates both tokens; a used refresh token answers 401. */
export const refreshTokens = endpoint({
  method: 'POST',
  path: '/auth/refresh',
  body: refreshBodySchema,
  response: tokensSchema,
  auth: false,
});

/** POST /auth/logout: ends the session of the bearer token. */
export const signOut = endpoint({
  method: 'POST',
  path: '/auth/logout',
  response: voidResult,
  auth: true,
  access: 'session',
});

/** POST /auth/multiFactor/verify: the sign-in's second step with a TOTP code (±1 step). */
export const verifyMultiFactor = endpoint({
  method: 'POST',
  path: '/auth/multiFactor/verify',
  body: mfaCodeBodySchema,
  response: voidResult,
  auth: true,
  access: 'session',
});

/** POST /auth/multiFactor/verify/recoveryCode: the second step with a single-use recovery code. */
export const verifyRecoveryCode = endpoint({
  method: 'POST',
  path: '/auth/multiFactor/verify/recoveryCode',
  body: recoveryCodeBodySchema,
  response: voidResult,
  auth: true,
  access: 'session',
});

/** PUT /auth/multiFactor/enable: starts enabling; a new secret, shown as the QR code. */
export const startMultiFactorEnable = endpoint({
  method: 'PUT',
  path: '/auth/multiFactor/enable',
  response: mfaEnableSchema,
  auth: true,
  access: 'session',
});

/** GET /auth/multiFactor/qr: the pending secret as a PNG QR code (an otpauth:// URI). */
export const getMultiFactorQr = endpoint({
  method: 'GET',
  path: '/auth/multiFactor/qr',
  response: v.blob(),
  auth: true,
  access: 'session',
  binary: true,
});

/**
 * POST /auth/multiFactor/enable/verify: a code from the new secret turns it on; the recovery
 * codes, when the answer has them, are shown once (none: an empty list).
 */
export const confirmMultiFactorEnable = endpoint({
  method: 'POST',
  path: '/auth/multiFactor/enable/verify',
  body: mfaCodeBodySchema,
  response: mfaEnabledSchema,
  auth: true,
  access: 'session',
});

/**
 * PUT /auth/multiFactor/recoveryCodes/reset: new recovery codes; the old ones stop working. Spec
 * 000 §7 gives it no payload; ours carries a current code from the app or a recovery code
 * (`currentFactorBodySchema`), without which it is refused, as turning multi-factor off is.
 */
export const resetRecoveryCodes = endpoint({
  method: 'PUT',
  path: '/auth/multiFactor/recoveryCodes/reset',
  body: currentFactorBodySchema,
  response: recoveryCodesSchema,
  auth: true,
  access: 'session',
});

/**
 * PUT /auth/multiFactor/disable: turns multi-factor off. Spec 000 §7 gives it no payload; ours
 * carries a current code from the app (`code`, as the verify calls name it), without which it
 * is refused (docs/decisions/sign-in-and-access.md, "Every channel checks who is there").
 */
export const disableMultiFactor = endpoint({
  method: 'PUT',
  path: '/auth/multiFactor/disable',
  body: mfaCodeBodySchema,
  response: voidResult,
  auth: true,
  access: 'session',
});

/** GET /auth/sessions: the signed-in user's sessions, newest first. */
export const listSessions = endpoint({
  method: 'GET',
  path: '/auth/sessions',
  response: tolerantArray(sessionSchema),
  auth: true,
  access: 'session',
});

/** DELETE /auth/sessions/:id: signs that session out at once. */
export const deleteSession = endpoint({
  method: 'DELETE',
  path: '/auth/sessions/:id',
  response: voidResult,
  auth: true,
  access: 'session',
});

/**
 * DELETE /auth/sessions/reset/:id: signs out every session except `:id` (the current one):
 * "sign out everywhere else" (docs/decisions/sign-in-and-access.md, "Active sessions").
 */
export const resetSessions = endpoint({
  method: 'DELETE',
  path: '/auth/sessions/reset/:id',
  response: voidResult,
  auth: true,
  access: 'session',
});

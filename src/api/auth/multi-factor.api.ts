import { mutationOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { usersQueries } from '../users/users.queries';
import {
  confirmMultiFactorEnable,
  disableMultiFactor,
  getMultiFactorQr,
  resetRecoveryCodes,
  startMultiFactorEnable,
  verifyMultiFactor,
  verifyRecoveryCode,
} from './auth.endpoints';
import type { CurrentFactor } from './auth.schema';
import { readSession, updateSession } from './session-store';

/**
 * POST /auth/multiFactor/verify: the sign-in's second step with a 6-digit TOTP code. Success
 * clears the stored pending flag, which marks the session verified (spec 000 §4).
 */
export async function verifyMultiFactorCode(code: string) {
  const result = await request(verifyMultiFactor, { body: { code } });
  if (result.success) updateSession({ multiFactorPending: false });
  return result;
}

/** POST /auth/multiFactor/verify/recoveryCode: the second step with a single-use code. */
export async function verifyMultiFactorRecoveryCode(recoveryCode: string) {
  const result = await request(verifyRecoveryCode, { body: { recoveryCode } });
  if (result.success) updateSession({ multiFactorPending: false });
  return result;
}

/**
 * GET /auth/multiFactor/qr: the pending secret as a PNG. Kept out of the query cache on
 * purpose: the cache is persisted to IndexedDB and the image is the secret itself.
 */
export function fetchMultiFactorQr(signal?: AbortSignal): Promise<Blob> {
  return request(getMultiFactorQr, {}, { signal }).then(unwrap);
}

/** The security page's steps (spec 001 §4: enabling, disabling and resetting are separate). */
export const multiFactorMutations = {
  /** PUT /auth/multiFactor/enable: a new pending secret; calling again replaces it. */
  start: () =>
    mutationOptions({
      mutationKey: ['multi-factor', 'start'],
      mutationFn: () => request(startMultiFactorEnable, {}).then(unwrap),
    }),
  /**
   * POST /auth/multiFactor/enable/verify: a code of the new secret turns it on. It also ends a
   * required setup: the session is verified, so the stored flag is cleared (as a code check
   * clears the pending one, spec 000 §4).
   */
  confirm: () =>
    mutationOptions({
      mutationKey: ['multi-factor', 'confirm'],
      mutationFn: async (code: string) => {
        const codes = await request(confirmMultiFactorEnable, { body: { code } }).then(unwrap);
        if (readSession()?.multiFactorSetupRequired)
          updateSession({ multiFactorSetupRequired: false });
        return codes;
      },
      onSuccess: (_data, _code, _result, { client }) =>
        client.invalidateQueries({ queryKey: usersQueries.current().queryKey }),
    }),
  /**
   * PUT /auth/multiFactor/recoveryCodes/reset with a current code from the app or a recovery
   * code (which it spends): new codes; the old ones stop working.
   */
  resetRecoveryCodes: () =>
    mutationOptions({
      mutationKey: ['multi-factor', 'reset-recovery-codes'],
      mutationFn: (factor: CurrentFactor) =>
        request(resetRecoveryCodes, { body: factor }).then(unwrap),
    }),
  /** PUT /auth/multiFactor/disable with a current code from the app. */
  disable: () =>
    mutationOptions({
      mutationKey: ['multi-factor', 'disable'],
      mutationFn: (code: string) => request(disableMultiFactor, { body: { code } }).then(unwrap),
      onSuccess: (_data, _variables, _result, { client }) =>
        client.invalidateQueries({ queryKey: usersQueries.current().queryKey }),
    }),
};

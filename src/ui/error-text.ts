import { ApiError, NETWORK_ERROR_CODE, UNEXPECTED_ANSWER_CODE } from '../api/request';
import type { Translate } from '../lib/i18n/i18n';

/**
 * A failed call's reason in the user's words (spec 000 §8): ours for no answer or an answer we
 * could not read, else the provider's message.
 */
export function failureText(code: number, message: string, t: Translate): string {
  if (code === NETWORK_ERROR_CODE) return t('errors.network');
  if (code === UNEXPECTED_ANSWER_CODE) return t('errors.unexpectedAnswer');
  return message;
}

/** `failureText` for what a query or mutation threw. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return failureText(error.code, error.message, t);
  return error instanceof Error ? error.message : String(error);
}

import { NETWORK_ERROR_CODE, UNEXPECTED_ANSWER_CODE } from '../../api/request';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * A failed call's reason in the user's words (spec 000 §8): ours for no answer or an answer we
 * could not read, else the provider's message. Apart from `errorText` (error-text.ts) so the
 * sign-in pages, which read `ApiResult`s, load this alone.
 */
export function failureText(code: number, message: string, t: Translate): string {
  if (code === NETWORK_ERROR_CODE) return t('errors.network');
  if (code === UNEXPECTED_ANSWER_CODE) return t('errors.unexpectedAnswer');
  return message;
}

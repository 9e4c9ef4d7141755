import { ApiError, NETWORK_ERROR_CODE, UNEXPECTED_ANSWER_CODE } from '../../api/request';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * What a transport says when the provider gave no message (spec 000 §8: the status text stands
 * in, or 'HTTP 500' when there is none): not words a cook can act on.
 */
const STATUS_TEXTS = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'conflict',
  'payload too large',
  'content too large',
  'unsupported media type',
  'unprocessable entity',
  'unprocessable content',
  'too many requests',
  'internal server error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

function isStandIn(message: string): boolean {
  const text = message.trim().toLowerCase();
  return text === '' || /^http \d{3}$/.test(text) || STATUS_TEXTS.has(text);
}

/**
 * Why a support request was not sent (spec 001 §8: "The support send falls back to 'Something
 * went wrong' when no message is given"): no answer and an unreadable answer say so; otherwise
 * the provider's message, or 'Something went wrong' when it gave none.
 */
export function supportFailureText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return t('errors.network');
    if (error.code === UNEXPECTED_ANSWER_CODE) return t('errors.unexpectedAnswer');
  }
  const message = error instanceof Error ? error.message : '';
  return isStandIn(message) ? t('support.somethingWentWrong') : message;
}

import { ApiError } from '../../api/request';
import type { Translate } from '../../lib/i18n/i18n';
import { failureText } from './failure-text';

/** `failureText` for what a query or mutation threw. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return failureText(error.code, error.message, t);
  return error instanceof Error ? error.message : String(error);
}

import { format, type Locale } from 'date-fns';
import { ApiError, NETWORK_ERROR_CODE } from '../../api/request';
import type { Translate } from '../../lib/i18n/i18n';
import { describeUserAgent } from './user-agent';

/** Spec 000 §9: the default timestamp format 'DD MMM • h:mm:ss A'. */
export function formatTimestamp(ms: number, locale: Locale | undefined): string {
  return format(ms, 'dd MMM • h:mm:ss a', { locale });
}

/** "Chrome on Windows", else what the header says. */
export function deviceLabel(userAgent: string, t: Translate): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t('userSettings.browserOnOs', { browser, os });
  return browser ?? os ?? userAgent;
}

/** A failure's text for the user: the provider's words, or 'Network error' in their language. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE) return t('errors.network');
  return error instanceof Error ? error.message : String(error);
}

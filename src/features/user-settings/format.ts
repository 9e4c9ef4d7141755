import { format, type Locale } from 'date-fns';
import type { Translate } from '../../lib/i18n/i18n';
import { describeUserAgent } from '../../lib/user-agent';

/** Spec 000 §9: the default timestamp format 'DD MMM • h:mm:ss A'. */
export function formatTimestamp(ms: number | undefined, locale: Locale | undefined): string {
  if (ms === undefined) return '—';
  return format(ms, 'dd MMM • h:mm:ss a', { locale });
}

/** "Chrome on Windows", else what the header says; '—' without one. */
export function deviceLabel(userAgent: string | undefined, t: Translate): string {
  if (!userAgent) return '—';
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t('userSettings.browserOnOs', { browser, os });
  return browser ?? os ?? userAgent;
}

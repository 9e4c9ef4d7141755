import { NativeSelect } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, setLocale, useI18n, type Locale } from '../../lib/i18n/i18n';

/** English or Spanish; the choice is remembered on this device. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, locale } = useI18n();
  return (
    <NativeSelect
      label={t('app.language')}
      size={compact ? 'xs' : 'sm'}
      w={compact ? 120 : 160}
      mx={compact ? undefined : 'auto'}
      value={locale}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      onChange={(event) => void setLocale(event.currentTarget.value as Locale)}
    />
  );
}

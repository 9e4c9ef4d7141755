import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';

/** One headline figure of a card: a small label over its value. */
export function FigureTile({
  label,
  value,
  size = 'lg',
}: {
  label: string;
  value: string;
  size?: 'lg' | 'xl';
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={size} fw={700}>
        {value}
      </Text>
    </div>
  );
}

/** Figures in the reader's language, at most two decimals (spec 000 §9). */
export function useNumberFormat(): (value: number) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = numberFormat(locale, { maximumFractionDigits: 2 });
    return (value: number) => format.format(value);
  }, [locale]);
}

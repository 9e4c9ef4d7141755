import { Text } from '@mantine/core';
import { format } from 'date-fns';
import type { RangeCheck } from '../../lib/date-range';
import { useI18n } from '../../lib/i18n/i18n';

export type DraftCheck = RangeCheck | 'incomplete';

/**
 * Why Apply is disabled, next to it (the button's `aria-describedby`). The too-long case also
 * raises the spec's notice (use-range-too-long-notice.ts); the text stays while it holds.
 */
export function RangeProblem({
  id,
  check,
  maxSpanLabel,
}: {
  id: string;
  check: DraftCheck;
  maxSpanLabel?: string;
}) {
  const { t, dateLocale } = useI18n();
  let text = '';
  if (check === 'incomplete') text = t('dates.problem.incomplete');
  else if (check === 'endBeforeStart') text = t('dates.problem.endBeforeStart');
  else if (check === 'future') text = t('dates.problem.future');
  else if (check === 'beforeMinimum') {
    text = t('dates.problem.beforeMinimum', {
      date: format(new Date(2019, 0, 1, 12), 'PP', { locale: dateLocale }),
    });
  } else if (check === 'overMaxSpan')
    text = t('dates.rangeTooLong', { interval: maxSpanLabel ?? '' });
  return (
    <Text id={id} size="xs" c={check === 'incomplete' ? 'dimmed' : 'red'} aria-live="polite">
      {text}
    </Text>
  );
}

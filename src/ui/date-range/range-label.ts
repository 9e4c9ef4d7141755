import type { Locale as DateLocale } from 'date-fns';
import type { DateRangeValue } from '../../lib/date-range';
import { formatRangeEdge } from '../../lib/date-range-text';
import type { Translate } from '../../lib/i18n/i18n';

/** What the date-range button says: 'Select dates', a preset's name, or both edges. */
export function rangeLabel(
  value: DateRangeValue,
  zone: string,
  t: Translate,
  dateLocale?: DateLocale,
): string {
  if (value.timeInterval) return t(`dates.preset.${value.timeInterval}`);
  if (value.startDate !== undefined && value.endDate !== undefined) {
    return `${formatRangeEdge(value.startDate, zone, dateLocale)} – ${formatRangeEdge(value.endDate, zone, dateLocale)}`;
  }
  return t('dates.select');
}

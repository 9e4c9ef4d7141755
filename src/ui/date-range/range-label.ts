import type { Locale as DateLocale } from 'date-fns';
import { parsePickerValue, type DateRangeValue } from '../../lib/date-range';
import { rangeEdgeText } from '../../lib/date-text';
import type { Translate } from '../../lib/i18n/i18n';
import { zonedWallClock } from '../../lib/time-zone';

/** 'DD MMM h:mm a' of `epoch` in `zone`, e.g. '15 May 1:30 PM'. */
export function formatRangeEdge(epoch: number, zone?: string | null, dateLocale?: DateLocale) {
  return rangeEdgeText(zonedWallClock(epoch, zone), dateLocale);
}

/** 'DD MMM h:mm a' of a Mantine `YYYY-MM-DD[ HH:mm[:ss]]` value; '' when malformed. */
export function formatPickerValue(value: string, dateLocale?: DateLocale): string {
  const wall = parsePickerValue(value);
  return wall ? rangeEdgeText(wall, dateLocale) : '';
}

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

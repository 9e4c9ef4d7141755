import { format } from 'date-fns';
import { useI18n } from '../../lib/i18n/i18n';

/** Noon of a Mantine `YYYY-MM-DD[…]` day in the runtime's zone (never in a DST gap). */
function dayOf(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
}

/**
 * Month, weekday and day names for Mantine's calendars in the UI language, formatted by
 * date-fns with the language's locale (already loaded by i18n), so no dayjs locale is needed.
 * Also the calendars' button names and the locale's first day of the week.
 */
export function useCalendarLabels() {
  const { t, dateLocale } = useI18n();
  const locale = { locale: dateLocale };
  return {
    firstDayOfWeek: (dateLocale?.options?.weekStartsOn ?? 0) as 0 | 1 | 2 | 3 | 4 | 5 | 6,
    monthLabelFormat: (date: string) => format(dayOf(date), 'LLLL yyyy', locale),
    monthsListFormat: (date: string) => format(dayOf(date), 'LLL', locale),
    weekdayFormat: (date: string) => format(dayOf(date), 'EEEEEE', locale),
    getDayAriaLabel: (date: string) => format(dayOf(date), 'PPPP', locale),
    ariaLabels: {
      previousMonth: t('dates.calendar.previousMonth'),
      nextMonth: t('dates.calendar.nextMonth'),
      previousYear: t('dates.calendar.previousYear'),
      nextYear: t('dates.calendar.nextYear'),
      previousDecade: t('dates.calendar.previousDecade'),
      nextDecade: t('dates.calendar.nextDecade'),
      monthLevelControl: t('dates.calendar.chooseMonth'),
      yearLevelControl: t('dates.calendar.chooseYear'),
    },
  };
}

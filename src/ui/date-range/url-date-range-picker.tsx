import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
import { useUrlDateRange } from './url-date-range';

/** The date-range picker bound to the URL (url-date-range.ts). */
export function UrlDateRangePicker(props: Omit<DateRangePickerProps, 'value' | 'onChange'>) {
  return <DateRangePicker {...props} {...useUrlDateRange(props.timeZone)} />;
}

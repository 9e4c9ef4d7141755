import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { absoluteTime, relativeTime } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';

/** How often the text is brought up to date. */
const RELATIVE_TIME_REFRESH_MS = 30_000;

export interface RelativeTimeProps {
  /** A Date, epoch milliseconds or an ISO string. */
  time: Date | number | string;
  /** Zone for the full timestamp in the tooltip; default the browser's. */
  timeZone?: string;
}

/**
 * '5 minutes ago' (spec 000 §9) in a `<time>` element, refreshed every 30 s, with the full
 * 'MM/DD/YYYY h:mm:ss A' timestamp as its title.
 */
export function RelativeTime({ time, timeZone }: RelativeTimeProps) {
  const { locale, dateLocale } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS, { autoInvoke: true });
  const date = time instanceof Date ? time : new Date(time);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time
      dateTime={valid ? date.toISOString() : undefined}
      title={valid ? absoluteTime(date, { dateLocale, timeZone }) : undefined}
    >
      {relativeTime(date, now, { locale, dateLocale })}
    </time>
  );
}

import { Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { clockInOffset, clockInZone, utcOffsetLabel } from '../../lib/format';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

/** Spec 000 §2: the clock refreshes every 500 ms. */
export const CLOCK_REFRESH_MS = 500;

export type DigitalClockProps =
  | {
      /** Minutes east of UTC, e.g. 330 for UTC+05:30. */
      utcOffsetMinutes: number;
      timeZone?: never;
    }
  | {
      /** IANA zone, e.g. 'America/Chicago'. */
      timeZone: string;
      utcOffsetMinutes?: never;
    };

/**
 * 'h:mm:ss A' now in a restaurant's zone (spec 000 §2 "Digital clock for a time-zone
 * offset"), refreshed every 500 ms. `role="timer"` is not announced on each tick; its name
 * says which zone it shows.
 */
export function DigitalClock(props: DigitalClockProps) {
  const { t, dateLocale } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS, { autoInvoke: true });
  const zone =
    props.timeZone !== undefined ? props.timeZone : utcOffsetLabel(props.utcOffsetMinutes);
  let text: string;
  try {
    text =
      props.timeZone !== undefined
        ? clockInZone(now, props.timeZone, { dateLocale })
        : clockInOffset(now, props.utcOffsetMinutes, { dateLocale });
  } catch {
    // An unknown zone name from the server: show the spec's 'N/A' rather than crash.
    text = t('empty.notAvailable');
  }
  return (
    <Text
      component="span"
      role="timer"
      aria-label={t('widgets.clock', { zone })}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Text>
  );
}

import { Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { clockInOffset, utcOffsetLabel } from '../../lib/format';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

/** Spec 000 §2: the clock refreshes every 500 ms. */
const CLOCK_REFRESH_MS = 500;

/**
 * 'h:mm:ss A' now at a fixed offset from UTC (spec 000 §2 "Digital clock for a time-zone
 * offset"), refreshed every 500 ms. `role="timer"` is not announced on each tick; its name
 * says which offset it shows.
 */
export function DigitalClock({
  utcOffsetMinutes,
}: {
  /** Minutes east of UTC, e.g. 330 for UTC+05:30. */
  utcOffsetMinutes: number;
}) {
  const { t, dateLocale } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS, { autoInvoke: true });
  return (
    <Text
      component="span"
      inherit
      role="timer"
      aria-label={t('widgets.clock', { zone: utcOffsetLabel(utcOffsetMinutes) })}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {clockInOffset(now, utcOffsetMinutes, { dateLocale })}
    </Text>
  );
}

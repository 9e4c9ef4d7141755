import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { getTimeRange } from '@mantine/dates';
import { useEffect, useId, useState } from 'react';
import { formatClockTime } from '../../lib/date-range-text';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { dateWidgets } from '../../lib/i18n/en/date-widgets';
import {
  DEFAULT_TIME_RANGE,
  TIME_STEP_MINUTES,
  WHOLE_DAY_RANGE,
  checkTimeRange,
  formatTimeRangeDuration,
  maxTimeForDay,
  timeRangeMinutes,
  timeToMinutes,
  wholeDayRange,
  withTimes,
  type TimeRange,
} from '../../lib/time-range';

registerMessages(dateWidgets);

export type { TimeRange } from '../../lib/time-range';

/** Spec 000 §9: 15-minute steps from 00:00; the end list also offers 23:59 (the whole day). */
const SLOTS = getTimeRange({
  startTime: '00:00:00',
  endTime: '23:45:00',
  interval: `00:${TIME_STEP_MINUTES}:00`,
}).map((time) => time.slice(0, 5));
const END_SLOTS = withTimes(SLOTS, [WHOLE_DAY_RANGE.end]);

export interface TimeRangeFilterProps {
  /** The applied range, `HH:mm` wall clocks; 13:00-15:00 when absent (spec 000 §5). */
  value?: TimeRange;
  /** Called with the range when Apply is pressed and the range is valid. */
  onApply: (range: TimeRange) => void;
  /** An instant on the day the filter applies to; when it is today (in `timeZone`), now is the latest time. */
  day?: Date | number;
  /** The restaurant's IANA zone (browser's when absent). */
  timeZone?: string | null;
  /** The clock, for tests; the real time otherwise. */
  now?: number;
}

/**
 * Spec 000 §5 "Time range filter": start and end in 15-minute steps (12-hour 'hh:mm am/pm'
 * options in native selects: keyboard type-ahead, the phone's own wheel), the duration shown,
 * Apply disabled with the reason when the end is before the start (or after now on today), and
 * 'Whole day' for 00:00-23:59 (up to now on today).
 */
export function TimeRangeFilter({ value, onApply, day, timeZone, now }: TimeRangeFilterProps) {
  const { t, dateLocale } = useI18n();
  const titleId = useId();
  const problemId = useId();
  const [draft, setDraft] = useState<TimeRange>(value ?? DEFAULT_TIME_RANGE);
  const [applied, setApplied] = useState(value);
  // A new value from outside (the URL) replaces the draft.
  if (value?.start !== applied?.start || value?.end !== applied?.end) {
    setApplied(value);
    setDraft(value ?? DEFAULT_TIME_RANGE);
  }
  // Today's latest time follows the clock: re-read it every 30 s while a day is shown.
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined || day === undefined) return undefined;
    const timer = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [now, day]);
  const max = maxTimeForDay(day, now ?? clock, timeZone);
  const limit = timeToMinutes(max);
  const check = checkTimeRange(draft, max);

  const options = (slots: readonly string[], current: string) =>
    withTimes(slots, [current, max]).map((time) => {
      const minutes = timeToMinutes(time)!;
      return {
        value: time,
        label: formatClockTime(Math.floor(minutes / 60), minutes % 60, 'hh:mm a', dateLocale),
        disabled: limit !== null && minutes > limit,
      };
    });

  let problem = '';
  if (check === 'endBeforeStart') problem = t('dates.problem.endBeforeStart');
  else if (check === 'afterMax' && max) {
    const minutes = timeToMinutes(max)!;
    problem = t('timeRange.afterMax', {
      time: formatClockTime(Math.floor(minutes / 60), minutes % 60, 'hh:mm a', dateLocale),
    });
  } else if (check === 'invalid') problem = t('timeRange.invalid');

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={500}>
        {t('timeRange.title')}
      </Text>
      <Group gap="xs" grow wrap="nowrap">
        <NativeSelect
          label={t('timeRange.start')}
          data={options(SLOTS, draft.start)}
          value={draft.start}
          onChange={(event) => setDraft({ ...draft, start: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('timeRange.end')}
          data={options(END_SLOTS, draft.end)}
          value={draft.end}
          onChange={(event) => setDraft({ ...draft, end: event.currentTarget.value })}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {check === 'ok' &&
          t('timeRange.duration', {
            duration: formatTimeRangeDuration(timeRangeMinutes(draft), dateLocale),
          })}
      </Text>
      <Text id={problemId} size="xs" c="red" aria-live="polite">
        {problem}
      </Text>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={() => setDraft(wholeDayRange(max))}>
          {t('timeRange.wholeDay')}
        </Button>
        <Button
          size="xs"
          disabled={check !== 'ok'}
          aria-describedby={check !== 'ok' ? problemId : undefined}
          onClick={() => {
            // Spec 000 §5: with the end before the start, Apply does nothing.
            if (checkTimeRange(draft, max) === 'ok') onApply(draft);
          }}
        >
          {t('dates.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

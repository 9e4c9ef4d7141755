import { Button, Group, Stack } from '@mantine/core';
import { InlineDateTimePicker } from '@mantine/dates';
import { useId, useState } from 'react';
import {
  MIN_DATE,
  checkCustomRange,
  fromPickerValue,
  toPickerDate,
  toPickerDateTime,
  type EpochRange,
} from '../../lib/date-range';
import { formatClockTime, maxSpanLabel } from '../../lib/date-range-text';
import { formatPickerValue } from './range-label';
import { useI18n } from '../../lib/i18n/i18n';
import { TIME_STEP_MINUTES } from '../../lib/time-range';
import { RangeProblem, type DraftCheck } from './range-problem';
import { useCalendarLabels } from './use-calendar-labels';
import { useRangeTooLongNotice } from './use-range-too-long-notice';

type Draft = [string | null, string | null];

export interface CustomRangeProps {
  /** The range shown first (the current choice), or none. */
  initial: EpochRange | null;
  timeZone: string;
  now: number;
  allowFuture?: boolean;
  maxSpanSeconds?: number;
  onApply: (range: EpochRange) => void;
  onCancel: () => void;
}

/**
 * Spec 000 §2/§5 custom range on desktop: Mantine's calendar range with a start and an end time
 * (15-minute arrow steps, 12-hour clock), in the restaurant's wall clock. Earliest 2019-01-01;
 * no future unless allowed; over the maximum span the notice shows and Apply is disabled.
 */
export function CustomRange({
  initial,
  timeZone,
  now,
  allowFuture,
  maxSpanSeconds,
  onApply,
  onCancel,
}: CustomRangeProps) {
  const { t, dateLocale } = useI18n();
  const calendar = useCalendarLabels();
  const problemId = useId();
  const [draft, setDraft] = useState<Draft>(() =>
    initial
      ? [toPickerDateTime(initial.start, timeZone), toPickerDateTime(initial.end, timeZone)]
      : [null, null],
  );
  const maxDate = allowFuture ? undefined : toPickerDateTime(now, timeZone);

  const start = fromPickerValue(draft[0], timeZone);
  const end = fromPickerValue(draft[1], timeZone);
  const range = start !== null && end !== null ? { start, end } : null;
  const check: DraftCheck = range
    ? checkCustomRange(range, { now, allowFuture, maxSpanSeconds, timeZone })
    : 'incomplete';
  useRangeTooLongNotice(check === 'overMaxSpan', maxSpanSeconds);

  const handleChange = (next: Draft) => {
    const [nextStart, nextEnd] = next;
    // A newly picked end day covers that whole day (Mantine starts it at 00:00), up to now.
    if (nextEnd && !draft[1] && nextEnd.endsWith(' 00:00:00')) {
      const dayEnd = `${nextEnd.slice(0, 10)} 23:59:00`;
      setDraft([nextStart, maxDate && dayEnd > maxDate ? maxDate : dayEnd]);
      return;
    }
    setDraft(next);
  };

  const timeProps = {
    format: '12h' as const,
    minutesStep: TIME_STEP_MINUTES,
    hoursInputLabel: t('dates.hours'),
    minutesInputLabel: t('dates.minutes'),
    amPmInputLabel: t('dates.amPm'),
    amPmLabels: {
      am: formatClockTime(0, 0, 'a', dateLocale),
      pm: formatClockTime(12, 0, 'a', dateLocale),
    },
  };

  return (
    <Stack gap="xs" w={350} maw="100%">
      <InlineDateTimePicker
        type="range"
        allowSingleDateInRange
        value={draft}
        onChange={handleChange}
        minDate={MIN_DATE}
        maxDate={maxDate}
        defaultDate={toPickerDate(now, timeZone)}
        valueFormat={(value) => formatPickerValue(value, dateLocale)}
        timePickerProps={{ ...timeProps, label: t('dates.startTime') }}
        endTimePickerProps={{ ...timeProps, label: t('dates.endTime') }}
        // Apply and Cancel below replace Mantine's check-mark submit button.
        styles={{ submitButton: { display: 'none' } }}
        submitButtonProps={{ tabIndex: -1, 'aria-hidden': true }}
        {...calendar}
      />
      <RangeProblem
        id={problemId}
        check={check}
        maxSpanLabel={maxSpanSeconds ? maxSpanLabel(maxSpanSeconds, dateLocale) : undefined}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('dates.cancel')}
        </Button>
        <Button
          size="xs"
          disabled={check !== 'ok'}
          aria-describedby={check !== 'ok' ? problemId : undefined}
          onClick={() => {
            if (range && check === 'ok') onApply(range);
          }}
        >
          {t('dates.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

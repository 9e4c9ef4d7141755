import { Button, Divider, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, getTimeRange } from '@mantine/dates';
import { useId, useState } from 'react';
import {
  MIN_DATE,
  checkCustomRange,
  fromPickerValue,
  toPickerDateTime,
  type DateRangeValue,
  type EpochRange,
} from '../../lib/date-range';
import { formatClockTime, maxSpanLabel } from '../../lib/date-range-text';
import { useI18n } from '../../lib/i18n/i18n';
import { TIME_STEP_MINUTES, timeToMinutes, withTimes } from '../../lib/time-range';
import { DaypartButtons, PresetButtons } from './date-range-presets';
import { RangeProblem, type DraftCheck } from './range-problem';
import { useCalendarLabels } from './use-calendar-labels';
import { useRangeTooLongNotice } from './use-range-too-long-notice';

/** Spec 000 §9: 15-minute steps, 00:00 to 23:45. */
const SLOTS = getTimeRange({
  startTime: '00:00:00',
  endTime: '23:45:00',
  interval: `00:${TIME_STEP_MINUTES}:00`,
}).map((time) => time.slice(0, 5));

interface Edge {
  /** `YYYY-MM-DD` */
  day: string | null;
  /** `HH:mm` */
  time: string;
}

function edgeOf(epoch: number | undefined, timeZone: string, emptyTime: string): Edge {
  if (epoch === undefined) return { day: null, time: emptyTime };
  const value = toPickerDateTime(epoch, timeZone);
  return { day: value.slice(0, 10), time: value.slice(11, 16) };
}

function edgeEpoch(edge: Edge, timeZone: string): number | null {
  return edge.day ? fromPickerValue(`${edge.day} ${edge.time}`, timeZone) : null;
}

export interface DateRangeMobileProps {
  value: DateRangeValue;
  initial: EpochRange | null;
  onChange: (next: DateRangeValue) => void;
  timeZone: string;
  now: number;
  allowFuture?: boolean;
  maxSpanSeconds?: number;
}

/**
 * Spec 000 §2 mobile variant: the presets, then From and To as a date and a time in 15-minute
 * steps (12-hour 'hh:mm am/pm' options, spec 000 §5), Clear and Apply. Same rules as the desktop
 * custom range. Times are native selects: the phone's own wheel, and 96 options cost nothing.
 */
export function DateRangeMobile({
  value,
  initial,
  onChange,
  timeZone,
  now,
  allowFuture,
  maxSpanSeconds,
}: DateRangeMobileProps) {
  const { t, locale, dateLocale } = useI18n();
  const calendar = useCalendarLabels();
  const problemId = useId();
  const [from, setFrom] = useState<Edge>(() => edgeOf(initial?.start, timeZone, SLOTS[0]!));
  const [to, setTo] = useState<Edge>(() => edgeOf(initial?.end, timeZone, SLOTS.at(-1)!));

  const nowValue = toPickerDateTime(now, timeZone);
  const today = nowValue.slice(0, 10);
  const nowTime = nowValue.slice(11, 16);
  const maxDate = allowFuture ? undefined : today;

  const start = edgeEpoch(from, timeZone);
  const end = edgeEpoch(to, timeZone);
  const range = start !== null && end !== null ? { start, end } : null;
  const check: DraftCheck = range
    ? checkCustomRange(range, { now, allowFuture, maxSpanSeconds, timeZone })
    : 'incomplete';
  useRangeTooLongNotice(check === 'overMaxSpan', maxSpanSeconds);

  const timeData = (edge: Edge) => {
    const limit = !allowFuture && edge.day === today ? timeToMinutes(nowTime) : null;
    return withTimes(SLOTS, [edge.time]).map((time) => {
      const minutes = timeToMinutes(time)!;
      return {
        value: time,
        label: formatClockTime(Math.floor(minutes / 60), minutes % 60, 'hh:mm a', dateLocale),
        disabled: limit !== null && minutes > limit,
      };
    });
  };

  /** The latest slot of `day` that is not in the future. */
  const lastSlot = (day: string | null) => {
    if (allowFuture || day !== today) return SLOTS[SLOTS.length - 1]!;
    const limit = timeToMinutes(nowTime)!;
    return [...SLOTS].reverse().find((time) => timeToMinutes(time)! <= limit) ?? SLOTS[0]!;
  };

  const dayFormat = locale === 'es' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
  const dateProps = {
    minDate: MIN_DATE,
    maxDate,
    defaultDate: today,
    valueFormat: dayFormat,
    dropdownType: 'modal' as const,
    ...calendar,
  };

  return (
    <Stack gap="md">
      <PresetButtons value={value} onSelect={onChange} maxSpanSeconds={maxSpanSeconds} />
      <DaypartButtons
        onSelect={onChange}
        timeZone={timeZone}
        now={now}
        allowFuture={allowFuture}
        maxSpanSeconds={maxSpanSeconds}
      />
      <Divider />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <DatePickerInput
          label={t('dates.from')}
          value={from.day}
          onChange={(day) => setFrom({ ...from, day })}
          {...dateProps}
        />
        <NativeSelect
          label={t('dates.fromTime')}
          data={timeData(from)}
          value={from.time}
          onChange={(event) => setFrom({ ...from, time: event.currentTarget.value })}
        />
        <DatePickerInput
          label={t('dates.to')}
          value={to.day}
          onChange={(day) => {
            const latest = lastSlot(day);
            const keep = timeToMinutes(to.time)! <= timeToMinutes(latest)!;
            setTo({ day, time: keep ? to.time : latest });
          }}
          {...dateProps}
        />
        <NativeSelect
          label={t('dates.toTime')}
          data={timeData(to)}
          value={to.time}
          onChange={(event) => setTo({ ...to, time: event.currentTarget.value })}
        />
      </SimpleGrid>
      <RangeProblem
        id={problemId}
        check={check}
        maxSpanLabel={maxSpanSeconds ? maxSpanLabel(maxSpanSeconds, dateLocale) : undefined}
      />
      <Group grow gap="xs">
        <Button variant="default" onClick={() => onChange({})}>
          {t('dates.clear')}
        </Button>
        <Button
          disabled={check !== 'ok'}
          aria-describedby={check !== 'ok' ? problemId : undefined}
          onClick={() => {
            if (range && check === 'ok') onChange({ startDate: range.start, endDate: range.end });
          }}
        >
          {t('dates.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

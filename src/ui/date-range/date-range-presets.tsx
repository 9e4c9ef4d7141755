import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { checkCustomRange, type DateRangeValue, type EpochRange } from '../../lib/date-range';
import { DAYPART_DAYS, DAYPART_NAMES, daypartRange } from '../../lib/dayparts';
import { useI18n } from '../../lib/i18n/i18n';
import { TIME_INTERVAL_CODES, TIME_INTERVALS } from '../../lib/url-state';

interface PresetProps {
  value: DateRangeValue;
  onSelect: (next: DateRangeValue) => void;
  maxSpanSeconds?: number;
  cols?: number;
}

/**
 * Spec 000 §9 preset intervals as buttons; the chosen one is pressed. A preset longer than the
 * maximum span is disabled (it could never be applied, spec 000 §5).
 */
export function PresetButtons({ value, onSelect, maxSpanSeconds, cols = 2 }: PresetProps) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="xs" fw={700} c="dimmed">
        {t('dates.presetsTitle')}
      </Text>
      <SimpleGrid cols={cols} spacing={4} verticalSpacing={4}>
        {TIME_INTERVAL_CODES.map((code) => {
          const active = value.timeInterval === code;
          const tooLong =
            maxSpanSeconds !== undefined && TIME_INTERVALS[code].seconds > maxSpanSeconds;
          return (
            <Button
              key={code}
              size="xs"
              variant={active ? 'light' : 'subtle'}
              justify="flex-start"
              aria-pressed={active}
              disabled={tooLong}
              onClick={() => onSelect({ timeInterval: code })}
            >
              {t(`dates.preset.${code}`)}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

interface DaypartProps {
  onSelect: (next: DateRangeValue) => void;
  timeZone: string;
  now: number;
  allowFuture?: boolean;
  maxSpanSeconds?: number;
  cols?: number;
}

/**
 * Breakfast, lunch and dinner of today (up to now) and of the same day last week, in the
 * restaurant's zone (lib/dayparts.ts). A daypart that has not started yet today is disabled.
 */
export function DaypartButtons({
  onSelect,
  timeZone,
  now,
  allowFuture,
  maxSpanSeconds,
  cols = 2,
}: DaypartProps) {
  const { t } = useI18n();
  const titleId = useId();
  const usable = (range: EpochRange | null): range is EpochRange =>
    range !== null &&
    checkCustomRange(range, { now, allowFuture, maxSpanSeconds, timeZone }) === 'ok';
  return (
    <Stack gap={4} role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="xs" fw={700} c="dimmed">
        {t('dates.daypartsTitle')}
      </Text>
      <SimpleGrid cols={cols} spacing={4} verticalSpacing={4}>
        {DAYPART_NAMES.flatMap((daypart) =>
          DAYPART_DAYS.map((day) => {
            const range = daypartRange(daypart, day, timeZone, now);
            return (
              <Button
                key={`${daypart}-${day}`}
                size="xs"
                variant="subtle"
                justify="flex-start"
                disabled={!usable(range)}
                onClick={() => {
                  if (usable(range)) onSelect({ startDate: range.start, endDate: range.end });
                }}
              >
                {t(day === 'today' ? 'dates.daypart.today' : 'dates.daypart.lastWeek', {
                  daypart: t(`dates.daypart.${daypart}`),
                })}
              </Button>
            );
          }),
        )}
      </SimpleGrid>
    </Stack>
  );
}

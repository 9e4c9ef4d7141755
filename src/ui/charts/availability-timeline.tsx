import { Box, Group, Stack, Text } from '@mantine/core';
import {
  AVAILABILITY_COLORS,
  availabilitySegments,
  totalAvailability,
  type OnlinePeriod,
  type TimeRange,
} from '../../lib/charts/availability';
import { percent, timestamp } from '../../lib/format';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { charts } from '../../lib/i18n/en/charts';
import { NoInformation } from '../feedback/empty-state';
import { ChartFrame } from './chart-frame';

registerMessages(charts);

export interface DeviceAvailability {
  uuid: string;
  name: string;
  onlinePeriods: readonly OnlinePeriod[];
}

export interface AvailabilityTimelineProps {
  /** Visible title. */
  title: string;
  /** The selected range, epoch ms. */
  range: TimeRange;
  devices: readonly DeviceAvailability[];
  /** The restaurant's IANA zone for the times read out; the browser's when absent. */
  timeZone?: string;
}

/**
 * Spec 000 §2/§4/§9: per device a bar of Online (green) and Offline (red) segments across the
 * range and the total availability; each bar's label reads the segments out.
 */
export function AvailabilityTimeline({
  title,
  range,
  devices,
  timeZone,
}: AvailabilityTimelineProps) {
  const { t, locale, dateLocale } = useI18n();
  const length = range.end - range.start;
  if (devices.length === 0 || !(length > 0)) {
    return (
      <ChartFrame title={title}>
        <NoInformation />
      </ChartFrame>
    );
  }
  const time = (epoch: number) => timestamp(epoch, { timeZone, dateLocale });
  const statusText = { online: t('charts.online'), offline: t('charts.offline') };

  return (
    <ChartFrame title={title}>
      <Group gap="md" aria-hidden>
        {(['online', 'offline'] as const).map((status) => (
          <Group key={status} gap={6}>
            <Box
              w={10}
              h={10}
              bg={`${AVAILABILITY_COLORS[status]}.6`}
              style={{ borderRadius: 2 }}
            />
            <Text size="xs">{statusText[status]}</Text>
          </Group>
        ))}
      </Group>
      <Stack gap="sm">
        {devices.map((device) => {
          const segments = availabilitySegments(device.onlinePeriods, range);
          const total = percent(totalAvailability(device.onlinePeriods, range), { locale });
          const spans = segments.map((segment) =>
            t('charts.availability.segment', {
              status: statusText[segment.status],
              start: time(segment.start),
              end: time(segment.end),
            }),
          );
          const label = [
            t('charts.availability.device', { device: device.name, percent: total }),
            ...spans,
          ].join('. ');
          return (
            <Stack key={device.uuid} gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {device.name}
                </Text>
                <Text size="sm" fw={600} style={{ flex: 'none' }}>
                  {t('charts.availability', { percent: total })}
                </Text>
              </Group>
              <Box
                role="img"
                aria-label={label}
                h={14}
                w="100%"
                style={{ display: 'flex', borderRadius: 4, overflow: 'hidden' }}
              >
                {segments.map((segment, i) => (
                  <Box
                    key={segment.start}
                    data-status={segment.status}
                    title={spans[i]}
                    bg={`${AVAILABILITY_COLORS[segment.status]}.6`}
                    style={{ flex: `${(segment.end - segment.start) / length} 1 0`, minWidth: 1 }}
                  />
                ))}
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </ChartFrame>
  );
}

import { Box, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { HoldTimeZoneId, HoldTimeZoneValue } from '../../lib/charts/hold-time-zones';
import { percent } from '../../lib/format';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { charts } from '../../lib/i18n/en/charts';
import { NoInformation } from '../feedback/empty-state';
import { ChartFrame } from './chart-frame';
import { numberFormat } from '../../lib/intl';

registerMessages(charts);

/** Cooler to hotter as food waits longer. */
const ZONE_COLORS: Record<HoldTimeZoneId, string> = {
  upTo20: 'var(--mantine-color-green-6)',
  from20: 'var(--mantine-color-lime-6)',
  from25: 'var(--mantine-color-yellow-6)',
  from30: 'var(--mantine-color-orange-6)',
  from35: 'var(--mantine-color-red-6)',
  over40: 'var(--mantine-color-red-9)',
};

/** Spec 000 §9 pie hole 0.8: a ring from radius 40 to 50, drawn as one stroke at radius 45. */
const OUTER = 50;
const HOLE = 0.8;
const RING = OUTER - OUTER * HOLE;
const RADIUS = OUTER - RING / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface HoldTimeDonutProps {
  /** Visible title. */
  title: string;
  /** The six zones in order (`bucketHoldTimes` or `zoneValues`). */
  zones: readonly HoldTimeZoneValue[];
  /** Largest diameter in px; the ring shrinks with narrow screens. */
  size?: number;
}

/**
 * Spec 000 §2/§9: hold-time zones as a donut (hole 0.8) with a legend, values in minutes to
 * two decimals. SVG rather than uPlot, which draws no pies; its title and desc are what a screen
 * reader reads.
 */
export function HoldTimeDonut({ title, zones, size = 200 }: HoldTimeDonutProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const total = zones.reduce((sum, zone) => sum + zone.minutes, 0);
  if (!(total > 0)) {
    return (
      <ChartFrame title={title}>
        <NoInformation />
      </ChartFrame>
    );
  }

  const minutes = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const items = zones.map((zone) => ({
    ...zone,
    label: t(`charts.holdZone.${zone.id}`),
    value: minutes.format(zone.minutes),
    shareText: percent(zone.share, { locale }),
  }));
  const description = t('charts.holdZone.summary', {
    zones: items
      .map((item) =>
        t('charts.holdZone.item', { zone: item.label, minutes: item.value, share: item.shareText }),
      )
      .join('; '),
  });

  const arcs = items
    .filter((item) => item.minutes > 0)
    .reduce<Array<{ id: HoldTimeZoneId; length: number; offset: number }>>((done, item) => {
      const last = done.at(-1);
      const offset = last ? last.offset + last.length : 0;
      return [...done, { id: item.id, length: (item.minutes / total) * CIRCUMFERENCE, offset }];
    }, []);

  return (
    <ChartFrame title={title}>
      <Group gap="lg" align="center" wrap="wrap" justify="center">
        <Box w="100%" maw={size} style={{ flex: `0 1 ${size}px` }}>
          <svg
            viewBox={`0 0 ${OUTER * 2} ${OUTER * 2}`}
            width="100%"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            <g transform={`rotate(-90 ${OUTER} ${OUTER})`}>
              {arcs.map((arc) => (
                <circle
                  key={arc.id}
                  data-zone={arc.id}
                  cx={OUTER}
                  cy={OUTER}
                  r={RADIUS}
                  fill="none"
                  strokeWidth={RING}
                  strokeDasharray={`${arc.length} ${CIRCUMFERENCE - arc.length}`}
                  strokeDashoffset={-arc.offset}
                  style={{ stroke: ZONE_COLORS[arc.id] }}
                />
              ))}
            </g>
          </svg>
        </Box>
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-hidden>
          {items.map((item) => (
            <Group component="li" key={item.id} gap={6} wrap="nowrap">
              <Box
                w={10}
                h={10}
                style={{ flex: 'none', borderRadius: 2, background: ZONE_COLORS[item.id] }}
              />
              <Text size="sm" span>
                {item.label}
              </Text>
              <Text size="sm" fw={600} span>
                {t('charts.minutes', { value: item.value })}
              </Text>
              <Text size="xs" c="dimmed" span>
                {item.shareText}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartFrame>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { percent } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/feedback/empty-state';
import { LevelDot } from './figure-block';
import type { PieSlice } from './graph-data';

const SIZE = 160;
const R = SIZE / 2;

/** The SVG path of a slice from `from` to `to` (fractions of the turn), clockwise from 12. */
function arc(from: number, to: number): string {
  const point = (fraction: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${R + R * Math.cos(angle)} ${R + R * Math.sin(angle)}`;
  };
  const large = to - from > 0.5 ? 1 : 0;
  return `M ${R} ${R} L ${point(from)} A ${R} ${R} 0 ${large} 1 ${point(to)} Z`;
}

/**
 * A pie of shares (spec 000 §9 chart type Pie): SVG, no chart library; each slice's value and
 * share are written in the legend beside it, so colour is never the only key.
 */
export function SharePie({
  title,
  slices,
  formatValue,
}: {
  title: string;
  slices: readonly PieSlice[];
  formatValue(value: number): string;
}) {
  const { t, locale } = useI18n();
  if (slices.length === 0) return <EmptyState title={t('monitoring.notReported')} />;
  let start = 0;
  const whole = slices.length === 1 || slices.filter((slice) => slice.share > 0).length === 1;
  return (
    <Group gap="md" align="center" wrap="wrap">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={title}>
        <title>{t('monitoring.pieOfAverages')}</title>
        {whole ? (
          <circle
            cx={R}
            cy={R}
            r={R}
            fill={slices.find((slice) => slice.share > 0)?.color ?? '#adb5bd'}
          />
        ) : (
          slices.map((slice) => {
            const from = start;
            start += slice.share / 100;
            return <path key={slice.label} d={arc(from, start)} fill={slice.color} />;
          })
        )}
      </svg>
      <Stack
        gap={2}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0, minWidth: 0 }}
      >
        {slices.map((slice) => (
          <Text key={slice.label} component="li" size="sm" style={{ overflowWrap: 'break-word' }}>
            <LevelDot color={slice.color} raw />
            {slice.label}: {formatValue(slice.value)} ({percent(slice.share, { locale })})
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

import { Box, Group, Text } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';

export interface LegendItem {
  label: string;
  color: string;
}

/** Spec 000 §9: the legend sits on top of the chart, at most 3 lines; more items scroll. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  const { t } = useI18n();
  return (
    <Group
      component="ul"
      aria-label={t('charts.legend')}
      gap={0}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        rowGap: 4,
        columnGap: 'var(--mantine-spacing-md)',
        maxHeight: 'calc(3 * 1.55em)',
        overflowY: 'auto',
      }}
    >
      {items.map((item) => (
        <Group component="li" key={item.label} gap={6} wrap="nowrap" lh={1.55}>
          <Box
            aria-hidden
            w={10}
            h={10}
            style={{ flex: 'none', borderRadius: 2, background: item.color }}
          />
          <Text size="xs" span>
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

import '@mantine/core/styles/SimpleGrid.css';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { percent } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { ChartLegend } from '../../ui/charts/chart-legend';
import { DataTable } from '../../ui/list/data-table';
import { HOLD_ZONE_COLORS } from './chicken-format';
import { potatoPackageLabel } from '../../api/potato/potato.schema';
import {
  cssColor,
  RING_CIRCUMFERENCE,
  RING_OUTER,
  RING_RADIUS,
  RING_WIDTH,
  ringArcs,
  type TypeZones,
} from './potato-filters';

/**
 * One pie per package type (spec 000 §9: hole 0.8, zone colours as the chicken charts) with one
 * legend, then the exact percents as a table. The provider gives each zone's percent of the
 * type's items, not minutes, so the slices are percents (two decimals), not the spec's minutes.
 */
export function HoldTimePies({ pies, caption }: { pies: readonly TypeZones[]; caption: string }) {
  const { t, locale } = useI18n();
  const zones = pies[0]?.zones ?? [];
  return (
    <Stack gap="sm">
      <ChartLegend
        items={zones.map((zone) => ({
          label: t(`charts.holdZone.${zone.id}`),
          color: cssColor(HOLD_ZONE_COLORS[zone.id]),
        }))}
      />
      <SimpleGrid cols={{ base: 3, md: 6 }} spacing="sm">
        {pies.map((pie) => (
          <TypeRing key={pie.packageType} pie={pie} />
        ))}
      </SimpleGrid>
      <DataTable
        caption={caption}
        head={[t('potatoDashboard.packageType'), ...zones.map((z) => t(`charts.holdZone.${z.id}`))]}
        rows={pies.map((pie) => ({
          key: pie.packageType,
          cells: [
            potatoPackageLabel(t, pie.packageType),
            ...pie.zones.map((zone) => percent(zone.percent, { locale })),
          ],
        }))}
      />
    </Stack>
  );
}

function TypeRing({ pie }: { pie: TypeZones }) {
  const { t, locale } = useI18n();
  const id = useId();
  const label = potatoPackageLabel(t, pie.packageType);
  const description = pie.hasItems
    ? t('potatoDashboard.ringSummary', {
        zones: pie.zones
          .map((zone) =>
            t('potatoDashboard.ringZone', {
              zone: t(`charts.holdZone.${zone.id}`),
              share: percent(zone.percent, { locale }),
            }),
          )
          .join('; '),
      })
    : t('potatoDashboard.noItems');
  return (
    <Stack gap={4} align="center" miw={0}>
      <Box w="100%" maw={120}>
        <svg
          viewBox={`0 0 ${RING_OUTER * 2} ${RING_OUTER * 2}`}
          width="100%"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{label}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <circle
            cx={RING_OUTER}
            cy={RING_OUTER}
            r={RING_RADIUS}
            fill="none"
            strokeWidth={RING_WIDTH}
            style={{ stroke: 'var(--mantine-color-default-border)' }}
          />
          <g transform={`rotate(-90 ${RING_OUTER} ${RING_OUTER})`}>
            {ringArcs(pie.zones).map((arc) => (
              <circle
                key={arc.id}
                data-zone={arc.id}
                cx={RING_OUTER}
                cy={RING_OUTER}
                r={RING_RADIUS}
                fill="none"
                strokeWidth={RING_WIDTH}
                strokeDasharray={`${arc.length} ${RING_CIRCUMFERENCE - arc.length}`}
                strokeDashoffset={-arc.offset}
                style={{ stroke: cssColor(HOLD_ZONE_COLORS[arc.id]) }}
              />
            ))}
          </g>
        </svg>
      </Box>
      <Text size="sm" fw={500} ta="center" aria-hidden>
        {label}
      </Text>
      {!pie.hasItems && (
        <Text size="xs" c="dimmed" ta="center" aria-hidden>
          {t('potatoDashboard.noItems')}
        </Text>
      )}
    </Stack>
  );
}

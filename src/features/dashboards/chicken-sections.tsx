import '@mantine/core/styles/SimpleGrid.css';
import { useBarFootage } from '../../ui/video/use-watch-footage';
import '@mantine/core/styles/Progress.css';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { analyticsQueries, type AnalyticFilters } from '../../api/analytics/analytics.queries';
import { HOLD_TIME_TARGET_MINUTES } from '../../api/analytics/analytics.constants';
import { daypartOf } from '../../api/analytics/local-daypart';
import { convertWeight, formatWeight, percent } from '../../lib/format';
import { listLink } from '../../lib/list-links';
import { DAYPART_TARGETS } from '../../lib/charts/targets';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import type { ZoomRange } from '../../ui/charts/series';
import { SeriesChart } from '../../ui/charts/series-chart';
import { DashboardSection, type BodyHeight } from '../../ui/analytics/dashboard-section';
import { DataTable } from '../../ui/list/data-table';
import { fryerCycleRows } from '../../ui/list/fryer-cycle-rows';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { HOLD_ZONE_COLORS, zoneKey } from './chicken-format';
import { FigureTile, useNumberFormat } from '../../ui/analytics/figure-tile';
import { ANALYTIC_PERIOD_MS } from '../../api/analytics/analytics.constants';

export interface SectionProps {
  filters: AnalyticFilters;
  /** False until the restaurant (and its time zone) is known. */
  enabled: boolean;
}

/** Each section's measured content height (`BodyHeight`). */
const BODY_HEIGHT = {
  summaryHtr: 112,
  wasteSummary: 142,
  holdTimeDistr: 202,
  holdingByProduct: 442,
  wasteByProduct: 356,
  averageHoldTime: 332,
  wasteByDayPart: 381,
  panCyclesByProduct: 568,
  panCycles: 241,
} as const satisfies Record<string, BodyHeight>;

function minutes(t: Translate, value: string) {
  return t('charts.minutes', { value });
}

/** A figure the provider may leave out (ours, not the spec's) shows '—' when it does. */
function orDash(value: number | undefined, format: (value: number) => string): string {
  return value === undefined ? '—' : format(value);
}

/** summaryHTR ← total-usage: hold-time ratio, average hold, batches, cooked. */
export function SummaryHtrSection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const usage = useQuery({ ...analyticsQueries.totalUsage(filters), enabled });
  return (
    <DashboardSection
      title={t('dashboards.summaryHTR')}
      queries={[usage] as const}
      bodyHeight={BODY_HEIGHT.summaryHtr}
    >
      {(data) => (
        <SimpleGrid cols={2} spacing="sm">
          <FigureTile
            size="xl"
            label={t('dashboards.holdTimeRatio', { minutes: HOLD_TIME_TARGET_MINUTES })}
            value={percent(data.holdTimeRatio, { locale })}
          />
          <FigureTile
            size="xl"
            label={t('dashboards.averageHold')}
            value={minutes(t, number(data.averageHoldTime))}
          />
          <FigureTile
            size="xl"
            label={t('dashboards.batches')}
            value={orDash(data.batches, number)}
          />
          <FigureTile
            size="xl"
            label={t('dashboards.cooked')}
            value={formatWeight(data.cookedWeight, unit, locale)}
          />
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}

/** wasteSummary ← total-usage (waste, share) + waste-distribution (the most wasted product). */
export function WasteSummarySection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const usage = useQuery({ ...analyticsQueries.totalUsage(filters), enabled });
  const distribution = useQuery({ ...analyticsQueries.wasteDistribution(filters), enabled });
  return (
    <DashboardSection
      title={t('dashboards.wasteSummary')}
      queries={[usage, distribution] as const}
      bodyHeight={BODY_HEIGHT.wasteSummary}
    >
      {(totals, products) => {
        const top = [...products.rows].sort((a, b) => b.wasteWeight - a.wasteWeight)[0];
        return (
          <Stack gap="xs">
            <SimpleGrid cols={2} spacing="sm">
              <FigureTile
                size="xl"
                label={t('dashboards.waste')}
                value={formatWeight(totals.wasteWeight, unit, locale)}
              />
              <FigureTile
                size="xl"
                label={t('dashboards.wasteShare')}
                value={orDash(totals.wasteShare, (share) => percent(share, { locale }))}
              />
              <FigureTile
                size="xl"
                label={t('dashboards.wastedPieces')}
                value={orDash(totals.wasteCount, number)}
              />
            </SimpleGrid>
            {top && top.wasteWeight > 0 && (
              <Text size="sm">
                {t('dashboards.topWaste', {
                  product: top.material,
                  weight: formatWeight(top.wasteWeight, unit, locale),
                })}
              </Text>
            )}
          </Stack>
        );
      }}
    </DashboardSection>
  );
}

/** detailedHoldingTime ← timers.materials, totals from timers. */
export function DetailedHoldingTimeSection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const timers = useQuery({ ...analyticsQueries.timers(filters), enabled });
  const title = t('dashboards.detailedHoldingTime');
  return (
    <DashboardSection
      title={title}
      queries={[timers] as const}
      bodyHeight={BODY_HEIGHT.holdingByProduct}
    >
      {(data) => (
        <DataTable
          caption={title}
          head={[
            t('dashboards.product'),
            t('dashboards.pans'),
            t('dashboards.averageHold'),
            t('dashboards.holdTimeRatio', { minutes: HOLD_TIME_TARGET_MINUTES }),
          ]}
          rows={data.materials.map((row) => ({
            key: row.material,
            cells: [
              row.material,
              number(row.count),
              minutes(t, number(row.averageHoldTime)),
              percent(row.holdTimeRatio, { locale }),
            ],
          }))}
          foot={[
            t('dashboards.total'),
            number(data.count),
            minutes(t, number(data.averageHoldTime)),
            percent(data.holdTimeRatio, { locale }),
          ]}
        />
      )}
    </DashboardSection>
  );
}

/** detailedWaste ← waste-distribution.rows, totals from waste-distribution. */
export function DetailedWasteSection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const distribution = useQuery({ ...analyticsQueries.wasteDistribution(filters), enabled });
  const title = t('dashboards.detailedWaste');
  return (
    <DashboardSection
      title={title}
      queries={[distribution] as const}
      bodyHeight={BODY_HEIGHT.wasteByProduct}
    >
      {(data) => (
        <DataTable
          caption={title}
          head={[
            t('dashboards.product'),
            t('dashboards.waste'),
            t('dashboards.pieces'),
            t('dashboards.share'),
          ]}
          rows={data.rows.map((row) => ({
            key: row.material,
            cells: [
              row.material,
              formatWeight(row.wasteWeight, unit, locale),
              orDash(row.wasteCount, number),
              percent(row.share, { locale }),
            ],
          }))}
          foot={[
            t('dashboards.total'),
            formatWeight(data.wasteWeight, unit, locale),
            orDash(data.wasteCount, number),
            percent(data.wasteWeight > 0 ? 100 : 0, { locale }),
          ]}
        />
      )}
    </DashboardSection>
  );
}

/**
 * holdTimeDistr ← timers.zones. Pans per zone as bars: the provider gives counts and percents,
 * not the minutes per zone of the spec's pie, which would label pans as minutes.
 */
export function HoldTimeDistrSection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const timers = useQuery({ ...analyticsQueries.timers(filters), enabled });
  return (
    <DashboardSection
      title={t('dashboards.holdTimeDistr')}
      queries={[timers] as const}
      bodyHeight={BODY_HEIGHT.holdTimeDistr}
    >
      {(data) => (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.zones.map((zone) => {
            const id = zoneKey(zone.label);
            return (
              <li key={zone.label}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t(`charts.holdZone.${id}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('dashboards.zonePans', {
                      count: number(zone.count),
                      share: percent(zone.percent, { locale }),
                    })}
                  </Text>
                </Group>
                <Progress value={zone.percent} color={HOLD_ZONE_COLORS[id]} size="sm" aria-hidden />
              </li>
            );
          })}
        </Stack>
      )}
    </DashboardSection>
  );
}

const LINE_COLOR = '#228be6';
const CYCLES_COLOR = '#12b886';
const WASTE_COLOR = '#fa5252';

/** averageHoldTime ← timers.series (line) and timers.dayParts (per day part). */
export function AverageHoldTimeSection({ filters, enabled }: SectionProps) {
  const { t } = useI18n();
  const number = useNumberFormat();
  const timers = useQuery({ ...analyticsQueries.timers(filters), enabled });
  // A hold time is the holding cabinet's: its camera shows the hour (docs/decisions/video-and-cameras.md, "From a figure to the footage").
  const footage = useBarFootage({
    restaurantUuid: filters.restaurantUuid,
    station: 'holding',
    hourly: filters.period === 'HOUR',
  });
  const series = timers.data?.series;
  const chart = useMemo(
    () => ({
      times: series?.map((point) => point.time) ?? [],
      series: [
        {
          label: t('dashboards.averageHold'),
          color: LINE_COLOR,
          values: series?.map((point) => point.averageHoldTime) ?? [],
        },
      ],
    }),
    [series, t],
  );
  return (
    <DashboardSection
      title={t('dashboards.averageHoldTime')}
      queries={[timers] as const}
      bodyHeight={BODY_HEIGHT.averageHoldTime}
    >
      {(data) => (
        <Stack gap="xs">
          <SeriesChart
            kind="line"
            title={t('dashboards.minutesPerPeriod')}
            times={chart.times}
            series={chart.series}
            height={180}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
            pointAction={footage}
          />
          {data.dayParts.map((part) => (
            <Text size="sm" key={part.dayPart}>
              {t('dashboards.dayPartHold', {
                dayPart: t(`dashboards.dayPart.${part.dayPart}`),
                minutes: number(part.averageHoldTime),
                count: number(part.count),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

/**
 * wasteByDayPart ← waste.dayParts (weight, share, the day part's target, spec 000 §9) and
 * waste.series (bars; a click zooms the page into that bar's range).
 */
export function WasteByDayPartSection({
  filters,
  enabled,
  onZoom,
}: SectionProps & { onZoom: (range: ZoomRange) => void }) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const waste = useQuery({ ...analyticsQueries.waste(filters), enabled });
  // Waste is thrown out of the holding cabinet: its camera shows the hour.
  const footage = useBarFootage({
    restaurantUuid: filters.restaurantUuid,
    station: 'holding',
    hourly: filters.period === 'HOUR',
  });
  const points = waste.data?.series;
  const chart = useMemo(
    () => ({
      times: points?.map((point) => point.time) ?? [],
      series: [
        {
          label: t('dashboards.waste'),
          color: WASTE_COLOR,
          values: points?.map((point) => convertWeight(point.wasteWeight, unit)) ?? [],
        },
      ],
    }),
    [points, unit, t],
  );
  return (
    <DashboardSection
      title={t('dashboards.wasteByDayPart')}
      queries={[waste] as const}
      bodyHeight={BODY_HEIGHT.wasteByDayPart}
    >
      {(data) => (
        <Stack gap="sm">
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.dayParts.map((part) => (
              <li key={part.dayPart}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={500}>
                    {t(`dashboards.dayPart.${part.dayPart}`)}
                  </Text>
                  <Text size="sm">
                    {formatWeight(part.wasteWeight, unit, locale)} ·{' '}
                    {percent(part.share, { locale })}
                  </Text>
                </Group>
                <Group justify="space-between" gap="xs">
                  <Progress
                    value={part.share}
                    color="red"
                    size="sm"
                    style={{ flex: 1 }}
                    aria-hidden
                  />
                  <Text size="xs" c="dimmed">
                    {t('dashboards.target', {
                      target: number(DAYPART_TARGETS[daypartOf(part.dayPart)]),
                    })}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
          <SeriesChart
            kind="bars"
            title={t('dashboards.wastePerPeriod', { unit })}
            times={chart.times}
            series={chart.series}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
            onZoom={onZoom}
            zoomLabel={t('footage.zoomIn')}
            pointAction={footage}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/**
 * panCyclesAverage ← fryer-cycles-distribution.rows, with High, Low and Average rows over the
 * products that had cycles (spec 000 §9): a product without any would pull Low to zero.
 */
export function PanCyclesAverageSection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const cycles = useQuery({ ...analyticsQueries.fryerCyclesDistribution(filters), enabled });
  const title = t('dashboards.panCyclesAverage');
  const share = (value: number) => percent(value, { locale });
  const elapsed = (value: number) => minutes(t, number(value));
  return (
    <DashboardSection
      title={title}
      queries={[cycles] as const}
      bodyHeight={BODY_HEIGHT.panCyclesByProduct}
    >
      {(data) => (
        <DataTable
          caption={title}
          head={[
            t('dashboards.product'),
            t('dashboards.cycles'),
            t('dashboards.share'),
            t('dashboards.utilized'),
            t('dashboards.elapsed'),
          ]}
          rows={fryerCycleRows(data.rows, (row) => t(`dashboards.${row}`), {
            count: number,
            percent: share,
            minutes: elapsed,
          })}
          foot={[t('dashboards.total'), number(data.count), '', '', '']}
        />
      )}
    </DashboardSection>
  );
}

/**
 * panCycles ← fryer-cycles.series, a bar a period; a bar opens the fryer's cycles of that
 * period in its history (beyond the spec: from a spike to the cycles behind it in one tap).
 */
export function PanCyclesSection({ filters, enabled }: SectionProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const restaurantUuid = filters.restaurantUuid;
  const products = filters.materials;
  const openCycles = useCallback(
    (range: ZoomRange) => {
      const link = listLink('fryerCycles', { ...range, restaurantUuid });
      const materials = products && products.length > 0 ? products.join(',') : undefined;
      if (link) void navigate({ to: link.to, search: { ...link.search, materials } });
    },
    [navigate, restaurantUuid, products],
  );
  const cycles = useQuery({ ...analyticsQueries.fryerCycles(filters), enabled });
  const footage = useBarFootage({
    restaurantUuid,
    station: 'fryer',
    hourly: filters.period === 'HOUR',
  });
  const series = cycles.data?.series;
  const chart = useMemo(
    () => ({
      times: series?.map((point) => point.time) ?? [],
      series: [
        {
          label: t('dashboards.cycles'),
          color: CYCLES_COLOR,
          values: series?.map((point) => point.count) ?? [],
        },
      ],
    }),
    [series, t],
  );
  return (
    <DashboardSection
      title={t('dashboards.panCycles')}
      queries={[cycles] as const}
      bodyHeight={BODY_HEIGHT.panCycles}
    >
      {() => (
        <SeriesChart
          kind="bars"
          title={t('dashboards.cyclesPerPeriod')}
          times={chart.times}
          series={chart.series}
          height={180}
          periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          onZoom={openCycles}
          clickHint={t('dashboards.cyclesHint')}
          zoomLabel={t('footage.openCycles')}
          pointAction={footage}
        />
      )}
    </DashboardSection>
  );
}

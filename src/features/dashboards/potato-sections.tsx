import '@mantine/core/styles/SimpleGrid.css';
import { useBarFootage } from '../../ui/video/use-watch-footage';
import '@mantine/core/styles/Progress.css';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DAY_PARTS } from '../../api/analytics/analytics.constants';
import { potatoQueries, type PotatoFilters } from '../../api/potato/potato.queries';
import { convertWeight, formatWeight, percent, type FormatLocale } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import type { ZoomRange } from '../../ui/charts/series';
import { SeriesChart } from '../../ui/charts/series-chart';
import { DashboardSection, type BodyHeight } from '../../ui/analytics/dashboard-section';
import { DataTable } from '../../ui/list/data-table';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import {
  dayPartTable,
  formatMinutes,
  holdTimePies,
  seriesOf,
  type DayPartCell,
} from './potato-filters';
import { HoldTimePies } from './potato-hold-time-pies';
import { FigureTile, useNumberFormat } from '../../ui/analytics/figure-tile';
import { ANALYTIC_PERIOD_MS } from '../../api/analytics/analytics.constants';
import { potatoPackageLabel } from '../../api/potato/potato.schema';

export interface PotatoSectionProps {
  filters: PotatoFilters;
  /** False until the restaurant (and its time zone) is known. */
  enabled: boolean;
}

/** Each section's measured content height (`BodyHeight`). */
const BODY_HEIGHT = {
  holdTime: { base: 909, sm: 457 },
  holdTimeByDayPart: { base: 560, sm: 560 },
  averageHoldTime: { base: 668, sm: 601 },
  packaged: { base: 513, sm: 513 },
  batches: { base: 605, sm: 605 },
} as const satisfies Record<string, BodyHeight>;

function minutes(t: Translate, value: number, locale: FormatLocale) {
  return t('charts.minutes', { value: formatMinutes(value, locale) });
}

const LINE_COLOR = '#228be6';
const PACKAGED_COLOR = '#fd7e14';
const BATCHES_COLOR = '#12b886';
const WASTE_COLOR = '#fa5252';

/** /potato-hold-time: a pie per package type of its items' hold-time zones, in percent. */
export function PotatoHoldTimeSection({ filters, enabled }: PotatoSectionProps) {
  const { t } = useI18n();
  const holdTime = useQuery({ ...potatoQueries.holdTime(filters), enabled });
  const title = t('potatoDashboard.holdTime');
  return (
    <DashboardSection title={title} queries={[holdTime] as const} bodyHeight={BODY_HEIGHT.holdTime}>
      {(data) => <HoldTimePies pies={holdTimePies(data)} caption={title} />}
    </DashboardSection>
  );
}

/** /potato-hold-time-by-day-part: average minutes and items per day part and package type. */
export function PotatoHoldTimeByDayPartSection({ filters, enabled }: PotatoSectionProps) {
  const { t, locale } = useI18n();
  const byDayPart = useQuery({ ...potatoQueries.holdTimeByDayPart(filters), enabled });
  const title = t('potatoDashboard.holdTimeByDayPart');
  // Minutes (the unit is in the hint) over the item count: three day parts fit a phone.
  const cell = (value: DayPartCell | null) =>
    value ? (
      <>
        {formatMinutes(value.averageHoldTime, locale)}
        <Text component="span" size="xs" c="dimmed" display="block">
          {t('potatoDashboard.itemCount', { count: value.count })}
        </Text>
      </>
    ) : (
      t('potatoDashboard.notPackaged')
    );
  return (
    <DashboardSection
      title={title}
      queries={[byDayPart] as const}
      bodyHeight={BODY_HEIGHT.holdTimeByDayPart}
    >
      {(data) => {
        const table = dayPartTable(data);
        return (
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {t('potatoDashboard.dayPartHint')}
            </Text>
            <DataTable
              caption={title}
              head={[
                t('potatoDashboard.packageType'),
                ...DAY_PARTS.map((part) => t(`dashboards.dayPart.${part}`)),
              ]}
              rows={table.rows.map((row) => ({
                key: row.packageType,
                cells: [
                  potatoPackageLabel(t, row.packageType),
                  ...DAY_PARTS.map((part) => cell(row.cells[part])),
                ],
              }))}
              foot={[t('dashboards.total'), ...DAY_PARTS.map((part) => cell(table.totals[part]))]}
            />
          </Stack>
        );
      }}
    </DashboardSection>
  );
}

/** /potato-average-hold-time: the overall average, per package type, and per period. */
export function PotatoAverageHoldTimeSection({ filters, enabled }: PotatoSectionProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const average = useQuery({ ...potatoQueries.averageHoldTime(filters), enabled });
  const points = average.data?.series;
  const chart = useMemo(() => {
    const { times, values } = seriesOf(points, (point) => point.averageHoldTime);
    return {
      times,
      series: [{ label: t('potatoDashboard.averageHold'), color: LINE_COLOR, values }],
    };
  }, [points, t]);
  const title = t('potatoDashboard.averageHoldTime');
  return (
    <DashboardSection
      title={title}
      queries={[average] as const}
      bodyHeight={BODY_HEIGHT.averageHoldTime}
    >
      {(data) => (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <FigureTile
              size="xl"
              label={t('potatoDashboard.averageHold')}
              value={minutes(t, data.averageHoldTime, locale)}
            />
            <FigureTile size="xl" label={t('potatoDashboard.items')} value={number(data.count)} />
          </SimpleGrid>
          <SeriesChart
            kind="line"
            title={t('potatoDashboard.holdPerPeriod')}
            times={chart.times}
            series={chart.series}
            height={180}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          />
          <DataTable
            caption={title}
            head={[
              t('potatoDashboard.packageType'),
              t('potatoDashboard.items'),
              t('potatoDashboard.averageHold'),
            ]}
            rows={data.packageTypes.map((row) => ({
              key: row.packageType,
              cells: [
                potatoPackageLabel(t, row.packageType),
                number(row.count),
                row.count > 0
                  ? minutes(t, row.averageHoldTime, locale)
                  : t('potatoDashboard.notPackaged'),
              ],
            }))}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/** /potato-packaged-statistic: items packaged per package type (share) and per period. */
export function PotatoPackagedSection({
  filters,
  enabled,
  onZoom,
}: PotatoSectionProps & { onZoom: (range: ZoomRange) => void }) {
  // Fries are cooked and packed at the fryers: their camera shows the hour.
  const footage = useBarFootage({
    restaurantUuid: filters.restaurantUuid,
    station: 'fryer',
    hourly: filters.period === 'HOUR',
  });
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const packaged = useQuery({ ...potatoQueries.packagedStatistic(filters), enabled });
  const points = packaged.data?.series;
  const chart = useMemo(() => {
    const { times, values } = seriesOf(points, (point) => point.count);
    return {
      times,
      series: [{ label: t('potatoDashboard.items'), color: PACKAGED_COLOR, values }],
    };
  }, [points, t]);
  return (
    <DashboardSection
      title={t('potatoDashboard.packaged')}
      queries={[packaged] as const}
      bodyHeight={BODY_HEIGHT.packaged}
    >
      {(data) => (
        <Stack gap="sm">
          <FigureTile size="xl" label={t('potatoDashboard.items')} value={number(data.count)} />
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.packageTypes.map((row) => (
              <li key={row.packageType}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{potatoPackageLabel(t, row.packageType)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('potatoDashboard.countShare', {
                      count: number(row.count),
                      share: percent(row.share, { locale }),
                    })}
                  </Text>
                </Group>
                <Progress value={row.share} color="orange" size="sm" aria-hidden />
              </li>
            ))}
          </Stack>
          <SeriesChart
            kind="bars"
            title={t('potatoDashboard.itemsPerPeriod')}
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

/** /potato-batches-statistic: fry batches per chute and per period, and the waste they left. */
export function PotatoBatchesSection({
  filters,
  enabled,
  onZoom,
}: PotatoSectionProps & { onZoom: (range: ZoomRange) => void }) {
  // Fries are cooked and packed at the fryers: their camera shows the hour.
  const footage = useBarFootage({
    restaurantUuid: filters.restaurantUuid,
    station: 'fryer',
    hourly: filters.period === 'HOUR',
  });
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const batches = useQuery({ ...potatoQueries.batchesStatistic(filters), enabled });
  const points = batches.data?.series;
  const charts = useMemo(() => {
    const counts = seriesOf(points, (point) => point.count);
    const waste = seriesOf(points, (point) => convertWeight(point.wasteWeight, unit));
    return {
      batches: {
        times: counts.times,
        series: [{ label: t('dashboards.batches'), color: BATCHES_COLOR, values: counts.values }],
      },
      waste: {
        times: waste.times,
        series: [{ label: t('dashboards.waste'), color: WASTE_COLOR, values: waste.values }],
      },
    };
  }, [points, unit, t]);
  return (
    <DashboardSection
      title={t('potatoDashboard.batches')}
      queries={[batches] as const}
      bodyHeight={BODY_HEIGHT.batches}
    >
      {(data) => (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <FigureTile size="xl" label={t('dashboards.batches')} value={number(data.count)} />
            <FigureTile
              size="xl"
              label={t('dashboards.waste')}
              value={formatWeight(data.wasteWeight, unit, locale)}
            />
          </SimpleGrid>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.chutes.map((row) => (
              <li key={row.chute}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{t('potatoDashboard.chute', { chute: row.chute })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('potatoDashboard.countShare', {
                      count: number(row.count),
                      share: percent(row.share, { locale }),
                    })}
                  </Text>
                </Group>
                <Progress value={row.share} color="teal" size="sm" aria-hidden />
              </li>
            ))}
          </Stack>
          <SeriesChart
            kind="bars"
            title={t('potatoDashboard.batchesPerPeriod')}
            times={charts.batches.times}
            series={charts.batches.series}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
            onZoom={onZoom}
            zoomLabel={t('footage.zoomIn')}
            pointAction={footage}
          />
          <SeriesChart
            kind="line"
            title={t('potatoDashboard.wastePerPeriod', { unit })}
            times={charts.waste.times}
            series={charts.waste.series}
            height={160}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

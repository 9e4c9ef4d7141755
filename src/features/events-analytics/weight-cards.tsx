import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { analyticsQueries } from '../../api/analytics/analytics.queries';
import type { WeightDistribution, WeightTotal } from '../../api/analytics/events-analytics.schema';
import { eventsAnalyticsQueries, scopeOf } from '../../api/analytics/events-analytics.queries';
import { DEFAULT_PERFORMANCE_RATIO_TYPE } from '../../api/performance/performance.constants';
import { convertWeight, formatWeight, percent } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { SeriesChart } from '../../ui/charts/series-chart';
import { DashboardSection, type BodyHeight } from '../../ui/analytics/dashboard-section';
import { DataTable } from '../../ui/list/data-table';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { chartOf, COLORS, type CardProps } from './card-parts';
import { FigureTile, useNumberFormat } from '../../ui/analytics/figure-tile';
import { ANALYTIC_PERIOD_MS, type AnalyticPeriod } from '../../api/analytics/analytics.constants';

/** A figure the provider may leave out (ours, not the spec's) shows '—' when it does. */
function orDash(value: number | undefined, format: (value: number) => string): string {
  return value === undefined ? '—' : format(value);
}

/** Each card's measured content height (`BodyHeight`). */
const BODY_HEIGHT = {
  weight: { base: 812, sm: 603 },
  waste: { base: 834, sm: 603 },
  performanceRatio: { base: 832, sm: 623 },
} as const satisfies Record<string, BodyHeight>;

/**
 * A weight in total and per product (cooked, recommendations): spec 000 §3 "value, share,
 * total, perHour"; every weight through the weight unit.
 */
function WeightCard({
  title,
  total,
  distribution,
  batchesLabel,
  color,
  period,
}: {
  title: string;
  total: UseQueryResult<WeightTotal>;
  distribution: UseQueryResult<WeightDistribution>;
  batchesLabel: string;
  color: string;
  period: AnalyticPeriod;
}) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const weight = (kg: number) => formatWeight(kg, unit, locale);
  const chartTitle = t('eventsAnalytics.weightPerPeriod', { unit });
  const points = total.data?.series;
  const chart = useMemo(
    () => chartOf(points, `${title} (${unit})`, color, (point) => convertWeight(point.value, unit)),
    [points, title, unit, color],
  );
  return (
    <DashboardSection
      title={title}
      queries={[total, distribution] as const}
      bodyHeight={BODY_HEIGHT.weight}
    >
      {(totals, products) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <FigureTile label={t('eventsAnalytics.weight')} value={weight(totals.total)} />
            <FigureTile label={t('eventsAnalytics.pieces')} value={number(totals.count)} />
            <FigureTile label={batchesLabel} value={orDash(totals.batches, number)} />
            <FigureTile
              label={t('eventsAnalytics.perHour')}
              value={t('eventsAnalytics.perHourValue', { weight: weight(totals.perHour) })}
            />
          </SimpleGrid>
          <SeriesChart
            kind="bars"
            title={chartTitle}
            times={chart.times}
            series={chart.series}
            periodMs={ANALYTIC_PERIOD_MS[period]}
          />
          <DataTable
            caption={title}
            head={[
              t('eventsAnalytics.product'),
              t('eventsAnalytics.weight'),
              t('eventsAnalytics.pieces'),
              t('eventsAnalytics.share'),
              t('eventsAnalytics.perHour'),
            ]}
            rows={products.rows.map((row) => ({
              key: row.material,
              cells: [
                row.material,
                weight(row.value),
                number(row.count),
                percent(row.share, { locale }),
                weight(row.perHour),
              ],
            }))}
            foot={[
              t('eventsAnalytics.total'),
              weight(products.total),
              number(products.count),
              percent(products.total > 0 ? 100 : 0, { locale }),
              '',
            ]}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/** Cooked ← cooked + cooked-distribution, or their catering variants. */
export function CookedCard({ filters, enabled }: CardProps) {
  const { t } = useI18n();
  const total = useQuery({ ...eventsAnalyticsQueries.cooked(filters), enabled });
  const distribution = useQuery({ ...eventsAnalyticsQueries.cookedDistribution(filters), enabled });
  return (
    <WeightCard
      title={t(filters.catering ? 'eventsAnalytics.cookedCatering' : 'eventsAnalytics.cooked')}
      total={total}
      distribution={distribution}
      batchesLabel={t('eventsAnalytics.batches')}
      color={COLORS.cooked}
      period={filters.period}
    />
  );
}

/** Recommendations ← recommendations + recommendations-distribution, or the catering ones. */
export function RecommendationsCard({ filters, enabled }: CardProps) {
  const { t } = useI18n();
  const total = useQuery({ ...eventsAnalyticsQueries.recommendations(filters), enabled });
  const distribution = useQuery({
    ...eventsAnalyticsQueries.recommendationsDistribution(filters),
    enabled,
  });
  return (
    <WeightCard
      title={t(
        filters.catering
          ? 'eventsAnalytics.recommendationsCatering'
          : 'eventsAnalytics.recommendations',
      )}
      total={total}
      distribution={distribution}
      batchesLabel={t('eventsAnalytics.tasks')}
      color={COLORS.recommended}
      period={filters.period}
    />
  );
}

/** Waste ← waste + waste-distribution (the chicken dashboard's calls, same cache keys). */
export function WasteCard({ filters, enabled }: CardProps) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const scope = scopeOf(filters);
  const waste = useQuery({ ...analyticsQueries.waste(scope), enabled });
  const distribution = useQuery({ ...analyticsQueries.wasteDistribution(scope), enabled });
  const weight = (kg: number) => formatWeight(kg, unit, locale);
  const title = t('eventsAnalytics.waste');
  const points = waste.data?.series;
  const chart = useMemo(
    () =>
      chartOf(points, `${title} (${unit})`, COLORS.waste, (point) =>
        convertWeight(point.wasteWeight, unit),
      ),
    [points, title, unit],
  );
  return (
    <DashboardSection
      title={title}
      queries={[waste, distribution] as const}
      bodyHeight={BODY_HEIGHT.waste}
    >
      {(totals, products) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <FigureTile label={t('eventsAnalytics.weight')} value={weight(totals.wasteWeight)} />
            <FigureTile
              label={t('eventsAnalytics.wastedPieces')}
              value={orDash(totals.wasteCount, number)}
            />
            <FigureTile
              label={t('eventsAnalytics.wasteShare')}
              value={orDash(totals.wasteShare, (share) => percent(share, { locale }))}
            />
          </SimpleGrid>
          <SeriesChart
            kind="bars"
            title={t('eventsAnalytics.weightPerPeriod', { unit })}
            times={chart.times}
            series={chart.series}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          />
          <DataTable
            caption={title}
            head={[
              t('eventsAnalytics.product'),
              t('eventsAnalytics.weight'),
              t('eventsAnalytics.pieces'),
              t('eventsAnalytics.share'),
              t('eventsAnalytics.wasteShare'),
            ]}
            rows={products.rows.map((row) => ({
              key: row.material,
              cells: [
                row.material,
                weight(row.wasteWeight),
                orDash(row.wasteCount, number),
                percent(row.share, { locale }),
                orDash(row.wasteShare, (share) => percent(share, { locale })),
              ],
            }))}
            foot={[
              t('eventsAnalytics.total'),
              weight(products.wasteWeight),
              orDash(products.wasteCount, number),
              percent(products.wasteWeight > 0 ? 100 : 0, { locale }),
              orDash(totals.wasteShare, (share) => percent(share, { locale })),
            ]}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/** Performance ratio ← performance-ratio, of the URL's `performanceRatioType`. */
export function PerformanceRatioCard({ filters, enabled }: CardProps) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const ratio = useQuery({ ...eventsAnalyticsQueries.performanceRatio(filters), enabled });
  const weight = (kg: number) => formatWeight(kg, unit, locale);
  const type = filters.performanceRatioType ?? DEFAULT_PERFORMANCE_RATIO_TYPE;
  const ratioLabel = t(`eventsAnalytics.ratioType.${type}`);
  const points = ratio.data?.series;
  const chart = useMemo(
    () => chartOf(points, ratioLabel, COLORS.ratio, (point) => point.cookedRatio),
    [points, ratioLabel],
  );
  const title = t('eventsAnalytics.performanceRatio');
  return (
    <DashboardSection
      title={title}
      queries={[ratio] as const}
      bodyHeight={BODY_HEIGHT.performanceRatio}
    >
      {(data) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <FigureTile label={ratioLabel} value={percent(data.cookedRatio, { locale })} />
            <FigureTile label={t('eventsAnalytics.cooked')} value={weight(data.cookedWeight)} />
            <FigureTile
              label={t('eventsAnalytics.recommended')}
              value={weight(data.recommendationWeight)}
            />
            <FigureTile label={t('eventsAnalytics.waste')} value={weight(data.wasteWeight)} />
          </SimpleGrid>
          <SeriesChart
            kind="line"
            title={t('eventsAnalytics.ratioPerPeriod')}
            times={chart.times}
            series={chart.series}
            height={180}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          />
          <DataTable
            caption={title}
            head={[
              t('eventsAnalytics.product'),
              t('eventsAnalytics.cooked'),
              t('eventsAnalytics.recommended'),
              t('eventsAnalytics.waste'),
              ratioLabel,
            ]}
            rows={data.rows.map((row) => ({
              key: row.material,
              cells: [
                row.material,
                weight(row.cookedWeight),
                weight(row.recommendationWeight),
                weight(row.wasteWeight),
                percent(row.cookedRatio, { locale }),
              ],
            }))}
            foot={[
              t('eventsAnalytics.total'),
              weight(data.cookedWeight),
              weight(data.recommendationWeight),
              weight(data.wasteWeight),
              percent(data.cookedRatio, { locale }),
            ]}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

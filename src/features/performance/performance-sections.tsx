import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/SemiCircleProgress.css';
import { Box, SemiCircleProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PerformanceRatioType } from '../../api/performance/performance.constants';
import {
  performanceQueries,
  type PerformanceFilters,
} from '../../api/performance/performance.queries';
import {
  convertWeight,
  formatWeight,
  NOT_AVAILABLE,
  percent,
  type WeightUnit,
} from '../../lib/format';
import type { GaugeColor } from '../../lib/charts/targets';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import type { ZoomRange } from '../../ui/charts/series';
import type { ChartSeries } from '../../ui/charts/series';
import { SeriesChart } from '../../ui/charts/series-chart';
import { DashboardSection } from '../../ui/analytics/dashboard-section';
import { DataTable } from '../../ui/list/data-table';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import {
  addFigures,
  dayPartFigures,
  performanceColor,
  overallFigure,
  periodFigures,
  productFigures,
  ratioTarget,
  restaurantFigures,
  targetLine,
  weightStacks,
  type Figure,
} from './performance-figures';
import { FigureTile, useNumberFormat } from '../../ui/analytics/figure-tile';
import { ANALYTIC_PERIOD_MS } from '../../api/analytics/analytics.constants';

export interface SectionProps {
  filters: PerformanceFilters;
  /** False until the restaurant (and its time zone) is known. */
  enabled: boolean;
}

/** Canvas colours must be concrete CSS colours. */
const COLORS = {
  percent: '#228be6',
  target: '#fd7e14',
  part: '#228be6',
  base: '#868e96',
  within: '#12b886',
  over: '#fd7e14',
  short: '#ced4da',
  waste: '#fa5252',
};

/** The gauge's arc per colour (performanceColor). */
const GAUGE_THEME: Record<GaugeColor, string> = {
  green: 'green.6',
  yellow: 'yellow.5',
  red: 'red.6',
};

function usePercent() {
  const { locale } = useI18n();
  return useMemo(() => (value: number | null) => percent(value ?? NaN, { locale }), [locale]);
}

/** What the ratio's two sides are called: 'Cooked' and 'Recommended', or 'Waste' and 'Cooked'. */
function sides(t: Translate, ratio: PerformanceRatioType) {
  return {
    ratio: t(`performance.ratioType.${ratio}`),
    part: t(`performance.part.${ratio}`),
    base: t(`performance.base.${ratio}`),
  };
}

/** Overall ← chicken-performance, every period of every restaurant: the gauge and the amounts. */
export function OverallSection({ filters, enabled }: SectionProps) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const formatPercent = usePercent();
  const performance = useQuery({ ...performanceQueries.chicken(filters), enabled });
  const names = sides(t, filters.performanceRatioType);
  return (
    <DashboardSection title={t('performance.overall')} queries={[performance] as const}>
      {(data) => {
        const overall = overallFigure(data);
        const color = performanceColor(filters.performanceRatioType, overall.percent);
        const shown = formatPercent(overall.percent);
        return (
          <Stack gap="sm" align="center">
            {/* A gauge is a picture of one figure: read as "Overall performance 97.37%". */}
            <Box
              role="img"
              aria-label={t('performance.gauge', { percent: shown })}
              data-gauge={color ?? 'none'}
            >
              <SemiCircleProgress
                value={Math.min(100, overall.percent ?? 0)}
                filledSegmentColor={color ? GAUGE_THEME[color] : 'gray.4'}
                size={180}
                thickness={14}
                label={
                  <Text component="span" fz={30} fw={700} lh={1}>
                    {shown}
                  </Text>
                }
              />
            </Box>
            <Text size="sm" c="dimmed">
              {names.ratio}
            </Text>
            <SimpleGrid cols={2} spacing="sm" w="100%">
              <FigureTile label={names.part} value={formatWeight(overall.weight, unit, locale)} />
              <FigureTile
                label={names.base}
                value={formatWeight(overall.baseWeight ?? NaN, unit, locale)}
              />
              <FigureTile
                label={t('performance.piecesOf', { quantity: names.part })}
                value={number(overall.count)}
              />
              <FigureTile
                label={t('performance.piecesOf', { quantity: names.base })}
                value={orNotAvailable(overall.baseCount, number)}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </DashboardSection>
  );
}

/** Percent per period ← chicken-performance, with the target line (spec 000 §9). */
export function PercentSection({
  filters,
  enabled,
  timeZone,
}: SectionProps & { timeZone: string | null | undefined }) {
  const { t } = useI18n();
  const formatPercent = usePercent();
  const performance = useQuery({ ...performanceQueries.chicken(filters), enabled });
  const { data } = performance;
  const ratio = filters.performanceRatioType;
  const chart = useMemo(() => {
    if (!data) return null;
    const { times, figures } = periodFigures(data);
    return {
      times,
      series: [
        {
          label: t('performance.percent'),
          color: COLORS.percent,
          values: figures.map((figure) => figure.percent),
        },
        {
          label: t('performance.target'),
          color: COLORS.target,
          values: targetLine(ratio, times, filters.period, timeZone),
        },
      ] satisfies ChartSeries[],
    };
  }, [data, ratio, filters.period, timeZone, t]);
  const formatValue = useMemo(() => (value: number) => formatPercent(value), [formatPercent]);
  return (
    <DashboardSection title={t('performance.percentPerPeriod')} queries={[performance] as const}>
      {() => (
        <SeriesChart
          kind="line"
          title={t('performance.percentChart', { ratio: sides(t, ratio).ratio })}
          times={chart?.times ?? []}
          series={chart?.series ?? []}
          height={200}
          formatValue={formatValue}
          periodMs={ANALYTIC_PERIOD_MS[filters.period]}
        />
      )}
    </DashboardSection>
  );
}

/**
 * Weight per period ← chicken-performance, as bars split into what matched and what differed
 * (cooked as recommended / over / short; or wasted / not wasted), in the weight unit. A click
 * on a bar zooms the page into its range (spec 000 §2).
 */
export function WeightSection({
  filters,
  enabled,
  onZoom,
}: SectionProps & { onZoom: (range: ZoomRange) => void }) {
  const { t } = useI18n();
  const [unit] = useWeightUnit();
  const performance = useQuery({ ...performanceQueries.chicken(filters), enabled });
  const { data } = performance;
  const ratio = filters.performanceRatioType;
  const chart = useMemo(() => {
    if (!data) return null;
    const { times, figures } = periodFigures(data);
    const stacks = weightStacks(figures, unit);
    const waste = ratio === 'WASTE/COOKED';
    const series: ChartSeries[] = [
      {
        label: t(`performance.within.${ratio}`),
        color: waste ? COLORS.waste : COLORS.within,
        values: stacks.within,
      },
    ];
    // Waste never exceeds what was cooked: no "over" part.
    if (!waste) {
      series.push({
        label: t('performance.over.COOKED/RECOMMENDATION'),
        color: COLORS.over,
        values: stacks.over,
      });
    }
    series.push({
      label: t(`performance.short.${ratio}`),
      color: waste ? COLORS.within : COLORS.short,
      values: stacks.short,
    });
    return { times, series };
  }, [data, ratio, unit, t]);
  return (
    <DashboardSection title={t('performance.weightPerPeriod')} queries={[performance] as const}>
      {() => (
        <SeriesChart
          kind="bars"
          title={t('performance.weightChart', { ratio: sides(t, ratio).ratio, unit })}
          times={chart?.times ?? []}
          series={chart?.series ?? []}
          periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          onZoom={onZoom}
        />
      )}
    </DashboardSection>
  );
}

/** Pieces per period ← chicken-performance: both sides of the ratio as lines. */
export function CountSection({ filters, enabled }: SectionProps) {
  const { t } = useI18n();
  const performance = useQuery({ ...performanceQueries.chicken(filters), enabled });
  const { data } = performance;
  const ratio = filters.performanceRatioType;
  const chart = useMemo(() => {
    if (!data) return null;
    const { times, figures } = periodFigures(data);
    const names = sides(t, ratio);
    return {
      times,
      series: [
        {
          label: names.part,
          color: COLORS.part,
          values: figures.map((figure) => figure.count),
        },
        {
          label: names.base,
          color: COLORS.base,
          values: figures.map((figure) => figure.baseCount),
        },
      ],
    };
  }, [data, ratio, t]);
  return (
    <DashboardSection title={t('performance.countPerPeriod')} queries={[performance] as const}>
      {() => (
        <SeriesChart
          kind="line"
          title={t('performance.countChart', { ratio: sides(t, ratio).ratio })}
          times={chart?.times ?? []}
          series={chart?.series ?? []}
          height={200}
          periodMs={ANALYTIC_PERIOD_MS[filters.period]}
        />
      )}
    </DashboardSection>
  );
}

/** A base the answer did not give (spec 000 §3 line 95 names none): 'N/A'. */
function orNotAvailable(value: number | null, format: (value: number) => string): string {
  return value === null ? NOT_AVAILABLE : format(value);
}

/**
 * The columns every breakdown table shares: percent, both weights (in `unit`, named in the
 * head, so a phone's narrow cells hold only the figure) and both counts.
 */
function figureCells(
  figure: Figure,
  unit: WeightUnit,
  formatPercent: (value: number | null) => string,
  number: (value: number) => string,
) {
  return [
    formatPercent(figure.percent),
    number(convertWeight(figure.weight, unit)),
    orNotAvailable(figure.baseWeight, (kg) => number(convertWeight(kg, unit))),
    number(figure.count),
    orNotAvailable(figure.baseCount, number),
  ];
}

function useFigureHead(ratio: PerformanceRatioType, unit: WeightUnit) {
  const { t } = useI18n();
  const names = sides(t, ratio);
  return [
    t('performance.percent'),
    t('performance.weightOf', { quantity: names.part, unit }),
    t('performance.weightOf', { quantity: names.base, unit }),
    t('performance.piecesOf', { quantity: names.part }),
    t('performance.piecesOf', { quantity: names.base }),
  ];
}

/** By product ← extended-chicken-performance, summed across restaurants, with the totals. */
export function ProductSection({ filters, enabled }: SectionProps) {
  const { t } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const formatPercent = usePercent();
  const extended = useQuery({ ...performanceQueries.extended(filters), enabled });
  const head = useFigureHead(filters.performanceRatioType, unit);
  const title = t('performance.byProduct');
  return (
    <DashboardSection title={title} queries={[extended] as const}>
      {(data) => (
        <DataTable
          caption={title}
          head={[t('dashboards.product'), ...head]}
          rows={productFigures(data).map(({ key, figure }) => ({
            key,
            cells: [key, ...figureCells(figure, unit, formatPercent, number)],
          }))}
          foot={[
            t('dashboards.total'),
            ...figureCells(addFigures(data.restaurants), unit, formatPercent, number),
          ]}
        />
      )}
    </DashboardSection>
  );
}

/**
 * By day part ← extended-chicken-performance, with each day part's target (spec 000 §9: for
 * waste against cooked, breakfast 4.5, lunch 3.5, dinner 8).
 */
export function DayPartSection({ filters, enabled }: SectionProps) {
  const { t } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const formatPercent = usePercent();
  const extended = useQuery({ ...performanceQueries.extended(filters), enabled });
  const ratio = filters.performanceRatioType;
  const [percentHead, ...amountHeads] = useFigureHead(ratio, unit);
  const title = t('performance.byDayPart');
  return (
    <DashboardSection title={title} queries={[extended] as const}>
      {(data) => (
        <DataTable
          caption={title}
          head={[t('performance.dayPart'), percentHead!, t('performance.target'), ...amountHeads]}
          rows={dayPartFigures(data).map(({ key, figure }) => {
            const [percentCell, ...amounts] = figureCells(figure, unit, formatPercent, number);
            return {
              key,
              cells: [
                t(`dashboards.dayPart.${key}`),
                percentCell,
                formatPercent(ratioTarget(ratio, key)),
                ...amounts,
              ],
            };
          })}
        />
      )}
    </DashboardSection>
  );
}

/** By restaurant ← extended-chicken-performance (Global): which kitchen is off, side by side. */
export function RestaurantSection({
  filters,
  enabled,
  labelOf,
}: SectionProps & { labelOf: (uuid: string) => string }) {
  const { t } = useI18n();
  const [unit] = useWeightUnit();
  const number = useNumberFormat();
  const formatPercent = usePercent();
  const extended = useQuery({ ...performanceQueries.extended(filters), enabled });
  const head = useFigureHead(filters.performanceRatioType, unit);
  const title = t('performance.byRestaurant');
  return (
    <DashboardSection title={title} queries={[extended] as const}>
      {(data) => (
        <DataTable
          caption={title}
          head={[t('performance.restaurant'), ...head]}
          rows={restaurantFigures(data).map(({ key, figure }) => ({
            key,
            cells: [labelOf(key), ...figureCells(figure, unit, formatPercent, number)],
          }))}
        />
      )}
    </DashboardSection>
  );
}

import { Anchor, Center, Group, Loader, Paper, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, type CSSProperties } from 'react';
import type { ChickenProduct } from '../../api/analytics/analytics.constants';
import { productColors } from '../../lib/charts/product-colors';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import { stockOutQueries, type StockOutFilters } from '../../api/stock-out/stock-out.queries';
import { timestamp } from '../../lib/format';
import { SUMMARY_ROW_IDS, highLowAverage } from '../../lib/summary-rows';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { listLink } from '../../lib/list-links';
import { RESOLUTION_OPTIONS, type DateRangeSearch, type ResolutionCode } from '../../lib/url-state';
import { canDrawCanvas } from '../../ui/charts/canvas-support';
import type { ZoomRange } from '../../ui/charts/series';
import { StackedBarChart } from '../../ui/charts/stacked-bar-chart';
import { NoInformation, NoRecords } from '../../ui/feedback/empty-state';
import { intervalOptions } from './stock-out-filters';
import type { StockOutSearch } from './stock-out-search';
import { formatSeconds } from '../../lib/format';
import { chartData, productRows, type ProductRow } from './stock-out-summary';
import { STOCK_OUT_CLOCK_MS, stockOutRoute } from './use-stock-out-filters';
import { useNow } from '../../ui/hooks/use-now';
import { ScrollX } from '../../ui/list/scroll-x';
import { numberFormat } from '../../lib/intl';

/**
 * Canvas needs concrete colours (docs/decisions/dashboards-and-analytics.md "Charts"); one per
 * built-in product, in their order. Another product of the dictionary takes a fallback colour
 * (lib/charts/product-colors.ts).
 */
const PRODUCT_COLORS: Record<ChickenProduct, string> = {
  'Breakfast Filets': '#f59f00',
  'Spicy Brkfst Filets': '#e8590c',
  'CFA Filets': '#1c7ed6',
  'Spicy Filets': '#c92a2a',
  Strips: '#2f9e44',
  'Spicy Strips': '#862e9c',
  Nuggets: '#0c8599',
};

const TEXT: CSSProperties = { textAlign: 'left' };

/** '20 min', '2 hours', '1 day', '6 months' for a resolution code. */
function intervalLabel(code: ResolutionCode, t: Translate): string {
  const match = /^(\d+)(m|h|d|mo)$/.exec(code);
  if (!match) return code;
  const count = Number(match[1]);
  const unit = match[2] as 'm' | 'h' | 'd' | 'mo';
  return t(`stockOut.interval.${unit}`, { count });
}

/**
 * The graphic tab: stock-outs per interval stacked by product, summed across restaurants in
 * Global mode (spec 000 §4); a bar opens the list filtered to its time range and restaurant.
 * Below, the same answer per product with High, Low and Average rows (spec 000 §9).
 */
export function StockOutGraphic({
  filters,
  enabled,
  search,
}: {
  filters: StockOutFilters;
  enabled: boolean;
  search: StockOutSearch & DateRangeSearch;
}) {
  const { t } = useI18n();
  const navigate = stockOutRoute.useNavigate();
  const now = useNow(STOCK_OUT_CLOCK_MS);
  const { start, end } = resolveAnalyticRange(filters.range, now);
  const options = intervalOptions(end - start);
  const { interval } = filters;
  const analytic = useQuery({ ...stockOutQueries.analytic(filters), enabled });

  const chart = useMemo(() => (analytic.data ? chartData(analytic.data) : null), [analytic.data]);
  const series = useMemo(() => {
    if (!chart) return [];
    const colors = productColors(
      chart.series.map(({ material }) => material),
      PRODUCT_COLORS,
    );
    return chart.series.map(({ material, values }) => ({
      label: material,
      color: colors.get(material)!,
      values,
    }));
  }, [chart]);

  const restaurantUuid = filters.restaurantUuid;
  const materials = search.materials;
  const openList = useCallback(
    (range: ZoomRange) => {
      const link = listLink('stockOut', { ...range, restaurantUuid });
      if (link) void navigate({ to: link.to, search: { ...link.search, materials } });
    },
    [navigate, restaurantUuid, materials],
  );

  let body;
  if (analytic.isError) body = <NoInformation />;
  else if (!chart || !analytic.data)
    body = (
      <Center py="xl">
        <Loader aria-label={t('charts.loading')} />
      </Center>
    );
  else
    body = (
      <Stack gap="md">
        {canDrawCanvas() ? (
          <StackedBarChart
            title={t('stockOut.chart')}
            times={chart.times}
            series={series}
            interval={RESOLUTION_OPTIONS[interval] * 1000}
            onZoom={openList}
            clickHint={t('stockOut.chartHint')}
            height={220}
          />
        ) : (
          <BarsTable
            times={chart.times}
            series={series}
            intervalMs={RESOLUTION_OPTIONS[interval] * 1000}
            restaurantUuid={restaurantUuid}
            materials={materials}
          />
        )}
        <ProductTable rows={productRows(analytic.data, filters.materials)} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Select
          label={t('stockOut.interval')}
          size="sm"
          w={160}
          allowDeselect={false}
          data={options.map((code) => ({ value: code, label: intervalLabel(code, t) }))}
          value={interval}
          onChange={(value) => {
            if (!value || value === interval) return;
            void navigate({
              search: (previous) => ({ ...previous, interval: value as ResolutionCode }),
            });
          }}
        />
      </Group>
      <Paper withBorder p="md" radius="md" miw={0}>
        {body}
      </Paper>
    </Stack>
  );
}

/** Per product: stock-outs, time out of stock and average, then High, Low and Average rows. */
function ProductTable({ rows }: { rows: ProductRow[] }) {
  const { t, locale } = useI18n();
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const columns = {
    count: highLowAverage(rows.map((row) => row.count)),
    duration: highLowAverage(rows.map((row) => row.duration)),
    // A product without stock-outs has no duration to average.
    averageDuration: highLowAverage(
      rows.filter((row) => row.count > 0).map((row) => row.averageDuration),
    ),
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('stockOut.byProduct')}
      </Title>
      {rows.length === 0 ? (
        <NoRecords />
      ) : (
        <ScrollX label={t('stockOut.byProduct')}>
          <table className="kc-table">
            <caption className="kc-visually-hidden">{t('stockOut.byProduct')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stockOut.product')}</th>
                <th scope="col">{t('stockOut.count')}</th>
                <th scope="col">{t('stockOut.timeOut')}</th>
                <th scope="col">{t('stockOut.averageDuration')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.material}>
                  <th scope="row">{row.material}</th>
                  <td>{number.format(row.count)}</td>
                  <td>{formatSeconds(row.duration)}</td>
                  <td>{row.count > 0 ? formatSeconds(row.averageDuration) : '–'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {SUMMARY_ROW_IDS.map((summary) => (
                <tr key={summary}>
                  <th scope="row" style={TEXT}>
                    {t(`stockOut.${summary}`)}
                  </th>
                  <td>{columns.count ? number.format(columns.count[summary]) : '–'}</td>
                  <td>{columns.duration ? formatSeconds(columns.duration[summary]) : '–'}</td>
                  <td>
                    {columns.averageDuration
                      ? formatSeconds(columns.averageDuration[summary])
                      : '–'}
                  </td>
                </tr>
              ))}
            </tfoot>
          </table>
        </ScrollX>
      )}
    </Stack>
  );
}

/** Where no canvas can be drawn: the bars with stock-outs as rows, each a link to its list. */
function BarsTable({
  times,
  series,
  intervalMs,
  restaurantUuid,
  materials,
}: {
  times: readonly number[];
  series: ReadonlyArray<{ label: string; values: readonly number[] }>;
  intervalMs: number;
  restaurantUuid: string | undefined;
  materials: string | undefined;
}) {
  const { t, dateLocale } = useI18n();
  const rows = times
    .map((time, i) => ({ time, count: series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0) }))
    .filter((row) => row.count > 0);
  if (rows.length === 0) return <NoInformation />;
  return (
    <ScrollX label={t('stockOut.chart')}>
      <table className="kc-table">
        <caption className="kc-visually-hidden">{t('stockOut.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.time')}</th>
            <th scope="col">{t('stockOut.count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ time, count }) => {
            const link = listLink('stockOut', {
              start: time,
              end: time + intervalMs,
              restaurantUuid,
            });
            return (
              <tr key={time}>
                <th scope="row">
                  {link ? (
                    <Anchor
                      renderRoot={(props) => (
                        <Link {...props} to={link.to} search={{ ...link.search, materials }} />
                      )}
                    >
                      {timestamp(time, { dateLocale })}
                    </Anchor>
                  ) : (
                    timestamp(time, { dateLocale })
                  )}
                </th>
                <td>{count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollX>
  );
}

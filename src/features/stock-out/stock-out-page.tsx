import { Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import { warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import {
  stockOutQueries,
  stockOutXlsQuery,
  type StockOutFilters,
} from '../../api/stock-out/stock-out.queries';
import { formatSeconds, timestamp } from '../../lib/format';
import { providerPaging } from '../../lib/pagination';
import { charts } from '../../lib/i18n/en/charts';
import { stockOut } from '../../lib/i18n/en/stock-out';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import {
  commaList,
  dropUnknownOptions,
  urlNamesOf,
  type DateRangeSearch,
} from '../../lib/url-state';
import { ExportButton } from '../../ui/downloads/export-button';
import { LazyToolbarControl, TOOLBAR_FILTER_WIDTH } from '../../ui/feedback/pending';
import { PageLoader } from '../../ui/feedback/page-loader';
import { FiguresSection, type FiguresHeight } from '../../ui/analytics/figures-section';
import { TabBar } from '../../ui/forms/tab-bar';
import { stockOutFilters } from './stock-out-filters';
import { StockOutList } from './stock-out-list';
import { STOCK_OUT_TAB_GROUP, STOCK_OUT_VIEWS, type StockOutSearch } from './stock-out-search';
import { STOCK_OUT_CLOCK_MS, stockOutRoute, useStockOutFilters } from './use-stock-out-filters';
import { useNow } from '../../ui/hooks/use-now';
import { numberFormat } from '../../lib/intl';

registerMessages(stockOut, charts);

// The products filter (Mantine's MultiSelect, its popover and floating-ui) loads after the page,
// its room kept, as the other product filters do; the graphic tab (its chart) when opened, the
// list being the default tab.
const MultiSelectAll = lazy(() =>
  import('../../ui/forms/multi-select-all').then(({ MultiSelectAll }) => ({
    default: MultiSelectAll,
  })),
);
const StockOutGraphic = lazy(() =>
  import('./stock-out-graphic').then(({ StockOutGraphic }) => ({ default: StockOutGraphic })),
);

/**
 * Warms the open tab's calls for the URL's filters: at once in Global mode (no restaurant named:
 * `warmPageEarly`), else once the page scope is known.
 */
export function warmStockOut(
  context: PageContext,
  search: DateRangeSearch & StockOutSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPageEarly(context, search, (scope) => {
    void queryClient.prefetchQuery(stockOutQueries.materials());
    // Products asked for but not yet known: the page waits for the list rather than ask
    // without them (spec 000 §5).
    const options = queryClient.getQueryData(stockOutQueries.materials().queryKey);
    if (search.materials && !options) return;
    const filters = stockOutFilters(
      search,
      scope,
      dropUnknownOptions(search.materials, options ?? []),
    );
    void queryClient.prefetchQuery(stockOutQueries.total(filters));
    if ((search.view ?? 'list') === 'list') {
      void queryClient.prefetchQuery(stockOutQueries.list(filters, providerPaging('page', search)));
    }
  });
}

/**
 * Stock-out reports (spec 001 §2: "a list tab (default) and a graphic tab, with export"): the
 * totals of the URL's range, restaurant and products, then the tab in the `view` parameter.
 */
export function StockOutPage() {
  const { t } = useI18n();
  const { search, filters, enabled, timeZone, restaurants } = useStockOutFilters();
  return (
    <Stack gap="md">
      <StockOutTotals filters={filters} enabled={enabled} timeZone={timeZone} />
      <TabBar
        group={STOCK_OUT_TAB_GROUP}
        tabs={STOCK_OUT_VIEWS.map((value) => ({ value, label: t(`stockOut.view.${value}`) }))}
      >
        {(active) =>
          active === 'graphic' ? (
            <Suspense fallback={<PageLoader label={t('charts.loading')} />}>
              <StockOutGraphic filters={filters} enabled={enabled} search={search} />
            </Suspense>
          ) : (
            <StockOutList
              filters={filters}
              enabled={enabled}
              search={search}
              restaurants={restaurants}
            />
          )
        }
      </TabBar>
    </Stack>
  );
}

/** The four figures' measured height: two rows on a phone, one from 768 px. */
const TOTALS_HEIGHT: FiguresHeight = { base: 103, sm: 46 };

/** The range shown and its totals from /stockOut/total: count, time out, average, longest. */
function StockOutTotals({
  filters,
  enabled,
  timeZone,
}: {
  filters: StockOutFilters;
  enabled: boolean;
  timeZone: string;
}) {
  const { t, locale, dateLocale } = useI18n();
  const total = useQuery({ ...stockOutQueries.total(filters), enabled });
  const now = useNow(STOCK_OUT_CLOCK_MS);
  // The range the shown totals were asked for; until they arrive, the range as of now.
  const { start, end } = resolveAnalyticRange(filters.range, total.dataUpdatedAt || now);
  const number = numberFormat(locale);
  const duration = (value: number | null) => (value === null ? '–' : formatSeconds(value));
  return (
    <FiguresSection
      label={t('stockOut.totals')}
      loadingLabel={t('stockOut.loadingTotals')}
      query={total}
      columns={4}
      height={TOTALS_HEIGHT}
      header={
        <Text size="sm" c="dimmed">
          {t('stockOut.range', {
            start: timestamp(start, { timeZone, dateLocale }),
            end: timestamp(end, { timeZone, dateLocale }),
          })}
        </Text>
      }
      figures={(data) => [
        { label: t('stockOut.count'), value: number.format(data.count) },
        { label: t('stockOut.timeOut'), value: formatSeconds(data.duration) },
        { label: t('stockOut.averageDuration'), value: duration(data.averageDuration) },
        { label: t('stockOut.longest'), value: duration(data.highDuration) },
      ]}
    />
  );
}

/** The page's toolbar: products (from the provider's filter list) and export. */
export function StockOutToolbar() {
  const { t } = useI18n();
  const navigate = stockOutRoute.useNavigate();
  const { search, filters, enabled } = useStockOutFilters();
  const materials = useQuery(stockOutQueries.materials());
  const chosen = urlNamesOf(search.materials).filter((name) => materials.data?.includes(name));
  return (
    <>
      <LazyToolbarControl>
        <MultiSelectAll
          w={TOOLBAR_FILTER_WIDTH}
          aria-label={t('stockOut.products')}
          placeholder={
            materials.isError
              ? t('stockOut.productsUnavailable')
              : chosen.length === 0
                ? t('stockOut.allProducts')
                : undefined
          }
          data={materials.data ?? []}
          value={chosen}
          disabled={!materials.data}
          onChange={(next) =>
            void navigate({
              // A new filter starts again from the first page.
              search: (previous) => ({
                ...previous,
                materials: commaList(next),
                page: undefined,
              }),
            })
          }
          clearable
        />
      </LazyToolbarControl>
      <ExportButton
        disabled={!enabled}
        // The file calls (streaming, progress, saving) load with the first export.
        download={(options) => {
          const query = stockOutXlsQuery(filters, Date.now());
          return import('../../api/stock-out/stock-out.api').then(({ downloadStockOutXls }) =>
            downloadStockOutXls(query, options),
          );
        }}
      />
    </>
  );
}

import '../../ui/list/plain-row.css';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { stockOutQueries, type StockOutFilters } from '../../api/stock-out/stock-out.queries';
import type { StockOut } from '../../api/stock-out/stock-out.schema';
import type { RestaurantOption } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { formatSeconds, timestamp } from '../../lib/format';
import { providerPaging } from '../../lib/pagination';
import { resolveTimeZone } from '../../lib/time-zone';
import { SUMMARY_ROW_IDS, type HighLowAverage } from '../../lib/summary-rows';
import { useI18n } from '../../lib/i18n/i18n';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useWatchFootage } from '../../ui/video/use-watch-footage';
import { WatchFootageButton } from '../../ui/video/watch-footage-button';
import { useListPaging } from '../../ui/list/use-list-paging';
import { highLowAverageRows } from '../../ui/list/summary-list-rows';
import type { StockOutSearch } from './stock-out-search';
import { totalSummary } from './stock-out-summary';

/**
 * The list tab (spec 001 §2, the default): one page of stock-outs, newest first, each in its
 * restaurant's local time; High, Low and Average duration rows over every stock-out the filters
 * match (spec 000 §9); pagination (sizes 10/20/50, shown above 10 rows). The previous page stays
 * on screen while the next one loads. On a phone (spec 000 §1) the rows are cards, as reports.
 */
export function StockOutList({
  filters,
  enabled,
  search,
  restaurants,
}: {
  filters: StockOutFilters;
  enabled: boolean;
  search: StockOutSearch;
  restaurants: readonly RestaurantOption[];
}) {
  const { t, dateLocale } = useI18n();
  const list = useQuery({
    ...stockOutQueries.list(filters, providerPaging('page', search)),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = useQuery({ ...stockOutQueries.total(filters), enabled });
  const paging = useListPaging(search, list);
  const showRestaurant = filters.restaurantUuid === undefined;
  const summary = total.data ? totalSummary(total.data) : null;
  // A restaurant beyond the pick-list's first 100 is asked for its zone (a large chain).
  const restaurantOf = useRestaurantLookup(
    restaurants,
    (list.data?.content ?? []).map((stockOut) => stockOut.restaurantUuid),
  );
  const zoneOf = (stockOut: StockOut) =>
    resolveTimeZone(restaurantOf(stockOut.restaurantUuid)?.timezone);
  const time = (ms: number, stockOut: StockOut) =>
    timestamp(ms, { timeZone: zoneOf(stockOut), dateLocale });
  // The answer's own name and number when it gives them (ours), else the pick-list's label.
  const restaurantLabel = (stockOut: StockOut) =>
    stockOut.restaurantNumber !== undefined && stockOut.restaurantName !== undefined
      ? `${stockOut.restaurantNumber} - ${stockOut.restaurantName}`
      : (restaurantOf(stockOut.restaurantUuid)?.label ?? '—');
  const canWatch = useWatchFootage().allowed;
  // The holding cabinet when its last pan emptied: what the crew saw, or did not.
  const footage = (stockOut: StockOut) => (
    <WatchFootageButton
      restaurantUuid={stockOut.restaurantUuid}
      station="holding"
      at={stockOut.startTime}
      timeZone={zoneOf(stockOut)}
    />
  );

  const columns: Array<ListColumn<StockOut>> = [
    { id: 'start', header: t('stockOut.start'), cell: (row) => time(row.startTime, row) },
    {
      id: 'end',
      from: 'medium',
      foldInto: 'start',
      header: t('stockOut.end'),
      cell: (row) => time(row.endTime, row),
    },
    {
      id: 'duration',
      header: t('stockOut.duration'),
      cell: (row) => formatSeconds(row.duration),
    },
    { id: 'product', header: t('stockOut.product'), text: true, cell: (row) => row.material },
    {
      id: 'dayPart',
      from: 'wide',
      foldInto: 'product',
      header: t('stockOut.dayPart'),
      text: true,
      cell: (row) => (row.dayPart ? t(`stockOut.dayPart.${row.dayPart}`) : '—'),
    },
    {
      id: 'restaurant',
      from: 'wide',
      foldInto: 'product',
      header: t('stockOut.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: restaurantLabel,
    },
    {
      id: 'footage',
      header: <span className="kc-visually-hidden">{t('footage.watch')}</span>,
      text: true,
      shown: canWatch,
      cell: footage,
    },
  ];

  return (
    <PagedList
      query={list}
      paging={paging}
      loadFailed={t('stockOut.loadFailed')}
      loadingLabel={t('stockOut.loading')}
      caption={t('stockOut.list')}
      rows={list.data?.content ?? []}
      rowKey={(row) => row.uuid}
      columns={columns}
      card={(row) => (
        <StockOutCard
          stockOut={row}
          restaurant={showRestaurant ? restaurantLabel(row) : null}
          start={time(row.startTime, row)}
          end={time(row.endTime, row)}
          footage={footage(row)}
        />
      )}
      summary={
        summary
          ? highLowAverageRows((row) => t(`stockOut.${row}`), 'duration', summary, formatSeconds)
          : undefined
      }
      summaryCard={summary && <SummaryCard summary={summary} />}
    />
  );
}

const CARD_HEAD = {
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
} as const;
const CARD_FOOT = {
  justifyContent: 'space-between',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
} as const;
const DURATION = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

/**
 * The phone's card: the product (and restaurant) and duration over its times, in plain elements
 * (ui/list/plain-row.tsx).
 */
function StockOutCard({
  stockOut,
  restaurant,
  start,
  end,
  footage,
}: {
  stockOut: StockOut;
  /** Its restaurant's label, null when the list is of one restaurant. */
  restaurant: string | null;
  start: string;
  end: string;
  footage: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="kc-group" style={CARD_HEAD}>
        <div>
          <p className="kc-text" style={{ fontWeight: 600 }}>
            {stockOut.material}
          </p>
          {restaurant !== null && <p className="kc-text-sm kc-dimmed">{restaurant}</p>}
        </div>
        <p className="kc-text-lg" style={DURATION}>
          <span className="kc-visually-hidden">{t('stockOut.duration')} </span>
          {formatSeconds(stockOut.duration)}
        </p>
      </div>
      <p className="kc-text-sm" style={{ marginTop: 4 }}>
        {t('stockOut.range', { start, end })}
      </p>
      <div className="kc-group" style={CARD_FOOT}>
        <p className="kc-text-xs kc-dimmed">
          {stockOut.dayPart ? t(`stockOut.dayPart.${stockOut.dayPart}`) : '—'}
        </p>
        {footage}
      </div>
    </>
  );
}

/** The phone's High, Low and Average durations, under the cards as under the table. */
function SummaryCard({ summary }: { summary: HighLowAverage }) {
  const { t } = useI18n();
  return (
    <Card withBorder padding="sm">
      <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
        {SUMMARY_ROW_IDS.map((row) => (
          <div key={row}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`stockOut.${row}`)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {formatSeconds(summary[row])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

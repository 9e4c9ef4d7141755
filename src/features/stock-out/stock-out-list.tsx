import { Card, Center, Flex, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { stockOutQueries, type StockOutFilters } from '../../api/stock-out/stock-out.queries';
import type { StockOut } from '../../api/stock-out/stock-out.schema';
import { timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { pageCount } from '../../lib/pagination';
import { NoRecords } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { errorText } from '../../ui/error-text';
import { PaginationBar } from '../../ui/pagination-bar';
import { useIsMobile } from '../../ui/use-is-mobile';
import { pageParams, pagingOf } from './stock-out-filters';
import type { StockOutSearch } from './stock-out-search';
import {
  formatSeconds,
  SUMMARY_ROWS,
  totalSummary,
  type HighLowAverage,
} from './stock-out-summary';
import { stockOutRoute } from './use-stock-out-filters';
import { ScrollX } from '../../ui/scroll-x';

const TEXT: CSSProperties = { textAlign: 'left' };

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
  zoneOf,
}: {
  filters: StockOutFilters;
  enabled: boolean;
  search: StockOutSearch;
  zoneOf: (restaurantUuid: string) => string;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const navigate = stockOutRoute.useNavigate();
  const paging = pagingOf(search);
  const list = useQuery({
    ...stockOutQueries.list(filters, paging),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = useQuery({ ...stockOutQueries.total(filters), enabled });

  const goTo = (page: number, limit = paging.limit) =>
    void navigate({ search: (previous) => ({ ...previous, ...pageParams(page, limit) }) });

  // A page past the end (an old link, a narrower filter) shows the last one instead.
  const lastPage = list.data ? pageCount(list.data.total, paging.limit) - 1 : null;
  useEffect(() => {
    if (lastPage !== null && paging.page > lastPage && !list.isPlaceholderData) {
      void navigate({
        search: (previous) => ({ ...previous, ...pageParams(lastPage, paging.limit) }),
        replace: true,
      });
    }
  }, [lastPage, paging.page, paging.limit, list.isPlaceholderData, navigate]);

  if (list.isError && !list.data) {
    return (
      <ErrorState
        title={t('stockOut.loadFailed')}
        message={errorText(list.error, t)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('stockOut.loading')} />
      </Center>
    );
  }
  const { content } = list.data;
  const showRestaurant = filters.restaurantUuid === undefined;
  const summary = total.data ? totalSummary(total.data) : null;
  return (
    <Stack gap="sm">
      {content.length === 0 ? (
        <NoRecords />
      ) : isMobile ? (
        <>
          <StockOutCards content={content} zoneOf={zoneOf} showRestaurant={showRestaurant} />
          {summary && <SummaryCard summary={summary} />}
        </>
      ) : (
        <ScrollX label={t('stockOut.list')}>
          <table className="kc-table">
            <caption className="kc-visually-hidden">{t('stockOut.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stockOut.start')}</th>
                <th scope="col">{t('stockOut.end')}</th>
                <th scope="col">{t('stockOut.duration')}</th>
                <th scope="col" style={TEXT}>
                  {t('stockOut.product')}
                </th>
                <th scope="col" style={TEXT}>
                  {t('stockOut.dayPart')}
                </th>
                {showRestaurant && (
                  <th scope="col" style={TEXT}>
                    {t('stockOut.restaurant')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {content.map((stockOut) => (
                <StockOutRow
                  key={stockOut.uuid}
                  stockOut={stockOut}
                  timeZone={zoneOf(stockOut.restaurantUuid)}
                  showRestaurant={showRestaurant}
                />
              ))}
            </tbody>
            {summary && (
              <tfoot>
                {SUMMARY_ROWS.map((row) => (
                  <SummaryRow
                    key={row}
                    label={t(`stockOut.${row}`)}
                    duration={formatSeconds(summary[row])}
                    trailing={showRestaurant ? 3 : 2}
                  />
                ))}
              </tfoot>
            )}
          </table>
        </ScrollX>
      )}
      <PaginationBar
        total={list.data.total}
        page={paging.page}
        pageSize={paging.limit}
        onPageChange={(page) => goTo(page)}
        onPageSizeChange={(limit, page) => goTo(page, limit)}
      />
    </Stack>
  );
}

function StockOutRow({
  stockOut,
  timeZone,
  showRestaurant,
}: {
  stockOut: StockOut;
  timeZone: string;
  showRestaurant: boolean;
}) {
  const { t, dateLocale } = useI18n();
  return (
    <tr>
      <th scope="row">{timestamp(stockOut.startTime, { timeZone, dateLocale })}</th>
      <td>{timestamp(stockOut.endTime, { timeZone, dateLocale })}</td>
      <td>{formatSeconds(stockOut.duration)}</td>
      <td style={TEXT}>{stockOut.material}</td>
      <td style={TEXT}>{t(`stockOut.dayPart.${stockOut.dayPart}`)}</td>
      {showRestaurant && (
        <td style={TEXT}>
          {stockOut.restaurantNumber} - {stockOut.restaurantName}
        </td>
      )}
    </tr>
  );
}

/** The phone's list: one card per stock-out, its product (and restaurant) over its times. */
function StockOutCards({
  content,
  zoneOf,
  showRestaurant,
}: {
  content: StockOut[];
  zoneOf: (restaurantUuid: string) => string;
  showRestaurant: boolean;
}) {
  const { t, dateLocale } = useI18n();
  return (
    <SimpleGrid
      cols={1}
      spacing="sm"
      component="ul"
      aria-label={t('stockOut.list')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {content.map((stockOut) => {
        const timeZone = zoneOf(stockOut.restaurantUuid);
        return (
          <Card key={stockOut.uuid} withBorder padding="sm" component="li">
            <Flex justify="space-between" align="baseline" gap="xs">
              <div>
                <Text fw={600}>{stockOut.material}</Text>
                {showRestaurant && (
                  <Text size="sm" c="dimmed">
                    {stockOut.restaurantNumber} - {stockOut.restaurantName}
                  </Text>
                )}
              </div>
              <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
                <span className="kc-visually-hidden">{t('stockOut.duration')} </span>
                {formatSeconds(stockOut.duration)}
              </Text>
            </Flex>
            <Text size="sm" mt={4}>
              {t('stockOut.range', {
                start: timestamp(stockOut.startTime, { timeZone, dateLocale }),
                end: timestamp(stockOut.endTime, { timeZone, dateLocale }),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`stockOut.dayPart.${stockOut.dayPart}`)}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** The phone's High, Low and Average durations, under the cards as under the table. */
function SummaryCard({ summary }: { summary: HighLowAverage }) {
  const { t } = useI18n();
  return (
    <Card withBorder padding="sm">
      <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
        {SUMMARY_ROWS.map((row) => (
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

/** High, Low or Average: the label, the End column empty, the duration, then empty cells. */
function SummaryRow({
  label,
  duration,
  trailing,
}: {
  label: string;
  duration: ReactNode;
  trailing: number;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td />
      <td>{duration}</td>
      {Array.from({ length: trailing }, (_, i) => (
        <td key={i} />
      ))}
    </tr>
  );
}

import '@mantine/core/styles/Flex.css';
import { Button, Card, Flex, Input, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { auditQueries } from '../../api/audit/audit.queries';
import { AUTH_EVENTS, type AuthEvent, type AuthLogEntry } from '../../api/audit/audit.schema';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { userSettings } from '../../lib/i18n/en/user-settings';
import { clampPage, DEFAULT_PAGE_SIZE, parsePageSize } from '../../lib/pagination';
import { DateRangePicker } from '../../ui/date-range/date-range-picker';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { PaginationBar } from '../../ui/pagination-bar';
import { useIsMobile } from '../../ui/use-is-mobile';
import { authLogRange } from './auth-log-range';
import { authLogQuery, type AuthLogSearch } from './auth-log-search';
import { errorText } from '../../ui/error-text';
import { deviceLabel, formatTimestamp } from './format';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets, userSettings);

const routeApi = getRouteApi('/_app/user-settings/authentification-log');
const ALL = 'all';

/** The URL's one-based page for a zero-based one: the first is left out. */
const pageParam = (page: number) => (page > 0 ? page + 1 : undefined);

/** Authentication log: the user's own sign-ins, failures and security changes, filtered. */
export function AuthLogPage() {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  // The last page stays on screen while the next one loads.
  const query = useQuery({
    ...auditQueries.authLog(authLogQuery(search)),
    placeholderData: keepPreviousData,
  });
  const limit = search.limit ?? DEFAULT_PAGE_SIZE;
  const page = (search.page ?? 1) - 1;
  const total = query.data?.total ?? 0;
  // A page past the end (an old link, a narrower range since): show the last page.
  const lastPage = clampPage(page, total, limit);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) {
      void navigate({
        search: (previous) => ({ ...previous, page: pageParam(lastPage) }),
        replace: true,
      });
    }
  }, [query.data, query.isPlaceholderData, page, lastPage, navigate]);

  let body;
  if (query.data) {
    const { content } = query.data;
    body = (
      <Stack gap="sm">
        {content.length === 0 ? (
          <EmptyState title={t('empty.noRecords')} />
        ) : isMobile ? (
          <AuthLogCards entries={content} />
        ) : (
          <AuthLogTable entries={content} />
        )}
        <PaginationBar
          total={total}
          page={page}
          pageSize={limit}
          onPageChange={(next) =>
            void navigate({ search: (previous) => ({ ...previous, page: pageParam(next) }) })
          }
          onPageSizeChange={(size, next) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                limit: size === DEFAULT_PAGE_SIZE ? undefined : parsePageSize(size),
                page: pageParam(next),
              }),
            })
          }
        />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('authLog.loadFailed')}
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <PageLoader />;
  }

  return (
    <Stack gap="md">
      {/* On a phone they are in the filter sheet (the route's `listFilters`). */}
      {!isMobile && <AuthLogFilters />}
      {query.data && query.isError && (
        <ErrorState title={t('authLog.loadFailed')} message={errorText(query.error, t)} />
      )}
      {body}
    </Stack>
  );
}

/** The page's own filters in the URL, as the filter sheet counts them: the event, the range. */
export const AUTH_LOG_FILTER_KEYS = ['event', ['startDate', 'endDate']] as const;

/** Event, the date range, and Clear filters: above the list, or in a phone's filter sheet. */
export function AuthLogFilters() {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();

  /** A new filter starts again from the first page. */
  function setFilters(patch: Partial<AuthLogSearch>) {
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });
  }

  const hasFilters =
    search.event !== undefined || search.startDate !== undefined || search.endDate !== undefined;

  return (
    // One under the other in a phone's sheet; a row otherwise, as wide as the range's label.
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      align={{ base: 'stretch', xs: 'flex-end' }}
      wrap="wrap"
      gap="sm"
    >
      <Select
        w={{ base: '100%', xs: 240 }}
        label={t('authLog.event')}
        data={[
          { value: ALL, label: t('authLog.allEvents') },
          ...AUTH_EVENTS.map((event) => ({ value: event, label: t(`authLog.event.${event}`) })),
        ]}
        value={search.event ?? ALL}
        allowDeselect={false}
        onChange={(value) =>
          setFilters({ event: !value || value === ALL ? undefined : (value as AuthEvent) })
        }
      />
      {/* The picker's button names the range itself; the caption lines it up with Event. */}
      <Input.Wrapper label={t('authLog.dates')} labelElement="div" className="kc-filter-dates">
        <DateRangePicker
          value={{ startDate: search.startDate, endDate: search.endDate }}
          onChange={(next) => setFilters(authLogRange(next, Date.now()))}
        />
      </Input.Wrapper>
      {/* A phone's sheet has its own 'Reset filters'. */}
      {!isMobile && (
        <Button
          variant="default"
          disabled={!hasFilters}
          onClick={() => setFilters({ event: undefined, startDate: undefined, endDate: undefined })}
        >
          {t('authLog.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}

function AuthLogTable({ entries }: { entries: AuthLogEntry[] }) {
  const { t, dateLocale } = useI18n();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('authLog.time')}</Table.Th>
            <Table.Th scope="col">{t('authLog.event')}</Table.Th>
            <Table.Th scope="col">{t('authLog.ipAddress')}</Table.Th>
            <Table.Th scope="col">{t('authLog.device')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.uuid} data-testid="auth-log-row">
              <Table.Td>{formatTimestamp(entry.time, dateLocale)}</Table.Td>
              <Table.Td>{t(`authLog.event.${entry.event}`)}</Table.Td>
              <Table.Td>{entry.ipAddress}</Table.Td>
              <Table.Td title={entry.userAgent}>{deviceLabel(entry.userAgent, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuthLogCards({ entries }: { entries: AuthLogEntry[] }) {
  const { t, dateLocale } = useI18n();
  return (
    <SimpleGrid
      cols={1}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry) => (
        <Card key={entry.uuid} withBorder padding="sm" component="li" data-testid="auth-log-row">
          <Text fw={600}>{t(`authLog.event.${entry.event}`)}</Text>
          <Text size="sm">{formatTimestamp(entry.time, dateLocale)}</Text>
          <Text size="sm" c="dimmed">
            {entry.ipAddress} · {deviceLabel(entry.userAgent, t)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Flex.css';
import {
  Button,
  Card,
  Flex,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import { auditQueries } from '../../api/audit/audit.queries';
import { AUTH_EVENTS, type AuthEvent, type AuthLogEntry } from '../../api/audit/audit.schema';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { userSettings } from '../../lib/i18n/en/user-settings';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useIsMobile } from '../../ui/use-is-mobile';
import {
  authLogQuery,
  DEFAULT_PAGE_SIZE,
  EARLIEST_DATE,
  PAGE_SIZES,
  PAGINATION_THRESHOLD,
  type AuthLogSearch,
} from './auth-log-search';
import { deviceLabel, errorText, formatTimestamp } from './format';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets, userSettings);

const routeApi = getRouteApi('/_app/user-settings/authentification-log');
const ALL = 'all';
const DAY_FORMAT = 'yyyy-MM-dd';

function dayValue(ms: number | undefined): string {
  return ms === undefined ? '' : format(ms, DAY_FORMAT);
}

function parseDay(value: string): Date | null {
  if (!value) return null;
  const day = parse(value, DAY_FORMAT, new Date());
  return isValid(day) ? day : null;
}

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
  let body;
  if (query.data) {
    const { content, total } = query.data;
    body = (
      <Stack gap="sm">
        {content.length === 0 ? (
          <EmptyState title={t('empty.noRecords')} />
        ) : isMobile ? (
          <AuthLogCards entries={content} />
        ) : (
          <AuthLogTable entries={content} />
        )}
        {total > PAGINATION_THRESHOLD && (
          <Flex
            direction={{ base: 'column', xs: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', xs: 'center' }}
            gap="sm"
          >
            <Pagination
              total={Math.max(1, Math.ceil(total / limit))}
              value={search.page ?? 1}
              onChange={(page) =>
                void navigate({
                  search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }),
                })
              }
              siblings={isMobile ? 0 : 1}
              boundaries={isMobile ? 0 : 1}
              getControlProps={(control) => ({
                'aria-label': t(`authLog.page.${control}`),
              })}
              style={{ alignSelf: isMobile ? 'center' : undefined }}
            />
            <Group gap="xs" justify={isMobile ? 'center' : 'flex-end'}>
              <Text size="sm" c="dimmed">
                {t('authLog.total', { count: total })}
              </Text>
              <Select
                aria-label={t('authLog.pageSize')}
                w={90}
                size="sm"
                data={PAGE_SIZES.map((size) => String(size))}
                value={String(limit)}
                allowDeselect={false}
                onChange={(value) => {
                  const size = Number(value);
                  void navigate({
                    search: (previous) => ({
                      ...previous,
                      limit: size === DEFAULT_PAGE_SIZE ? undefined : (size as 10 | 20 | 50),
                      page: undefined,
                    }),
                  });
                }}
              />
            </Group>
          </Flex>
        )}
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

/** The page's own filters (event, from, to), in the URL; the keys the filter sheet counts. */
export const AUTH_LOG_FILTER_KEYS = ['event', 'startDate', 'endDate'] as const;

/** Event, From and To, and Clear filters: above the list, or in a phone's filter sheet. */
export function AuthLogFilters() {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  // The latest day a range may reach; a page left open past midnight keeps yesterday's.
  const [today] = useState(() => dayValue(Date.now()));

  /** A new filter starts again from the first page. */
  function setFilters(patch: Partial<AuthLogSearch>) {
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });
  }

  const hasFilters =
    search.event !== undefined || search.startDate !== undefined || search.endDate !== undefined;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      <Select
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
      <TextInput
        type="date"
        label={t('authLog.from')}
        min={dayValue(EARLIEST_DATE)}
        max={search.endDate !== undefined ? dayValue(search.endDate) : today}
        value={dayValue(search.startDate)}
        onChange={(event) => {
          const day = parseDay(event.currentTarget.value);
          setFilters({ startDate: day ? startOfDay(day).getTime() : undefined });
        }}
      />
      <TextInput
        type="date"
        label={t('authLog.to')}
        min={search.startDate !== undefined ? dayValue(search.startDate) : dayValue(EARLIEST_DATE)}
        max={today}
        value={dayValue(search.endDate)}
        onChange={(event) => {
          const day = parseDay(event.currentTarget.value);
          // Spec 000 §5: the end is at or before now, so today ends now.
          setFilters({
            endDate: day ? Math.min(endOfDay(day).getTime(), Date.now()) : undefined,
          });
        }}
      />
      {/* A phone's sheet has its own 'Reset filters'. */}
      {!isMobile && (
        <Flex align="flex-end">
          <Button
            variant="default"
            disabled={!hasFilters}
            onClick={() =>
              setFilters({ event: undefined, startDate: undefined, endDate: undefined })
            }
          >
            {t('authLog.clearFilters')}
          </Button>
        </Flex>
      )}
    </SimpleGrid>
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

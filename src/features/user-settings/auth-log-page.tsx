import '@mantine/core/styles/Flex.css';
import { Button, Flex, Input, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { auditQueries } from '../../api/audit/audit.queries';
import {
  AUTH_EVENTS,
  authEventLabel,
  type AuthEvent,
  type AuthLogEntry,
} from '../../api/audit/audit.schema';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { userSettings } from '../../lib/i18n/en/user-settings';
import { DateRangePicker } from '../../ui/date-range/date-range-picker';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { authLogRange } from './auth-log-range';
import { authLogQuery, type AuthLogSearch } from './auth-log-search';
import { deviceLabel, formatTimestamp } from './format';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets, userSettings);

const routeApi = getRouteApi('/_app/user-settings/authentification-log');
const ALL = 'all';

/** Authentication log: the user's own sign-ins, failures and security changes, filtered. */
export function AuthLogPage() {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const search = routeApi.useSearch();
  // The last page stays on screen while the next one loads.
  const query = useQuery({
    ...auditQueries.authLog(authLogQuery(search)),
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  const columns = useAuthLogColumns();

  return (
    <Stack gap="md">
      {/* On a phone they are in the filter sheet (the route's `listFilters`). */}
      {!isMobile && <AuthLogFilters />}
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('authLog.loadFailed')}
        caption={t('routes.authLog')}
        rows={query.data?.content ?? []}
        rowKey={(entry) => entry.uuid}
        columns={columns}
        card={(entry) => <AuthLogCard entry={entry} />}
        rowTestId="auth-log-row"
      />
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

function useAuthLogColumns(): Array<ListColumn<AuthLogEntry>> {
  const { t, dateLocale } = useI18n();
  return [
    {
      id: 'time',
      header: t('authLog.time'),
      text: true,
      cell: (entry) => formatTimestamp(entry.time, dateLocale),
    },
    {
      id: 'event',
      header: t('authLog.event'),
      text: true,
      cell: (entry) => authEventLabel(t, entry.event),
    },
    {
      id: 'ipAddress',
      header: t('authLog.ipAddress'),
      text: true,
      cell: (entry) => entry.ipAddress ?? '—',
    },
    {
      id: 'device',
      header: t('authLog.device'),
      text: true,
      cell: (entry) => <span title={entry.userAgent}>{deviceLabel(entry.userAgent, t)}</span>,
    },
  ];
}

/** A phone's card: the event over its time, address and device. */
function AuthLogCard({ entry }: { entry: AuthLogEntry }) {
  const { t, dateLocale } = useI18n();
  return (
    <>
      <Text fw={600}>{authEventLabel(t, entry.event)}</Text>
      <Text size="sm">{formatTimestamp(entry.time, dateLocale)}</Text>
      <Text size="sm" c="dimmed">
        {entry.ipAddress ?? '—'} · {deviceLabel(entry.userAgent, t)}
      </Text>
    </>
  );
}

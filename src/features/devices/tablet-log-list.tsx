import { useMutation, useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { deleteTabletLog } from '../../api/devices/devices.endpoints';
import { TABLET_LOG_LEVELS, type TabletLogLevel } from '../../api/devices/devices.constants';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import { tabletLogLevelLabel, type TabletLog } from '../../api/devices/devices.schema';
import { isKnown } from '../../lib/known-value';
import { keepIfSameFilters } from '../../api/devices/tablet-filters';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { PlainBadge, PlainButton } from '../../ui/list/plain-row';
import { useListPaging } from '../../ui/list/use-list-paging';
import { sameListProps, useRestaurantNames, type DeviceScope } from './device-scope';
import type { TabletSearch } from './devices-search';
import { tabletLogFiltersOf } from './tablet-filters';

const LEVEL_COLORS: Record<TabletLogLevel, string> = {
  INFO: 'blue',
  WARNING: 'yellow',
  ERROR: 'red',
};

interface Row {
  log: TabletLog;
  restaurant: string;
  time: string;
}

/**
 * The tablets' logs (spec 001 §2 "Tablets: … logs"), newest first, with the tablet list's
 * filters and a level; a line can be deleted after a confirm. Answers for other filters are
 * ignored as the tablet list's (tablet-filters.ts).
 */
export const TabletLogList = memo(function TabletLogList({
  scope,
  search,
  user,
}: {
  scope: DeviceScope;
  search: TabletSearch;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const filters = tabletLogFiltersOf(scope, search);
  const query = useQuery({
    ...devicesQueries.tabletLogs(filters, providerPaging('offset', search)),
    enabled: scope.ready,
    placeholderData: keepIfSameFilters(filters),
  });
  const paging = useListPaging(search, query);
  const remove = useMutation(devicesMutations.deleteLog());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: Row) => row.log.uuid,
    t('devices.logDeleted'),
  );
  const logs = query.data?.content ?? [];
  const names = useRestaurantNames(logs.map((log) => log.restaurantUuid));
  const rows: Row[] = logs.map((log) => ({
    log,
    restaurant: names.name(log.restaurantUuid),
    time: timestamp(log.time, { timeZone: names.zone(log.restaurantUuid), dateLocale }),
  }));
  const onDelete = canCall(user, deleteTabletLog) ? ask : undefined;

  return (
    <>
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('devices.logs.loadFailed')}
        loadingLabel={t('devices.logs.loading')}
        caption={t('devices.logs.caption')}
        rows={rows}
        rowKey={(row) => row.log.uuid}
        columns={logColumns(t, scope.showRestaurant, onDelete)}
        card={(row) => (
          <LogCard row={row} showRestaurant={scope.showRestaurant} onDelete={onDelete} />
        )}
        rowTestId="tablet-log-row"
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('devices.deleteLogTitle')}
        confirmLabel={t('devices.delete')}
      >
        {deleting
          ? t('devices.deleteLogText', {
              message: deleting.log.message,
              tablet: `${deleting.log.tabletName ?? '—'} · ${deleting.restaurant}`,
              time: deleting.time,
            })
          : ''}
      </ConfirmOnDemand>
    </>
  );
}, sameListProps);

/** A line's level; one the console does not know, its code in grey; none, '—'. */
function Level({ level }: { level: string | undefined }) {
  const { t } = useI18n();
  if (level === undefined) return <>—</>;
  const color = isKnown(TABLET_LOG_LEVELS, level) ? LEVEL_COLORS[level] : 'gray';
  return <PlainBadge color={color}>{tabletLogLevelLabel(t, level)}</PlainBadge>;
}

function DeleteButton({ row, onDelete }: { row: Row; onDelete(row: Row): void }) {
  const { t } = useI18n();
  const connected = useNeedsConnection();
  return (
    <PlainButton
      {...connected}
      size="xs"
      variant="light"
      color="red"
      onClick={() => onDelete(row)}
      aria-label={t('devices.deleteLogLabel', {
        message: row.log.message,
        tablet: row.log.tabletName ?? '—',
      })}
    >
      {t('devices.delete')}
    </PlainButton>
  );
}

function logColumns(
  t: Translate,
  showRestaurant: boolean,
  onDelete: ((row: Row) => void) | undefined,
): Array<ListColumn<Row>> {
  return [
    {
      id: 'time',
      header: t('devices.field.time'),
      text: true,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.time}</span>,
    },
    {
      id: 'level',
      header: t('devices.field.level'),
      text: true,
      cell: (row) => <Level level={row.log.level} />,
    },
    {
      id: 'tablet',
      header: t('devices.field.tablet'),
      text: true,
      cell: (row) => row.log.tabletName ?? '—',
    },
    {
      id: 'restaurant',
      header: t('devices.field.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: (row) => row.restaurant,
    },
    {
      id: 'message',
      header: t('devices.field.message'),
      text: true,
      cell: (row) => row.log.message,
    },
    {
      id: 'actions',
      header: t('devices.field.actions'),
      text: true,
      shown: Boolean(onDelete),
      cell: (row) => onDelete && <DeleteButton row={row} onDelete={onDelete} />,
    },
  ];
}

const CARD_HEAD = {
  justifyContent: 'space-between',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
} as const;

/** A phone's card for one line, in plain elements (ui/list/plain-row.tsx). */
function LogCard({
  row,
  showRestaurant,
  onDelete,
}: {
  row: Row;
  showRestaurant: boolean;
  onDelete?(row: Row): void;
}) {
  return (
    <>
      <div className="kc-group" style={CARD_HEAD}>
        <p className="kc-text" style={{ fontWeight: 600 }}>
          {row.log.tabletName ?? '—'}
        </p>
        <Level level={row.log.level} />
      </div>
      {showRestaurant && <p className="kc-text-sm kc-dimmed">{row.restaurant}</p>}
      <p className="kc-text-sm">{row.log.message}</p>
      <p className="kc-text-xs kc-dimmed" style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
        {row.time}
      </p>
      {onDelete && <DeleteButton row={row} onDelete={onDelete} />}
    </>
  );
}

import { Badge, Button, Flex, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteTabletLog } from '../../api/devices/devices.endpoints';
import type { TabletLogLevel } from '../../api/devices/devices.constants';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import type { TabletLog } from '../../api/devices/devices.schema';
import { keepIfSameFilters } from '../../api/devices/tablet-filters';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
import { BADGE_STYLE, useRestaurantNames, type DeviceScope } from './device-scope';
import type { TabletSearch } from './devices-search';
import { tabletFiltersOf } from './tablet-list';

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
export function TabletLogList({
  scope,
  search,
  user,
}: {
  scope: DeviceScope;
  search: TabletSearch;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const filters = {
    ...tabletFiltersOf(scope, search),
    ...(search.level ? { level: search.level } : {}),
  };
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
      <ConfirmDialog
        {...dialog}
        title={t('devices.deleteLogTitle')}
        confirmLabel={t('devices.delete')}
      >
        {deleting
          ? t('devices.deleteLogText', {
              message: deleting.log.message,
              tablet: `${deleting.log.tabletName} · ${deleting.restaurant}`,
              time: deleting.time,
            })
          : ''}
      </ConfirmDialog>
    </>
  );
}

function Level({ level }: { level: TabletLogLevel }) {
  const { t } = useI18n();
  return (
    <Badge
      color={LEVEL_COLORS[level]}
      variant="light"
      c="var(--mantine-color-text)"
      style={BADGE_STYLE}
    >
      {t(`devices.level.${level}`)}
    </Badge>
  );
}

function DeleteButton({ row, onDelete }: { row: Row; onDelete(row: Row): void }) {
  const { t } = useI18n();
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onDelete(row)}
      aria-label={t('devices.deleteLogLabel', {
        message: row.log.message,
        tablet: row.log.tabletName,
      })}
    >
      {t('devices.delete')}
    </Button>
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
      cell: (row) => row.log.tabletName,
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
      <Flex justify="space-between" gap="xs" align="center">
        <Text fw={600}>{row.log.tabletName}</Text>
        <Level level={row.log.level} />
      </Flex>
      {showRestaurant && (
        <Text size="sm" c="dimmed">
          {row.restaurant}
        </Text>
      )}
      <Text size="sm">{row.log.message}</Text>
      <Text size="xs" c="dimmed" mb="xs">
        {row.time}
      </Text>
      {onDelete && <DeleteButton row={row} onDelete={onDelete} />}
    </>
  );
}

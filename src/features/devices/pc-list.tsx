import { Button, Flex, Group, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { confirmPc, deletePc } from '../../api/devices/devices.endpoints';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import type { Pc } from '../../api/devices/devices.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
import { StatusBadge, useRestaurantNames, type DeviceScope } from './device-scope';
import type { PcSearch } from './devices-search';

interface Row {
  pc: Pc;
  restaurant: string;
  registered: string;
}

interface Actions {
  /** Absent: the user may not confirm, and no Confirm is offered (spec 000 §6). */
  onConfirm?(row: Row): void;
  confirming: string | null;
  onDelete?(row: Row): void;
}

/**
 * The PCs (spec 001 §2 "Devices (PC): list with confirm and delete"): status DESC (§9), so the
 * ones to confirm come first; Confirm on a NOT_CONFIRMED PC, Delete after a confirm naming the
 * PC and its restaurant, each offered only with the action.
 */
export function PcList({
  scope,
  search,
  user,
}: {
  scope: DeviceScope;
  search: PcSearch;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const query = useQuery({
    ...devicesQueries.pcs(
      {
        restaurantUuid: scope.restaurantUuid,
        status: search.status,
        search: search.search,
      },
      providerPaging('offset', search),
    ),
    enabled: scope.ready,
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  const confirm = useMutation(devicesMutations.confirmPc());
  const remove = useMutation(devicesMutations.deletePc());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: Row) => row.pc.uuid,
    t('devices.pcDeleted'),
  );
  const pcs = query.data?.content ?? [];
  const names = useRestaurantNames(pcs.map((pc) => pc.restaurantUuid));
  const rows: Row[] = pcs.map((pc) => ({
    pc,
    restaurant: names.name(pc.restaurantUuid),
    registered: timestamp(pc.registeredAt, {
      timeZone: names.zone(pc.restaurantUuid),
      dateLocale,
    }),
  }));

  function onConfirm(row: Row) {
    confirm.mutate(row.pc.uuid, {
      onSuccess: () =>
        void notify({ color: 'green', message: t('devices.confirmed', { pc: row.pc.identifier }) }),
      onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
    });
  }

  const actions: Actions = {
    onConfirm: canCall(user, confirmPc) ? onConfirm : undefined,
    confirming: confirm.isPending ? (confirm.variables ?? null) : null,
    onDelete: canCall(user, deletePc) ? ask : undefined,
  };

  return (
    <>
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('devices.pcs.loadFailed')}
        loadingLabel={t('devices.pcs.loading')}
        caption={t('devices.pcs.caption')}
        rows={rows}
        rowKey={(row) => row.pc.uuid}
        columns={pcColumns(t, scope.showRestaurant, actions)}
        card={(row) => <PcCard row={row} showRestaurant={scope.showRestaurant} {...actions} />}
        rowTestId="pc-row"
      />
      <ConfirmDialog
        {...dialog}
        title={t('devices.deletePcTitle')}
        confirmLabel={t('devices.delete')}
      >
        {deleting
          ? t('devices.deletePcText', {
              pc: deleting.pc.identifier,
              restaurant: deleting.restaurant,
            })
          : ''}
      </ConfirmDialog>
    </>
  );
}

function PcActions({ row, onConfirm, confirming, onDelete }: { row: Row } & Actions) {
  const { t } = useI18n();
  const name = row.pc.identifier;
  return (
    <Group gap="xs" wrap="nowrap">
      {onConfirm && row.pc.status === 'NOT_CONFIRMED' && (
        <Button
          size="xs"
          onClick={() => onConfirm(row)}
          loading={confirming === row.pc.uuid}
          aria-label={t('devices.confirmLabel', { pc: name })}
        >
          {t('devices.confirm')}
        </Button>
      )}
      {onDelete && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onDelete(row)}
          aria-label={t('devices.deletePcLabel', { pc: name })}
        >
          {t('devices.delete')}
        </Button>
      )}
    </Group>
  );
}

function pcColumns(
  t: Translate,
  showRestaurant: boolean,
  actions: Actions,
): Array<ListColumn<Row>> {
  const acts = Boolean(actions.onConfirm || actions.onDelete);
  return [
    {
      id: 'status',
      header: t('devices.field.status'),
      text: true,
      cell: (row) => <StatusBadge status={row.pc.status} />,
    },
    {
      id: 'identifier',
      header: t('devices.field.identifier'),
      text: true,
      cell: (row) => row.pc.identifier,
    },
    {
      id: 'restaurant',
      header: t('devices.field.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: (row) => row.restaurant,
    },
    { id: 'registered', header: t('devices.field.registered'), cell: (row) => row.registered },
    {
      id: 'actions',
      header: t('devices.field.actions'),
      text: true,
      shown: acts,
      cell: (row) => <PcActions row={row} {...actions} />,
    },
  ];
}

function PcCard({
  row,
  showRestaurant,
  ...actions
}: { row: Row; showRestaurant: boolean } & Actions) {
  const { t } = useI18n();
  return (
    <>
      <Flex justify="space-between" gap="xs" wrap="wrap" align="center">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.pc.identifier}
        </Text>
        <StatusBadge status={row.pc.status} />
      </Flex>
      {showRestaurant && (
        <Text size="sm" c="dimmed">
          {row.restaurant}
        </Text>
      )}
      <Text size="xs" c="dimmed" mb="xs">
        {t('devices.field.registered')}: {row.registered}
      </Text>
      <PcActions row={row} {...actions} />
    </>
  );
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { confirmPc, deletePc } from '../../api/devices/devices.endpoints';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import type { Pc } from '../../api/devices/devices.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { PlainButton } from '../../ui/list/plain-row';
import { useListPaging } from '../../ui/list/use-list-paging';
import { StatusBadge, sameListProps, useRestaurantNames, type DeviceScope } from './device-scope';
import type { PcSearch } from './devices-search';
import { Identifier } from '../../ui/list/identifier';

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
export const PcList = memo(function PcList({
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
    registered:
      pc.registeredAt === undefined
        ? '—'
        : timestamp(pc.registeredAt, { timeZone: names.zone(pc.restaurantUuid), dateLocale }),
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
      <ConfirmOnDemand
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
      </ConfirmOnDemand>
    </>
  );
}, sameListProps);

const ACTIONS = { gap: 'var(--mantine-spacing-xs)', flexWrap: 'nowrap' } as const;

function PcActions({ row, onConfirm, confirming, onDelete }: { row: Row } & Actions) {
  const { t } = useI18n();
  const name = row.pc.identifier;
  const connected = useNeedsConnection();
  return (
    <div className="kc-group" style={ACTIONS}>
      {onConfirm && row.pc.status === 'NOT_CONFIRMED' && (
        <PlainButton
          {...connected}
          size="xs"
          onClick={() => onConfirm(row)}
          loading={confirming === row.pc.uuid}
          aria-label={t('devices.confirmLabel', { pc: name })}
        >
          {t('devices.confirm')}
        </PlainButton>
      )}
      {onDelete && (
        <PlainButton
          {...connected}
          size="xs"
          variant="light"
          color="red"
          onClick={() => onDelete(row)}
          aria-label={t('devices.deletePcLabel', { pc: name })}
        >
          {t('devices.delete')}
        </PlainButton>
      )}
    </div>
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
      cell: (row) => <Identifier>{row.pc.identifier}</Identifier>,
    },
    {
      id: 'restaurant',
      from: 'medium',
      foldInto: 'identifier',
      header: t('devices.field.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: (row) => row.restaurant,
    },
    {
      id: 'registered',
      from: 'wide',
      foldInto: 'identifier',
      header: t('devices.field.registered'),
      cell: (row) => row.registered,
    },
    {
      id: 'actions',
      from: 'medium',
      foldInto: 'identifier',
      header: t('devices.field.actions'),
      text: true,
      shown: acts,
      cell: (row) => <PcActions row={row} {...actions} />,
    },
  ];
}

const CARD_HEAD = { justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' } as const;

/** A phone's card for one PC, in plain elements (ui/list/plain-row.tsx). */
function PcCard({
  row,
  showRestaurant,
  ...actions
}: { row: Row; showRestaurant: boolean } & Actions) {
  const { t } = useI18n();
  return (
    <>
      <div className="kc-group" style={CARD_HEAD}>
        <p className="kc-text" style={{ fontWeight: 600 }}>
          <Identifier>{row.pc.identifier}</Identifier>
        </p>
        <StatusBadge status={row.pc.status} />
      </div>
      {showRestaurant && <p className="kc-text-sm kc-dimmed">{row.restaurant}</p>}
      <p className="kc-text-xs kc-dimmed" style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
        {t('devices.field.registered')}: {row.registered}
      </p>
      <PcActions row={row} {...actions} />
    </>
  );
}

import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useState } from 'react';
import {
  deleteTablet,
  renameTablet,
  sendTabletCommand,
  setTabletRemoteAccess,
} from '../../api/devices/devices.endpoints';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import { TABLET_COMMAND_STATUSES } from '../../api/devices/devices.constants';
import { tabletActionLabel, type Tablet } from '../../api/devices/devices.schema';
import { keepIfSameFilters } from '../../api/devices/tablet-filters';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { isKnown } from '../../lib/known-value';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { canOpen } from '../../lib/route-guard';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { Pending } from '../../ui/feedback/pending';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { ConnectedSwitch } from '../../ui/forms/connected-switch';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import { useOnceTrue } from '../../ui/hooks/use-once-true';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { PlainButton, PlainLink } from '../../ui/list/plain-row';
import { useListPaging } from '../../ui/list/use-list-paging';
import { StatusBadge, sameListProps, useRestaurantNames, type DeviceScope } from './device-scope';
import type { TabletSearch } from './devices-search';
import { tabletFiltersOf } from './tablet-filters';

const SESSIONS_PATH = '/devices/tablets/$uuid/sessions' as const;

// The rename and command dialogs load when first opened, not with the list (spec 001 §2).
const RenameTabletDialog = lazy(() =>
  import('./rename-tablet-dialog').then(({ RenameTabletDialog }) => ({
    default: RenameTabletDialog,
  })),
);
const TabletCommandDialog = lazy(() =>
  import('./tablet-command-dialog').then(({ TabletCommandDialog }) => ({
    default: TabletCommandDialog,
  })),
);

interface Row {
  tablet: Tablet;
  restaurant: string;
  lastCommand: string;
}

interface Actions {
  canSessions: boolean;
  onRename?(row: Row): void;
  onCommand?(row: Row): void;
  onDelete?(row: Row): void;
  /** Absent: the switch is read-only text. */
  onRemoteAccess?(row: Row, on: boolean): void;
  switching: string | null;
}

/**
 * The tablets (spec 001 §2 "Tablets: list, rename, remote-access switch, model and build
 * filters, commands, sessions"), status DESC (§9). An answer for other filters than the
 * current ones is never shown (§4; tablet-filters.ts). Each action only with its permission.
 */
export const TabletList = memo(function TabletList({
  scope,
  search,
  user,
}: {
  scope: DeviceScope;
  search: TabletSearch;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const filters = tabletFiltersOf(scope, search);
  const query = useQuery({
    ...devicesQueries.tablets(filters, providerPaging('offset', search)),
    enabled: scope.ready,
    placeholderData: keepIfSameFilters(filters),
  });
  const paging = useListPaging(search, query);
  const remove = useMutation(devicesMutations.deleteTablet());
  const remote = useMutation(devicesMutations.remoteAccess());
  const [renaming, setRenaming] = useState<Tablet | null>(null);
  const [commanding, setCommanding] = useState<Tablet | null>(null);
  const renameOpened = useOnceTrue(renaming !== null);
  const commandOpened = useOnceTrue(commanding !== null);
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: Row) => row.tablet.uuid,
    t('devices.tabletDeleted'),
  );
  const tablets = query.data?.content ?? [];
  const names = useRestaurantNames(tablets.map((tablet) => tablet.restaurantUuid));
  const rows: Row[] = tablets.map((tablet) => ({
    tablet,
    restaurant: names.name(tablet.restaurantUuid),
    lastCommand: commandText(t, tablet, (time) =>
      timestamp(time, { timeZone: names.zone(tablet.restaurantUuid), dateLocale }),
    ),
  }));

  function onRemoteAccess(row: Row, on: boolean) {
    remote.mutate(
      { uuid: row.tablet.uuid, remoteAccess: on },
      {
        onSuccess: (tablet) =>
          void notify({
            color: 'green',
            message: t(tablet.remoteAccess ? 'devices.remoteOn' : 'devices.remoteOff', {
              tablet: tablet.name,
            }),
          }),
        onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
      },
    );
  }

  const actions: Actions = {
    canSessions: canOpen(user, SESSIONS_PATH),
    onRename: canCall(user, renameTablet) ? (row) => setRenaming(row.tablet) : undefined,
    onCommand: canCall(user, sendTabletCommand) ? (row) => setCommanding(row.tablet) : undefined,
    onDelete: canCall(user, deleteTablet) ? ask : undefined,
    onRemoteAccess: canCall(user, setTabletRemoteAccess) ? onRemoteAccess : undefined,
    switching: remote.isPending ? (remote.variables?.uuid ?? null) : null,
  };

  return (
    <>
      {/* What the switch does (spec 001 §6 "A tablet has a remote-access flag"): it gates commands. */}
      <p className="kc-text-sm kc-dimmed">{t('devices.remoteAccessHint')}</p>
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('devices.tablets.loadFailed')}
        loadingLabel={t('devices.tablets.loading')}
        caption={t('devices.tablets.caption')}
        rows={rows}
        rowKey={(row) => row.tablet.uuid}
        columns={tabletColumns(t, scope.showRestaurant, actions)}
        card={(row) => <TabletCard row={row} showRestaurant={scope.showRestaurant} {...actions} />}
        rowTestId="tablet-row"
      />
      {/* Once opened they stay mounted: a closing dialog keeps its texts while it fades. */}
      {renameOpened && (
        <Suspense fallback={<Pending />}>
          <RenameTabletDialog tablet={renaming} onClose={() => setRenaming(null)} />
        </Suspense>
      )}
      {commandOpened && (
        <Suspense fallback={<Pending />}>
          <TabletCommandDialog tablet={commanding} onClose={() => setCommanding(null)} />
        </Suspense>
      )}
      <ConfirmOnDemand
        {...dialog}
        title={t('devices.deleteTabletTitle')}
        confirmLabel={t('devices.delete')}
      >
        {deleting
          ? t('devices.deleteTabletText', {
              tablet: deleting.tablet.name,
              restaurant: deleting.restaurant,
            })
          : ''}
      </ConfirmOnDemand>
    </>
  );
}, sameListProps);

/**
 * The last command, its stream and time, and whether the tablet acknowledged it. Spec 001 §3
 * "Tablet: uuid, name, remoteAccess, model, build": a provider without our command fields
 * (docs/decisions/administration.md) shows what it tells: none, or a command sent, perhaps
 * without its time, and no claim about an acknowledgement it does not report.
 */
function commandText(t: Translate, tablet: Tablet, time: (epoch: number) => string): string {
  const command = tablet.lastCommand;
  if (!command) return t('devices.noCommand');
  const action = tabletActionLabel(t, command.action);
  const stream = command.streamName;
  const sent = command.sentTime;
  const text =
    sent === undefined
      ? stream
        ? t('devices.lastCommandStreamUntimed', { action, stream })
        : action
      : stream
        ? t('devices.lastCommandStream', { action, stream, time: time(sent) })
        : t('devices.lastCommandText', { action, time: time(sent) });
  // A status of the provider's own is shown as it comes.
  if (command.status !== undefined && !isKnown(TABLET_COMMAND_STATUSES, command.status))
    return t('devices.lastCommandStatus', { command: text, status: command.status });
  return t(
    command.status === 'ACKNOWLEDGED'
      ? 'devices.lastCommandAcknowledged'
      : command.status === 'SENT'
        ? 'devices.lastCommandUnacknowledged'
        : 'devices.lastCommandSent',
    { command: text },
  );
}

function TabletName({ row, canSessions }: { row: Row; canSessions: boolean }) {
  const { t } = useI18n();
  return (
    <div className="kc-stack">
      <p className="kc-text-sm" style={{ fontWeight: 500, overflowWrap: 'break-word' }}>
        {row.tablet.name}
      </p>
      {canSessions && (
        <PlainLink
          to={SESSIONS_PATH}
          uuid={row.tablet.uuid}
          size="xs"
          aria-label={t('devices.sessionsLabel', { tablet: row.tablet.name })}
        >
          {t('devices.sessions')}
        </PlainLink>
      )}
    </div>
  );
}

function RemoteAccess({ row, onRemoteAccess, switching }: { row: Row } & Actions) {
  const { t } = useI18n();
  const on = row.tablet.remoteAccess;
  if (!onRemoteAccess) return <>{t(on ? 'devices.on' : 'devices.off')}</>;
  return (
    <ConnectedSwitch
      checked={on}
      disabled={switching === row.tablet.uuid}
      onChange={(event) => onRemoteAccess(row, event.currentTarget.checked)}
      aria-label={t('devices.remoteAccessLabel', { tablet: row.tablet.name })}
      label={t(on ? 'devices.on' : 'devices.off')}
    />
  );
}

function TabletActions({ row, onRename, onCommand, onDelete }: { row: Row } & Actions) {
  const { t } = useI18n();
  const connected = useNeedsConnection();
  const name = row.tablet.name;
  return (
    <div className="kc-group" style={{ gap: 'var(--mantine-spacing-xs)' }}>
      {onRename && (
        <PlainButton
          {...connected}
          size="xs"
          variant="default"
          onClick={() => onRename(row)}
          aria-label={t('devices.renameLabel', { tablet: name })}
        >
          {t('devices.rename')}
        </PlainButton>
      )}
      {/* A tablet in no restaurant has no streams to show: nothing to command yet. */}
      {onCommand &&
        row.tablet.restaurantUuid &&
        // Remote access off: the provider refuses commands (spec 001 §6), so none is offered.
        (row.tablet.remoteAccess ? (
          <PlainButton
            {...connected}
            size="xs"
            onClick={() => onCommand(row)}
            aria-label={t('devices.commandLabel', { tablet: name })}
          >
            {t('devices.command')}
          </PlainButton>
        ) : (
          <p className="kc-text-xs kc-dimmed">{t('devices.commandNeedsRemote')}</p>
        ))}
      {onDelete && (
        <PlainButton
          {...connected}
          size="xs"
          variant="light"
          color="red"
          onClick={() => onDelete(row)}
          aria-label={t('devices.deleteTabletLabel', { tablet: name })}
        >
          {t('devices.delete')}
        </PlainButton>
      )}
    </div>
  );
}

function tabletColumns(
  t: Translate,
  showRestaurant: boolean,
  actions: Actions,
): Array<ListColumn<Row>> {
  const acts = Boolean(actions.onRename || actions.onCommand || actions.onDelete);
  return [
    {
      id: 'status',
      header: t('devices.field.status'),
      text: true,
      cell: (row) => <StatusBadge status={row.tablet.status} />,
    },
    {
      id: 'name',
      header: t('devices.field.name'),
      text: true,
      cell: (row) => <TabletName row={row} canSessions={actions.canSessions} />,
    },
    {
      id: 'restaurant',
      from: 'medium',
      foldInto: 'name',
      header: t('devices.field.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: (row) => row.restaurant,
    },
    {
      // One column for both: the table stays readable beside the sidebar on a tablet.
      id: 'model',
      from: 'wide',
      foldInto: 'name',
      header: `${t('devices.field.model')} · ${t('devices.field.build')}`,
      text: true,
      cell: (row) => (
        <>
          <p className="kc-text-sm">{row.tablet.model}</p>
          <p className="kc-text-xs kc-dimmed">{row.tablet.build}</p>
        </>
      ),
    },
    {
      id: 'remoteAccess',
      from: 'medium',
      foldInto: 'status',
      header: t('devices.field.remoteAccess'),
      text: true,
      cell: (row) => <RemoteAccess row={row} {...actions} />,
    },
    {
      id: 'lastCommand',
      from: 'wide',
      foldInto: 'status',
      header: t('devices.field.lastCommand'),
      text: true,
      cell: (row) => row.lastCommand,
    },
    {
      id: 'actions',
      header: t('devices.field.actions'),
      text: true,
      shown: acts,
      cell: (row) => <TabletActions row={row} {...actions} />,
    },
  ];
}

/** The name (and its sessions link) and the status on one line. */
const CARD_HEAD = {
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
} as const;

/** A phone's card for one tablet, in plain elements (ui/list/plain-row.tsx) but its switch. */
function TabletCard({
  row,
  showRestaurant,
  ...actions
}: { row: Row; showRestaurant: boolean } & Actions) {
  const { t } = useI18n();
  return (
    <div className="kc-stack" style={{ gap: 6 }}>
      <div className="kc-group" style={CARD_HEAD}>
        <TabletName row={row} canSessions={actions.canSessions} />
        <StatusBadge status={row.tablet.status} />
      </div>
      {showRestaurant && <p className="kc-text-sm kc-dimmed">{row.restaurant}</p>}
      <p className="kc-text-xs kc-dimmed">
        {row.tablet.model} · {row.tablet.build}
      </p>
      <p className="kc-text-xs">
        {t('devices.field.lastCommand')}: {row.lastCommand}
      </p>
      <div className="kc-group" style={{ gap: 'var(--mantine-spacing-xs)' }}>
        <p className="kc-text-sm">{t('devices.field.remoteAccess')}</p>
        <RemoteAccess row={row} {...actions} />
      </div>
      <TabletActions row={row} {...actions} />
    </div>
  );
}

import { Anchor, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteTabletSessions } from '../../api/devices/devices.endpoints';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import type { TabletSession } from '../../api/devices/devices.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { EmptyState } from '../../ui/feedback/empty-state';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { PlainButton } from '../../ui/list/plain-row';
import { useListPaging } from '../../ui/list/use-list-paging';
import { useRestaurantNames } from './device-scope';
import type { SessionsSearch } from './devices-search';
import { isNotFound } from './restaurant-devices';

interface Row {
  session: TabletSession;
  user: string;
  signedIn: string;
}

/** An unknown tablet's 404 is shown at once (the not-found state), other failures asked twice. */
export const sessionsRetry = (count: number, error: unknown) => !isNotFound(error) && count < 2;

/** What the confirm asks about: one session, or all of them. */
type Deleting = { kind: 'one'; row: Row } | { kind: 'all'; count: number };

/**
 * A tablet's sessions (spec 001 §3 "Tablet session: signedInTime"), newest sign-in first;
 * delete one or all after a confirm naming the tablet. An unknown tablet, or one of a
 * restaurant the user may not see, is a clear not-found state with the way back.
 */
export function TabletSessionsPage({
  tabletUuid,
  search,
  user,
}: {
  tabletUuid: string;
  search: SessionsSearch;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const query = useQuery({
    ...devicesQueries.sessions(tabletUuid, providerPaging('offset', search)),
    placeholderData: keepPreviousData,
    retry: sessionsRetry,
  });
  const paging = useListPaging(search, query);
  const remove = useMutation(devicesMutations.deleteSessions());
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const tablet = query.data?.tablet;
  const names = useRestaurantNames(tablet ? [tablet.restaurantUuid] : []);
  // Without the tablet in the answer (ours, not spec 001 §3's), the page names it by its uuid.

  if (query.isError && isNotFound(query.error)) {
    return (
      <EmptyState title={t('devices.notFound.tablet')}>
        <Text size="sm" c="dimmed">
          {t('devices.notFound.tabletHint')}
        </Text>
        <Anchor component={Link} to="/devices/tablets" size="sm">
          {t('devices.backToTablets')}
        </Anchor>
      </EmptyState>
    );
  }

  const zone = names.zone(tablet?.restaurantUuid ?? null);
  const rows: Row[] = (query.data?.content ?? []).map((session) => ({
    session,
    user: session.userName ?? t('devices.sessions.unknownUser'),
    signedIn: timestamp(session.signedInTime, { timeZone: zone, dateLocale }),
  }));
  let tabletName = '';
  if (tablet)
    tabletName = t('devices.sessions.tablet', {
      tablet: tablet.name,
      restaurant: names.name(tablet.restaurantUuid),
    });
  else if (query.data) tabletName = tabletUuid;
  const canDelete = canCall(user, deleteTabletSessions);
  const total = query.data?.total ?? 0;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(
      {
        tabletUuid,
        ...(deleting.kind === 'one' ? { sessionUuid: deleting.row.session.uuid } : {}),
      },
      {
        onSuccess: ({ deleted }) =>
          void notify({
            color: 'green',
            // Without the count (spec 001 §7 line 190 gives the call no answer): none said.
            message:
              deleted === undefined
                ? t('devices.sessions.deletedUncounted')
                : t('devices.sessions.deleted', { count: deleted }),
          }),
        onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
        onSettled: () => setDeleting(null),
      },
    );
  }

  const onDeleteOne = canDelete ? (row: Row) => setDeleting({ kind: 'one', row }) : undefined;

  return (
    <Stack gap="md">
      {tablet && (
        <Group justify="space-between" gap="xs">
          <Text fw={600} data-testid="tablet-name">
            {tabletName}
          </Text>
          {canDelete && total > 0 && (
            <ConnectedButton
              color="red"
              variant="light"
              onClick={() => setDeleting({ kind: 'all', count: total })}
            >
              {t('devices.sessions.deleteAll')}
            </ConnectedButton>
          )}
        </Group>
      )}
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('devices.sessions.loadFailed')}
        loadingLabel={t('devices.sessions.loading')}
        caption={tablet ? t('devices.sessions.caption', { tablet: tablet.name }) : ''}
        rows={rows}
        rowKey={(row) => row.session.uuid}
        columns={sessionColumns(t, onDeleteOne)}
        card={(row) => <SessionCard row={row} onDelete={onDeleteOne} />}
        rowTestId="tablet-session-row"
      />
      <ConfirmOnDemand
        opened={deleting !== null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={
          deleting?.kind === 'all'
            ? t('devices.sessions.deleteAllTitle')
            : t('devices.sessions.deleteOneTitle')
        }
        confirmLabel={
          deleting?.kind === 'all' ? t('devices.sessions.deleteAll') : t('devices.delete')
        }
      >
        {deleting?.kind === 'all'
          ? t('devices.sessions.deleteAllText', { count: deleting.count, tablet: tabletName })
          : deleting
            ? t('devices.sessions.deleteOneText', {
                user: deleting.row.user,
                time: deleting.row.signedIn,
                tablet: tabletName,
              })
            : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

function DeleteOne({ row, onDelete }: { row: Row; onDelete(row: Row): void }) {
  const { t } = useI18n();
  const connected = useNeedsConnection();
  return (
    <PlainButton
      {...connected}
      size="xs"
      variant="light"
      color="red"
      onClick={() => onDelete(row)}
      aria-label={t('devices.sessions.deleteOneLabel', { user: row.user, time: row.signedIn })}
    >
      {t('devices.delete')}
    </PlainButton>
  );
}

function sessionColumns(
  t: Translate,
  onDelete: ((row: Row) => void) | undefined,
): Array<ListColumn<Row>> {
  return [
    {
      id: 'signedIn',
      header: t('devices.sessions.signedIn'),
      text: true,
      cell: (row) => (
        <time dateTime={new Date(row.session.signedInTime).toISOString()}>{row.signedIn}</time>
      ),
    },
    { id: 'user', header: t('devices.sessions.user'), text: true, cell: (row) => row.user },
    {
      id: 'actions',
      header: t('devices.field.actions'),
      text: true,
      shown: Boolean(onDelete),
      cell: (row) => onDelete && <DeleteOne row={row} onDelete={onDelete} />,
    },
  ];
}

const CARD = { justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' } as const;

/** A phone's card for one session, in plain elements (ui/list/plain-row.tsx). */
function SessionCard({ row, onDelete }: { row: Row; onDelete?(row: Row): void }) {
  return (
    <div className="kc-group" style={CARD}>
      <div className="kc-stack">
        <p className="kc-text" style={{ fontWeight: 600 }}>
          {row.user}
        </p>
        <p className="kc-text-sm kc-dimmed">{row.signedIn}</p>
      </div>
      {onDelete && <DeleteOne row={row} onDelete={onDelete} />}
    </div>
  );
}

import '@mantine/core/styles/Flex.css';
import { Badge, Flex, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { createUser } from '../../api/users/managed-users.endpoints';
import { managedUsersQueries } from '../../api/users/managed-users.queries';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { USER_STATUSES } from '../../api/users/users.constants';
import { canCall } from '../../lib/access';
import { valueLabel } from '../../lib/known-value';
import { users as usersMessages } from '../../lib/i18n/en/users';
import { widgets } from '../../lib/i18n/en/widgets';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ConnectedButton } from '../../ui/forms/connected-button';
import type { ListColumn } from '../../ui/list/list-view';
import { FirstLoad } from '../../ui/list/first-load';
import { PagedList } from '../../ui/list/paged-list';
import { PlainBadge } from '../../ui/list/plain-row';
import { DIMMED, groupProps, SPACE_4, textProps } from '../../ui/list/plain-text';
import { useListPaging } from '../../ui/list/use-list-paging';
import { Pending } from '../../ui/feedback/pending';
import { UserActionsMenu } from './user-actions';
import type { ConfirmedAction, Manager, UserDialog } from './user-offers';
import { UsersFilters } from './users-filters';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { fullName, isBlocked, restaurantScopeOf } from './user-format';
import { userListQuery } from './user-list-query';
import { Identifier } from '../../ui/list/identifier';

registerMessages(widgets, usersMessages);

// The dialogs load when first opened: the list's first screen does not wait for their code.
const UserFormDialog = lazy(() =>
  import('./user-form-dialog').then(({ UserFormDialog }) => ({ default: UserFormDialog })),
);
const ConfirmUserAction = lazy(() => import('./confirm-user-action'));
const AccessPreviewDialog = lazy(() =>
  import('../../ui/access/access-preview').then(({ AccessPreviewDialog }) => ({
    default: AccessPreviewDialog,
  })),
);

const route = getRouteApi('/_app/users/');

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'green',
  INVITED: 'blue',
  BLOCKED: 'red',
};
/** A status the console does not know: its code, in grey. */
const OTHER_STATUS_COLOR = 'gray';

/** A badge keeps its whole word however narrow its column. */
const NO_CUT = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } };

/** Mantine's `rem(6)`: the gap between a name and its 'You'. */
const SPACE_6 = 'calc(0.375rem * var(--mantine-scale))';
const NO_WRAP = { '--group-wrap': 'nowrap' } as CSSProperties;
const BOLD: CSSProperties = { fontWeight: 500 };
/** A card's name and status on one line, the status and actions at the end. */
const CARD_HEAD: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 'var(--mantine-spacing-xs)',
};

/** How many restaurants a row names before '+N more'. */
const RESTAURANTS_SHOWN = 2;

interface Row {
  user: ManagedUser;
  /** Their names, else their e-mail (`fullName`). */
  name: string;
  /** Whether the answer names them: else the e-mail under the name would say it twice. */
  named: boolean;
  /** 'Every restaurant', or their labels. */
  restaurants: string;
  self: boolean;
}

/**
 * Users (spec 001 §2 "Users"): the users the signed-in user may see, searched and
 * filtered in the URL, a page at a time; create and edit in a modal, and each row's actions
 * (invite, reset password, notifications, block, unblock, delete, multi-factor reset, sessions,
 * 'View as'), each offered only when the role allows it.
 */
export function UsersPage({ me }: { me: Manager }) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const search = route.useSearch();
  const query = useQuery({
    ...managedUsersQueries.list(userListQuery(search)),
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  const [dialog, setDialog] = useState<UserDialog | { kind: 'create' } | null>(null);
  const close = () => setDialog(null);

  const users = query.data?.content ?? [];
  const { choice } = usePageScope();
  // Only a restaurant beyond the pick-list is asked on its own: none until the list is in.
  const restaurantOf = useRestaurantLookup(
    choice.options,
    choice.isLoading ? [] : users.flatMap((user) => restaurantScopeOf(user) ?? []),
  );
  // The rows wait for the pick-list that names their restaurants (both are asked by the route's
  // loader): drawn once, not with '…' and again as the names came. Their first drawing is a
  // transition, as every list's (PagedList).
  const shown = choice.isLoading ? null : (query.data ?? null);
  const rows: Row[] = (shown?.content ?? []).map((user) => ({
    user,
    name: fullName(user),
    named: fullName(user) !== user.email,
    restaurants: restaurantsText(user, (uuid) => restaurantOf(uuid)?.label, t),
    self: user.uuid === me.uuid,
  }));

  const filtered =
    search.search !== undefined ||
    search.type !== undefined ||
    search.role !== undefined ||
    search.restaurant !== undefined;
  const confirming =
    dialog && isConfirmed(dialog.kind)
      ? (dialog as { kind: ConfirmedAction; user: ManagedUser })
      : null;
  const viewing = dialog?.kind === 'viewAs' ? dialog.user : null;
  const confirmOpened = useOnceTrue(confirming !== null);
  const previewOpened = useOnceTrue(viewing !== null);

  return (
    <Stack gap="md">
      {/* On a phone they are in the filter sheet (the route's `listFilters`). */}
      {!isMobile && <UsersFilters />}
      <Flex justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {query.data ? t('users.count', { count: query.data.total }) : ''}
        </Text>
        {canCall(me, createUser) && (
          <ConnectedButton onClick={() => setDialog({ kind: 'create' })}>
            {t('users.create')}
          </ConnectedButton>
        )}
      </Flex>
      {shown === null ? (
        <FirstLoad query={query} loadFailed={t('users.loadFailed')} />
      ) : (
        <PagedList
          query={query}
          paging={paging}
          loadFailed={t('users.loadFailed')}
          empty={filtered ? <EmptyState title={t('users.noMatch')} /> : undefined}
          caption={t('users.caption')}
          rows={rows}
          rowKey={(row) => row.user.uuid}
          columns={userColumns(t, me, setDialog)}
          card={(row) => <UserCard row={row} me={me} onOpen={setDialog} />}
          rowTestId="user-row"
        />
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <Suspense fallback={<Pending />}>
          <UserFormDialog
            me={me}
            user={dialog.kind === 'edit' ? dialog.user : null}
            self={dialog.kind === 'edit' && dialog.user.uuid === me.uuid}
            onClose={close}
          />
        </Suspense>
      )}
      {/* Once opened they stay mounted: a closing dialog keeps its texts while it fades. */}
      {confirmOpened && (
        <Suspense fallback={<Pending />}>
          <ConfirmUserAction action={confirming} onClose={close} />
        </Suspense>
      )}
      {previewOpened && (
        <Suspense fallback={<Pending />}>
          <AccessPreviewDialog
            name={viewing ? fullName(viewing) : ''}
            subject={
              viewing
                ? {
                    type: viewing.type,
                    userRoleDto: viewing.userRoleDto,
                    restaurantUuid: viewing.type === 'USER' ? viewing.restaurantUuid : null,
                  }
                : null
            }
            onClose={close}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** True from the first render that `value` is, on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Set while rendering, as React advises for state that follows a prop.
  if (value && !seen) setSeen(true);
  return seen || value;
}

function isConfirmed(kind: string): kind is ConfirmedAction {
  return ['block', 'unblock', 'delete', 'resetPassword', 'resetMultiFactor'].includes(kind);
}

function restaurantsText(
  user: ManagedUser,
  labelOf: (uuid: string) => string | undefined,
  t: Translate,
): string {
  const uuids = restaurantScopeOf(user);
  if (uuids === undefined) return '—';
  if (uuids === null) return t('users.everyRestaurant');
  if (uuids.length === 0) return t('users.noRestaurant');
  const named = uuids.slice(0, RESTAURANTS_SHOWN).map((uuid) => labelOf(uuid) ?? '…');
  const more = uuids.length - named.length;
  return more > 0
    ? `${named.join(', ')} ${t('users.moreRestaurants', { count: more })}`
    : named.join(', ');
}

/**
 * The user's status (ours, not spec 001 §3's): without one, Blocked when `blocked` says so, else
 * nothing; one the console does not know, its code in grey.
 */
function StatusBadge({ user }: { user: ManagedUser }) {
  const { t } = useI18n();
  const status = user.status ?? (isBlocked(user) ? 'BLOCKED' : undefined);
  if (status === undefined) return null;
  return (
    <PlainBadge color={STATUS_COLORS[status] ?? OTHER_STATUS_COLOR}>
      {valueLabel(t, USER_STATUSES, status, (known) => `users.status.${known}`)}
    </PlainBadge>
  );
}

/** The user's role by name; a role the answer does not name, '—'. */
function roleText(user: ManagedUser, t: Translate): string {
  if (user.userRoleDto === null) return t('users.noRole');
  return user.userRoleDto.name ?? '—';
}

/** Notifications and multi-factor, said only when on. */
function Flags({ user }: { user: ManagedUser }) {
  const { t } = useI18n();
  const flags = [
    user.notification && t('users.flag.notification'),
    user.multiFactorAuthentication && t('users.flag.multiFactor'),
    user.multiFactorRequired &&
      !user.multiFactorAuthentication &&
      t('users.flag.multiFactorRequired'),
  ].filter(Boolean);
  return flags.length === 0 ? (
    <span {...textProps(undefined, DIMMED)}>—</span>
  ) : (
    <span {...textProps('sm')}>{flags.join(' · ')}</span>
  );
}

function NameCell({ row }: { row: Row }) {
  const { t } = useI18n();
  return (
    <div {...groupProps(SPACE_6, 'flex-start', NO_WRAP)}>
      <p {...textProps('sm', BOLD)}>{row.named ? row.name : <Identifier>{row.name}</Identifier>}</p>
      {row.self && (
        <Badge size="sm" variant="outline" c="var(--mantine-color-text)" styles={NO_CUT}>
          {t('users.you')}
        </Badge>
      )}
    </div>
  );
}

function userColumns(
  t: Translate,
  me: Manager,
  onOpen: (dialog: UserDialog) => void,
): Array<ListColumn<Row>> {
  return [
    // Name over e-mail, type over role: six columns fit a landscape tablet without sideways
    // scrolling; a narrower table folds the type, the restaurants and the options under the name
    // and the status (ui/list/list-view.tsx).
    {
      id: 'name',
      header: t('users.field.name'),
      text: true,
      cell: (row) => (
        <>
          <NameCell row={row} />
          {row.named && (
            <p {...textProps('xs', DIMMED)}>
              <Identifier>{row.user.email}</Identifier>
            </p>
          )}
        </>
      ),
    },
    {
      id: 'type',
      from: 'medium',
      foldInto: 'name',
      header: t('users.field.typeRole'),
      text: true,
      cell: (row) => (
        <>
          <p {...textProps('sm')}>{typeLabel(row.user.type, t)}</p>
          <p {...textProps('xs', DIMMED)}>{roleText(row.user, t)}</p>
        </>
      ),
    },
    {
      id: 'restaurants',
      from: 'medium',
      foldInto: 'name',
      header: t('users.field.restaurants'),
      text: true,
      cell: (row) => row.restaurants,
    },
    {
      id: 'status',
      header: t('users.field.status'),
      text: true,
      cell: (row) => <StatusBadge user={row.user} />,
    },
    {
      id: 'flags',
      from: 'medium',
      foldInto: 'status',
      header: t('users.field.flags'),
      text: true,
      cell: (row) => <Flags user={row.user} />,
    },
    {
      id: 'actions',
      header: t('users.field.actions'),
      text: true,
      cell: (row) => <UserActionsMenu me={me} user={row.user} onOpen={onOpen} />,
    },
  ];
}

function typeLabel(type: string, t: Translate): string {
  return type === 'ADMIN' || type === 'MANAGER' || type === 'USER' ? t(`users.type.${type}`) : type;
}

/**
 * A phone's card: name and status, e-mail, type and role, restaurants, flags, actions. Plain
 * elements drawn with Mantine's classes (ui/list/plain-text.ts): a page shows twenty.
 */
function UserCard({
  row,
  me,
  onOpen,
}: {
  row: Row;
  me: Manager;
  onOpen(dialog: UserDialog): void;
}) {
  const { t } = useI18n();
  return (
    <div className="kc-stack" style={{ gap: SPACE_4 }}>
      <div style={CARD_HEAD}>
        <NameCell row={row} />
        <div {...groupProps('var(--mantine-spacing-xs)', 'flex-start', NO_WRAP)}>
          <StatusBadge user={row.user} />
          <UserActionsMenu me={me} user={row.user} onOpen={onOpen} />
        </div>
      </div>
      {row.named && (
        <p {...textProps('sm')}>
          <Identifier>{row.user.email}</Identifier>
        </p>
      )}
      <p {...textProps('sm', DIMMED)}>
        {typeLabel(row.user.type, t)} · {roleText(row.user, t)}
      </p>
      <p {...textProps('sm', DIMMED)}>{row.restaurants}</p>
      <Flags user={row.user} />
    </div>
  );
}

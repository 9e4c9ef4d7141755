import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { format } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { restaurantLabel } from '../../api/restaurants/restaurant-choice';
import {
  assignDevices,
  createRestaurant,
  deleteRestaurant,
  moveDevices,
  updateRestaurant,
} from '../../api/restaurants/restaurants-admin.endpoints';
import {
  restaurantsAdminMutations,
  restaurantsAdminQueries,
} from '../../api/restaurants/restaurants-admin.queries';
import type { RestaurantDetail } from '../../api/restaurants/restaurants.schema';
import { canCall, isAdmin } from '../../lib/access';
import { canOpen } from '../../lib/route-guard';
import { familyHref } from '../../lib/route-table';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { EmptyState } from '../../ui/feedback/empty-state';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
import {
  DeviceCountLinks,
  RestaurantActionButtons,
  RestaurantCard,
  RestaurantStatusBadge,
  timeZoneText,
  type RestaurantActions,
} from './restaurant-card';
import { RestaurantCardGrid } from './restaurant-card-grid';
import { restaurantLocation } from './restaurant-format';
import { restaurantListQuery } from './restaurant-list-query';
import { RESTAURANT_VIEWS, type RestaurantView } from './restaurants-search';
import { restaurants } from '../../lib/i18n/en/restaurants';
import { restaurantsAdmin } from '../../lib/i18n/en/restaurants-admin';
import { widgets } from '../../lib/i18n/en/widgets';
import { UrlSearchField } from '../../ui/forms/url-search-field';
import { Pending } from '../../ui/feedback/pending';
import { Identifier } from '../../ui/list/identifier';

registerMessages(widgets, restaurants, restaurantsAdmin);

// The dialogs (the restaurant form, the device pickers) load when first opened, not with the
// list: their code is most of the page's and none of its first screen.
const RestaurantFormModal = lazy(() =>
  import('./restaurant-form-modal').then(({ RestaurantFormModal }) => ({
    default: RestaurantFormModal,
  })),
);
const AssignDevicesModal = lazy(() =>
  import('./assign-devices-modal').then(({ AssignDevicesModal }) => ({
    default: AssignDevicesModal,
  })),
);
const MoveDevicesModal = lazy(() =>
  import('./move-devices-modal').then(({ MoveDevicesModal }) => ({ default: MoveDevicesModal })),
);

const route = getRouteApi('/_app/restaurants');
const layoutRoute = getRouteApi('/_app');

/** Which dialog is open, and for which restaurant. */
type Dialog =
  { kind: 'create' } | { kind: 'edit' | 'assign' | 'move'; restaurant: RestaurantDetail } | null;

/**
 * The chain's restaurants, a page at a time with the shared paging (spec 000 §9), searched by
 * the provider; both in the URL. As a table or as cards (spec 001 §2 "view-type switch"; the
 * choice in the URL; a phone always shows cards). Create, edit, delete, and assign or move
 * devices, each offered only when the user's role allows its call (`canCall`), and a link to each
 * kitchen's queue monitor (`/pcs/{id}`) for a role with PCS; assigning from
 * the unassigned pool, and moving into it, only to an administrator. Its route puts it in the
 * page frame (title, access check).
 */
export function RestaurantsPage() {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  const search = route.useSearch();
  const { user } = layoutRoute.useRouteContext();
  const query = useQuery({
    ...restaurantsAdminQueries.list(restaurantListQuery(search)),
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useMutation(restaurantsAdminMutations.remove());
  const deleting = useConfirmedDelete<RestaurantDetail>(
    remove,
    (restaurant) => restaurant.uuid,
    t('restaurantsAdmin.deleted'),
  );
  const pathname = useLocation({ select: (location) => location.pathname });
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const actions: RestaurantActions = {
    monitorHref: canOpen(user, '/pcs/monitor')
      ? (restaurant) => familyHref('/pcs', restaurant.uuid, { pathname, search: searchStr })
      : undefined,
    edit: canCall(user, updateRestaurant)
      ? (restaurant) => setDialog({ kind: 'edit', restaurant })
      : undefined,
    // The unassigned pool is an administrator's (docs/decisions/administration.md, "Devices"), whatever the role.
    assign:
      isAdmin(user) && canCall(user, assignDevices)
        ? (restaurant) => setDialog({ kind: 'assign', restaurant })
        : undefined,
    move: canCall(user, moveDevices)
      ? (restaurant) => setDialog({ kind: 'move', restaurant })
      : undefined,
    remove: canCall(user, deleteRestaurant) ? deleting.ask : undefined,
  };
  const columns = useRestaurantColumns(actions);
  const view: RestaurantView = isMobile ? 'cards' : (search.view ?? 'table');
  const close = () => setDialog(null);
  const listProps = {
    query,
    paging,
    loadFailed: t('restaurants.loadFailed'),
    empty: search.search ? <EmptyState title={t('restaurants.noMatch')} /> : undefined,
    caption: t('routes.restaurants'),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <UrlSearchField
          value={search.search ?? ''}
          label={t('restaurants.search')}
          placeholder={t('restaurants.searchHint')}
          showLabel
          w={{ base: '100%', sm: 360 }}
        />
        <Group gap="sm" align="flex-end">
          {!isMobile && <ViewSwitch view={view} />}
          {canCall(user, createRestaurant) && (
            <Button onClick={() => setDialog({ kind: 'create' })}>
              {t('restaurantsAdmin.create')}
            </Button>
          )}
        </Group>
      </Group>
      {query.data && (
        <Text size="sm" c="dimmed">
          {t('restaurants.count', { count: query.data.total })} ·{' '}
          {t('restaurants.updatedAt', {
            time: format(query.dataUpdatedAt, 'p', { locale: dateLocale }),
          })}
        </Text>
      )}
      {view === 'cards' && !isMobile ? (
        <RestaurantCardGrid {...listProps} actions={actions} />
      ) : (
        <PagedList
          {...listProps}
          rows={query.data?.content ?? []}
          rowKey={(restaurant) => restaurant.uuid}
          columns={columns}
          card={(restaurant) => <RestaurantCard restaurant={restaurant} actions={actions} />}
          rowTestId="restaurant-row"
        />
      )}
      <Suspense fallback={<Pending />}>
        {dialog?.kind === 'create' && <RestaurantFormModal onClose={close} />}
        {dialog?.kind === 'edit' && (
          <RestaurantFormModal
            key={dialog.restaurant.uuid}
            restaurant={dialog.restaurant}
            onClose={close}
          />
        )}
        {dialog?.kind === 'assign' && (
          <AssignDevicesModal restaurant={dialog.restaurant} onClose={close} />
        )}
        {dialog?.kind === 'move' && (
          <MoveDevicesModal restaurant={dialog.restaurant} toPool={isAdmin(user)} onClose={close} />
        )}
      </Suspense>
      <ConfirmOnDemand
        {...deleting.dialog}
        title={t('restaurantsAdmin.deleteTitle', {
          restaurant: deleting.deleting ? restaurantLabel(deleting.deleting) : '',
        })}
        confirmLabel={t('restaurantsAdmin.delete')}
      >
        {t('restaurantsAdmin.deleteBody', {
          restaurant: deleting.deleting ? restaurantLabel(deleting.deleting) : '',
        })}
        {deleting.deleting?.managers
          ? ` ${t('restaurantsAdmin.deleteManagers', { count: deleting.deleting.managers })}`
          : null}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** Cards or table, kept in the URL (a shared link opens on the same view). */
function ViewSwitch({ view }: { view: RestaurantView }) {
  const { t } = useI18n();
  const navigate = route.useNavigate();
  return (
    <SegmentedControl
      aria-label={t('restaurantsAdmin.view')}
      value={view}
      data={RESTAURANT_VIEWS.map((value) => ({
        value,
        label: t(`restaurantsAdmin.view.${value}`),
      }))}
      onChange={(value) =>
        void navigate({
          search: (previous) => ({
            ...previous,
            view: value === 'table' ? undefined : (value as RestaurantView),
          }),
          replace: true,
        })
      }
    />
  );
}

function useRestaurantColumns(actions: RestaurantActions): Array<ListColumn<RestaurantDetail>> {
  const { t } = useI18n();
  const anyAction = Object.values(actions).some(Boolean);
  return [
    // A landscape tablet's table folds the time zone and the device counts under the name, a
    // portrait tablet's also the number, the location and the status (ui/list/list-view.tsx):
    // there the name, a status badge and the action buttons fill the width, in Spanish too.
    // The name heads its row, then the number (spec 001 §3's order).
    {
      id: 'name',
      header: t('restaurants.name'),
      text: true,
      cell: (restaurant) => (
        <>
          <p className="kc-text-sm" style={{ fontWeight: 500 }}>
            {restaurant.name}
          </p>
          <p className="kc-text-xs kc-dimmed">{restaurant.addressLine1}</p>
        </>
      ),
    },
    // A restaurant's number names it: it reads with the words beside it, from the top.
    {
      id: 'number',
      from: 'medium',
      foldInto: 'name',
      header: t('restaurants.number'),
      text: true,
      cell: (restaurant) => restaurant.number,
    },
    {
      id: 'location',
      from: 'medium',
      foldInto: 'name',
      header: t('restaurants.location'),
      text: true,
      cell: restaurantLocation,
    },
    {
      id: 'timezone',
      from: 'wide',
      foldInto: 'name',
      header: t('restaurants.timezone'),
      text: true,
      cell: (restaurant) => <Identifier>{timeZoneText(restaurant)}</Identifier>,
    },
    {
      id: 'status',
      from: 'medium',
      foldInto: 'name',
      header: t('restaurantsAdmin.status'),
      text: true,
      cell: (restaurant) => <RestaurantStatusBadge status={restaurant.status} />,
    },
    {
      id: 'devices',
      from: 'wide',
      foldInto: 'name',
      header: `${t('restaurantsAdmin.pcs')} · ${t('restaurantsAdmin.tablets')}`,
      text: true,
      cell: (restaurant) => <DeviceCountLinks restaurant={restaurant} />,
    },
    {
      id: 'actions',
      header: t('restaurantsAdmin.actions'),
      text: true,
      shown: anyAction,
      cell: (restaurant) => <RestaurantActionButtons restaurant={restaurant} actions={actions} />,
    },
  ];
}

import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createCateringOrder,
  createRecurringOrder,
  deleteCateringOrder,
  deleteRecurringOrder,
  finalizeCateringOrder,
  updateCateringOrder,
  updateRecurringOrder,
} from '../../api/orders/orders.endpoints';
import { ordersMutations, ordersQueries } from '../../api/orders/orders.queries';
import {
  ORDER_PAGE_SIZE,
  type CateringOrder,
  type RecurringOrder,
} from '../../api/orders/orders.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { scheduledProduction } from '../../lib/i18n/en/scheduled-production';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { OneKitchen, type ChosenKitchen } from '../../ui/feedback/one-kitchen';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { TabBar } from '../../ui/forms/tab-bar';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList } from '../../ui/list/cursor-list';
import { FinalizeDialog } from './finalize-dialog';
import {
  batchName,
  CateringCard,
  cateringColumns,
  pieces,
  RecurringCard,
  recurringColumns,
  weekdayList,
  type OrderFieldContext,
  type RecurringFieldContext,
} from './order-fields';
import { OrderFormDialog, type OrderFormTarget } from './order-form-dialog';
import {
  ORDER_TAB_GROUP,
  ORDER_TABS,
  STATUS_FILTERS,
  STATUSES_OF,
  type OrderSearch,
  type StatusFilter,
} from './order-search';

registerMessages(scheduledProduction);

const ALL = 'all';
const cateringKey = (row: CateringOrder) => row.uuid;
const recurringKey = (row: RecurringOrder) => row.uuid;
const ROW_ESTIMATE = { row: 58, card: 230 };
/** The simulator moves orders' progress: a visible list is asked again this often. */
const REFRESH_MS = 30_000;

/** 'HH:mm' as 'h:mm AM' (spec 001 §9 time of day, without seconds). */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * Scheduled production (spec 001 §2 "Catering and recurring orders: cursor-paged lists with
 * create, edit and delete. A catering order can be finalized."): one kitchen's catering orders
 * and recurring orders in two tabs (the tab in the URL). Global mode asks for a restaurant:
 * orders are cooked by one kitchen.
 */
export function ScheduledProductionPage({
  search,
  user,
  onChooseRestaurant,
}: {
  search: OrderSearch;
  user: AccessSubject;
  /** Chooses the header's restaurant (the shell's, composed by the route). */
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  return (
    <OneKitchen why={t('orders.oneKitchen')} onChoose={onChooseRestaurant}>
      {(kitchen) => <KitchenOrders kitchen={kitchen} status={search.status} user={user} />}
    </OneKitchen>
  );
}

/** One kitchen's orders, in two tabs. */
function KitchenOrders({
  kitchen,
  status,
  user,
}: {
  kitchen: ChosenKitchen;
  status: OrderSearch['status'];
  user: AccessSubject;
}) {
  const { t } = useI18n();
  const restaurant = kitchen.uuid;
  const zone = resolveTimeZone(kitchen.timeZone);
  return (
    <TabBar
      group={ORDER_TAB_GROUP}
      tabs={ORDER_TABS.map((value) => ({ value, label: t(`orders.tab.${value}`) }))}
    >
      {(active) =>
        active === 'catering' ? (
          <CateringPanel restaurantUuid={restaurant} zone={zone} status={status} user={user} />
        ) : (
          <RecurringPanel restaurantUuid={restaurant} zone={zone} user={user} />
        )
      }
    </TabBar>
  );
}

interface PanelProps {
  restaurantUuid: string;
  zone: string;
  user: AccessSubject;
}

function CateringPanel({
  restaurantUuid,
  zone,
  status,
  user,
}: PanelProps & {
  status?: StatusFilter;
}) {
  const { t, dateLocale } = useI18n();
  const list = useInfiniteQuery({
    ...ordersQueries.catering(
      { restaurantUuid, ...(status ? { statuses: STATUSES_OF[status] } : {}) },
      ORDER_PAGE_SIZE,
    ),
    refetchOnWindowFocus: false,
    refetchInterval: REFRESH_MS,
  });
  const [form, setForm] = useState<OrderFormTarget | null>(null);
  const [finalizing, setFinalizing] = useState<CateringOrder | null>(null);
  const remove = useMutation(ordersMutations.removeCatering());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: CateringOrder) => row.uuid,
    t('orders.deleted'),
  );
  const time = (epoch: number) => timestamp(epoch, { timeZone: zone, dateLocale });
  const context: OrderFieldContext = {
    t,
    time,
    clock: clockText,
    // Spec 000 §6: each action only with the PCS action the provider checks.
    onEdit: canCall(user, updateCateringOrder)
      ? (order) => setForm({ kind: 'catering', order })
      : undefined,
    onFinalize: canCall(user, finalizeCateringOrder) ? setFinalizing : undefined,
    onDelete: canCall(user, deleteCateringOrder) ? ask : undefined,
  };
  return (
    <Stack gap="sm">
      {canCall(user, createCateringOrder) && (
        <Group justify="flex-end">
          <Button onClick={() => setForm({ kind: 'catering', order: null })}>
            {t('orders.add.catering')}
          </Button>
        </Group>
      )}
      <CursorList
        query={list}
        caption={t('orders.catering.caption')}
        rowKey={cateringKey}
        columns={cateringColumns(context)}
        card={(row) => <CateringCard row={row} context={context} />}
        estimate={ROW_ESTIMATE}
        loadFailed={t('orders.catering.loadFailed')}
        loadingLabel={t('orders.catering.loading')}
        rowTestId="catering-order"
      />
      <OrderFormDialog
        target={form}
        restaurantUuid={restaurantUuid}
        zone={zone}
        onClose={() => setForm(null)}
      />
      <FinalizeDialog order={finalizing} time={time} onClose={() => setFinalizing(null)} />
      <ConfirmOnDemand
        {...dialog}
        title={t('orders.deleteTitle')}
        confirmLabel={t('orders.delete')}
      >
        {deleting
          ? t('orders.deleteText', {
              name: batchName(deleting, t),
              material: deleting.material,
              size: pieces(deleting.batchSize, t),
              start: time(deleting.scheduledStart),
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

function RecurringPanel({ restaurantUuid, zone, user }: PanelProps) {
  const { t } = useI18n();
  const list = useInfiniteQuery({
    ...ordersQueries.recurring(restaurantUuid, ORDER_PAGE_SIZE),
    refetchOnWindowFocus: false,
  });
  const [form, setForm] = useState<OrderFormTarget | null>(null);
  const remove = useMutation(ordersMutations.removeRecurring());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: RecurringOrder) => row.uuid,
    t('orders.deleted'),
  );
  const context: RecurringFieldContext = {
    t,
    clock: clockText,
    onEdit: canCall(user, updateRecurringOrder)
      ? (order) => setForm({ kind: 'recurring', order })
      : undefined,
    onDelete: canCall(user, deleteRecurringOrder) ? ask : undefined,
  };
  return (
    <Stack gap="sm">
      {canCall(user, createRecurringOrder) && (
        <Group justify="flex-end">
          <Button onClick={() => setForm({ kind: 'recurring', order: null })}>
            {t('orders.add.recurring')}
          </Button>
        </Group>
      )}
      <CursorList
        query={list}
        caption={t('orders.recurring.caption')}
        rowKey={recurringKey}
        columns={recurringColumns(context)}
        card={(row) => <RecurringCard row={row} context={context} />}
        estimate={ROW_ESTIMATE}
        loadFailed={t('orders.recurring.loadFailed')}
        loadingLabel={t('orders.recurring.loading')}
        rowTestId="recurring-order"
      />
      <OrderFormDialog
        target={form}
        restaurantUuid={restaurantUuid}
        zone={zone}
        onClose={() => setForm(null)}
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('orders.deleteTitle')}
        confirmLabel={t('orders.delete')}
      >
        {deleting
          ? t('orders.deleteRecurringText', {
              material: deleting.material,
              weekdays: weekdayList(deleting.weekdays, t, false),
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** The page's toolbar (the phone's filter sheet holds it): the catering list's status. */
export function ScheduledProductionToolbar({ search }: { search: OrderSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  if (search.tab === 'recurring') return null;
  return (
    <NativeSelect
      aria-label={t('orders.filter.status')}
      data={[
        { value: ALL, label: t('orders.filter.all') },
        ...STATUS_FILTERS.map((filter) => ({ value: filter, label: t(`orders.filter.${filter}`) })),
      ]}
      value={search.status ?? ALL}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setSearch((previous) => ({
          ...previous,
          status: STATUS_FILTERS.find((filter) => filter === value),
        }));
      }}
    />
  );
}

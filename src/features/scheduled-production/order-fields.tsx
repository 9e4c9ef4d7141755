import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Button, Flex, Group, Progress, Text } from '@mantine/core';
import {
  ORDER_STATUS_INFO,
  WEEKDAYS,
  type OrderStatus,
  type OrderType,
  type Weekday,
} from '../../api/orders/orders.constants';
import type { CateringOrder, RecurringOrder } from '../../api/orders/orders.schema';
import type { Translate } from '../../lib/i18n/i18n';
import type { RecordColumn } from '../../ui/list/cursor-list';
import { RowDeleteButton } from '../../ui/list/row-delete-button';

/** An order's type in words; '—' for an order that came without one (ours, not the spec's). */
function orderTypeText(type: OrderType | undefined, t: Translate): string {
  return type === undefined ? '—' : t(`orders.type.${type}`);
}

/** What a row's fields are shown with, and the actions the user may take (spec 000 §6). */
export interface OrderFieldContext {
  t: Translate;
  /** 'DD MMM • h:mm:ss A' in the kitchen's zone. */
  time(epoch: number): string;
  /** 'h:mm A' of a kitchen-local 'HH:mm'. */
  clock(time: string): string;
  onEdit?(row: CateringOrder): void;
  onFinalize?(row: CateringOrder): void;
  onDelete?(row: CateringOrder): void;
}

export interface RecurringFieldContext {
  t: Translate;
  clock(time: string): string;
  onEdit?(row: RecurringOrder): void;
  onDelete?(row: RecurringOrder): void;
}

/** Spec 001 §4 stage colours as Mantine colours. */
const COLOURS = { purple: 'grape', yellow: 'yellow', green: 'green', red: 'red' } as const;

/** An order status in words and its stage colour (never colour alone). */
function OrderStatusBadge({ status, t }: { status: OrderStatus; t: Translate }) {
  return (
    <Badge
      color={COLOURS[ORDER_STATUS_INFO[status].colour]}
      variant="light"
      data-status={status}
      style={{
        color: 'var(--mantine-color-text)',
        textTransform: 'none',
        flexShrink: 0,
        minWidth: 'max-content',
        overflow: 'visible',
      }}
    >
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

function OrderProgress({ row, t }: { row: CateringOrder; t: Translate }) {
  const colour = COLOURS[ORDER_STATUS_INFO[row.cateringOrderStatus].colour];
  return (
    <Flex align="center" gap={6} miw={0}>
      <Progress
        value={row.progress}
        color={colour}
        w="100%"
        aria-label={t('orders.progressLabel', { percent: row.progress })}
      />
      <Text size="xs" style={{ flex: 'none' }}>
        {row.progress}%
      </Text>
    </Flex>
  );
}

export const batchName = (row: CateringOrder, t: Translate) =>
  t('orders.batchName', { number: row.batchNumber });

export const pieces = (count: number, t: Translate) => t('orders.pieces', { count });

/** Edit and Finalize only while the order is active (the provider refuses them after). */
function CateringActions({ row, context }: { row: CateringOrder; context: OrderFieldContext }) {
  const { t, onEdit, onFinalize, onDelete } = context;
  const active = row.cateringOrderStatus === 'NEW' || row.cateringOrderStatus === 'IN_PROGRESS';
  const name = batchName(row, t);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && active && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => onEdit(row)}
          aria-label={t('orders.editLabel', { name })}
        >
          {t('orders.edit')}
        </Button>
      )}
      {onFinalize && active && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onFinalize(row)}
          aria-label={t('orders.finalizeLabel', { name })}
        >
          {t('orders.finalize')}
        </Button>
      )}
      {onDelete && row.cateringOrderStatus !== 'IN_PROGRESS' && (
        <RowDeleteButton
          label={t('orders.delete')}
          ariaLabel={t('orders.deleteLabel', { name })}
          onDelete={() => onDelete(row)}
        />
      )}
    </Group>
  );
}

/**
 * How much and where: a desktop's columns, under the product on a narrower table
 * (ui/list/list-view.tsx). A landscape tablet's order tables show the batch, the product, the
 * status, the departure and the actions; a portrait tablet's the batch, product and departure.
 */
const DETAIL = { from: 'wide', foldInto: 'material' } as const;

/** The columns catering and recurring orders share: what is cooked, how much, where. */
function sharedColumns(t: Translate) {
  const columns: Record<'material' | 'batchSize' | 'workCenter', RecordColumn<SharedFields>> = {
    material: {
      id: 'material',
      header: t('orders.field.material'),
      width: '12em',
      text: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.material}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {orderTypeText(row.orderType, t)}
            {row.demandDescription ? ` · ${row.demandDescription}` : ''}
          </Text>
        </>
      ),
    },
    batchSize: {
      id: 'batchSize',
      header: t('orders.field.batchSize'),
      width: '7em',
      cell: (row) => pieces(row.batchSize, t),
    },
    workCenter: {
      id: 'workCenter',
      header: t('orders.field.workCenter'),
      width: '10em',
      text: true,
      cell: (row) => t(`orders.workCenter.${row.workCenter}`),
    },
  };
  return columns;
}

type SharedFields = Pick<
  CateringOrder,
  'material' | 'orderType' | 'demandDescription' | 'batchSize' | 'workCenter'
>;

/** Spec 001 §3 "Catering row" and the order table's columns. */
export function cateringColumns(context: OrderFieldContext): Array<RecordColumn<CateringOrder>> {
  const { t, time } = context;
  const shared = sharedColumns(t);
  const withActions = Boolean(context.onEdit || context.onFinalize || context.onDelete);
  return [
    {
      id: 'batchNumber',
      header: t('orders.field.batchNumber'),
      width: '5em',
      cell: (row) => batchName(row, t),
    },
    shared.material,
    {
      id: 'status',
      header: t('orders.field.status'),
      width: '8.5em',
      text: true,
      cell: (row) => <OrderStatusBadge status={row.cateringOrderStatus} t={t} />,
      from: 'medium',
      foldInto: 'material',
    },
    {
      id: 'scheduledStart',
      header: t('orders.field.scheduledStart'),
      // 'DD MMM • h:mm:ss A' whole, not cut.
      width: '12.5em',
      cell: (row) => time(row.scheduledStart),
      // With the end, a wider screen's column: a 1440 px desktop's table shows the departure
      // with both under it, as the catering table would not fit it otherwise.
      from: 'full',
      foldInto: 'departure',
    },
    {
      id: 'scheduledEnd',
      header: t('orders.field.scheduledEnd'),
      // 'DD MMM • h:mm:ss A' whole, not cut.
      width: '12.5em',
      cell: (row) => time(row.scheduledEnd),
      from: 'full',
      foldInto: 'departure',
    },
    {
      id: 'departure',
      header: t('orders.field.departure'),
      // 'DD MMM • h:mm:ss A' whole, not cut.
      width: '12.5em',
      cell: (row) => time(row.restaurantDepartureTime),
    },
    { ...shared.batchSize, ...DETAIL },
    { ...shared.workCenter, ...DETAIL },
    {
      id: 'progress',
      header: t('orders.field.progress'),
      width: '8em',
      cell: (row) => <OrderProgress row={row} t={t} />,
      from: 'wide',
      foldInto: 'material',
    },
    {
      id: 'actions',
      // Shown, not visually hidden: an absolutely placed hidden header escapes the table's
      // sideways scroll box and widens the page on a tablet.
      header: t('orders.field.actions'),
      width: '14em',
      shown: withActions,
      cell: (row) => <CateringActions row={row} context={context} />,
      from: 'medium',
      foldInto: 'material',
    },
  ];
}

/** The phone's card: batch and product beside the status, the times, size, centre, progress. */
export function CateringCard({ row, context }: { row: CateringOrder; context: OrderFieldContext }) {
  const { t, time } = context;
  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'break-word' }}>
          {batchName(row, t)} · {row.material}
        </Text>
        <OrderStatusBadge status={row.cateringOrderStatus} t={t} />
      </Flex>
      <Text size="sm" mt={4}>
        {orderTypeText(row.orderType, t)} · {pieces(row.batchSize, t)} ·{' '}
        {t(`orders.workCenter.${row.workCenter}`)}
      </Text>
      <Text size="sm">
        {t('orders.field.scheduledStart')}: {time(row.scheduledStart)}
      </Text>
      <Text size="sm">
        {t('orders.field.scheduledEnd')}: {time(row.scheduledEnd)}
      </Text>
      <Text size="sm">
        {t('orders.field.departure')}: {time(row.restaurantDepartureTime)}
      </Text>
      {row.demandDescription && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {row.demandDescription}
        </Text>
      )}
      <OrderProgress row={row} t={t} />
      {(context.onEdit || context.onFinalize || context.onDelete) && (
        <Group mt="xs" justify="flex-end">
          <CateringActions row={row} context={context} />
        </Group>
      )}
    </>
  );
}

/** Weekdays in the week's order, short: 'Mon, Wed, Fri'. */
export function weekdayList(days: readonly Weekday[], t: Translate, short = true): string {
  return WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => t(short ? `orders.weekdayShort.${day}` : `orders.weekday.${day}`))
    .join(', ');
}

function RecurringActions({
  row,
  context,
}: {
  row: RecurringOrder;
  context: RecurringFieldContext;
}) {
  const { t, onEdit, onDelete } = context;
  const name = `${row.material} (${weekdayList(row.weekdays, t)})`;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => onEdit(row)}
          aria-label={t('orders.editLabel', { name })}
        >
          {t('orders.edit')}
        </Button>
      )}
      {onDelete && (
        <RowDeleteButton
          label={t('orders.delete')}
          ariaLabel={t('orders.deleteLabel', { name })}
          onDelete={() => onDelete(row)}
        />
      )}
    </Group>
  );
}

export function recurringColumns(
  context: RecurringFieldContext,
): Array<RecordColumn<RecurringOrder>> {
  const { t, clock } = context;
  const shared = sharedColumns(t);
  return [
    shared.material,
    {
      id: 'weekdays',
      header: t('orders.field.weekdays'),
      width: '13em',
      text: true,
      cell: (row) => weekdayList(row.weekdays, t),
    },
    {
      id: 'startTime',
      header: t('orders.field.startTime'),
      width: '7em',
      cell: (row) => clock(row.startTime),
      from: 'medium',
      foldInto: 'departureTime',
    },
    {
      id: 'endTime',
      header: t('orders.field.endTime'),
      width: '7em',
      cell: (row) => clock(row.endTime),
      from: 'wide',
      foldInto: 'departureTime',
    },
    {
      id: 'departureTime',
      header: t('orders.field.departureTime'),
      width: '8em',
      cell: (row) => clock(row.departureTime),
    },
    { ...shared.batchSize, ...DETAIL },
    { ...shared.workCenter, ...DETAIL },
    {
      id: 'actions',
      // Shown, not visually hidden: an absolutely placed hidden header escapes the table's
      // sideways scroll box and widens the page on a tablet.
      header: t('orders.field.actions'),
      width: '10em',
      shown: Boolean(context.onEdit || context.onDelete),
      cell: (row) => <RecurringActions row={row} context={context} />,
      from: 'medium',
      foldInto: 'material',
    },
  ];
}

export function RecurringCard({
  row,
  context,
}: {
  row: RecurringOrder;
  context: RecurringFieldContext;
}) {
  const { t, clock } = context;
  return (
    <>
      <Text fw={600}>{row.material}</Text>
      <Text size="sm" mt={4}>
        {t('orders.recurringSummary', {
          weekdays: weekdayList(row.weekdays, t),
          start: clock(row.startTime),
          end: clock(row.endTime),
          departure: clock(row.departureTime),
        })}
      </Text>
      <Text size="sm">
        {orderTypeText(row.orderType, t)} · {pieces(row.batchSize, t)} ·{' '}
        {t(`orders.workCenter.${row.workCenter}`)}
      </Text>
      {row.demandDescription && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {row.demandDescription}
        </Text>
      )}
      {(context.onEdit || context.onDelete) && (
        <Group mt="xs" justify="flex-end">
          <RecurringActions row={row} context={context} />
        </Group>
      )}
    </>
  );
}

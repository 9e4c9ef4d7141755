import '@mantine/core/styles/Progress.css';
import type { CSSProperties } from 'react';
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
import { PlainBadge, PlainButton, PlainProgress } from '../../ui/list/plain-row';
import { DIMMED, groupProps, SPACE_4, textProps } from '../../ui/list/plain-text';
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

/*
 * Plain elements drawn as Mantine's (ui/list/plain-row.tsx, plain-text.ts): a phone's card is
 * drawn for every order, and as Mantine's Text, Group, Badge, Button and Progress the first
 * screen's cards took two renders of 132–174 ms at 4× (docs/measurements.md).
 */

/** An order status in words and its stage colour (never colour alone). */
function OrderStatusBadge({ status, t }: { status: OrderStatus; t: Translate }) {
  return (
    <PlainBadge
      color={COLOURS[ORDER_STATUS_INFO[status].colour]}
      data-status={status}
      style={NO_CAPITALS}
    >
      {t(`orders.status.${status}`)}
    </PlainBadge>
  );
}

const NO_CAPITALS: CSSProperties = { textTransform: 'none' };
const BOLD: CSSProperties = { fontWeight: 600, overflowWrap: 'break-word' };
const WRAPS: CSSProperties = { ...DIMMED, overflowWrap: 'break-word' };
const PROGRESS_ROW: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 'calc(0.375rem * var(--mantine-scale))',
  minWidth: 0,
};
const CARD_HEAD: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 'var(--mantine-spacing-xs)',
};
const ACTIONS: CSSProperties = { '--group-wrap': 'nowrap' } as CSSProperties;
const CARD_ACTIONS: CSSProperties = { marginTop: 'var(--mantine-spacing-xs)' };
const MEDIUM: CSSProperties = { fontWeight: 500 };
/** Mantine's `lineClamp={2}` (with `data-line-clamp`). */
const TWO_LINES = { ...DIMMED, '--text-line-clamp': 2 } as CSSProperties;

function OrderProgress({ row, t }: { row: CateringOrder; t: Translate }) {
  const colour = COLOURS[ORDER_STATUS_INFO[row.cateringOrderStatus].colour];
  return (
    <div style={PROGRESS_ROW}>
      <PlainProgress
        value={row.progress}
        color={colour}
        label={t('orders.progressLabel', { percent: row.progress })}
      />
      <p {...textProps('xs', { flex: 'none' })}>{row.progress}%</p>
    </div>
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
    <div {...groupProps(SPACE_4, 'flex-end', ACTIONS)}>
      {onEdit && active && (
        <PlainButton
          size="compact-sm"
          variant="subtle"
          onClick={() => onEdit(row)}
          aria-label={t('orders.editLabel', { name })}
        >
          {t('orders.edit')}
        </PlainButton>
      )}
      {onFinalize && active && (
        <PlainButton
          size="compact-sm"
          variant="light"
          onClick={() => onFinalize(row)}
          aria-label={t('orders.finalizeLabel', { name })}
        >
          {t('orders.finalize')}
        </PlainButton>
      )}
      {onDelete && row.cateringOrderStatus !== 'IN_PROGRESS' && (
        <RowDeleteButton
          label={t('orders.delete')}
          ariaLabel={t('orders.deleteLabel', { name })}
          onDelete={() => onDelete(row)}
        />
      )}
    </div>
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
          <p {...textProps('sm', MEDIUM)}>{row.material}</p>
          <p {...textProps('xs', TWO_LINES)} data-line-clamp>
            {orderTypeText(row.orderType, t)}
            {row.demandDescription ? ` · ${row.demandDescription}` : ''}
          </p>
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
      <div style={CARD_HEAD}>
        <p {...textProps(undefined, BOLD)}>
          {batchName(row, t)} · {row.material}
        </p>
        <OrderStatusBadge status={row.cateringOrderStatus} t={t} />
      </div>
      <p {...textProps('sm', { marginTop: SPACE_4 })}>
        {orderTypeText(row.orderType, t)} · {pieces(row.batchSize, t)} ·{' '}
        {t(`orders.workCenter.${row.workCenter}`)}
      </p>
      <p {...textProps('sm')}>
        {t('orders.field.scheduledStart')}: {time(row.scheduledStart)}
      </p>
      <p {...textProps('sm')}>
        {t('orders.field.scheduledEnd')}: {time(row.scheduledEnd)}
      </p>
      <p {...textProps('sm')}>
        {t('orders.field.departure')}: {time(row.restaurantDepartureTime)}
      </p>
      {row.demandDescription && <p {...textProps('sm', WRAPS)}>{row.demandDescription}</p>}
      <OrderProgress row={row} t={t} />
      {(context.onEdit || context.onFinalize || context.onDelete) && (
        <div {...groupProps('var(--mantine-spacing-md)', 'flex-end', CARD_ACTIONS)}>
          <CateringActions row={row} context={context} />
        </div>
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
    <div {...groupProps(SPACE_4, 'flex-end', ACTIONS)}>
      {onEdit && (
        <PlainButton
          size="compact-sm"
          variant="subtle"
          onClick={() => onEdit(row)}
          aria-label={t('orders.editLabel', { name })}
        >
          {t('orders.edit')}
        </PlainButton>
      )}
      {onDelete && (
        <RowDeleteButton
          label={t('orders.delete')}
          ariaLabel={t('orders.deleteLabel', { name })}
          onDelete={() => onDelete(row)}
        />
      )}
    </div>
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
      <p {...textProps(undefined, BOLD)}>{row.material}</p>
      <p {...textProps('sm', { marginTop: SPACE_4 })}>
        {t('orders.recurringSummary', {
          weekdays: weekdayList(row.weekdays, t),
          start: clock(row.startTime),
          end: clock(row.endTime),
          departure: clock(row.departureTime),
        })}
      </p>
      <p {...textProps('sm')}>
        {orderTypeText(row.orderType, t)} · {pieces(row.batchSize, t)} ·{' '}
        {t(`orders.workCenter.${row.workCenter}`)}
      </p>
      {row.demandDescription && <p {...textProps('sm', WRAPS)}>{row.demandDescription}</p>}
      {(context.onEdit || context.onDelete) && (
        <div {...groupProps('var(--mantine-spacing-md)', 'flex-end', CARD_ACTIONS)}>
          <RecurringActions row={row} context={context} />
        </div>
      )}
    </>
  );
}

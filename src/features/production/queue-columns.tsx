import { Badge, Box, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { QueueBatch, QueueOrder } from '../../api/production/production.schema';
import { WORK_CENTERS, type WorkCenter } from '../../api/orders/orders.constants';
import { MATERIAL_READINESS_STATUSES } from '../../api/production/production.constants';
import { valueLabel } from '../../lib/known-value';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import {
  BatchBarCell,
  BatchSizeCell,
  BatchTypeCell,
  BigTime,
  DelayCell,
  Figure,
  OrderStatusCell,
  PieceCount,
  PieceCounts,
  PieceSplitCell,
  StatusBadge,
  StockoutMinutes,
  TaskDelayCell,
  HoldTimer,
  OilTimer,
  QueueTime,
  StageCellView,
  StockoutTimer,
  WorkTypeText,
} from './batch-cells';
import {
  batchBar,
  clockText,
  gramsToPounds,
  isCateringRowComplete,
  pieceSplit,
  PROGRESS_COLUMN_WIDTH,
  STAGE_COLUMNS,
  TASK_COLUMN_WIDTH,
} from './queue-rules';
import type { InventoryRow, PackLine, TaskRow } from './queue-tables';

const STATUS_IN_BAR: ReadonlySet<string> = new Set(['cancel', 'completed']);
import { WholeWords, type QueueColumn, type ScreenSize } from './queue-table';

/**
 * A column a desktop's card shows (and a smaller one drops), as wide as its content: with the
 * spec's 11 % each, seven stage columns and the others came to more than the table.
 */
function desktopOnly<T>(column: QueueColumn<T>): QueueColumn<T> {
  return { ...column, from: 'desktop', width: undefined };
}

/**
 * Part of a cell shown only up to `until`: what a smaller screen folds into the cell from a
 * column it drops (queue-table.tsx, monitor.css).
 */
function Folded({ until, children }: { until: ScreenSize; children: ReactNode }) {
  return (
    <div className="kc-col" data-until={until} data-folded>
      {children}
    </div>
  );
}

export interface QueueColumnSets {
  production: Array<QueueColumn<QueueBatch>>;
  catering: Array<QueueColumn<QueueBatch>>;
  future: Array<QueueColumn<QueueBatch>>;
  grilled: Array<QueueColumn<QueueBatch>>;
  timers: Array<QueueColumn<QueueBatch>>;
  stockout: Array<QueueColumn<QueueBatch>>;
  inventory: Array<QueueColumn<InventoryRow>>;
  fryers: Array<QueueColumn<QueueBatch>>;
  orders: Array<QueueColumn<QueueOrder>>;
  tasks: Array<QueueColumn<TaskRow>>;
  pack: Array<QueueColumn<PackLine>>;
}

/**
 * The columns of the monitor's eight tables (spec 001 §3 "Production queue table columns", §9
 * widths). Made once per language, zone and width: the rows are memoized on their batch, so a
 * change redraws only its row, and the timers tick in their own cells (batch-cells.tsx), so the
 * clock redraws only them. Each column says from which screen size it shows (`from`), or up to
 * which one when it folds others (`until`): the crew's figures stay, the rest gives way first
 * (docs/decisions/production.md, "The floor layout").
 */
export function useQueueColumns(timeZone: string | undefined, wide: boolean): QueueColumnSets {
  const { t } = useI18n();
  return useMemo(() => {
    const time = (at: number | null) => (at === null ? '—' : timeOfDay(at, { timeZone }));
    const taskStatus = (row: TaskRow) => (
      <Box data-complete={row.complete || undefined}>
        <StatusBadge status={row.task.status} />
        {row.complete && (
          <Text size="sm" c="dimmed">
            {t('monitor.taskComplete')}
          </Text>
        )}
      </Box>
    );
    const packPieces = (row: PackLine) => (
      <Text fz="lg" fw={row.line ? 400 : 700}>
        {t('monitor.pieces', { count: (row.line ?? row.summary.total).pieces })}
      </Text>
    );
    const departure = (at: number | null) => (
      <QueueTime at={at} text={time(at)} timeZone={timeZone} figure="departure" />
    );
    const type: QueueColumn<QueueBatch> = {
      key: 'type',
      header: t('monitor.col.type'),
      render: (batch) => <Text fw={600}>{batch.material}</Text>,
    };
    const batchNumber: QueueColumn<QueueBatch> = {
      key: 'batchNumber',
      header: t('monitor.col.batchNumber'),
      from: 'portrait',
      render: (batch) => batch.batchNumber,
    };
    const batchSize: QueueColumn<QueueBatch> = {
      key: 'batchSize',
      header: t('monitor.col.batchSize'),
      render: (batch) => <BatchSizeCell batch={batch} />,
    };
    const status: QueueColumn<QueueBatch> = {
      key: 'status',
      header: t('monitor.col.status'),
      width: TASK_COLUMN_WIDTH,
      render: (batch) => <StatusBadge status={batch.status} />,
    };
    // Below a landscape tablet the status is folded over the progress bar.
    const foldedStatus: QueueColumn<QueueBatch> = { ...status, from: 'landscape' };
    const progress: QueueColumn<QueueBatch> = {
      key: 'progress',
      header: t('monitor.col.progress'),
      width: PROGRESS_COLUMN_WIDTH,
      render: (batch) => (
        <>
          {/* A cancelled or completed bar says its status itself. */}
          {!STATUS_IN_BAR.has(batchBar(batch).kind) && (
            <Folded until="portrait">
              <StatusBadge status={batch.status} />
            </Folded>
          )}
          <BatchBarCell batch={batch} timeZone={timeZone} />
        </>
      ),
    };
    const delay: QueueColumn<QueueBatch> = {
      key: 'delay',
      header: t('monitor.col.delay'),
      width: TASK_COLUMN_WIDTH,
      render: (batch) => <DelayCell batch={batch} />,
    };
    const scheduled: QueueColumn<QueueBatch> = {
      key: 'scheduledTime',
      header: t('monitor.col.scheduledTime'),
      render: (batch) => (
        <QueueTime at={batch.scheduledTime} text={time(batch.scheduledTime)} timeZone={timeZone} />
      ),
    };
    const workCenter: QueueColumn<QueueBatch> = {
      key: 'workCenter',
      header: t('monitor.col.workCenter'),
      from: 'landscape',
      // The spec's two work centers by name (001 §3); another the provider adds, as it comes.
      render: (batch) =>
        batch.workCenter === null
          ? '—'
          : (WORK_CENTERS as readonly string[]).includes(batch.workCenter)
            ? t(`monitor.workCenter.${batch.workCenter as WorkCenter}`)
            : batch.workCenter,
    };
    const minutesBeforeStockout: QueueColumn<QueueBatch> = {
      key: 'minutesBeforeStockout',
      header: t('monitor.col.minutesBeforeStockout'),
      render: (batch) => <StockoutMinutes minutes={batch.minutesBeforeStockout} />,
    };
    // Spec 001 §3 production columns waiting, inProgress, ready: the batch's pieces in each.
    const split = (['waiting', 'inProgress', 'ready'] as const).map(
      (key): QueueColumn<QueueBatch> => ({
        key,
        header: t(`monitor.col.${key}`),
        render: (batch) => <PieceCount count={pieceSplit(batch)[key]} />,
      }),
    );
    // The material and its work type; on a phone, its batch size and minutes to stock-out
    // under them, whose columns a phone has no room for.
    const productionType: QueueColumn<QueueBatch> = {
      key: 'type',
      header: t('monitor.col.type'),
      render: (batch) => (
        <>
          <BatchTypeCell batch={batch} />
          <Folded until="phone">
            <BatchSizeCell batch={batch} />
            {batch.minutesBeforeStockout !== null && (
              <>
                {/* Its words wrap (a phone's narrow column), its figure never. */}
                <Text size="xs" c="dimmed">
                  <WholeWords text={t('monitor.col.minutesBeforeStockout')} />
                </Text>
                <StockoutMinutes minutes={batch.minutesBeforeStockout} />
              </>
            )}
          </Folded>
        </>
      ),
    };
    const batchComplete: QueueColumn<QueueBatch> = {
      key: 'batchComplete',
      header: t('monitor.col.batchComplete'),
      width: TASK_COLUMN_WIDTH,
      render: (batch) =>
        batch.readyTime !== null ? (
          <Text size="sm" fw={600} data-stage-cell="done">
            {t('monitor.stageDone', { time: time(batch.readyTime) })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-stage-cell="pending">
            {batch.stagesEstimate.length > 0
              ? t('monitor.stageExpected', {
                  time: time(batch.stagesEstimate.at(-1)!.expectedCompletionTime),
                })
              : '—'}
          </Text>
        ),
    };
    const stages = STAGE_COLUMNS.map(({ key, stage }): QueueColumn<QueueBatch> => ({
      key,
      header: t(`monitor.col.${key}` as MessageKey),
      width: TASK_COLUMN_WIDTH,
      render: (batch) => <StageCellView batch={batch} stage={stage} timeZone={timeZone} />,
    }));

    return {
      // A desktop has room for the spec's six per-stage columns; a tablet or phone folds them
      // into the progress bar, readable from a step away (docs/decisions/production.md). Work center is
      // left out: production batches have none (the spec's are catering's).
      // One set, each column saying at which card sizes it shows (queue-table.tsx): a desktop's
      // card has the spec's six per-stage columns and batch complete, which the progress bar
      // stands for below it; the three piece columns fold into one below a desktop. Work center
      // is left out: production batches have none (the spec's are catering's). A screen under
      // a desktop's width never has a desktop's card, so those columns are not drawn there.
      production: [
        productionType,
        {
          key: 'batchNumber',
          header: t('monitor.col.batchNumber'),
          from: 'landscape',
          render: (batch) => (
            <Box>
              <Text size="sm">{batch.batchNumber}</Text>
              {batch.priority !== null && (
                <Text size="xs" c="dimmed" className="kc-nowrap">
                  {t('monitor.priority', { priority: batch.priority })}
                </Text>
              )}
            </Box>
          ),
        },
        { ...batchSize, from: 'portrait' },
        {
          key: 'minuteDemand',
          header: t('monitor.col.minuteDemand'),
          from: 'landscape',
          until: 'landscape',
          render: (batch) => (
            <span className="kc-nowrap">
              {batch.minuteDemand === null
                ? '—'
                : t('monitor.grams', { count: Math.round(batch.minuteDemand) })}
            </span>
          ),
        },
        { ...minutesBeforeStockout, from: 'portrait' },
        foldedStatus,
        ...(wide ? [...stages, batchComplete].map((column) => desktopOnly(column)) : []),
        { ...progress, until: 'landscape' },
        delay,
        // The spec's waiting, inProgress and ready columns folded into one below a desktop: a
        // batch's pieces are in exactly one of them (docs/decisions/production.md).
        {
          key: 'pieces',
          header: t('monitor.col.whereArePieces'),
          from: 'portrait',
          until: 'landscape',
          render: (batch) => <PieceSplitCell split={pieceSplit(batch)} />,
        },
        ...(wide ? split.map((column) => desktopOnly(column)) : []),
      ],
      catering: [
        {
          ...type,
          // On a phone the order's demand and departure are under its product: a departure at
          // half past is a wide badge, and beside it a phone's three columns need more than
          // its card in Spanish (docs/decisions/production.md, "Columns by screen size").
          render: (batch) => (
            <>
              <Text fw={600}>{batch.material}</Text>
              <WorkTypeText batch={batch} />
              <Folded until="phone">
                <Text size="sm" c="dimmed">
                  {batch.demandDescription}
                </Text>
                <Text size="sm" c="dimmed" component="span">
                  {t('monitor.leaves')}{' '}
                </Text>
                {departure(batch.restaurantDepartureTime)}
              </Folded>
            </>
          ),
        },
        { ...batchNumber, from: 'landscape' },
        { ...batchSize, from: 'portrait' },
        workCenter,
        { ...scheduled, from: 'landscape' },
        {
          key: 'departure',
          header: t('monitor.col.departure'),
          from: 'portrait',
          render: (batch) => departure(batch.restaurantDepartureTime),
        },
        {
          key: 'demandDescription',
          header: t('monitor.col.demandDescription'),
          from: 'portrait',
          render: (batch) => batch.demandDescription ?? '—',
        },
        foldedStatus,
        progress,
      ],
      future: [type, batchNumber, batchSize, scheduled],
      grilled: [type, batchNumber, batchSize, progress],
      timers: [type, batchNumber, status, delay],
      stockout: [
        type,
        {
          key: 'weight',
          header: t('monitor.col.weight'),
          render: (batch) =>
            batch.minuteDemand === null ? '—' : gramsToPounds(batch.minuteDemand),
        },
        {
          key: 'out',
          header: t('monitor.col.stockoutTime'),
          render: (batch) => <StockoutTimer start={batch.stockoutStartTime} />,
        },
      ],
      inventory: [
        {
          key: 'type',
          header: t('monitor.col.type'),
          render: (row) => (
            <>
              <Text fw={600}>{row.material.material}</Text>
              {/* A phone folds the pieces held under the product. */}
              <Folded until="phone">
                <Text size="sm">{t('monitor.pieces', { count: row.heldPieces })}</Text>
              </Folded>
            </>
          ),
        },
        {
          key: 'status',
          header: t('monitor.col.status'),
          from: 'portrait',
          // Ours have words; another status of the provider's shows as it came.
          render: (row) =>
            valueLabel(
              t,
              MATERIAL_READINESS_STATUSES,
              row.material.status,
              (status) => `monitor.material.${status}` as const,
            ),
        },
        {
          key: 'ready',
          header: t('monitor.col.readyTime'),
          render: (row) => <BigTime text={time(row.material.readyTime)} />,
        },
        {
          key: 'materialDelay',
          header: t('monitor.col.materialDelay'),
          from: 'portrait',
          render: (row) => (
            <Figure kind="delay" c={row.material.materialDelay > 0 ? 'red.9' : undefined}>
              {clockText(row.material.materialDelay / 1000)}
            </Figure>
          ),
        },
        {
          key: 'pieces',
          header: t('monitor.col.pieces'),
          from: 'portrait',
          render: (row) => t('monitor.pieces', { count: row.heldPieces }),
        },
        {
          key: 'holdLeft',
          header: t('monitor.col.holdLeft'),
          render: (row) => <HoldTimer expiresAt={row.nextExpiry} expired={row.expiredItems} />,
        },
      ],
      fryers: [
        {
          key: 'fryer',
          header: t('monitor.col.fryer'),
          render: (batch) => <Text fw={600}>{batch.fryer ?? '—'}</Text>,
        },
        type,
        { ...batchNumber, from: 'landscape' },
        { ...batchSize, from: 'portrait' },
        {
          key: 'oilLeft',
          header: t('monitor.col.oilLeft'),
          render: (batch) => <OilTimer batch={batch} />,
        },
        { ...progress, from: 'portrait' },
      ],
      // Spec 001 §3 "Order table columns: amount, waiting, inProgress, ready", after the order.
      // The order's name and its departure get the room; the four counts are short figures.
      orders: [
        {
          key: 'order',
          header: t('monitor.col.order'),
          render: (order) => {
            // Spec 001 §4 "A catering row is complete when its status is 'ready'": cooked, it
            // waits to be packed.
            const complete = isCateringRowComplete(order.cateringOrderStatus);
            return (
              <Box data-complete={complete || undefined}>
                <Text fw={600}>
                  {t('monitor.orderName', { number: order.batchNumber, material: order.material })}
                </Text>
                <Text size="sm" c="dimmed">
                  {order.demandDescription}
                </Text>
                {complete && (
                  <Text size="sm" fw={700} c="teal.9">
                    {t('monitor.orderComplete')}
                  </Text>
                )}
                {/* A phone folds the status here; below a landscape tablet, the departure. */}
                <Folded until="phone">
                  <OrderStatusCell status={order.cateringOrderStatus} />
                </Folded>
                <Folded until="portrait">
                  <Text size="sm" c="dimmed" component="span">
                    {t('monitor.leaves')}{' '}
                  </Text>
                  {departure(order.restaurantDepartureTime)}
                </Folded>
              </Box>
            );
          },
        },
        {
          key: 'status',
          header: t('monitor.col.status'),
          from: 'portrait',
          render: (order) => <OrderStatusCell status={order.cateringOrderStatus} />,
        },
        {
          key: 'departure',
          header: t('monitor.col.departure'),
          from: 'landscape',
          render: (order) => departure(order.restaurantDepartureTime),
        },
        {
          key: 'amount',
          header: t('monitor.col.amount'),
          from: 'portrait',
          render: (order) => <PieceCount count={order.amount} />,
        },
        ...(['waiting', 'inProgress', 'ready'] as const).map((key): QueueColumn<QueueOrder> => ({
          key,
          header: t(`monitor.col.${key}`),
          from: 'portrait',
          render: (order) => <PieceCount count={order[key]} />,
        })),
        // A phone's one cell for the three, '24 · 0 · 0', with the table's legend.
        {
          key: 'counts',
          header: t('monitor.col.whereArePieces'),
          until: 'phone',
          render: (order) => <PieceCounts counts={order} />,
        },
      ],
      // Spec 001 §3 "Task row: status, batchSize (pieces), readyTime, taskDelay", per material.
      tasks: [
        {
          key: 'type',
          header: t('monitor.col.type'),
          render: (row) => (
            <>
              <Text fw={600}>{row.material.material}</Text>
              {/* A portrait card folds the batch under the product; a phone, the status too. */}
              <Folded until="portrait">
                <Text size="sm" c="dimmed">
                  {t('monitor.col.batchNumber')} {row.task.batchNumber ?? '—'}
                </Text>
              </Folded>
              <Folded until="phone">{taskStatus(row)}</Folded>
            </>
          ),
        },
        {
          key: 'batchNumber',
          header: t('monitor.col.batchNumber'),
          from: 'landscape',
          render: (row) => row.task.batchNumber ?? '—',
        },
        {
          key: 'status',
          header: t('monitor.col.status'),
          from: 'portrait',
          render: taskStatus,
        },
        {
          key: 'batchSize',
          header: t('monitor.col.batchSize'),
          from: 'portrait',
          render: (row) => t('monitor.pieces', { count: row.task.batchSize }),
        },
        {
          key: 'readyTime',
          header: t('monitor.col.readyTime'),
          render: (row) => (
            <>
              <BigTime text={time(row.task.readyTime)} />
              {/* A phone folds the task delay under its ready time. */}
              <Folded until="phone">
                <TaskDelayCell task={row.task} />
              </Folded>
            </>
          ),
        },
        {
          key: 'taskDelay',
          header: t('monitor.col.taskDelay'),
          from: 'portrait',
          render: (row) => <TaskDelayCell task={row.task} />,
        },
      ],
      // Spec 001 §3 "Pack summary: material, catering, panInfo (panName, quantity, pieces),
      // total (quantity, pieces)": per order its pans, then its total.
      pack: [
        {
          key: 'order',
          header: t('monitor.col.order'),
          render: (row) =>
            row.first ? (
              <Box>
                {row.next && (
                  <Badge color="teal.9" variant="filled" size="sm" data-next-order>
                    {t('monitor.packNext')}
                  </Badge>
                )}
                <Text fw={600}>
                  {t('monitor.orderName', {
                    number: row.summary.catering.batchNumber,
                    material: row.summary.material,
                  })}
                </Text>
                <Text size="sm" c="dimmed" component="span">
                  {t('monitor.leaves')}{' '}
                </Text>
                {departure(row.summary.catering.restaurantDepartureTime)}
              </Box>
            ) : null,
        },
        {
          key: 'panName',
          header: t('monitor.col.panName'),
          render: (row) =>
            row.line ? row.line.panName : <Text fw={700}>{t('monitor.packTotal')}</Text>,
        },
        {
          key: 'quantity',
          header: t('monitor.col.quantity'),
          render: (row) => (
            <>
              <Text fz="lg" fw={row.line ? 400 : 700} className="kc-nowrap">
                {/* No pan known (no container or piece weight to pack by): the pans are not
                    said. */}
                {row.line
                  ? row.line.quantity
                  : row.summary.panInfo.length > 0
                    ? row.summary.total.quantity
                    : '—'}
              </Text>
              {/* A phone folds the pieces under the pans. */}
              <Folded until="phone">{packPieces(row)}</Folded>
            </>
          ),
        },
        {
          key: 'pieces',
          header: t('monitor.col.pieces'),
          from: 'portrait',
          render: packPieces,
        },
      ],
    };
  }, [t, timeZone, wide]);
}

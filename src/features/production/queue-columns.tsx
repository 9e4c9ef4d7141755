import { Badge, Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { QueueBatch, QueueOrder } from '../../api/production/production.schema';
import { WORK_CENTERS, type WorkCenter } from '../../api/orders/orders.constants';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import {
  BatchBarCell,
  BatchSizeCell,
  BatchTypeCell,
  BigTime,
  DelayCell,
  OrderStatusCell,
  PieceCount,
  PieceSplitCell,
  StatusBadge,
  StockoutMinutes,
  TaskDelayCell,
  HoldTimer,
  OilTimer,
  QueueTime,
  StageCellView,
  StockoutTimer,
} from './batch-cells';
import {
  clockText,
  gramsToPounds,
  isCateringRowComplete,
  pieceSplit,
  PROGRESS_COLUMN_WIDTH,
  STAGE_COLUMNS,
  TASK_COLUMN_WIDTH,
} from './queue-rules';
import type { InventoryRow, PackLine, TaskRow } from './queue-tables';
import type { QueueColumn } from './queue-table';

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
 * clock redraws only them.
 */
export function useQueueColumns(timeZone: string | undefined, wide: boolean): QueueColumnSets {
  const { t } = useI18n();
  return useMemo(() => {
    const time = (at: number | null) => (at === null ? '—' : timeOfDay(at, { timeZone }));
    const type: QueueColumn<QueueBatch> = {
      key: 'type',
      header: t('monitor.col.type'),
      render: (batch) => <Text fw={600}>{batch.material}</Text>,
    };
    const batchNumber: QueueColumn<QueueBatch> = {
      key: 'batchNumber',
      header: t('monitor.col.batchNumber'),
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
    const progress: QueueColumn<QueueBatch> = {
      key: 'progress',
      header: t('monitor.col.progress'),
      width: PROGRESS_COLUMN_WIDTH,
      render: (batch) => <BatchBarCell batch={batch} timeZone={timeZone} />,
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
    const productionType: QueueColumn<QueueBatch> = {
      key: 'type',
      header: t('monitor.col.type'),
      // Room for the material and its work type on one line each on a tablet.
      width: '15%',
      render: (batch) => <BatchTypeCell batch={batch} />,
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
      production: wide
        ? [
            productionType,
            batchNumber,
            batchSize,
            minutesBeforeStockout,
            status,
            ...stages,
            batchComplete,
            progress,
            delay,
            ...split,
          ]
        : [
            productionType,
            {
              key: 'batchNumber',
              header: t('monitor.col.batchNumber'),
              width: '8%',
              render: (batch) => (
                <Box>
                  <Text size="sm">{batch.batchNumber}</Text>
                  <Text size="xs" c="dimmed">
                    {t('monitor.priority', { priority: batch.priority })}
                  </Text>
                </Box>
              ),
            },
            batchSize,
            {
              key: 'minuteDemand',
              header: t('monitor.col.minuteDemand'),
              render: (batch) => t('monitor.grams', { count: Math.round(batch.minuteDemand) }),
            },
            minutesBeforeStockout,
            status,
            progress,
            delay,
            // The spec's waiting, inProgress and ready columns folded into one on a tablet: a
            // batch's pieces are in exactly one of them (docs/decisions/production.md).
            {
              key: 'pieces',
              header: t('monitor.col.whereArePieces'),
              render: (batch) => <PieceSplitCell split={pieceSplit(batch)} />,
            },
          ],
      catering: [
        type,
        batchNumber,
        batchSize,
        workCenter,
        scheduled,
        {
          key: 'departure',
          header: t('monitor.col.departure'),
          render: (batch) => (
            <QueueTime
              at={batch.restaurantDepartureTime}
              text={time(batch.restaurantDepartureTime)}
              timeZone={timeZone}
            />
          ),
        },
        {
          key: 'demandDescription',
          header: t('monitor.col.demandDescription'),
          render: (batch) => batch.demandDescription ?? '—',
        },
        status,
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
          render: (batch) => gramsToPounds(batch.minuteDemand),
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
          render: (row) => <Text fw={600}>{row.material.material}</Text>,
        },
        {
          key: 'status',
          header: t('monitor.col.status'),
          render: (row) => t(`monitor.material.${row.material.status}` as MessageKey),
        },
        {
          key: 'ready',
          header: t('monitor.col.readyTime'),
          render: (row) => time(row.material.readyTime),
        },
        {
          key: 'materialDelay',
          header: t('monitor.col.materialDelay'),
          render: (row) => clockText(row.material.materialDelay / 1000),
        },
        {
          key: 'pieces',
          header: t('monitor.col.pieces'),
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
        batchNumber,
        batchSize,
        {
          key: 'oilLeft',
          header: t('monitor.col.oilLeft'),
          render: (batch) => <OilTimer batch={batch} />,
        },
        progress,
      ],
      // Spec 001 §3 "Order table columns: amount, waiting, inProgress, ready", after the order.
      // The order's name and its departure get the room; the four counts are short figures.
      orders: [
        {
          key: 'order',
          header: t('monitor.col.order'),
          width: '26%',
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
              </Box>
            );
          },
        },
        {
          key: 'status',
          header: t('monitor.col.status'),
          width: '14%',
          render: (order) => <OrderStatusCell status={order.cateringOrderStatus} />,
        },
        {
          key: 'departure',
          header: t('monitor.col.departure'),
          width: '16%',
          render: (order) => (
            <QueueTime
              at={order.restaurantDepartureTime}
              text={time(order.restaurantDepartureTime)}
              timeZone={timeZone}
            />
          ),
        },
        {
          key: 'amount',
          header: t('monitor.col.amount'),
          width: '11%',
          render: (order) => <PieceCount count={order.amount} />,
        },
        ...(['waiting', 'inProgress', 'ready'] as const).map((key): QueueColumn<QueueOrder> => ({
          key,
          header: t(`monitor.col.${key}`),
          width: '11%',
          render: (order) => <PieceCount count={order[key]} />,
        })),
      ],
      // Spec 001 §3 "Task row: status, batchSize (pieces), readyTime, taskDelay", per material.
      tasks: [
        {
          key: 'type',
          header: t('monitor.col.type'),
          render: (row) => <Text fw={600}>{row.material.material}</Text>,
        },
        {
          key: 'batchNumber',
          header: t('monitor.col.batchNumber'),
          render: (row) => row.task.batchNumber,
        },
        {
          key: 'status',
          header: t('monitor.col.status'),
          render: (row) => (
            <Box data-complete={row.complete || undefined}>
              <StatusBadge status={row.task.status} />
              {row.complete && (
                <Text size="sm" c="dimmed">
                  {t('monitor.taskComplete')}
                </Text>
              )}
            </Box>
          ),
        },
        {
          key: 'batchSize',
          header: t('monitor.col.batchSize'),
          render: (row) => t('monitor.pieces', { count: row.task.batchSize }),
        },
        {
          key: 'readyTime',
          header: t('monitor.col.readyTime'),
          render: (row) => <BigTime text={time(row.task.readyTime)} />,
        },
        {
          key: 'taskDelay',
          header: t('monitor.col.taskDelay'),
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
                <Text size="sm" c="dimmed">
                  {t('monitor.departsAt', {
                    time: time(row.summary.catering.restaurantDepartureTime),
                  })}
                </Text>
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
            <Text fz="lg" fw={row.line ? 400 : 700}>
              {/* No pan known (no container or piece weight to pack by): the pans are not said. */}
              {row.line
                ? row.line.quantity
                : row.summary.panInfo.length > 0
                  ? row.summary.total.quantity
                  : '—'}
            </Text>
          ),
        },
        {
          key: 'pieces',
          header: t('monitor.col.pieces'),
          render: (row) => (
            <Text fz="lg" fw={row.line ? 400 : 700}>
              {t('monitor.pieces', { count: (row.line ?? row.summary.total).pieces })}
            </Text>
          ),
        },
      ],
    };
  }, [t, timeZone, wide]);
}

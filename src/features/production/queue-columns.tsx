import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { QueueBatch } from '../../api/production/production.schema';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import {
  BatchBarCell,
  DelayCell,
  HoldTimer,
  OilTimer,
  QueueTime,
  StageCellView,
  StatusBadge,
  StockoutTimer,
} from './batch-cells';
import {
  clockText,
  gramsToPounds,
  PROGRESS_COLUMN_WIDTH,
  STAGE_COLUMNS,
  TASK_COLUMN_WIDTH,
} from './queue-rules';
import type { InventoryRow } from './queue-tables';
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
      render: (batch) => t('monitor.pieces', { count: batch.batchSize }),
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
      render: (batch) => <QueueTime at={batch.scheduledTime} text={time(batch.scheduledTime)} />,
    };
    const workCenter: QueueColumn<QueueBatch> = {
      key: 'workCenter',
      header: t('monitor.col.workCenter'),
      render: (batch) => batch.workCenter ?? '—',
    };
    const minutesBeforeStockout: QueueColumn<QueueBatch> = {
      key: 'minutesBeforeStockout',
      header: t('monitor.col.minutesBeforeStockout'),
      render: (batch) => batch.minutesBeforeStockout ?? '—',
    };
    const stages = STAGE_COLUMNS.map(({ key, stage }): QueueColumn<QueueBatch> => ({
      key,
      header: t(`monitor.col.${key}` as MessageKey),
      width: TASK_COLUMN_WIDTH,
      render: (batch) => <StageCellView batch={batch} stage={stage} timeZone={timeZone} />,
    }));

    return {
      // A desktop has room for the spec's six per-stage columns; a tablet or phone folds them
      // into the progress bar, readable from a step away (docs/decisions.md). Work center is
      // left out: production batches have none (the spec's are catering's).
      production: wide
        ? [type, batchNumber, batchSize, minutesBeforeStockout, status, ...stages, progress, delay]
        : [
            type,
            batchNumber,
            {
              key: 'priority',
              header: t('monitor.col.priority'),
              render: (batch) => batch.priority,
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
          render: (batch) => time(batch.restaurantDepartureTime),
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
    };
  }, [t, timeZone, wide]);
}

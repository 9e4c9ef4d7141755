import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import type { QueueBatch } from '../../api/production/production.schema';
import { GLOBAL_RESTAURANT, zoneOfChoice } from '../../api/restaurants/restaurant-choice';
import { usePageScope } from '../../api/restaurants/page-scope';
import { timeOfDay } from '../../lib/format';
import { productionMonitor } from '../../lib/i18n/en/production-monitor';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import {
  clockText,
  cookNext,
  gramsToPounds,
  holdSecondsLeft,
  isQueueTimeHint,
  isStale,
  oilSecondsLeft,
  PROGRESS_COLUMN_WIDTH,
  STAGE_COLUMNS,
  stockoutSeconds,
  TASK_COLUMN_WIDTH,
} from './queue-rules';
import { BatchBarCell, DelayCell, StageCellView, StatusBadge } from './batch-cells';
import { useFullScreen, useWakeLock } from './kitchen-floor';
import { queueTables, type InventoryRow } from './queue-tables';
import { QueueTable, type QueueColumn } from './queue-table';
import { useNow, useQueueLive, type QueueLive } from './use-queue-live';

registerMessages(productionMonitor);

/**
 * The live production queue (spec 001 §2 "Production queue", issue 14). A queue is one
 * kitchen's, so Global mode asks for a restaurant first. `/pcs/{id}` passes `restaurantUuid`:
 * that kitchen's queue whatever the header's choice (a tablet's bookmark).
 */
export function MonitorPage({
  restaurantUuid,
  onChooseRestaurant,
}: {
  restaurantUuid?: string;
  /** The shell's restaurant choice (remembered, written to the URL), composed by the route. */
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  const scope = usePageScope();
  if (restaurantUuid)
    return (
      <LiveMonitor
        restaurantUuid={restaurantUuid}
        timeZone={zoneOfChoice(scope.choice.options, restaurantUuid) ?? undefined}
        label={scope.choice.options.find((option) => option.value === restaurantUuid)?.label}
      />
    );
  if (!scope.ready)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('monitor.loading')} />
      </Group>
    );
  if (scope.restaurant === GLOBAL_RESTAURANT)
    return (
      <Paper withBorder p="lg" maw={520}>
        <Stack>
          <Text fw={600}>{t('monitor.chooseRestaurant')}</Text>
          <Select
            label={t('shell.restaurant')}
            placeholder={t('filters.chooseRestaurant')}
            data={scope.choice.options.map((option) => ({
              value: option.value,
              label: option.label,
            }))}
            searchable
            onChange={(value) => value && onChooseRestaurant(value)}
          />
        </Stack>
      </Paper>
    );
  return (
    <LiveMonitor
      restaurantUuid={scope.restaurant}
      timeZone={scope.timeZone ?? undefined}
      label={scope.choice.options.find((option) => option.value === scope.restaurant)?.label}
    />
  );
}

function LiveMonitor({
  restaurantUuid,
  timeZone,
  label,
}: {
  restaurantUuid: string;
  timeZone?: string;
  label?: string;
}) {
  const live = useQueueLive(restaurantUuid);
  return <MonitorView live={live} timeZone={timeZone} label={label} />;
}

/** The monitor for a live queue; apart from the channel so tests can render a recorded one. */
export function MonitorView({
  live,
  timeZone,
  label,
}: {
  live: QueueLive;
  timeZone?: string;
  /** The kitchen's 'number - name': /pcs/{id} may show another than the header's choice. */
  label?: string;
}) {
  const { t } = useI18n();
  const now = useNow();
  const frame = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen();
  const awake = useWakeLock();
  // A desktop has room for the spec's six per-stage columns; a tablet or phone folds them into
  // the progress bar, readable from a step away (docs/decisions.md).
  const wide = useMediaQuery('(min-width: 75em)') ?? false;
  const { queue } = live;
  const stale = queue.loaded && isStale(queue.lastMessageAt, now);
  const loading = !queue.loaded;
  const tables = queueTables(queue.batches, queue.materials, now);
  const time = (at: number | null) => (at === null ? '—' : timeOfDay(at, { timeZone }));
  const common = { loading, stale };

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
    render: (batch) => <DelayCell batch={batch} now={now} />,
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

  // Work center is left out: production batches have none (the spec's are catering's).
  const production: Array<QueueColumn<QueueBatch>> = wide
    ? [type, batchNumber, batchSize, minutesBeforeStockout, status, ...stages, progress, delay]
    : [
        type,
        batchNumber,
        { key: 'priority', header: t('monitor.col.priority'), render: (batch) => batch.priority },
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
      ];
  const inventory: Array<QueueColumn<InventoryRow>> = [
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
      render: (row) =>
        row.nextExpiry === null ? (
          row.expiredItems > 0 ? (
            <Badge color="red.9">{t('monitor.expired')}</Badge>
          ) : (
            '—'
          )
        ) : (
          <BigTimer seconds={holdSecondsLeft(row.nextExpiry, now)} />
        ),
    },
  ];

  return (
    <Stack
      gap="md"
      ref={frame}
      bg="var(--mantine-color-body)"
      p={fullScreen.active ? 'md' : 0}
      data-monitor
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          {label && (
            <Text fw={700} size="lg" data-kitchen>
              {label}
            </Text>
          )}
          <ConnectionLine live={live} stale={stale} now={now} timeZone={timeZone} />
        </Group>
        <Group gap="xs">
          <Badge color={awake ? 'teal' : 'gray'} variant="light" c="dark.8">
            {t(awake ? 'monitor.awake' : 'monitor.awakeUnavailable')}
          </Badge>
          {fullScreen.available && (
            <Button variant="default" size="sm" onClick={() => fullScreen.toggle(frame.current)}>
              {t(fullScreen.active ? 'monitor.exitFullScreen' : 'monitor.fullScreen')}
            </Button>
          )}
        </Group>
      </Group>
      {stale && (
        <Alert color="red.9" variant="filled" role="alert" data-stale-banner>
          {t('monitor.stale', {
            seconds: Math.floor((now - (queue.lastMessageAt ?? now)) / 1000),
          })}
        </Alert>
      )}
      <CookNextStrip
        batches={queue.batches}
        offset={queue.clockOffsetMs}
        now={now}
        loading={loading}
      />
      <QueueTable
        id="production"
        title={t('monitor.table.production')}
        rows={tables.production}
        rowKey={(b) => b.uuid}
        columns={production}
        minWidth={wide ? 1100 : 720}
        {...common}
      />
      <QueueTable
        id="catering"
        title={t('monitor.table.catering')}
        rows={tables.catering}
        rowKey={(b) => b.uuid}
        columns={[
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
        ]}
        {...common}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <QueueTable
          id="future"
          title={t('monitor.table.future')}
          rows={tables.future}
          rowKey={(b) => b.uuid}
          columns={[type, batchNumber, batchSize, scheduled]}
          minWidth={420}
          {...common}
        />
        <QueueTable
          id="grilled"
          title={t('monitor.table.grilled')}
          rows={tables.grilled}
          rowKey={(b) => b.uuid}
          columns={[type, batchNumber, batchSize, progress]}
          minWidth={420}
          {...common}
        />
        <QueueTable
          id="timers"
          title={t('monitor.table.timers')}
          rows={tables.timers}
          rowKey={(b) => b.uuid}
          columns={[type, batchNumber, status, delay]}
          minWidth={420}
          {...common}
        />
        <QueueTable
          id="stockout"
          title={t('monitor.table.stockout')}
          rows={tables.stockout}
          rowKey={(b) => b.uuid}
          columns={[
            type,
            {
              key: 'weight',
              header: t('monitor.col.weight'),
              render: (batch) => gramsToPounds(batch.minuteDemand),
            },
            {
              key: 'out',
              header: t('monitor.col.stockoutTime'),
              render: (batch) => (
                <BigTimer seconds={stockoutSeconds(batch.stockoutStartTime, now)} danger />
              ),
            },
          ]}
          minWidth={360}
          {...common}
        />
      </SimpleGrid>
      <QueueTable
        id="inventory"
        title={t('monitor.table.inventory')}
        rows={tables.inventory}
        rowKey={(row) => row.material.uuid}
        columns={inventory}
        {...common}
      />
      <QueueTable
        id="fryers"
        title={t('monitor.table.fryers')}
        rows={tables.fryers}
        rowKey={(b) => b.uuid}
        columns={[
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
            render: (batch) => {
              const seconds = oilSecondsLeft(batch, now, queue.clockOffsetMs);
              return seconds === null ? '—' : <BigTimer seconds={seconds} />;
            },
          },
          progress,
        ]}
        minWidth={560}
        {...common}
      />
    </Stack>
  );
}

/** Timers are read from a step away: large monospace type, with a sign besides the colour. */
function BigTimer({ seconds, danger = false }: { seconds: number; danger?: boolean }) {
  return (
    <Text fz="xl" fw={700} ff="monospace" c={danger ? 'red.9' : undefined} data-timer>
      {clockText(seconds)}
    </Text>
  );
}

/** A queue time; at minutes 25–35 of the hour it carries the spec's hint (spec 001 §9). */
function QueueTime({ at, text }: { at: number | null; text: string }) {
  const { t } = useI18n();
  if (at === null || !isQueueTimeHint(at)) return <>{text}</>;
  return (
    <Badge variant="outline" color="violet" title={t('monitor.timeHint')} data-time-hint>
      {text}
    </Badge>
  );
}

/**
 * The channel's state in words: the provider's BEGIN/COMPLETED once open, 'connection lost'
 * with the retry countdown while dropped. 'Live' is never shown while the data is stale.
 */
function ConnectionLine({
  live,
  stale,
  now,
  timeZone,
}: {
  live: QueueLive;
  stale: boolean;
  now: number;
  timeZone?: string;
}) {
  const { t } = useI18n();
  const { channel, queue } = live;
  if (channel.kind === 'dropped')
    return (
      <Alert color="red" variant="light" role="alert" py={6} data-connection="dropped">
        {t('monitor.connection.dropped', {
          seconds: Math.max(0, Math.ceil((channel.retryAt - now) / 1000)),
        })}
      </Alert>
    );
  if (channel.kind === 'refused')
    return (
      <Alert color="red" variant="light" role="alert" py={6} data-connection="refused">
        {t('monitor.connection.refused', { reason: channel.reason })}
      </Alert>
    );
  const state = channel.kind === 'open' ? queue.connection : null;
  const isLive = state === 'COMPLETED' && !stale;
  return (
    <Group gap="xs" role="status" data-connection={isLive ? 'live' : (state ?? 'connecting')}>
      <Badge
        // teal.9 under white text: green's filled shades fall short of 4.5:1 (axe).
        color={isLive ? 'teal.9' : 'gray'}
        variant={isLive ? 'filled' : 'light'}
        c={isLive ? undefined : 'dark.8'}
        size="lg"
      >
        {state === 'COMPLETED' && stale
          ? t('monitor.staleShort')
          : state
            ? t(`monitor.connection.${state}` as MessageKey)
            : t('monitor.connection.connecting')}
      </Badge>
      {queue.lastMessageAt !== null && (
        <Text size="sm" c="dimmed">
          {t('monitor.updatedAt', { time: timeOfDay(queue.lastMessageAt, { timeZone }) })}
        </Text>
      )}
    </Group>
  );
}

/** Beyond the anchors: per product, the countdown to its predicted stock-out, soonest first. */
function CookNextStrip({
  batches,
  offset,
  now,
  loading,
}: {
  batches: readonly QueueBatch[];
  offset: number;
  now: number;
  loading: boolean;
}) {
  const { t } = useI18n();
  if (loading) return null;
  const entries = cookNext(batches, offset).slice(0, 6);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('monitor.cookNext')} data-cook-next>
      <Group gap="md" wrap="wrap">
        <Text fw={700}>{t('monitor.cookNext')}</Text>
        {entries.length === 0 && <Text c="dimmed">{t('monitor.cookNextEmpty')}</Text>}
        {entries.map((entry) => {
          const seconds = Math.max(0, Math.floor((entry.stockoutAt - now) / 1000));
          return (
            <Badge
              key={entry.material}
              size="xl"
              radius="sm"
              color={seconds <= 300 ? 'red.9' : seconds <= 900 ? 'yellow' : 'gray'}
              variant={seconds <= 300 ? 'filled' : 'light'}
              // A light badge's own text colour is too pale on its tint (axe, WCAG 4.5:1).
              c={seconds <= 300 ? undefined : 'dark.8'}
              h="auto"
              py={4}
              styles={{
                label: { textTransform: 'none', fontFamily: 'monospace', whiteSpace: 'normal' },
              }}
            >
              {seconds === 0
                ? t('monitor.cookNextOut', { material: entry.material })
                : t('monitor.cookNextItem', { material: entry.material, time: clockText(seconds) })}
            </Badge>
          );
        })}
      </Group>
    </Paper>
  );
}

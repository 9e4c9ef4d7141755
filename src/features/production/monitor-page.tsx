import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { QueueBatch } from '../../api/production/production.schema';
import { zoneOfChoice } from '../../api/restaurants/restaurant-choice';
import { usePageScope } from '../../api/restaurants/page-scope';
import { timeOfDay } from '../../lib/format';
import { productionMonitor } from '../../lib/i18n/en/production-monitor';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { clockText, cookNext, isStale } from './queue-rules';
import { setQueueClockOffset } from './queue-clock';
import { useFullScreen, useWakeLock } from './kitchen-floor';
import { queueTables, reuseUnchanged, type QueueTables } from './queue-tables';
import { QueueTable } from './queue-table';
import { useQueueColumns } from './queue-columns';
import { OneKitchen } from '../../ui/feedback/one-kitchen';
import { useNow } from '../../ui/hooks/use-now';
import { useQueueLive, type QueueLive } from './use-queue-live';

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
  return (
    <OneKitchen why={t('monitor.oneKitchen')} onChoose={onChooseRestaurant}>
      {(kitchen) => (
        <LiveMonitor
          restaurantUuid={kitchen.uuid}
          timeZone={kitchen.timeZone ?? undefined}
          label={kitchen.label}
        />
      )}
    </OneKitchen>
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
  const now = useNow(1000);
  const frame = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen();
  const awake = useWakeLock();
  const wide = useMediaQuery('(min-width: 75em)') ?? false;
  const columns = useQueueColumns(timeZone, wide);
  const { queue } = live;
  const stale = queue.loaded && isStale(queue.lastMessageAt, now);
  const loading = !queue.loaded;
  const computed = useMemo(
    () => queueTables(queue.batches, queue.materials, now),
    [queue.batches, queue.materials, now],
  );
  // The last tables shown, so that a table whose rows did not change keeps its array and skips
  // its redraw (React's pattern for information from the previous render).
  const [previousTables, setPreviousTables] = useState<QueueTables | null>(null);
  const tables = reuseUnchanged(previousTables, computed);
  if (tables !== previousTables) setPreviousTables(tables);
  useEffect(() => setQueueClockOffset(queue.clockOffsetMs), [queue.clockOffsetMs]);
  const common = { loading, stale };
  const table = (id: BatchTableId, minWidth?: number) => (
    <QueueTable
      id={id}
      title={t(`monitor.table.${id}`)}
      rows={tables[id]}
      rowKey={batchKey}
      columns={columns[id]}
      minWidth={minWidth}
      {...common}
    />
  );

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
      {table('production', wide ? 1100 : 720)}
      {table('catering')}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {table('future', 420)}
        {table('grilled', 420)}
        {table('timers', 420)}
        {table('stockout', 360)}
      </SimpleGrid>
      <QueueTable
        id="inventory"
        title={t('monitor.table.inventory')}
        rows={tables.inventory}
        rowKey={(row) => row.material.uuid}
        columns={columns.inventory}
        {...common}
      />
      {table('fryers', 560)}
    </Stack>
  );
}

type BatchTableId = Exclude<keyof QueueTables, 'inventory'>;
const batchKey = (batch: QueueBatch) => batch.uuid;

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

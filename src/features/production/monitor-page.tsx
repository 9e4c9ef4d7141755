import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { QueueBatch } from '../../api/production/production.schema';
import {
  GLOBAL_RESTAURANT,
  PICK_LIST_QUERY,
  restaurantOption,
} from '../../api/restaurants/restaurant-choice';
import {
  loadPageScope,
  usePageScope,
  warmPage,
  type PageContext,
} from '../../api/restaurants/page-scope';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import type { DateRangeSearch } from '../../lib/url-state';
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
import { useQueueLive, warmQueueLive, type QueueLive } from './use-queue-live';
import { useFloorOrders } from './use-floor-orders';

registerMessages(productionMonitor);

/**
 * The live production queue (spec 001 §2 "Production queue"). A queue is one
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
  if (restaurantUuid) return <NamedKitchen restaurantUuid={restaurantUuid} />;
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

/**
 * A restaurant the user's own calls have already named (the pick-list or its details, cached or
 * restored from the saved cache): its socket may open before the loader's checks end. Any other
 * waits for them, so no socket is opened for a kitchen the provider would refuse.
 */
function knownKitchen(queryClient: QueryClient, restaurantUuid: string): boolean {
  const list = queryClient.getQueryData(restaurantsQueries.list(PICK_LIST_QUERY).queryKey);
  return (
    list?.content.some((restaurant) => restaurant.uuid === restaurantUuid) === true ||
    queryClient.getQueryData(restaurantsQueries.detail(restaurantUuid).queryKey) !== undefined
  );
}

/**
 * For `/pcs/monitor`'s loader: starts the queue beside the page's code. A kitchen the URL names
 * and the user is known to have opens at once, beside the restaurant choice's calls; otherwise
 * the chosen kitchen's once the choice is known. Global mode opens none.
 */
export function warmMonitor(context: PageContext, search: DateRangeSearch): void {
  const requested = search.restaurantUuid;
  if (requested && knownKitchen(context.queryClient, requested)) warmQueueLive(requested);
  void warmPage(context, search, (scope) => {
    if (scope.restaurant !== GLOBAL_RESTAURANT) warmQueueLive(scope.restaurant);
  });
}

/**
 * For `/pcs/{id}`'s loader, before and after its check of the id: the header's restaurant choice
 * starts at once, and the kitchen's socket as soon as the restaurant is known (at once for a
 * tablet's bookmark, whose restaurant the saved cache holds).
 */
export function warmKitchenMonitor(
  context: PageContext,
  restaurantUuid: string,
  search: DateRangeSearch,
): void {
  if (knownKitchen(context.queryClient, restaurantUuid)) warmQueueLive(restaurantUuid);
  void loadPageScope(context, search).catch(() => undefined);
}

/**
 * `/pcs/{id}`'s kitchen, named and zoned from the restaurant its route's loader looked up (in
 * the cache by now), so its name is there from the first paint, not once the pick-list comes.
 */
function NamedKitchen({ restaurantUuid }: { restaurantUuid: string }) {
  const scope = usePageScope();
  const { data: looked } = useQuery(restaurantsQueries.detail(restaurantUuid));
  const kitchen =
    scope.choice.options.find((option) => option.value === restaurantUuid) ??
    (looked ? restaurantOption(looked) : undefined);
  return (
    <LiveMonitor
      restaurantUuid={restaurantUuid}
      timeZone={kitchen?.timezone ?? undefined}
      label={kitchen?.label}
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
  return (
    <MonitorView live={live} restaurantUuid={restaurantUuid} timeZone={timeZone} label={label} />
  );
}

/** The monitor for a live queue; apart from the channel so tests can render a recorded one. */
function MonitorView({
  live,
  restaurantUuid,
  timeZone,
  label,
}: {
  live: QueueLive;
  restaurantUuid: string;
  timeZone?: string;
  /** The kitchen's 'number - name': /pcs/{id} may show another than the header's choice. */
  label?: string;
}) {
  const { t } = useI18n();
  const now = useNow(1000);
  const frame = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen();
  const awake = useWakeLock();
  // Read on the first render, not after it: a desktop's six stage columns are drawn once.
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const columns = useQueueColumns(timeZone, wide);
  const { queue } = live;
  const stale = queue.loaded && isStale(queue.lastMessageAt, now);
  const loading = !queue.loaded;
  // The spec's way first (GET /catering-orders and the containers dictionary); an ORDERS frame,
  // where a provider sends one, until the orders are read.
  const floor = useFloorOrders(restaurantUuid, timeZone, queue.batches, now - queue.clockOffsetMs);
  const orders = floor?.orders ?? queue.orders;
  const packSummaries = floor?.packSummaries ?? queue.packSummaries;
  const computed = useMemo(
    // On the provider's clock, as the times the rows carry (a tablet's clock may be off).
    () =>
      queueTables(queue.batches, queue.materials, now - queue.clockOffsetMs, orders, packSummaries),
    [queue.batches, queue.materials, now, queue.clockOffsetMs, orders, packSummaries],
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

  const sections = (
    <>
      <CookNextStrip
        batches={queue.batches}
        offset={queue.clockOffsetMs}
        now={now}
        loading={loading}
      />
      {/* What the crew acts on first, after what to cook: each order's pieces by stage, what to
          pack for the next one to leave, each material's task rows (spec 001 §3). Each fits a
          landscape tablet's content width (about 740 px beside the sidebar) without scrolling. */}
      <QueueTable
        id="orders"
        title={t('monitor.table.orders')}
        rows={tables.orders}
        rowKey={(order) => order.uuid}
        columns={columns.orders}
        minWidth={520}
        {...common}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <QueueTable
          id="pack"
          title={t('monitor.table.pack')}
          rows={tables.pack}
          rowKey={(line) => line.key}
          columns={columns.pack}
          minWidth={360}
          {...common}
        />
        <QueueTable
          id="tasks"
          title={t('monitor.table.tasks')}
          rows={tables.tasks}
          rowKey={(row) => `${row.material.uuid}/${row.task.uuid}`}
          columns={columns.tasks}
          minWidth={520}
          {...common}
        />
      </SimpleGrid>
      {/* Nine columns need 880 px to keep their words whole: a tablet with the sidebar open
          scrolls them inside their card; in full screen they fit. */}
      {table('production', wide ? 1400 : 880)}
      {table('catering', 880)}
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
    </>
  );

  return (
    <Stack
      gap="md"
      ref={frame}
      bg="var(--mantine-color-body)"
      p={fullScreen.active ? 'md' : 0}
      data-monitor
    >
      {/* Two lines whose height does not depend on the channel's state: the kitchen and the
          floor controls, then the connection line, which always holds its 'Updated' time. */}
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {label && (
            <Text fw={700} size="lg" data-kitchen>
              {label}
            </Text>
          )}
          <Group gap="xs">
            <Badge color={awake ? 'teal' : 'gray'} variant="light" c="dark.8">
              {/* Both texts hold the same cell, the other one hidden: the badge is as wide
                  whichever the wake lock says, so the controls never wrap anew when it is
                  granted (a layout shift of the whole queue on a phone). */}
              <span style={{ display: 'inline-grid' }}>
                {(['monitor.awake', 'monitor.awakeUnavailable'] as const).map((key) => (
                  <span
                    key={key}
                    style={{
                      gridArea: '1 / 1',
                      visibility:
                        key === (awake ? 'monitor.awake' : 'monitor.awakeUnavailable')
                          ? 'visible'
                          : 'hidden',
                    }}
                  >
                    {t(key)}
                  </span>
                ))}
              </span>
            </Badge>
            {fullScreen.available && (
              <Button
                variant="default"
                size="md"
                // A tablet's control is at least 44 × 44 px.
                mih={44}
                onClick={() => fullScreen.toggle(frame.current)}
              >
                {t(fullScreen.active ? 'monitor.exitFullScreen' : 'monitor.fullScreen')}
              </Button>
            )}
          </Group>
        </Group>
        <ConnectionLine live={live} stale={stale} now={now} timeZone={timeZone} />
      </Stack>
      {stale && (
        <Alert color="red.9" variant="filled" role="alert" data-stale-banner>
          {t('monitor.stale', {
            seconds: Math.floor((now - (queue.lastMessageAt ?? now)) / 1000),
          })}
        </Alert>
      )}
      {loading ? (
        // Until the first snapshot every section shows its spinner (spec 001 §2) in a block at
        // least the screen's height, which the queue replaces whole: the rows and the strip do
        // not grow out of it and push what is already on screen.
        <Stack key="loading" gap="md" mih="100vh" data-queue-loading>
          {sections}
        </Stack>
      ) : (
        <Stack key="queue" gap="md">
          {sections}
        </Stack>
      )}
    </Stack>
  );
}

type BatchTableId = Exclude<keyof QueueTables, 'inventory' | 'orders' | 'tasks' | 'pack'>;
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
      <Text size="sm" c="dimmed" data-updated>
        {t('monitor.updatedAt', {
          time: queue.lastMessageAt === null ? '—' : timeOfDay(queue.lastMessageAt, { timeZone }),
        })}
      </Text>
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
  const entries = loading ? [] : cookNext(batches, offset).slice(0, 6);
  // The strip keeps the tallest its entries have been at this width: in a rush a product's
  // countdown comes or goes every few seconds, and the tables under it do not jump each time.
  const { ref, width, height } = useElementSize();
  const [held, setHeld] = useState({ width: 0, height: 0 });
  if (width !== held.width || height > held.height) setHeld({ width, height });
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('monitor.cookNext')}
      data-cook-next={loading ? undefined : true}
    >
      <Box mih={held.height || undefined}>
        <Group ref={ref} gap="md" wrap="wrap">
          <Text fw={700}>{t('monitor.cookNext')}</Text>
          {loading && <Loader size="sm" aria-label={t('monitor.loading')} />}
          {!loading && entries.length === 0 && <Text c="dimmed">{t('monitor.cookNextEmpty')}</Text>}
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
                  : t('monitor.cookNextItem', {
                      material: entry.material,
                      time: clockText(seconds),
                    })}
              </Badge>
            );
          })}
        </Group>
      </Box>
    </Paper>
  );
}

import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useState } from 'react';
import type { QueueBatch, QueueOrder } from '../../api/production/production.schema';
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
import { productionMonitor } from '../../lib/i18n/en/production-monitor';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { InFloorHeader, useFloorLayout } from '../../ui/floor/floor-frame';
import { useDocumentFullScreen } from '../../ui/floor/use-document-full-screen';
import { clockText, cookNext, isStale, type CookNextEntry } from './queue-rules';
import { setQueueClockOffset } from './queue-clock';
import { useWakeLock } from './kitchen-floor';
import { Figure } from './batch-cells';
import { QueueStateLabel } from './queue-state-label';
import {
  queueTables,
  reuseUnchanged,
  type InventoryRow,
  type PackLine,
  type QueueTables,
  type TaskRow,
} from './queue-tables';
import { QueueTable } from './queue-table';
import { useQueueColumns } from './queue-columns';
import { OneKitchen } from '../../ui/feedback/one-kitchen';
import { useDrawnLater } from '../../ui/hooks/use-drawn-later';
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
  const fullScreen = useDocumentFullScreen();
  const floorLayout = useFloorLayout();
  const awake = useWakeLock();
  // Full screen is the monitor's: leaving the monitor leaves it (the frame's sidebar returns).
  useEffect(
    () => () => {
      if (document.fullscreenElement === document.documentElement)
        void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );
  // Read on the first render, not after it: a desktop's six stage columns are drawn once, and
  // only on a screen where a card can be a desktop's (1680 px, queue-table.tsx).
  const wide = useMediaQuery('(min-width: 105em)', undefined, { getInitialValueInEffect: false });
  const columns = useQueueColumns(timeZone, wide);
  const { queue } = live;
  const stale = queue.loaded && isStale(queue.lastMessageAt, now);
  // The spec's way first (GET /catering-orders and the containers dictionary); an ORDERS frame,
  // where a provider sends one, when the orders cannot be read.
  const floor = useFloorOrders(restaurantUuid, timeZone, queue.batches, now - queue.clockOffsetMs);
  // The queue is drawn whole once its first snapshot and its first orders' answer are both in,
  // in a transition, a slice at a time: the orders' answer is a synchronous update, and a
  // rushed kitchen's queue drawn in it was one long task on a phone (docs/measurements.md).
  const ordersIn = useDrawnLater(floor !== undefined, true);
  const loading = !queue.loaded || floor === undefined || !ordersIn;
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
  const cookNextEntries = loading ? [] : cookNext(queue.batches, queue.clockOffsetMs).slice(0, 6);
  const legend = useMemo(
    () => ({ text: t('monitor.legend.pieces'), until: 'phone' as const }),
    [t],
  );
  const table = (id: BatchTableId) => (
    <QueueTable
      id={id}
      title={t(`monitor.table.${id}`)}
      rows={tables[id]}
      rowKey={batchKey}
      columns={columns[id]}
      {...common}
    />
  );

  const sections = (
    <>
      <CookNextStrip entries={cookNextEntries} now={now} loading={loading} />
      {/* What the crew acts on first, after what to cook: each order's pieces by stage, what to
          pack for the next one to leave, each material's task rows (spec 001 §3). */}
      <QueueTable
        id="orders"
        title={t('monitor.table.orders')}
        rows={tables.orders}
        rowKey={orderKey}
        columns={columns.orders}
        legend={legend}
        {...common}
      />
      <div className="kc-queue-grid">
        <QueueTable
          id="pack"
          title={t('monitor.table.pack')}
          rows={tables.pack}
          rowKey={packKey}
          columns={columns.pack}
          {...common}
        />
        <QueueTable
          id="tasks"
          title={t('monitor.table.tasks')}
          rows={tables.tasks}
          rowKey={taskKey}
          columns={columns.tasks}
          {...common}
        />
      </div>
      {table('production')}
      {table('catering')}
      <div className="kc-queue-grid">
        {table('future')}
        {table('grilled')}
        {table('timers')}
        {table('stockout')}
      </div>
      <QueueTable
        id="inventory"
        title={t('monitor.table.inventory')}
        rows={tables.inventory}
        rowKey={inventoryKey}
        columns={columns.inventory}
        {...common}
      />
      {table('fryers')}
    </>
  );

  const state = <QueueStateLabel live={live} stale={stale} now={now} timeZone={timeZone} />;
  return (
    <Stack gap="md" data-monitor>
      {/* In the floor layout the kitchen and the queue's state are in the header's one line;
          elsewhere they head the page. Either way their height does not depend on the state. */}
      {floorLayout && <InFloorHeader kitchen={{ label, timeZone }}>{state}</InFloorHeader>}
      <Group justify="space-between" wrap="wrap" gap="xs">
        {!floorLayout && (
          <Stack gap={6} miw={0}>
            {label && (
              <Text fw={700} size="lg" data-kitchen>
                {label}
              </Text>
            )}
            <span>{state}</span>
          </Stack>
        )}
        <FloorControls
          awake={awake}
          fullScreen={fullScreen.available ? fullScreen.active : null}
          onFullScreen={fullScreen.toggle}
        />
      </Group>
      {live.channel.kind === 'refused' && (
        <Alert color="red" variant="light" role="alert" py={6} data-connection-refused>
          {live.channel.reason === null
            ? t('monitor.connection.signedOut')
            : t('monitor.connection.refused', { reason: live.channel.reason })}
        </Alert>
      )}
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

/**
 * The floor's controls: whether the screen is kept awake, and full screen (`fullScreen` null
 * where the browser has none). Drawn again when they change, not on every message of a rush.
 */
const FloorControls = memo(function FloorControls({
  awake,
  fullScreen,
  onFullScreen,
}: {
  awake: boolean;
  fullScreen: boolean | null;
  onFullScreen(): void;
}) {
  const { t } = useI18n();
  return (
    <Group gap="xs" ml="auto">
      <Badge color={awake ? 'teal' : 'gray'} variant="light" c="dark.8">
        {/* Both texts hold the same cell, the other one hidden: the badge is as wide whichever
            the wake lock says, so the controls never wrap anew when it is granted (a layout
            shift of the whole queue on a phone). */}
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
      {fullScreen !== null && (
        <Button
          variant="default"
          size="md"
          // A tablet's control is at least 44 × 44 px.
          mih={44}
          onClick={onFullScreen}
          data-full-screen
        >
          {t(fullScreen ? 'monitor.exitFullScreen' : 'monitor.fullScreen')}
        </Button>
      )}
    </Group>
  );
});

type BatchTableId = Exclude<keyof QueueTables, 'inventory' | 'orders' | 'tasks' | 'pack'>;
// Each table's row key, one function for the page's life: a table is memoized on its props, and
// a new function each render would draw it again on every message of a rush.
const batchKey = (batch: QueueBatch) => batch.uuid;
const orderKey = (order: QueueOrder) => order.uuid;
const packKey = (line: PackLine) => line.key;
const taskKey = (row: TaskRow) => `${row.material.uuid}/${row.task.uuid}`;
const inventoryKey = (row: InventoryRow) => row.material.uuid;

/**
 * Beyond the anchors: per product, the countdown to its predicted stock-out, soonest first. Drawn
 * again when its entries or the clock's second change, not on every message of a rush.
 */
const CookNextStrip = memo(
  function CookNextStrip({
    entries,
    now,
    loading,
  }: {
    entries: readonly CookNextEntry[];
    now: number;
    loading: boolean;
  }) {
    const { t } = useI18n();
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
            {!loading && entries.length === 0 && (
              <Text c="dimmed">{t('monitor.cookNextEmpty')}</Text>
            )}
            {entries.map((entry) => {
              const seconds = Math.max(0, Math.floor((entry.stockoutAt - now) / 1000));
              const urgency = seconds <= 300 ? 'red' : seconds <= 900 ? 'yellow' : 'calm';
              // The product, then its countdown as a figure: red under 5 min, yellow under 15,
              // the words always beside the colour.
              return (
                <div key={entry.material} className="kc-cook-next" data-urgency={urgency}>
                  <span className="kc-cook-next-material">{entry.material}</span>{' '}
                  {seconds === 0 ? (
                    <Figure kind="stockout">{t('monitor.cookNextOut')}</Figure>
                  ) : (
                    <span className="kc-nowrap">
                      <span className="kc-cook-next-in">{t('monitor.cookNextIn')}</span>{' '}
                      <Figure kind="stockout">{clockText(seconds)}</Figure>
                    </span>
                  )}
                </div>
              );
            })}
          </Group>
        </Box>
      </Paper>
    );
  },
  (before, after) =>
    before.now === after.now &&
    before.loading === after.loading &&
    before.entries.length === after.entries.length &&
    before.entries.every(
      (entry, index) =>
        entry.material === after.entries[index]!.material &&
        entry.stockoutAt === after.entries[index]!.stockoutAt,
    ),
);

import type {
  HeldItem,
  MaterialBatch,
  MaterialTask,
  PackSummary,
  PanInfo,
  QueueBatch,
  QueueOrder,
} from '../../api/production/production.schema';
import {
  holdExpiry,
  sortByStatusDescending,
  sortCateringByStage,
  sortOrders,
  taskRows,
  taskStatusOf,
} from './queue-rules';

/**
 * Which queue rows each of the monitor's tables shows (spec 001 §2 "Production queue"). The
 * spec names the tables only; the split below is ours (docs/decisions/production.md).
 */
export interface QueueTables {
  production: QueueBatch[];
  catering: QueueBatch[];
  future: QueueBatch[];
  grilled: QueueBatch[];
  timers: QueueBatch[];
  stockout: QueueBatch[];
  inventory: InventoryRow[];
  fryers: QueueBatch[];
  orders: QueueOrder[];
  tasks: TaskRow[];
  pack: PackLine[];
}

/** One task row of a material (spec 001 §3 "Task row"), complete or not (spec 001 §4). */
export interface TaskRow {
  material: MaterialBatch;
  task: MaterialTask;
  complete: boolean;
}

/**
 * One line of the pack summary table: a pan line of an order's summary, or its total
 * (`line` null). `first` marks the summary's first line, which names the order; `next` the
 * summary of the next order to leave.
 */
export interface PackLine {
  key: string;
  summary: PackSummary;
  line: PanInfo | null;
  first: boolean;
  next: boolean;
}

function packLines(summaries: readonly PackSummary[]): PackLine[] {
  const soonest = [...summaries].sort(
    (a, b) => a.catering.restaurantDepartureTime - b.catering.restaurantDepartureTime,
  );
  return soonest.flatMap((summary, index) => [
    ...summary.panInfo.map((line, n) => ({
      key: `${summary.catering.uuid}/${summary.material}/${n}`,
      summary,
      line,
      first: n === 0,
      next: index === 0,
    })),
    {
      key: `${summary.catering.uuid}/${summary.material}/total`,
      summary,
      line: null,
      first: summary.panInfo.length === 0,
      next: index === 0,
    },
  ]);
}

/** One material in the inventory table: its readiness and what is held of it. */
export interface InventoryRow {
  material: MaterialBatch;
  heldPieces: number;
  /** The soonest hold expiry among its held pans and packages (epoch ms), or null. */
  nextExpiry: number | null;
  expiredItems: number;
}

/** Future: waiting production batches with a scheduled start still ahead. */
function isFuture(batch: QueueBatch, now: number): boolean {
  return (
    taskStatusOf(batch.status).key === 'WAIT' &&
    batch.stageName === null &&
    batch.scheduledTime !== null &&
    batch.scheduledTime > now
  );
}

export function queueTables(
  batches: readonly QueueBatch[],
  materials: readonly MaterialBatch[],
  now: number,
  orders: readonly QueueOrder[] = [],
  packSummaries: readonly PackSummary[] = [],
): QueueTables {
  const production = batches.filter(
    (batch) => batch.queueType === 'PRODUCTION_QUEUE' && !batch.grilled && !isFuture(batch, now),
  );
  return {
    production: sortByStatusDescending(production),
    catering: sortCateringByStage(batches.filter((batch) => batch.queueType === 'CATERING_QUEUE')),
    future: batches
      .filter((batch) => batch.queueType === 'PRODUCTION_QUEUE' && isFuture(batch, now))
      .sort((a, b) => (a.scheduledTime ?? 0) - (b.scheduledTime ?? 0)),
    grilled: sortByStatusDescending(batches.filter((batch) => batch.grilled)),
    // Spec 001 §4 "Rows sort by status id descending".
    timers: sortByStatusDescending(batches.filter((batch) => batch.taskDelayStartTime !== null)),
    stockout: sortByStatusDescending(batches.filter((batch) => batch.stockoutStartTime !== null)),
    inventory: materials.map((material) => inventoryRow(material, now)),
    // What comes out of the oil first is on top: the crew pulls in that order.
    fryers: batches
      .filter((batch) => batch.stageName === 'BASKET_FRYING')
      .sort((a, b) => fryingEnd(a) - fryingEnd(b)),
    orders: sortOrders(orders),
    tasks: taskRows(materials),
    pack: packLines(packSummaries),
  };
}

function fryingEnd(batch: QueueBatch): number {
  return (
    batch.stagesEstimate.find((stage) => stage.stageName === 'BASKET_FRYING')
      ?.expectedCompletionTime ?? Infinity
  );
}

/**
 * What is for sale: the material's pans in hot holding (its readiness carries them, opening
 * stock included). Catering packages are not counted: they are kept for their order.
 */
function inventoryRow(material: MaterialBatch, now: number): InventoryRow {
  const mine = material.held ?? [];
  // An undated pan (heldSince is ours) is held until the provider says it expired.
  const expiryOf = (item: HeldItem) =>
    item.heldSince === null ? null : holdExpiry(item.heldSince, item.holdTime);
  const live = mine.filter((item) => !item.expired && (expiryOf(item) ?? Infinity) > now);
  const expiries = live.map(expiryOf).filter((expiry) => expiry !== null);
  return {
    material,
    heldPieces: live.reduce((sum, item) => sum + item.pieces, 0),
    nextExpiry: expiries.length ? Math.min(...expiries) : null,
    expiredItems: mine.length - live.length,
  };
}

/**
 * `next`, with each table that holds the same rows as in `previous` replaced by the previous
 * array (`previous` itself when no table changed): the clock recomputes the tables every second, and a table whose rows did not change
 * then skips its redraw (its component is memoized on the array).
 */
export function reuseUnchanged(previous: QueueTables | null, next: QueueTables): QueueTables {
  if (!previous) return next;
  const same = <T>(a: readonly T[], b: readonly T[], equal: (x: T, y: T) => boolean) =>
    a.length === b.length && a.every((item, index) => equal(item, b[index]!));
  const identical = <T>(x: T, y: T) => x === y;
  const sameInventory = (x: InventoryRow, y: InventoryRow) =>
    x.material === y.material &&
    x.heldPieces === y.heldPieces &&
    x.nextExpiry === y.nextExpiry &&
    x.expiredItems === y.expiredItems;
  const sameTask = (x: TaskRow, y: TaskRow) => x.task === y.task && x.complete === y.complete;
  const samePack = (x: PackLine, y: PackLine) => x.summary === y.summary && x.key === y.key;
  // An order's row is made anew from the queue on every change (use-floor-orders.ts): the
  // same figures are the same row.
  const sameOrder = (x: QueueOrder, y: QueueOrder) =>
    (Object.keys(x) as Array<keyof QueueOrder>).every((field) => x[field] === y[field]);
  const result = { ...next };
  let changed = false;
  const keep = <K extends keyof QueueTables>(
    key: K,
    equal: (x: QueueTables[K][number], y: QueueTables[K][number]) => boolean,
  ) => {
    if (same(previous[key], next[key], equal)) {
      result[key] = previous[key];
      return;
    }
    changed = true;
    // A changed table keeps the rows that did not change, so only the changed ones redraw.
    const before = previous[key] as ReadonlyArray<QueueTables[K][number]>;
    result[key] = (next[key] as Array<QueueTables[K][number]>).map((row, index) =>
      index < before.length && equal(before[index]!, row) ? before[index]! : row,
    ) as QueueTables[K];
  };
  for (const key of Object.keys(next) as Array<keyof QueueTables>) {
    if (key === 'inventory') keep(key, sameInventory);
    else if (key === 'tasks') keep(key, sameTask);
    else if (key === 'pack') keep(key, samePack);
    else if (key === 'orders') keep(key, sameOrder);
    else keep(key, identical);
  }
  return changed ? result : previous;
}

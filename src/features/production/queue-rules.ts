import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  ORDER_STATUS_INFO,
  type OrderStatus,
} from '../../api/orders/orders.constants';
import {
  BATCH_COMPLETE,
  STAGE_ORDER,
  TASK_STATUS_ID,
  TASK_STATUSES,
  type ProductionStage,
  type WorkType,
} from '../../api/production/production.constants';
import { resolveTimeZone, zonedWallTime } from '../../lib/time-zone';

/**
 * Pure display rules of the live production queue (spec 001 §3 queue batch, task row, columns;
 * §4 task statuses, production stages, queue batch display, queue timers, material readiness;
 * §9 column widths, time hints, grams, plurals). No React and no I/O: the monitor page and the
 * unit tests share them.
 */

export type TaskStatusInfo = (typeof TASK_STATUSES)[number];

/**
 * Spec 001 §4 "the status comes from a status list, with the fourth entry as fallback": an
 * unknown or missing status id reads as the fourth entry (Breading Complete).
 */
export function taskStatusOf(status: number | null | undefined): TaskStatusInfo {
  return TASK_STATUSES.find((entry) => entry.id === status) ?? TASK_STATUSES[3];
}

export const LAST_STAGE_NUMBER = STAGE_ORDER[BATCH_COMPLETE];

/** BREADING 1 … HOT_HOLDING_TRANSFER 6, BATCH_COMPLETE 7; anything else is 0 (not started). */
export function stageNumber(stageName: string | null | undefined): number {
  return (STAGE_ORDER as Record<string, number>)[stageName ?? ''] ?? 0;
}

/** Spec 001 §4 "a progress bar shows, whose width grows with the stage number". */
export function stageWidthPercent(stageName: string | null | undefined): number {
  return Math.round((stageNumber(stageName) / LAST_STAGE_NUMBER) * 1000) / 10;
}

/** What one queue row shows in its progress cell (spec 001 §4 "Queue batch display"). */
export type BatchBar =
  | { kind: 'cancel'; status: TaskStatusInfo }
  | { kind: 'completed'; status: TaskStatusInfo; readyTime: number | null }
  | { kind: 'grilled' }
  | { kind: 'progress'; stage: number; widthPercent: number };

export interface BatchBarInput {
  status?: number | null;
  state?: string | null;
  stageName?: string | null;
  grilled?: boolean | null;
  readyTime?: number | null;
}

/**
 * The rules in the spec's order: a cancel status shows a cancel bar; a completed status its
 * label with the ready time; a grilled batch a grilled bar; otherwise the stage progress bar.
 * "Completed" is the batch state COMPLETED (or the last stage): BREADING_COMPLETE only says the
 * breading is done while the batch still has five stages to go.
 */
export function batchBar(batch: BatchBarInput): BatchBar {
  const status = taskStatusOf(batch.status);
  if (status.key === 'CANCEL') return { kind: 'cancel', status };
  if (batch.state === 'COMPLETED' || batch.stageName === BATCH_COMPLETE)
    return { kind: 'completed', status, readyTime: batch.readyTime ?? null };
  if (batch.grilled) return { kind: 'grilled' };
  return {
    kind: 'progress',
    stage: stageNumber(batch.stageName),
    widthPercent: stageWidthPercent(batch.stageName),
  };
}

/**
 * The production table's per-stage task columns (spec 001 §3 "Production queue table columns":
 * breadChicken … transferPanToHotHolding), one per production stage, in the spec's order.
 */
export const STAGE_COLUMNS: ReadonlyArray<{ key: string; stage: ProductionStage }> = [
  { key: 'breadChicken', stage: 'BREADING' },
  { key: 'loadChickenInBasket', stage: 'BASKET_LOADING' },
  { key: 'transferBasketToFryer', stage: 'BASKET_TRANSFER' },
  { key: 'loadIntoOilForCooking', stage: 'BASKET_FRYING' },
  { key: 'transferBasketToCTS', stage: 'CTS_TRANSFER' },
  { key: 'transferPanToHotHolding', stage: 'HOT_HOLDING_TRANSFER' },
];

/** What one per-stage cell shows: done at a time, in progress, expected at a time, or nothing. */
export type StageCell =
  | { kind: 'done'; at: number }
  | { kind: 'current'; progress: number }
  | { kind: 'pending'; expected: number }
  | { kind: 'none' };

export interface StageCellInput {
  status?: number | null;
  stageName?: string | null;
  stageProgress?: number | null;
  stagesEstimate?: ReadonlyArray<{
    stageName: string;
    completionTime: number | null;
    expectedCompletionTime: number | null;
  }> | null;
}

/**
 * A stage is done once its estimate has a completion time, current while the batch is in it,
 * else expected at its estimate; a cancelled batch expects nothing more.
 */
export function stageCell(batch: StageCellInput, stage: ProductionStage): StageCell {
  const estimate = batch.stagesEstimate?.find((entry) => entry.stageName === stage);
  if (estimate?.completionTime != null) return { kind: 'done', at: estimate.completionTime };
  if (taskStatusOf(batch.status).key === 'CANCEL') return { kind: 'none' };
  if (batch.stageName === stage)
    return { kind: 'current', progress: Math.min(100, Math.max(0, batch.stageProgress ?? 0)) };
  if (estimate?.expectedCompletionTime != null)
    return { kind: 'pending', expected: estimate.expectedCompletionTime };
  return { kind: 'none' };
}

/**
 * Seconds left in the oil: the frying stage's expected end (provider clock, moved onto ours by
 * `clockOffsetMs`) minus now, never negative; null when the batch has no frying estimate.
 */
export function oilSecondsLeft(
  batch: StageCellInput,
  now: number,
  clockOffsetMs = 0,
): number | null {
  const frying = batch.stagesEstimate?.find((entry) => entry.stageName === 'BASKET_FRYING');
  if (frying?.expectedCompletionTime == null) return null;
  return Math.max(0, Math.ceil((frying.expectedCompletionTime + clockOffsetMs - now) / 1000));
}

/** Spec 001 §4 "Rows sort by status id descending" (stable: equal ids keep the queue's order). */
export function sortByStatusDescending<T extends { status?: number | null }>(
  rows: readonly T[],
): T[] {
  return rows
    .map((row, index) => ({ row, index, id: taskStatusOf(row.status).id }))
    .sort((a, b) => b.id - a.id || a.index - b.index)
    .map(({ row }) => row);
}

/** Spec 001 §4 order statuses with their stage: NEW 1, IN_PROGRESS 2, the closing ones 3. */
export const ORDER_STATUS_STAGE: Record<OrderStatus, number> = {
  NEW: ORDER_STATUS_INFO.NEW.stage,
  IN_PROGRESS: ORDER_STATUS_INFO.IN_PROGRESS.stage,
  FINISHED: ORDER_STATUS_INFO.FINISHED.stage,
  INCOMPLETE: ORDER_STATUS_INFO.INCOMPLETE.stage,
  CANCELED: ORDER_STATUS_INFO.CANCELED.stage,
};

/** Spec 001 §4 "The closed group is FINISHED and INCOMPLETE. The active group is NEW and IN_PROGRESS." */
export function orderStatusGroup(status: string): 'closed' | 'active' | null {
  if ((CLOSED_ORDER_STATUSES as readonly string[]).includes(status)) return 'closed';
  if ((ACTIVE_ORDER_STATUSES as readonly string[]).includes(status)) return 'active';
  return null;
}

/**
 * The order table's order: the active group first, then the closed group, then the rest
 * (CANCELED, in neither group); within a group the further stage first (in progress before
 * waiting), then the soonest departure. Equal ones keep their order.
 */
export function sortOrders<
  T extends { cateringOrderStatus: OrderStatus; restaurantDepartureTime: number },
>(orders: readonly T[]): T[] {
  const rank = (order: T) => {
    const group = orderStatusGroup(order.cateringOrderStatus);
    return group === 'active' ? 0 : group === 'closed' ? 1 : 2;
  };
  return orders
    .map((order, index) => ({ order, index }))
    .sort(
      (a, b) =>
        rank(a.order) - rank(b.order) ||
        ORDER_STATUS_STAGE[b.order.cateringOrderStatus] -
          ORDER_STATUS_STAGE[a.order.cateringOrderStatus] ||
        a.order.restaurantDepartureTime - b.order.restaurantDepartureTime ||
        a.index - b.index,
    )
    .map(({ order }) => order);
}

/**
 * Spec 001 §4 "catering rows sort by stage": by production stage number, ascending (not yet
 * started first, as the crew works them in that order); equal stages keep the queue's order.
 */
export function sortCateringByStage<T extends { stageName?: string | null }>(
  rows: readonly T[],
): T[] {
  const stage = (row: T) => stageNumber(row.stageName);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => stage(a.row) - stage(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Spec 001 §4: "A task row is complete when finished, incomplete or canceled." */
export function isTaskRowComplete(status: string): boolean {
  return status === 'FINISHED' || status === 'INCOMPLETE' || status === 'CANCELED';
}

/**
 * A material's task row in the words of the rule above: FINISHED once it has a ready time,
 * CANCELED when its task status is Cancelled, IN_PROGRESS once it is Go (or past breading),
 * NEW while it waits. A production batch is never left part-cooked, so never INCOMPLETE.
 */
export function taskRowOutcome(task: {
  status: number;
  readyTime: number | null;
}): 'NEW' | 'IN_PROGRESS' | 'FINISHED' | 'CANCELED' {
  if (task.readyTime !== null) return 'FINISHED';
  if (task.status === TASK_STATUS_ID.CANCEL) return 'CANCELED';
  if (task.status === TASK_STATUS_ID.WAIT) return 'NEW';
  return 'IN_PROGRESS';
}

/** Spec 001 §4: "A catering row is complete when its status is 'ready'" (FINISHED is Ready). */
export function isCateringRowComplete(status: string): boolean {
  return status === 'FINISHED' || status.toLowerCase() === 'ready';
}

/**
 * Each material's task rows (spec 001 §3 "Task row: status, batchSize (pieces), readyTime,
 * taskDelay"), one list: material by material in the order given, within one the open rows
 * first, then the complete ones, each by batch number.
 */
export function taskRows<
  M extends {
    uuid: string;
    material: string;
    batches: ReadonlyArray<{
      uuid: string;
      batchNumber: number | null;
      status: number;
      readyTime: number | null;
    }>;
  },
>(materials: readonly M[]): Array<{ material: M; task: M['batches'][number]; complete: boolean }> {
  return materials.flatMap((material) =>
    material.batches
      .map((task) => ({ material, task, complete: isTaskRowComplete(taskRowOutcome(task)) }))
      .sort(
        (a, b) =>
          Number(a.complete) - Number(b.complete) ||
          (a.task.batchNumber ?? Infinity) - (b.task.batchNumber ?? Infinity),
      ),
  );
}

/**
 * Spec 001 §3 work types; which batch is which is ours: a catering batch is Scheduled
 * Production (CATERING); a production batch due and not started is Cookable (the crew can start
 * it now); any other production batch is Production. `now` on the provider's clock.
 */
export function workTypeOf(
  batch: {
    catering: boolean;
    status: number;
    stageName: string | null;
    scheduledTime: number | null;
  },
  now: number,
): WorkType {
  if (batch.catering) return 'CATERING';
  const due = batch.scheduledTime === null || batch.scheduledTime <= now;
  if (taskStatusOf(batch.status).key === 'WAIT' && batch.stageName === null && due)
    return 'COOKABLE';
  return 'PRODUCTION';
}

/**
 * The production table's waiting, inProgress and ready columns (spec 001 §3) for one batch:
 * its pieces not started, in the six stages, or cooked, as the order table splits an order's
 * amount. A cancelled batch has pieces in none of them.
 */
export function pieceSplit(batch: {
  status: number;
  stageName: string | null;
  batchSize: number;
}): { waiting: number; inProgress: number; ready: number } {
  const none = { waiting: 0, inProgress: 0, ready: 0 };
  if (taskStatusOf(batch.status).key === 'CANCEL') return none;
  if (batch.stageName === null) return { ...none, waiting: batch.batchSize };
  if (batch.stageName === BATCH_COMPLETE) return { ...none, ready: batch.batchSize };
  return { ...none, inProgress: batch.batchSize };
}

/** Spec 001 §4 "Animation types are flat and delayed, and delayed shows delay text." */
export function animationOf(animation: string | null | undefined): 'flat' | 'delayed' {
  return animation?.toLowerCase() === 'delayed' ? 'delayed' : 'flat';
}

/**
 * An animation of the provider's beyond §4's two (the set is theirs to grow): its text, shown
 * as it came; null for flat, delayed or none.
 */
export function otherAnimation(animation: string | null | undefined): string | null {
  const text = animation?.trim();
  if (!text || ['flat', 'delayed'].includes(text.toLowerCase())) return null;
  return text;
}

/**
 * Spec 001 §4 "The delay in seconds comes from the delay start time, or from the end minus the
 * start if it has ended." Times are epoch milliseconds; never negative.
 */
export function delaySeconds(
  start: number | null | undefined,
  end: number | null | undefined,
  now: number,
): number {
  if (start == null) return 0;
  return Math.max(0, Math.floor(((end ?? now) - start) / 1000));
}

/** Spec 001 §4 "The stock-out time is the time elapsed since its start" (seconds). */
export function stockoutSeconds(start: number | null | undefined, now: number): number {
  if (start == null) return 0;
  return Math.max(0, Math.floor((now - start) / 1000));
}

/** Spec 001 §4 "The hold time yields an expiry time": the start plus the hold time (seconds). */
export function holdExpiry(start: number, holdTimeSeconds: number): number {
  return start + holdTimeSeconds * 1000;
}

/** Seconds left until a hold expires; 0 once expired. */
export function holdSecondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** m:ss, or h:mm:ss from an hour; for the ticking timers. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Spec 001 §3 material batch. */
export interface MaterialBatchLike {
  uuid: string;
  status: string;
  readyTime: number | null;
  endTime: number | null;
  materialDelay: number;
  batches: readonly unknown[];
}

/** Spec 001 §4: "materialDelay is recomputed as readyTime minus endTime and is never below 0." */
export function materialDelay(readyTime: number | null, endTime: number | null): number {
  if (readyTime == null || endTime == null) return 0;
  return Math.max(0, readyTime - endTime);
}

/**
 * Spec 001 §4 "Material readiness updates replace status, readyTime and batches of the matching
 * material", recomputing materialDelay. Other materials and fields are kept as they are.
 */
export function applyMaterialReadiness<T extends MaterialBatchLike>(
  materials: readonly T[],
  update: Pick<T, 'uuid' | 'status' | 'readyTime' | 'batches'>,
): T[] {
  return materials.map((material) =>
    material.uuid === update.uuid
      ? {
          ...material,
          status: update.status,
          readyTime: update.readyTime,
          batches: update.batches,
          materialDelay: materialDelay(update.readyTime, material.endTime),
        }
      : material,
  );
}

/** Spec 001 §9 "11% for task columns and 12% for progress columns". */
export const TASK_COLUMN_WIDTH = '11%';
export const PROGRESS_COLUMN_WIDTH = '12%';

/**
 * Spec 001 §9 "Queue time display hints at minutes 25 to 35 of each hour", on the kitchen's
 * clock: the minute its wall clocks show in `timeZone` (the restaurant's; the browser's when it
 * has none), not the browser's (a zone half an hour off the browser's shifts the window).
 */
export function isQueueTimeHint(time: number, timeZone?: string | null): boolean {
  const minute = new Date(zonedWallTime(time, resolveTimeZone(timeZone))).getUTCMinutes();
  return minute >= 25 && minute <= 35;
}

const GRAMS_PER_POUND = 453.59237;

/** Grams as pounds for the Weight (lb) column, two decimals. */
export function gramsToPounds(grams: number): number {
  return Math.round((grams / GRAMS_PER_POUND) * 100) / 100;
}

/** A connection with no message for this long is stale: its data is never shown as live. */
const STALE_AFTER_MS = 5000;

export function isStale(lastMessageAt: number | null, now: number): boolean {
  return lastMessageAt == null || now - lastMessageAt > STALE_AFTER_MS;
}

/** One product's entry in the 'cook next' strip. */
export interface CookNextEntry {
  material: string;
  /** When the product is predicted to run out at the current demand (epoch ms). */
  stockoutAt: number;
}

/**
 * The 'cook next' strip: per product, its earliest predicted stock-out (the queue rows'
 * `stockoutTime`, on the provider's clock, moved onto ours by `clockOffsetMs`), soonest first.
 * Rows without a prediction are left out, and so are cancelled ones: they will not cook anything.
 */
export function cookNext(
  rows: ReadonlyArray<{
    material: string;
    stockoutTime?: number | null;
    status?: number | null;
  }>,
  clockOffsetMs = 0,
): CookNextEntry[] {
  const soonest = new Map<string, number>();
  for (const row of rows) {
    if (row.stockoutTime == null || taskStatusOf(row.status).key === 'CANCEL') continue;
    const at = row.stockoutTime + clockOffsetMs;
    const known = soonest.get(row.material);
    if (known === undefined || at < known) soonest.set(row.material, at);
  }
  return [...soonest]
    .map(([material, stockoutAt]) => ({ material, stockoutAt }))
    .sort((a, b) => a.stockoutAt - b.stockoutAt);
}

// contract: stable — the production queue's data (spec 001 §3 "Queue batch", "Material batch",
// "Task row"; §4). Times are epoch ms; durations say their unit. The REST snapshot and the
// tablet socket's messages share these schemas.
import * as v from 'valibot';
import {
  ANIMATIONS,
  BATCH_COMPLETE,
  BATCH_STATES,
  MATERIAL_READINESS_STATUSES,
  PRODUCTION_STAGES,
  QUEUE_CONNECTION_STATES,
  QUEUE_TYPES,
} from './production.constants';
import { ORDER_STATUSES } from '../orders/orders.constants';
import { tolerantArray } from '../../lib/tolerant-read';

/*
 * Products (`material`), containers and packages are the provider's dictionaries (spec 001 §7
 * "Dictionaries"): open strings, shown by their names. Every list is tolerant (decisions,
 * "Reading answers"): a batch, material or order that cannot be read (an unknown state, a
 * missing field) is left out and counted, and the others are shown.
 */

const epochMs = v.number();
const nullableTime = v.nullable(epochMs);
const stageNameSchema = v.picklist([...PRODUCTION_STAGES, BATCH_COMPLETE]);

/** GET /pcs/queue: one kitchen's queue. */
export const queueQuerySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
});
export type QueueQuery = v.InferInput<typeof queueQuerySchema>;

/**
 * One stage's timing: `expectedCompletionTime` when the plan says it ends, `completionTime` when
 * it did (null until then).
 */
const stageEstimateSchema = v.object({
  stageName: stageNameSchema,
  completionTime: nullableTime,
  expectedCompletionTime: epochMs,
});
export type StageEstimate = v.InferOutput<typeof stageEstimateSchema>;

/**
 * A pan (container) or package of cooked product in hot holding: held since `heldSince`, good for
 * `holdTime` seconds, so it expires at heldSince + holdTime × 1000 (spec 001 §4 "The hold time
 * yields an expiry time"); `expired` once past it.
 */
const heldItemSchema = v.object({
  uuid: v.string(),
  material: v.string(),
  pieces: v.number(),
  heldSince: epochMs,
  holdTime: v.number(),
  expired: v.boolean(),
});
export type HeldItem = v.InferOutput<typeof heldItemSchema>;

/**
 * One batch in the queue (spec 001 §3 "Queue batch", names as the spec's).
 * - `status`: the task status id (production.constants TASK_STATUSES); a number, not a picklist,
 *   because the display falls back to the fourth entry for an id it does not know.
 * - `state`: the batch state; `readyTime` when it reached hot holding (COMPLETED).
 * - `stageName` the current stage (BATCH_COMPLETE when done, null before breading starts),
 *   `stageProgress` 0–100 within it.
 * - `batchSize` pieces; `batchIncreasePercent` how much above the plan it was raised.
 * - `minuteDemand` grams a minute; `minutesBeforeStockout` at that demand (null: no risk);
 *   `stockoutTime` the predicted stock-out; `stockoutStartTime` when the material ran out (null
 *   while there is stock).
 * - `delay` seconds late; `taskDelayStartTime`/`taskDelayEndTime` the delay's span (end null
 *   while it lasts); `animation` 'delayed' while late.
 * - `scheduledTime` when a future or catering batch is due to start.
 */
const queueBatchSchema = v.object({
  batchId: v.number(),
  uuid: v.string(),
  batchNumber: v.number(),
  priority: v.number(),
  queueType: v.picklist(QUEUE_TYPES),
  material: v.string(),
  status: v.number(),
  state: v.picklist(BATCH_STATES),
  stageName: v.nullable(stageNameSchema),
  stageProgress: v.number(),
  stagesEstimate: tolerantArray(stageEstimateSchema),
  batchSize: v.number(),
  batchIncreasePercent: v.number(),
  workCenter: v.nullable(v.string()),
  minuteDemand: v.number(),
  minutesBeforeStockout: v.nullable(v.number()),
  stockoutTime: nullableTime,
  stockoutStartTime: nullableTime,
  delay: v.number(),
  taskDelayStartTime: nullableTime,
  taskDelayEndTime: nullableTime,
  animation: v.picklist(ANIMATIONS),
  grilled: v.boolean(),
  catering: v.boolean(),
  demandDescription: v.nullable(v.string()),
  restaurantDepartureTime: nullableTime,
  isLinkedFryer: v.boolean(),
  /** Ours: the kitchen's fryer (its name in the fryer manager) the batch was put in, once it is. */
  fryer: v.optional(v.nullable(v.string()), null),
  scheduledTime: nullableTime,
  readyTime: nullableTime,
  createdAt: epochMs,
  containers: tolerantArray(heldItemSchema),
  packages: tolerantArray(heldItemSchema),
});
export type QueueBatch = v.InferOutput<typeof queueBatchSchema>;

/** A batch as the material's readiness lists it, with its delay's span. */
const materialTaskSchema = v.object({
  uuid: v.string(),
  batchNumber: v.number(),
  status: v.number(),
  batchSize: v.number(),
  readyTime: nullableTime,
  taskDelayStartTime: nullableTime,
  taskDelayEndTime: nullableTime,
});
export type MaterialTask = v.InferOutput<typeof materialTaskSchema>;

/**
 * One material's readiness (spec 001 §3 "Material batch"): `readyTime` when its next product
 * will be (or was) held, `endTime` when it was needed; materialDelay = readyTime − endTime, never
 * below 0, in ms (the monitor recomputes it after each update, spec 001 §4).
 */
const materialBatchSchema = v.object({
  uuid: v.string(),
  material: v.string(),
  status: v.picklist(MATERIAL_READINESS_STATUSES),
  readyTime: nullableTime,
  endTime: nullableTime,
  materialDelay: v.number(),
  batches: tolerantArray(materialTaskSchema),
  /** Ours: the pans in hot holding now, oldest first (the inventory table's pieces and hold). */
  held: v.optional(tolerantArray(heldItemSchema), []),
});
export type MaterialBatch = v.InferOutput<typeof materialBatchSchema>;

/**
 * The whole queue of one kitchen at `generatedAt`: every batch (production and catering, by
 * `queueType`; future ones have status WAIT and a `scheduledTime`), each material's readiness,
 * and `seq`, the number of the last change it includes (socket messages carry larger ones).
 */
export const queueSnapshotSchema = v.object({
  restaurantUuid: v.string(),
  generatedAt: epochMs,
  seq: v.number(),
  batches: tolerantArray(queueBatchSchema),
  materials: tolerantArray(materialBatchSchema),
});
export type QueueSnapshot = v.InferOutput<typeof queueSnapshotSchema>;

/**
 * One catering order of the kitchen's day on the monitor (spec 001 §3 "Order table columns:
 * amount, waiting, inProgress, ready", with the catering row's fields). `amount` is the pieces
 * ordered; `waiting`, `inProgress` and `ready` split them by where its batch is: not started,
 * in the six stages, cooked (a cancelled batch counts in none).
 */
const queueOrderSchema = v.object({
  uuid: v.string(),
  batchNumber: v.number(),
  material: v.string(),
  cateringOrderStatus: v.picklist(ORDER_STATUSES),
  workCenter: v.string(),
  scheduledStart: epochMs,
  restaurantDepartureTime: epochMs,
  demandDescription: v.string(),
  amount: v.number(),
  waiting: v.number(),
  inProgress: v.number(),
  ready: v.number(),
});
export type QueueOrder = v.InferOutput<typeof queueOrderSchema>;

/** One line of a pack summary: `quantity` pans of `panName` holding `pieces` pieces in all. */
const panInfoSchema = v.object({
  panName: v.string(),
  quantity: v.number(),
  pieces: v.number(),
});
export type PanInfo = v.InferOutput<typeof panInfoSchema>;

const packTotalSchema = v.object({ quantity: v.number(), pieces: v.number() });

/** The totals of a summary in §3's second form, when it does not give them: its lines' sums. */
function summed(lines: PanInfo[]): v.InferOutput<typeof packTotalSchema> {
  return lines.reduce(
    (total, line) => ({
      quantity: total.quantity + line.quantity,
      pieces: total.pieces + line.pieces,
    }),
    { quantity: 0, pieces: 0 },
  );
}

const packedOrder = {
  material: v.string(),
  catering: v.object({
    uuid: v.string(),
    batchNumber: v.number(),
    restaurantDepartureTime: epochMs,
    demandDescription: v.string(),
  }),
};

/**
 * What to pack for one catering order (spec 001 §3 "Pack summary: material, catering, panInfo
 * (panName, quantity, pieces), total (quantity, pieces); or containers.items (panName, quantity,
 * pieces), packages.items (packageType, quantity, pieces) and totals"): the order's material in
 * the kitchen's containers, fullest first, and the totals. The second form is read into the
 * first, a package's lines after the containers', named by its type; its totals (`totals`, or
 * `total`) are the lines' sums when absent (docs/decisions/production.md, "Pack summary").
 */
const packSummarySchema = v.union([
  v.object({
    ...packedOrder,
    panInfo: tolerantArray(panInfoSchema),
    total: packTotalSchema,
  }),
  v.pipe(
    v.object({
      ...packedOrder,
      containers: v.optional(v.object({ items: tolerantArray(panInfoSchema) })),
      packages: v.optional(
        v.object({
          items: tolerantArray(
            v.object({ packageType: v.string(), quantity: v.number(), pieces: v.number() }),
          ),
        }),
      ),
      totals: v.optional(packTotalSchema),
      total: v.optional(packTotalSchema),
      /** Present, it is the first form's, which did not parse: the row is left out. */
      panInfo: v.optional(v.never()),
    }),
    v.check(
      ({ containers, packages }) => containers !== undefined || packages !== undefined,
      'A pack summary names its pans or its packages',
    ),
    v.transform(({ material, catering, containers, packages, totals, total }) => {
      const panInfo: PanInfo[] = [
        ...(containers?.items ?? []),
        ...(packages?.items ?? []).map(({ packageType, quantity, pieces }) => ({
          panName: packageType,
          quantity,
          pieces,
        })),
      ];
      return { material, catering, panInfo, total: totals ?? total ?? summed(panInfo) };
    }),
  ),
]);
export type PackSummary = v.InferOutput<typeof packSummarySchema>;

/**
 * The tablet socket's messages, plain JSON text frames, one object each, all with `seq` (grows by
 * one per change; a gap means a lost message: reload the snapshot) and `at` (the sandbox's clock).
 * - CONNECTION: BEGIN when the socket opens, COMPLETED right after the SNAPSHOT.
 * - SNAPSHOT: the whole queue (as GET /pcs/queue).
 * - BATCH: one batch added or changed (replace by uuid).
 * - BATCH_REMOVED: a batch left the queue (cancelled or completed a while ago).
 * - MATERIAL: one material's readiness (replace status, readyTime and batches of that material).
 * - HEARTBEAT: nothing changed; the channel is alive (at least every QUEUE_HEARTBEAT_MS).
 * - ORDERS: the kitchen's catering orders of the day and what to pack for them, whole, right
 *   after the SNAPSHOT and again whenever they change. Its `seq` is the last change's number,
 *   as a heartbeat's: a whole list replaces the previous one, so a lost one is not a gap.
 */
const header = { seq: v.number(), at: epochMs };
export const queueMessageSchema = v.variant('type', [
  v.object({
    type: v.literal('CONNECTION'),
    ...header,
    state: v.picklist(QUEUE_CONNECTION_STATES),
  }),
  v.object({ type: v.literal('SNAPSHOT'), ...header, snapshot: queueSnapshotSchema }),
  v.object({ type: v.literal('BATCH'), ...header, batch: queueBatchSchema }),
  v.object({ type: v.literal('BATCH_REMOVED'), ...header, uuid: v.string() }),
  v.object({ type: v.literal('MATERIAL'), ...header, material: materialBatchSchema }),
  v.object({ type: v.literal('HEARTBEAT'), ...header }),
  v.object({
    type: v.literal('ORDERS'),
    ...header,
    orders: tolerantArray(queueOrderSchema),
    packSummaries: tolerantArray(packSummarySchema),
  }),
]);
export type QueueMessage = v.InferOutput<typeof queueMessageSchema>;

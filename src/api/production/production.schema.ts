// contract: stable — the production queue's data (spec 001 §3 "Queue batch", "Material batch",
// "Task row"; §4). Times are epoch ms; durations say their unit. The REST snapshot and the
// tablet socket's messages share these schemas.
import * as v from 'valibot';
import {
  ANIMATIONS,
  BATCH_COMPLETE,
  BATCH_STATES,
  PRODUCTION_STAGES,
  QUEUE_CONNECTION_STATES,
  QUEUE_TYPES,
  TASK_STATUS_ID,
  type QueueType,
} from './production.constants';
import { ORDER_STATUSES } from '../orders/orders.constants';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

/*
 * Products (`material`), containers and packages are the provider's dictionaries (spec 001 §7
 * "Dictionaries"): open strings, shown by their names. Every list is tolerant (decisions,
 * "Reading answers"): a batch, material or order that cannot be read (an unknown state, a
 * missing field) is left out and counted, and the others are shown.
 */

const epochMs = v.number();
/** A time the row may lack: absent or null both read as null. */
const maybeTime = v.nullish(epochMs, null);
/** Spec 001 §4's closed sets: a row with another value is left out and counted. */
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
  completionTime: maybeTime,
  expectedCompletionTime: maybeTime,
});
export type StageEstimate = v.InferOutput<typeof stageEstimateSchema>;

/**
 * A pan (container) or package of cooked product in hot holding, good for `holdTime` seconds
 * (spec 001 §3 "containers and packages with holdTime and expired"). `heldSince` (ours) dates
 * it, so it expires at heldSince + holdTime × 1000 (spec 001 §4 "The hold time yields an expiry
 * time"); without it only `expired` is known.
 */
const heldItemSchema = v.object({
  uuid: v.nullish(v.string(), null),
  material: v.nullish(v.string(), null),
  pieces: v.nullish(v.number(), 0),
  heldSince: maybeTime,
  holdTime: v.nullish(v.number(), 0),
  expired: v.nullish(v.boolean(), false),
});
export type HeldItem = v.InferOutput<typeof heldItemSchema>;

/**
 * A task status as the spec lists it (001 §4 "WAIT 0 … BREADING_COMPLETE 3"): its id, or its
 * key. Anything else, or none, is -1, which the display reads as the list's fourth entry (§4
 * "with the fourth entry as fallback").
 */
const UNKNOWN_TASK_STATUS = -1;
const taskStatusSchema = v.nullish(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      v.transform((key) => (TASK_STATUS_ID as Record<string, number>)[key] ?? UNKNOWN_TASK_STATUS),
    ),
  ]),
  UNKNOWN_TASK_STATUS,
);

/**
 * One batch in the queue (spec 001 §3 "Queue batch", names as the spec's). Only what no row can
 * be drawn without is required: `uuid` (the row, and what an update replaces), `material` (what
 * the row is), `batchNumber` (the batch the crew calls, and the catering order it cooks for) and
 * `batchSize` (the pieces every table counts). Every other field, the spec's or ours, reads with
 * a fallback (docs/decisions/production.md, "What a batch must carry").
 * - `status`: the task status id (production.constants TASK_STATUSES) or its key.
 * - `state` (ours): the batch state (spec 001 §4); COMPLETED shows the completed bar.
 *   `readyTime` (ours) when it reached hot holding.
 * - `stageName` the current stage (BATCH_COMPLETE when done, null before breading starts),
 *   `stageProgress` 0–100 within it. States and stages are §4's closed sets.
 * - `batchSize` pieces; `batchIncreasePercent` how much above the plan it was raised.
 * - `minuteDemand` grams a minute; `minutesBeforeStockout` at that demand (null: no risk);
 *   `stockoutTime` the predicted stock-out; `stockoutStartTime` when the material ran out (null
 *   while there is stock).
 * - `delay` seconds late; `taskDelayStartTime`/`taskDelayEndTime` the delay's span (end null
 *   while it lasts); `animation` flat or delayed (another shows by its name).
 * - `catering` and `queueType` (ours) say each other when one is absent; neither: production.
 * - `scheduledTime` (ours) when a future or catering batch is due to start.
 */
export const queueBatchSchema = v.pipe(
  v.object({
    batchId: v.nullish(v.union([v.number(), v.string()]), null),
    uuid: v.pipe(v.string(), v.nonEmpty()),
    batchNumber: v.number(),
    priority: v.nullish(v.number(), null),
    queueType: v.nullish(v.string(), null),
    material: openValue,
    status: taskStatusSchema,
    state: v.nullish(v.picklist(BATCH_STATES), null),
    stageName: v.nullish(stageNameSchema, null),
    stageProgress: v.nullish(v.number(), 0),
    stagesEstimate: v.nullish(tolerantArray(stageEstimateSchema), []),
    batchSize: v.number(),
    batchIncreasePercent: v.nullish(v.number(), 0),
    workCenter: v.nullish(v.string(), null),
    minuteDemand: v.nullish(v.number(), null),
    minutesBeforeStockout: v.nullish(v.number(), null),
    stockoutTime: maybeTime,
    stockoutStartTime: maybeTime,
    delay: v.nullish(v.number(), 0),
    taskDelayStartTime: maybeTime,
    taskDelayEndTime: maybeTime,
    animation: v.nullish(v.string(), ANIMATIONS[0]),
    grilled: v.nullish(v.boolean(), false),
    catering: v.nullish(v.boolean(), null),
    demandDescription: v.nullish(v.string(), null),
    restaurantDepartureTime: maybeTime,
    isLinkedFryer: v.nullish(v.boolean(), false),
    /** Ours: the kitchen's fryer (its name in the fryer manager) the batch was put in, once it is. */
    fryer: v.nullish(v.string(), null),
    scheduledTime: maybeTime,
    readyTime: maybeTime,
    createdAt: maybeTime,
    containers: v.nullish(tolerantArray(heldItemSchema), []),
    packages: v.nullish(tolerantArray(heldItemSchema), []),
  }),
  v.transform(({ queueType, catering, ...batch }) => {
    const known = (QUEUE_TYPES as readonly (string | null)[]).includes(queueType)
      ? (queueType as QueueType)
      : null;
    const isCatering = catering ?? known === 'CATERING_QUEUE';
    return {
      ...batch,
      catering: isCatering,
      queueType: known ?? (isCatering ? 'CATERING_QUEUE' : 'PRODUCTION_QUEUE'),
    };
  }),
);
export type QueueBatch = v.InferOutput<typeof queueBatchSchema>;

/** A batch as the material's readiness lists it, with its delay's span. */
const materialTaskSchema = v.object({
  uuid: v.string(),
  /** Ours: the spec's task row (001 §3 line 89) names none; '—' without it. */
  batchNumber: v.nullish(v.number(), null),
  status: taskStatusSchema,
  batchSize: v.number(),
  readyTime: maybeTime,
  taskDelayStartTime: maybeTime,
  taskDelayEndTime: maybeTime,
});
export type MaterialTask = v.InferOutput<typeof materialTaskSchema>;

/**
 * One material's readiness (spec 001 §3 "Material batch"): `readyTime` when its next product
 * will be (or was) held, `endTime` when it was needed; materialDelay = readyTime − endTime, never
 * below 0, in ms (the monitor recomputes it after each update, spec 001 §4). `status` is the
 * provider's (ours are production.constants MATERIAL_READINESS_STATUSES; another shows as its
 * text). `material` (ours) names the inventory's row.
 */
const materialBatchSchema = v.pipe(
  v.object({
    uuid: v.string(),
    /** Ours: the spec's Material batch (001 §3 line 92) has no name; its uuid stands in. */
    material: v.nullish(openValue, null),
    status: openValue,
    readyTime: maybeTime,
    endTime: maybeTime,
    materialDelay: v.nullish(v.number(), null),
    batches: v.nullish(tolerantArray(materialTaskSchema), []),
    /** Ours: the pans in hot holding now, oldest first (the inventory table's pieces and hold). */
    held: v.optional(tolerantArray(heldItemSchema)),
  }),
  v.transform((material) => ({
    ...material,
    material: material.material ?? material.uuid,
    materialDelay:
      material.materialDelay ??
      (material.readyTime === null || material.endTime === null
        ? 0
        : Math.max(0, material.readyTime - material.endTime)),
  })),
);
export type MaterialBatch = v.InferOutput<typeof materialBatchSchema>;

/**
 * The whole queue of one kitchen at `generatedAt`: every batch (production and catering, by
 * `queueType`; future ones have status WAIT and a `scheduledTime`), each material's readiness,
 * and `seq` (our extension), the number of the last change it includes (socket messages carry
 * larger ones). Only the batches are required: a provider that numbers nothing sends null.
 */
export const queueSnapshotSchema = v.object({
  restaurantUuid: v.nullish(v.string(), null),
  generatedAt: maybeTime,
  seq: v.nullish(v.number(), null),
  batches: tolerantArray(queueBatchSchema),
  materials: v.nullish(tolerantArray(materialBatchSchema), []),
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
 * Our extension of the tablet socket (docs/decisions/production.md, "Spec first, our framing
 * optional"): plain JSON text frames, one object each, with `type`, and `seq` (grows by one per
 * change; a gap means a lost message: reload the snapshot) and `at` (the provider's clock) when
 * the provider numbers and dates them. The spec's own shapes (a batch, a list of batches, BEGIN
 * and COMPLETED) are read beside these (queue-frame.ts).
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
const header = { seq: v.nullish(v.number(), null), at: maybeTime };
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

import {
  CHICKEN_PRODUCTS,
  HOLD_TIME_TARGET_MINUTES,
} from '../../src/api/analytics/analytics.constants';
import {
  BATCH_COMPLETE,
  PRODUCTION_STAGES,
  QUEUE_HEARTBEAT_MS,
  TASK_STATUS_ID,
  type MaterialReadinessStatus,
} from '../../src/api/production/production.constants';
import type {
  HeldItem,
  MaterialBatch,
  QueueBatch,
  QueueMessage,
  QueueSnapshot,
} from '../../src/api/production/production.schema';
import { dayPartAt, predictedPerMinute } from './kitchen-demand';
import { productModel, restaurantSize, type ProductModel } from './kitchen-events';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

/**
 * One kitchen's production queue, simulated in real time: product sells at
 * the seeded demand of the day part (kitchen-events.ts PRODUCTS, the same pans-per-hour the
 * history was generated from), the system recommends a batch when stock plus what is cooking
 * will not cover the lead time, batches wait, go (some late, a few cancelled), move through the
 * six stages, land in hot holding, sell or expire there; a material with nothing held while
 * customers ask for it is stocked out until a batch lands.
 *
 * Time only moves when `advance()` is called: it steps from the last time to the clock's now in
 * fixed steps aligned to the epoch, and every random choice comes from a stream named by the
 * restaurant and the minute or batch, so the same clock readings give the same queue.
 * `speed` (SANDBOX_SPEED) shortens every duration and raises demand by that factor.
 */

const SECOND = 1000;
const MINUTE = 60_000;

/** Seconds each stage takes [min, max]; frying is the product's cook time (kitchen-events.ts). */
const STAGE_SECONDS: Record<(typeof PRODUCTION_STAGES)[number], readonly [number, number]> = {
  BREADING: [60, 110],
  BASKET_LOADING: [20, 45],
  BASKET_TRANSFER: [10, 25],
  BASKET_FRYING: [0, 0],
  CTS_TRANSFER: [20, 40],
  HOT_HOLDING_TRANSFER: [15, 35],
};
/** A recommended batch waits this long (s) on the screen before the crew should start it. */
const WAIT_SECONDS: readonly [number, number] = [20, 60];
/** Chances a batch is cancelled instead of started, and started late (and by how much, s). */
const CANCEL_CHANCE = 0.08;
const DELAY_CHANCE = 0.3;
const DELAY_SECONDS: readonly [number, number] = [30, 300];
/** How long finished and cancelled batches stay on the screen before they leave (s). */
const COMPLETED_STAYS_SECONDS = 180;
const CANCELLED_STAYS_SECONDS = 60;
/** Recommend when stock and batches on their way cover less than the lead time plus this (min). */
const SAFETY_MINUTES = 3;
/** A rush multiplies demand for a few minutes; this is its chance per minute. */
const RUSH_CHANCE = 0.04;
/** Catering orders are looked up this often (s), not every step. */
const ORDER_CHECK_SECONDS = 15;
/** Share of CFA Filets batches cooked on the grill instead of the fryers (the grilled table). */
const GRILLED_SHARE = 0.15;
const GRILLED_MATERIAL = 'CFA Filets';
/** Longest catch-up after a pause: older time is skipped, not replayed. */
const MAX_CATCH_UP_MS = 2 * 60 * MINUTE;

/** A catering order as the simulator needs it (sandbox/model/orders.ts owns them). */
export interface CateringDemand {
  uuid: string;
  material: string;
  batchNumber: number;
  batchSize: number;
  workCenter: string;
  scheduledStart: number;
  restaurantDepartureTime: number;
  demandDescription: string;
  /** False once the order was finalized or cancelled: its batch leaves the queue. */
  active: boolean;
}

/** The simulator's link to the orders book; absent in a plain unit test. */
export interface CateringBook {
  dueOrders(restaurantUuid: string, now: number): CateringDemand[];
  progress(
    orderUuid: string,
    change: { status?: 'IN_PROGRESS' | 'FINISHED'; progress?: number },
    now: number,
  ): void;
}

export interface KitchenSimulatorOptions {
  restaurant: RestaurantRecord;
  seed: number;
  now: () => number;
  /** Default 1; SANDBOX_SPEED. */
  speed?: number;
  catering?: CateringBook;
  /**
   * The kitchen's adjustment now (kitchen-demand.ts): the share of the predicted amount it
   * recommends for a material, 1 = as predicted. Read at every planning step.
   */
  scaleOf?: (material: string) => number;
  /**
   * The products it cooks (the chicken materials dictionary's, one added there with the
   * default model, kitchen-events.ts); the built-in ones when absent.
   */
  products?: readonly string[];
  /** The kitchen's fryers now (the fryer manager's store): a batch going to fry takes one. */
  fryers?: () => ReadonlyArray<{ name: string; vats: number }>;
}

export type QueueListener = (message: QueueMessage) => void;

export interface KitchenSimulator {
  readonly restaurantUuid: string;
  /** Moves the kitchen to the clock's now, telling listeners every change. */
  advance(): void;
  /** The queue now (after advancing). */
  snapshot(): QueueSnapshot;
  /**
   * Listeners hear BATCH, BATCH_REMOVED, MATERIAL and HEARTBEAT; `onStop` is called if the
   * simulator is stopped under them (a sandbox reset). Returns the unsubscribe.
   */
  subscribe(listener: QueueListener, onStop?: (reason: string) => void): () => void;
  /** Ends it: every listener's `onStop` is called and no message follows. */
  stop(reason: string): void;
  listenerCount(): number;
  /** Multiplies every material's demand (tests and demos force a stock-out with it); 1 is normal. */
  setDemandFactor(factor: number): void;
}

export function speedFromEnv(): number {
  const speed = Number(process.env.SANDBOX_SPEED);
  return Number.isFinite(speed) && speed > 0 ? Math.min(speed, 1000) : 1;
}

interface MaterialState {
  material: string;
  uuid: string;
  model: ProductModel;
  /** Pans in hot holding, oldest first; expired ones are thrown out. */
  held: HeldItem[];
  /** Pieces asked for and not yet served (fractions accumulate between steps). */
  owed: number;
  /** Pieces a minute at the last step (sped up). */
  perMinute: number;
  stockoutStartTime: number | null;
  lastReadyTime: number | null;
  /** What was last sent for it, to send MATERIAL only on a change. */
  sentKey: string;
  /** Batches recommended so far: names the random stream of the next one's size. */
  recommended: number;
}

interface BatchState {
  batch: QueueBatch;
  /** Planned ms of each of the six stages (sped up). */
  durations: number[];
  stageIndex: number;
  stageStartedAt: number;
  /** Decided at creation from the batch's own random stream. */
  willCancel: boolean;
  delayMs: number;
  removeAt: number | null;
  /** Tenth of the stage last sent, so progress goes out in 10 % steps, not every second. */
  sentBucket: number;
  orderUuid: string | null;
}

export function createKitchenSimulator(options: KitchenSimulatorOptions): KitchenSimulator {
  const { restaurant, seed, now } = options;
  const speed = options.speed ?? 1;
  const stepMs = Math.max(100, Math.round(SECOND / speed));
  const holdSeconds = Math.max(1, Math.round((HOLD_TIME_TARGET_MINUTES * 60) / speed));
  const size = restaurantSize(seed, restaurant);
  const stream = (name: string) => randomStream(seed, `kitchen-queue/${restaurant.uuid}/${name}`);
  const ids = stream('ids');
  // Whether each batch is cancelled or late: one stream drawn in creation order (the streams of
  // neighbouring names are too alike in their first draws for rare events).
  const decisions = stream('decisions');

  const listeners = new Set<QueueListener>();
  const stopHandlers = new Map<QueueListener, (reason: string) => void>();
  let stopped = false;
  const batches = new Map<string, BatchState>();
  const orderBatches = new Set<string>();
  let demandFactor = 1;
  let seq = 0;
  let nextBatchId = 1;
  let lastHeartbeat = 0;

  const materials: MaterialState[] = (options.products ?? CHICKEN_PRODUCTS).map((material) => ({
    material,
    uuid: ids.uuid(),
    model: productModel(material),
    held: [],
    owed: 0,
    perMinute: 0,
    stockoutStartTime: null,
    lastReadyTime: null,
    sentKey: '',
    recommended: 0,
  }));
  const materialOf = (name: string) => materials.find((state) => state.material === name);

  function emit(message: QueueMessage): void {
    for (const listener of listeners) listener(message);
  }
  function change(
    body:
      | { type: 'BATCH'; batch: QueueBatch }
      | { type: 'BATCH_REMOVED'; uuid: string }
      | { type: 'MATERIAL'; material: MaterialBatch },
    at: number,
  ): void {
    seq += 1;
    // A structured copy: listeners may keep it while the simulator mutates its own.
    emit(structuredClone({ ...body, seq, at }) as QueueMessage);
  }

  // Demand is the same for a whole minute: computed once per material and minute (the time-zone
  // conversion and the named random streams are too slow to run every step).
  let demandMinute = Number.NaN;
  const demandCache = new Map<string, number>();

  function demandAt(state: MaterialState, time: number): number {
    const minute = Math.floor(time / MINUTE);
    if (minute !== demandMinute) {
      demandMinute = minute;
      demandCache.clear();
    }
    let perMinute = demandCache.get(state.material);
    if (perMinute === undefined) {
      perMinute = demandOfMinute(state, minute);
      demandCache.set(state.material, perMinute);
    }
    return perMinute * speed * demandFactor;
  }

  /** Pieces a minute of `state` in `minute`: the prediction, noisy by the minute, rushes. */
  function demandOfMinute(state: MaterialState, minute: number): number {
    const dayPart = dayPartAt(minute * MINUTE, restaurant.timezone);
    const predicted = predictedPerMinute(state.model, size, dayPart);
    if (predicted === 0) return 0;
    const noise = stream(`demand/${state.material}/${minute}`);
    // A rush lasts 3–6 minutes: a minute is in one if a rush began in the 5 minutes before.
    let rush = 1;
    for (let back = 0; back < 5; back++) {
      if (stream(`rush/${state.material}/${minute - back}`).chance(RUSH_CHANCE)) rush = 2.5;
    }
    return predicted * (0.6 + noise.next() * 0.8) * rush;
  }

  const piecesHeld = (state: MaterialState) =>
    state.held.reduce((sum, item) => sum + item.pieces, 0);
  const isOpen = (state: BatchState) =>
    state.batch.status !== TASK_STATUS_ID.CANCEL && state.batch.stageName !== BATCH_COMPLETE;
  const batchesOf = (material: string) =>
    [...batches.values()].filter((state) => state.batch.material === material);

  function plannedDurations(random: Random, model: ProductModel): number[] {
    return PRODUCTION_STAGES.map((stage) => {
      const [min, max] = STAGE_SECONDS[stage];
      const seconds =
        stage === 'BASKET_FRYING' ? model.cookMinutes * 60 : min + random.next() * (max - min);
      return Math.max(stepMs, Math.round((seconds * SECOND) / speed));
    });
  }

  /** Expected end of every stage if the batch starts at `start`; done stages keep their times. */
  function reestimate(state: BatchState, start: number): void {
    let end = start;
    state.batch.stagesEstimate = PRODUCTION_STAGES.map((stageName, index) => {
      const done = state.batch.stagesEstimate[index]?.completionTime ?? null;
      end = done ?? end + (state.durations[index] ?? 0);
      return { stageName, completionTime: done, expectedCompletionTime: end };
    });
  }

  /** Demand figures of the batch's material, refreshed before each send. */
  function refreshDemand(batch: QueueBatch, time: number): void {
    const state = materialOf(batch.material);
    if (!state) return;
    const perPiece = state.model.gramsPerPiece;
    batch.minuteDemand = Math.round(state.perMinute * perPiece);
    batch.stockoutStartTime = state.stockoutStartTime;
    if (state.perMinute > 0) {
      const minutes = piecesHeld(state) / state.perMinute;
      batch.minutesBeforeStockout = Math.round(minutes * 10) / 10;
      batch.stockoutTime = Math.round(time + minutes * MINUTE);
    } else {
      batch.minutesBeforeStockout = null;
      batch.stockoutTime = null;
    }
    if (batch.taskDelayStartTime !== null) {
      const end = batch.taskDelayEndTime ?? time;
      batch.delay = Math.round((end - batch.taskDelayStartTime) / SECOND);
    }
  }

  /**
   * A batch is on a linked fryer when its basket went to a fryer the fryer manager lists for the
   * kitchen now (spec 001 §3 isLinkedFryer): false before it has one, on the grill, or once that
   * fryer was deleted or renamed in the manager.
   */
  function refreshFryerLink(batch: QueueBatch): void {
    const listed = options.fryers?.() ?? [];
    batch.isLinkedFryer =
      batch.fryer !== null && listed.some((fryer) => fryer.name === batch.fryer);
  }

  function send(state: BatchState, time: number): void {
    refreshDemand(state.batch, time);
    refreshFryerLink(state.batch);
    change({ type: 'BATCH', batch: state.batch }, time);
  }

  function addBatch(
    time: number,
    fields: {
      material: string;
      model: ProductModel;
      batchSize: number;
      batchIncreasePercent: number;
      priority: number;
      catering: CateringDemand | null;
    },
  ): void {
    const batchId = nextBatchId++;
    const random = stream(`batch/${batchId}`);
    const order = fields.catering;
    const scheduledTime = order
      ? Math.max(time, order.scheduledStart)
      : time +
        Math.round(
          (SECOND * (WAIT_SECONDS[0] + random.next() * (WAIT_SECONDS[1] - WAIT_SECONDS[0]))) /
            speed,
        );
    const state: BatchState = {
      batch: {
        batchId,
        uuid: random.uuid(),
        batchNumber: order ? order.batchNumber : batchId,
        priority: fields.priority,
        queueType: order ? 'CATERING_QUEUE' : 'PRODUCTION_QUEUE',
        material: fields.material,
        status: TASK_STATUS_ID.WAIT,
        state: 'FLAT',
        stageName: null,
        stageProgress: 0,
        stagesEstimate: [],
        batchSize: fields.batchSize,
        batchIncreasePercent: fields.batchIncreasePercent,
        workCenter: order ? order.workCenter : null,
        minuteDemand: 0,
        minutesBeforeStockout: null,
        stockoutTime: null,
        stockoutStartTime: null,
        delay: 0,
        taskDelayStartTime: null,
        taskDelayEndTime: null,
        animation: 'flat',
        // Its own stream, so the batch's other draws are what they were before grilling existed.
        grilled:
          !order &&
          fields.material === GRILLED_MATERIAL &&
          stream(`grilled/${batchId}`).chance(GRILLED_SHARE),
        catering: order !== null,
        demandDescription: order ? order.demandDescription : null,
        restaurantDepartureTime: order ? order.restaurantDepartureTime : null,
        isLinkedFryer: false,
        fryer: null,
        scheduledTime,
        readyTime: null,
        createdAt: time,
        containers: [],
        packages: [],
      },
      durations: plannedDurations(random, fields.model),
      stageIndex: -1,
      stageStartedAt: scheduledTime,
      // A catering order is never cancelled by the kitchen: only its finalize cancels it.
      willCancel: decisions.chance(CANCEL_CHANCE) && !order,
      delayMs: decisions.chance(DELAY_CHANCE)
        ? Math.round(
            (SECOND *
              (DELAY_SECONDS[0] + decisions.next() * (DELAY_SECONDS[1] - DELAY_SECONDS[0]))) /
              speed,
          )
        : 0,
      removeAt: null,
      sentBucket: -1,
      orderUuid: order ? order.uuid : null,
    };
    reestimate(state, scheduledTime);
    batches.set(state.batch.uuid, state);
    send(state, time);
  }

  /**
   * Recommends a batch of `state` when what is held and cooking will not last the lead time. The
   * kitchen's adjustment scales the demand it plans for and the batch it asks (spec 001 §2
   * "Adjustment"): at 150 % it covers half as much again, with batches half as big again.
   */
  function recommend(state: MaterialState, time: number): void {
    if (state.perMinute <= 0) return;
    const own = batchesOf(state.material).filter((batch) => !batch.batch.catering && isOpen(batch));
    if (own.some((batch) => batch.batch.status === TASK_STATUS_ID.WAIT)) return;
    const scale = options.scaleOf?.(state.material) ?? 1;
    const coming = own.reduce((sum, batch) => sum + batch.batch.batchSize, 0);
    const cover = (piecesHeld(state) + coming) / (state.perMinute * scale);
    const random = stream(`recommend/${state.material}/${state.recommended}`);
    const lead =
      (PRODUCTION_STAGES.length * 40 + state.model.cookMinutes * 60 + WAIT_SECONDS[1]) / 60 / speed;
    if (cover >= lead + SAFETY_MINUTES / speed) return;
    const [min, max] = state.model.pieces;
    const pieces = random.int(min, max);
    // Short of the lead time already: ask for a quarter more and put it first.
    const urgent = cover < lead;
    const increase = urgent ? 25 : 0;
    state.recommended += 1;
    addBatch(time, {
      material: state.material,
      model: state.model,
      batchSize: Math.round(pieces * scale * (1 + increase / 100)),
      batchIncreasePercent: increase,
      priority: urgent ? 1 : 2,
      catering: null,
    });
  }

  /** Sells from the oldest pan; expires pans past their hold; starts and ends stock-outs. */
  function sell(state: MaterialState, time: number, dt: number): void {
    state.perMinute = demandAt(state, time);
    state.owed += (state.perMinute * dt) / MINUTE;
    for (const item of state.held) {
      // Our pans are always dated (heldSince is ours: the wire may lack it, this model never).
      if (time >= item.heldSince! + item.holdTime * SECOND) {
        item.expired = true;
        const owner = [...batches.values()].find((batch) => batch.batch.containers.includes(item));
        if (owner) send(owner, time);
      }
    }
    state.held = state.held.filter((item) => !item.expired);
    while (state.owed >= 1 && state.held.length > 0) {
      const pan = state.held[0]!;
      const served = Math.min(pan.pieces, Math.floor(state.owed));
      pan.pieces -= served;
      state.owed -= served;
      if (pan.pieces === 0) state.held.shift();
    }
    if (state.owed >= 1 && state.held.length === 0) {
      // Customers who cannot be served do not queue up forever: one piece stays owed.
      state.owed = 1;
      if (state.stockoutStartTime === null) {
        state.stockoutStartTime = time;
        for (const batch of batchesOf(state.material)) if (isOpen(batch)) send(batch, time);
      }
    }
  }

  function finish(state: BatchState, time: number): void {
    const batch = state.batch;
    batch.stageName = BATCH_COMPLETE;
    batch.stageProgress = 100;
    batch.state = 'COMPLETED';
    batch.readyTime = time;
    state.removeAt = time + Math.round((COMPLETED_STAYS_SECONDS * SECOND) / speed);
    const material = materialOf(batch.material);
    const item: HeldItem = {
      uuid: `${batch.uuid}-${batch.catering ? 'package' : 'pan'}`,
      material: batch.material,
      pieces: batch.batchSize,
      heldSince: time,
      // A catering package is held until it leaves; a pan for the target hold time.
      holdTime:
        batch.catering && batch.restaurantDepartureTime !== null
          ? Math.max(holdSeconds, Math.round((batch.restaurantDepartureTime - time) / SECOND))
          : holdSeconds,
      expired: false,
    };
    if (batch.catering) {
      batch.packages = [item];
      if (state.orderUuid)
        options.catering?.progress(state.orderUuid, { status: 'FINISHED', progress: 100 }, time);
    } else {
      batch.containers = [item];
      if (material) {
        material.held.push(item);
        material.lastReadyTime = time;
        if (material.stockoutStartTime !== null) {
          material.stockoutStartTime = null;
          for (const other of batchesOf(material.material))
            if (other !== state && isOpen(other)) send(other, time);
        }
      }
    }
  }

  /**
   * The fryer a basket goes to: the kitchen's fryer with the most free vats (then by name);
   * none for a grilled batch or a kitchen without fryers. It stays on the batch afterwards.
   */
  function fryerFor(batch: QueueBatch): string | null {
    const fryers = options.fryers?.() ?? [];
    if (batch.grilled || fryers.length === 0) return null;
    const inOil = (name: string) =>
      [...batches.values()].filter(
        (other) =>
          other.batch.fryer === name &&
          (other.batch.stageName === 'BASKET_TRANSFER' ||
            other.batch.stageName === 'BASKET_FRYING'),
      ).length;
    const free = fryers
      .map((fryer) => ({ name: fryer.name, free: fryer.vats - inOil(fryer.name) }))
      .sort((a, b) => b.free - a.free || a.name.localeCompare(b.name));
    return free[0]!.name;
  }

  /** One batch's step: wait, go (late or cancelled), the stages, done, leave. */
  function progress(state: BatchState, time: number): void {
    const batch = state.batch;
    if (state.removeAt !== null) {
      if (time >= state.removeAt) {
        batches.delete(batch.uuid);
        change({ type: 'BATCH_REMOVED', uuid: batch.uuid }, time);
      }
      return;
    }
    if (state.stageIndex < 0) {
      if (time < (batch.scheduledTime ?? time)) return;
      if (state.willCancel) {
        batch.status = TASK_STATUS_ID.CANCEL;
        batch.state = 'FLAT';
        state.removeAt = time + Math.round((CANCELLED_STAYS_SECONDS * SECOND) / speed);
        send(state, time);
        return;
      }
      const due = batch.scheduledTime ?? time;
      if (state.delayMs > 0 && batch.taskDelayStartTime === null) {
        batch.taskDelayStartTime = due;
        batch.state = 'DELAYED';
        batch.animation = 'delayed';
        reestimate(state, due + state.delayMs);
        send(state, time);
      }
      if (time < due + state.delayMs) return;
      if (state.delayMs > 0) {
        batch.taskDelayEndTime = due + state.delayMs;
        batch.state = 'ACTIVATED';
      } else batch.state = 'ACTIVATED';
      batch.status = TASK_STATUS_ID.GO;
      state.stageIndex = 0;
      state.stageStartedAt = due + state.delayMs;
      batch.stageName = PRODUCTION_STAGES[0];
      reestimate(state, state.stageStartedAt);
      if (state.orderUuid)
        options.catering?.progress(state.orderUuid, { status: 'IN_PROGRESS', progress: 0 }, time);
    }
    let moved = state.sentBucket < 0;
    while (state.stageIndex < PRODUCTION_STAGES.length) {
      const duration = state.durations[state.stageIndex] ?? stepMs;
      const end = state.stageStartedAt + duration;
      if (time < end) break;
      const estimate = batch.stagesEstimate[state.stageIndex];
      if (estimate) estimate.completionTime = end;
      if (PRODUCTION_STAGES[state.stageIndex] === 'BREADING')
        batch.status = TASK_STATUS_ID.BREADING_COMPLETE;
      state.stageIndex += 1;
      state.stageStartedAt = end;
      moved = true;
      if (PRODUCTION_STAGES[state.stageIndex] === 'BASKET_TRANSFER') batch.fryer = fryerFor(batch);
      if (state.orderUuid)
        options.catering?.progress(
          state.orderUuid,
          { progress: (state.stageIndex / PRODUCTION_STAGES.length) * 100 },
          time,
        );
    }
    if (state.stageIndex >= PRODUCTION_STAGES.length) {
      finish(state, state.stageStartedAt);
      send(state, time);
      return;
    }
    batch.stageName = PRODUCTION_STAGES[state.stageIndex]!;
    const share = (time - state.stageStartedAt) / (state.durations[state.stageIndex] ?? stepMs);
    batch.stageProgress = Math.min(100, Math.round(share * 100));
    const bucket = state.stageIndex * 10 + Math.floor(share * 10);
    if (moved || bucket !== state.sentBucket) {
      state.sentBucket = bucket;
      send(state, time);
    }
  }

  function readiness(state: MaterialState, time: number): MaterialBatch {
    const own = batchesOf(state.material)
      .filter((batch) => !batch.batch.catering && batch.batch.status !== TASK_STATUS_ID.CANCEL)
      .sort((a, b) => Number(a.batch.batchId) - Number(b.batch.batchId));
    const cooking = own.filter(isOpen);
    const held = piecesHeld(state);
    const status: MaterialReadinessStatus =
      held > 0 ? 'READY' : cooking.length > 0 ? 'IN_PROGRESS' : 'WAITING';
    const next = cooking[0]?.batch.stagesEstimate.at(-1)?.expectedCompletionTime ?? null;
    const readyTime = held > 0 ? state.lastReadyTime : next;
    // Needed when it ran out, or when what is held runs out at today's demand.
    const endTime =
      state.stockoutStartTime ??
      (state.perMinute > 0 ? Math.round(time + (held / state.perMinute) * MINUTE) : null);
    return {
      uuid: state.uuid,
      material: state.material,
      status,
      readyTime,
      endTime,
      materialDelay: readyTime !== null && endTime !== null ? Math.max(0, readyTime - endTime) : 0,
      batches: own.map(({ batch }) => ({
        uuid: batch.uuid,
        batchNumber: batch.batchNumber,
        status: batch.status,
        batchSize: batch.batchSize,
        readyTime: batch.readyTime,
        taskDelayStartTime: batch.taskDelayStartTime,
        taskDelayEndTime: batch.taskDelayEndTime,
      })),
      held: state.held.map((item) => ({ ...item })),
    };
  }

  /**
   * MATERIAL goes out when status, readyTime, its batches or what is held change (not the
   * moving endTime): a sale or an expired pan changes the inventory table.
   */
  function sendReadiness(state: MaterialState, time: number): void {
    const material = readiness(state, time);
    const key = JSON.stringify([
      material.status,
      material.readyTime,
      material.batches,
      (material.held ?? []).map((item) => [item.uuid, item.pieces]),
    ]);
    if (key === state.sentKey) return;
    state.sentKey = key;
    change({ type: 'MATERIAL', material }, time);
  }

  function takeOrders(time: number): void {
    if (!options.catering) return;
    for (const order of options.catering.dueOrders(restaurant.uuid, time)) {
      const existing = [...batches.values()].find((batch) => batch.orderUuid === order.uuid);
      if (!order.active) {
        // Finalized or cancelled by someone: a batch not yet done is cancelled on the screen.
        if (existing && existing.removeAt === null) {
          existing.batch.status = TASK_STATUS_ID.CANCEL;
          existing.batch.state = 'FLAT';
          existing.removeAt = time + Math.round((CANCELLED_STAYS_SECONDS * SECOND) / speed);
          send(existing, time);
        }
        continue;
      }
      if (orderBatches.has(order.uuid)) continue;
      const model = productModel(order.material);
      orderBatches.add(order.uuid);
      addBatch(time, {
        material: order.material,
        model,
        batchSize: order.batchSize,
        batchIncreasePercent: 0,
        priority: 1,
        catering: order,
      });
    }
  }

  function step(time: number, dt: number): void {
    if (time % (ORDER_CHECK_SECONDS * SECOND) < dt) takeOrders(time);
    for (const state of materials) sell(state, time, dt);
    for (const state of materials) recommend(state, time);
    for (const state of [...batches.values()]) progress(state, time);
    for (const state of materials) sendReadiness(state, time);
  }

  /** Stock at the start: a pan of each product sold now, partly sold, held a few minutes. */
  function open(time: number): void {
    for (const state of materials) {
      state.perMinute = demandAt(state, time);
      if (state.perMinute <= 0) continue;
      const random = stream(`opening/${state.material}/${Math.floor(time / MINUTE)}`);
      const [min, max] = state.model.pieces;
      state.held.push({
        uuid: random.uuid(),
        material: state.material,
        pieces: random.int(min, max),
        heldSince: time - Math.round((random.next() * 8 * MINUTE) / speed),
        holdTime: holdSeconds,
        expired: false,
      });
      state.lastReadyTime = state.held[0]!.heldSince;
    }
  }

  const startedAt = Math.floor(now() / stepMs) * stepMs;
  // Ten minutes of warm-up so the first screen already has batches in every stage.
  let clock = startedAt - Math.round((10 * MINUTE) / speed / stepMs) * stepMs;
  open(clock);

  function advance(): void {
    if (stopped) return;
    const target = now();
    if (target - clock > MAX_CATCH_UP_MS)
      clock = Math.floor((target - MAX_CATCH_UP_MS) / stepMs) * stepMs;
    while (clock + stepMs <= target) {
      clock += stepMs;
      step(clock, stepMs);
    }
    if (target - lastHeartbeat >= QUEUE_HEARTBEAT_MS && listeners.size > 0) {
      lastHeartbeat = target;
      emit({ type: 'HEARTBEAT', seq, at: target });
    }
  }
  advance();

  return {
    restaurantUuid: restaurant.uuid,
    advance,
    snapshot() {
      advance();
      const time = now();
      const list = [...batches.values()].map((state) => {
        refreshDemand(state.batch, time);
        refreshFryerLink(state.batch);
        return state.batch;
      });
      return structuredClone({
        restaurantUuid: restaurant.uuid,
        generatedAt: time,
        seq,
        batches: list,
        materials: materials.map((state) => readiness(state, time)),
      });
    },
    subscribe(listener, onStop) {
      listeners.add(listener);
      if (onStop) stopHandlers.set(listener, onStop);
      return () => {
        listeners.delete(listener);
        stopHandlers.delete(listener);
      };
    },
    stop(reason) {
      stopped = true;
      const handlers = [...stopHandlers.values()];
      listeners.clear();
      stopHandlers.clear();
      for (const handler of handlers) handler(reason);
    },
    listenerCount: () => listeners.size,
    setDemandFactor(factor) {
      demandFactor = factor;
    },
  };
}

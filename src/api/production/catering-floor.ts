import { BATCH_COMPLETE, TASK_STATUS_ID } from './production.constants';
import type { PackSummary, PanInfo, QueueBatch, QueueOrder } from './production.schema';
import type { CateringOrder } from '../orders/orders.schema';

/**
 * The kitchen floor's orders and pack summaries (spec 001 §3 "Order table columns: amount,
 * waiting, inProgress, ready", "Pack summary"), from the kitchen's catering orders (spec 001 §7
 * "Orders", GET /catering-orders), its live queue and the chicken containers dictionary (spec
 * 001 §7 "Dictionaries"). Pure: the monitor computes them, and the sandbox's own ORDERS frame
 * comes from the same rules (docs/decisions/production.md "The floor's orders").
 */

/** The fields of an order the floor reads (a catering order as GET /catering-orders lists it). */
export type FloorOrderSource = Pick<
  CateringOrder,
  | 'uuid'
  | 'batchNumber'
  | 'material'
  | 'cateringOrderStatus'
  | 'workCenter'
  | 'scheduledStart'
  | 'restaurantDepartureTime'
  | 'demandDescription'
  | 'batchSize'
>;

/**
 * The queue's catering batch of an order: a batch carries no order id, only what the spec's
 * queue batch names (`catering`, `batchNumber`, `material`), and a batch number is the order's.
 */
function cateringBatchOf(
  order: Pick<FloorOrderSource, 'batchNumber' | 'material'>,
  batches: Iterable<QueueBatch>,
): QueueBatch | undefined {
  for (const batch of batches)
    if (
      batch.catering &&
      batch.batchNumber === order.batchNumber &&
      batch.material === order.material
    )
      return batch;
  return undefined;
}

/**
 * Where an order's pieces are: all in one column, by its batch on the queue (not started,
 * in the stages, cooked), else by the order's status (NEW waiting, IN_PROGRESS in progress,
 * FINISHED ready). A cancelled batch, a CANCELED or INCOMPLETE order, or a status the console
 * does not know count in none: never a piece in two columns.
 */
function orderSplit(
  order: Pick<FloorOrderSource, 'batchSize' | 'cateringOrderStatus'>,
  batch: QueueBatch | undefined,
): Pick<QueueOrder, 'waiting' | 'inProgress' | 'ready'> {
  const amount = order.batchSize;
  const none = { waiting: 0, inProgress: 0, ready: 0 };
  if (batch) {
    if (batch.status === TASK_STATUS_ID.CANCEL) return none;
    if (batch.stageName === null) return { ...none, waiting: amount };
    if (batch.stageName === BATCH_COMPLETE) return { ...none, ready: amount };
    return { ...none, inProgress: amount };
  }
  switch (order.cateringOrderStatus) {
    case 'NEW':
      return { ...none, waiting: amount };
    case 'IN_PROGRESS':
      return { ...none, inProgress: amount };
    case 'FINISHED':
      return { ...none, ready: amount };
    default:
      return none;
  }
}

/** One order's row of the order table: its amount (`batchSize`) split by `orderSplit`. */
export function floorOrder(order: FloorOrderSource, batches: Iterable<QueueBatch>): QueueOrder {
  return {
    uuid: order.uuid,
    batchNumber: order.batchNumber,
    material: order.material,
    cateringOrderStatus: order.cateringOrderStatus,
    workCenter: order.workCenter,
    scheduledStart: order.scheduledStart,
    restaurantDepartureTime: order.restaurantDepartureTime,
    demandDescription: order.demandDescription,
    amount: order.batchSize,
    ...orderSplit(order, cateringBatchOf(order, batches)),
  };
}

/** Orders still to pack: not cancelled, leaving after `now`. */
export function toPack<O extends FloorOrderSource>(orders: readonly O[], now: number): O[] {
  return orders.filter(
    (order) => order.cateringOrderStatus !== 'CANCELED' && order.restaurantDepartureTime > now,
  );
}

/** A container of the chicken containers dictionary, as the pack rule reads it. */
export interface PackContainer {
  name: string;
  capacityKg: number;
}

/** The container catering orders go out in; other containers take what is left over. */
const CATERING_CONTAINER = 'Catering tray';
/** A nugget bin is for nuggets only. */
const NUGGET_CONTAINER = 'Nugget bin';

/**
 * What to pack for one order (spec 001 §3 "Pack summary: material, catering, panInfo (panName,
 * quantity, pieces), total (quantity, pieces)"): its pieces in the kitchen's containers, each
 * holding as many pieces as its capacity takes at the material's piece weight, fullest first:
 * full catering trays (the largest container when the dictionary has none), then the rest in
 * the smallest container it fits in. Without a container or a piece weight the pans are not
 * known: no pan line, and the total counts the pieces only (quantity 0, shown as '—').
 */
export function packSummary(
  order: Pick<
    FloorOrderSource,
    | 'uuid'
    | 'batchNumber'
    | 'material'
    | 'batchSize'
    | 'restaurantDepartureTime'
    | 'demandDescription'
  >,
  dictionary: readonly PackContainer[],
  pieceKg: number | undefined,
): PackSummary {
  const containers =
    pieceKg && pieceKg > 0
      ? dictionary
          .map((entry) => ({
            name: entry.name,
            pieces: Math.max(1, Math.floor(entry.capacityKg / pieceKg)),
          }))
          .filter(
            (container) =>
              Number.isFinite(container.pieces) &&
              (container.name !== NUGGET_CONTAINER || order.material === 'Nuggets'),
          )
          .sort((a, b) => a.pieces - b.pieces)
      : [];
  const tray =
    containers.find((container) => container.name === CATERING_CONTAINER) ?? containers.at(-1);
  const panInfo: PanInfo[] = [];
  if (tray) {
    const full = Math.floor(order.batchSize / tray.pieces);
    if (full > 0) panInfo.push({ panName: tray.name, quantity: full, pieces: full * tray.pieces });
    const rest = order.batchSize - full * tray.pieces;
    if (rest > 0) {
      const fits = containers.find((container) => container.pieces >= rest) ?? tray;
      const same = panInfo.find((line) => line.panName === fits.name);
      if (same) {
        same.quantity += 1;
        same.pieces += rest;
      } else panInfo.push({ panName: fits.name, quantity: 1, pieces: rest });
    }
  }
  return {
    material: order.material,
    catering: {
      uuid: order.uuid,
      batchNumber: order.batchNumber,
      restaurantDepartureTime: order.restaurantDepartureTime,
      demandDescription: order.demandDescription,
    },
    panInfo,
    total: {
      quantity: panInfo.reduce((sum, line) => sum + line.quantity, 0),
      pieces: tray ? panInfo.reduce((sum, line) => sum + line.pieces, 0) : order.batchSize,
    },
  };
}

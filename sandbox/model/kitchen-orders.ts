import { BATCH_COMPLETE, TASK_STATUS_ID } from '../../src/api/production/production.constants';
import type {
  PackSummary,
  PanInfo,
  QueueBatch,
  QueueOrder,
} from '../../src/api/production/production.schema';
import type { Chain } from '../seed';
import { dictionariesOf } from './dictionaries';
import { PRODUCTS } from './kitchen-events';
import { orderDayAt, ordersOf, type CateringOrderRecord } from './orders';

/**
 * The monitor's order table and pack summaries (spec 001 §3 "Order table columns", "Pack
 * summary") for one kitchen, from the orders book (orders.ts) and the queue's catering batches.
 * The tablet socket sends them as its ORDERS frame (routes/production.ts); the spec does not say
 * how they reach the tablet (docs/decisions/production.md).
 */
export interface KitchenOrders {
  orders: QueueOrder[];
  packSummaries: PackSummary[];
}

/** The container catering orders go out in; other containers take what is left over. */
const CATERING_CONTAINER = 'Catering tray';
const NUGGET_CONTAINER = 'Nugget bin';

export function kitchenOrders(
  chain: Chain,
  restaurantUuid: string,
  batches: Iterable<QueueBatch>,
  now: number,
): KitchenOrders {
  const timeZone =
    chain.restaurants.find((restaurant) => restaurant.uuid === restaurantUuid)?.timezone ??
    'America/New_York';
  const today = orderDayAt(now, timeZone).date;
  const cateringBatches = new Map<number, QueueBatch>();
  for (const batch of batches) if (batch.catering) cateringBatches.set(batch.batchNumber, batch);
  const todays = ordersOf(chain, restaurantUuid, now)
    .catering.filter((order) => orderDayAt(order.scheduledStart, timeZone).date === today)
    .sort((a, b) => a.restaurantDepartureTime - b.restaurantDepartureTime);
  const orders = todays.map((order) => queueOrder(order, cateringBatches.get(order.batchNumber)));
  // What is still to pack: orders not cancelled whose departure is ahead.
  const packSummaries = todays
    .filter(
      (order) => order.cateringOrderStatus !== 'CANCELED' && order.restaurantDepartureTime > now,
    )
    .map((order) => packSummary(chain, order));
  return { orders, packSummaries };
}

function queueOrder(order: CateringOrderRecord, batch: QueueBatch | undefined): QueueOrder {
  const amount = order.batchSize;
  return {
    uuid: order.uuid,
    batchNumber: order.batchNumber,
    material: order.material,
    cateringOrderStatus: order.cateringOrderStatus,
    workCenter: order.workCenter,
    scheduledStart: order.scheduledStart,
    restaurantDepartureTime: order.restaurantDepartureTime,
    demandDescription: order.demandDescription,
    amount,
    ...split(order, batch),
  };
}

/** Where the order's pieces are: by its batch when it has one, else by the order's status. */
function split(
  order: CateringOrderRecord,
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
    case 'INCOMPLETE':
      return { ...none, ready: Math.round((amount * order.progress) / 100) };
    default:
      return none;
  }
}

/**
 * The order's pieces in the kitchen's containers (the chain's container dictionary, capacity in
 * kg, and the material's piece weight): full catering trays, then the rest in the smallest other
 * container it fits in (a tray when none does).
 */
function packSummary(chain: Chain, order: CateringOrderRecord): PackSummary {
  const dictionaries = dictionariesOf(chain);
  const pieceKg =
    Number(
      dictionaries.list('chicken-materials').find((material) => material.name === order.material)
        ?.pieceWeightKg,
    ) || (PRODUCTS[order.material as keyof typeof PRODUCTS]?.gramsPerPiece ?? 100) / 1000;
  const containers = dictionaries
    .list('chicken-containers')
    .map((entry) => ({
      name: String(entry.name),
      pieces: Math.max(1, Math.floor(Number(entry.capacityKg) / pieceKg)),
    }))
    // A nugget bin is for nuggets only.
    .filter(
      (container) =>
        Number.isFinite(container.pieces) &&
        (container.name !== NUGGET_CONTAINER || order.material === 'Nuggets'),
    )
    .sort((a, b) => a.pieces - b.pieces);
  const tray = containers.find((container) => container.name === CATERING_CONTAINER) ??
    containers.at(-1) ?? { name: CATERING_CONTAINER, pieces: order.batchSize };
  const panInfo: PanInfo[] = [];
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
      pieces: panInfo.reduce((sum, line) => sum + line.pieces, 0),
    },
  };
}

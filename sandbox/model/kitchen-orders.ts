import { floorOrder, packSummary, toPack } from '../../src/api/production/catering-floor';
import type {
  PackSummary,
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
 * The tablet socket sends them as its ORDERS frame (routes/production.ts), which the spec does
 * not have: the console computes the same from GET /catering-orders by the same rules
 * (src/api/production/catering-floor.ts; docs/decisions/production.md "The floor's orders").
 */
export interface KitchenOrders {
  orders: QueueOrder[];
  packSummaries: PackSummary[];
}

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
  const cateringBatches = [...batches].filter((batch) => batch.catering);
  const todays = ordersOf(chain, restaurantUuid, now)
    .catering.filter((order) => orderDayAt(order.scheduledStart, timeZone).date === today)
    .sort((a, b) => a.restaurantDepartureTime - b.restaurantDepartureTime);
  const orders = todays.map((order) => floorOrder(order, cateringBatches));
  // What is still to pack: orders not cancelled whose departure is ahead.
  const packSummaries = toPack(todays, now).map((order) => packSummaryOf(chain, order));
  return { orders, packSummaries };
}

/**
 * The order's pieces in the kitchen's containers (the chain's container dictionary, capacity in
 * kg, and the material's piece weight, a built-in product's when its entry has none), by the
 * console's own rule (src/api/production/catering-floor.ts).
 */
function packSummaryOf(chain: Chain, order: CateringOrderRecord): PackSummary {
  const dictionaries = dictionariesOf(chain);
  const pieceKg =
    Number(
      dictionaries.list('chicken-materials').find((material) => material.name === order.material)
        ?.pieceWeightKg,
    ) || (PRODUCTS[order.material as keyof typeof PRODUCTS]?.gramsPerPiece ?? 100) / 1000;
  const containers = dictionaries
    .list('chicken-containers')
    .map((entry) => ({ name: String(entry.name), capacityKg: Number(entry.capacityKg) }));
  return packSummary(order, containers, pieceKg);
}

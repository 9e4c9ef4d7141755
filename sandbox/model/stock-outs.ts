import type { DayPart } from '../../src/api/analytics/analytics.constants';
import { DAYPARTS } from '../../src/lib/dayparts';
import { createDailyEvents, type DailyEvents, type LocalDay } from './daily-events';
import { kitchenEventsOf, type KitchenEvents, type PanCycle } from './kitchen-events';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';
import { perChain } from './per-chain';

const MINUTE_MS = 60_000;

/**
 * A pan emptied (nothing thrown away) within this many minutes of leaving the fryer was selling
 * fast: customers were still asking when it ran out. A slower pan running out is a lull.
 */
const FAST_SELL_MINUTES = 15;
/** A wait shorter than this for the next batch is not a stock-out a manager acts on. */
export const MIN_STOCK_OUT_SECONDS = 120;
/** A longer gap means nobody was asking: a kitchen does not cook what is not ordered. */
export const MAX_STOCK_OUT_SECONDS = 15 * 60;

/** One stock-out: a product out of every holding pan while customers were asking for it. */
export interface StockOutRecord {
  uuid: string;
  restaurantUuid: string;
  material: string;
  /** Of the start, in the restaurant's local time (spec 000 §9). */
  dayPart: DayPart;
  /** Epoch ms, whole seconds: the product's last pan emptied. */
  startTime: number;
  /** Epoch ms, whole seconds: the next batch of it left the fryer. */
  endTime: number;
  /** Seconds, `(endTime - startTime) / 1000`. */
  duration: number;
}

export type StockOuts = DailyEvents<StockOutRecord>;

/**
 * Stock-outs derived from the kitchen events of the same restaurant and local day, so they agree
 * with the dashboards: per product, whenever the pan that emptied last had sold out fast and the
 * next batch came 2–15 minutes later, the product was out for that gap. Generated lazily per
 * restaurant-day and memoised, like the kitchen events they come from; only stock-outs that
 * ended by `seededAt` exist (the kitchen events stop there).
 */
function createStockOuts(kitchen: KitchenEvents, seededAt: number): StockOuts {
  return createDailyEvents({
    seededAt,
    generate: (restaurant, day) =>
      stockOutsOfDay(restaurant, day, kitchen.between([restaurant], day.start, day.end)),
    timeOf: (stockOut) => stockOut.startTime,
  });
}

/** The chain's stock-outs, made empty on first call and dropped with the chain on reset. */
export const stockOutsOf = perChain((chain) =>
  createStockOuts(kitchenEventsOf(chain), chain.seededAt),
);

function stockOutsOfDay(
  restaurant: RestaurantRecord,
  day: LocalDay,
  cycles: readonly PanCycle[],
): StockOutRecord[] {
  const byMaterial = new Map<string, PanCycle[]>();
  for (const cycle of cycles) {
    const list = byMaterial.get(cycle.material) ?? [];
    list.push(cycle);
    byMaterial.set(cycle.material, list);
  }
  const gaps: Array<Omit<StockOutRecord, 'uuid'>> = [];
  for (const [material, pans] of byMaterial) {
    let emptyAt = -Infinity;
    let soldOutFast = false;
    for (const pan of [...pans].sort((a, b) => a.cookedAt - b.cookedAt)) {
      if (soldOutFast && pan.cookedAt > emptyAt) {
        const startTime = wholeSecond(emptyAt);
        const endTime = wholeSecond(pan.cookedAt);
        const duration = (endTime - startTime) / 1000;
        if (duration >= MIN_STOCK_OUT_SECONDS && duration <= MAX_STOCK_OUT_SECONDS) {
          gaps.push({
            restaurantUuid: restaurant.uuid,
            material,
            dayPart: dayPartAt((startTime - day.base) / MINUTE_MS),
            startTime,
            endTime,
            duration,
          });
        }
      }
      const emptied = pan.cookedAt + pan.holdMinutes * MINUTE_MS;
      if (emptied > emptyAt) {
        emptyAt = emptied;
        soldOutFast = pan.wastedPieces === 0 && pan.holdMinutes < FAST_SELL_MINUTES;
      }
    }
  }
  // Ids only: the stream is named by restaurant (seed-derived) and date, so a day is stable.
  const random = randomStream(0, `stock-outs/${restaurant.uuid}/${day.date}`);
  return gaps
    .sort((a, b) => a.startTime - b.startTime || a.material.localeCompare(b.material))
    .map((gap) => ({ uuid: random.uuid(), ...gap }));
}

function wholeSecond(epoch: number): number {
  return Math.round(epoch / 1000) * 1000;
}

/** Spec 000 §9 day parts by local minute after midnight (src/lib/dayparts.ts boundaries). */
function dayPartAt(minute: number): DayPart {
  if (minute < DAYPARTS.breakfast.end) return 'BREAKFAST';
  if (minute < DAYPARTS.lunch.end) return 'LUNCH';
  return 'DINNER';
}

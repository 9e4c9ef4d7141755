import type { ChickenProduct, DayPart } from '../../src/api/analytics/analytics.constants';
import type { Chain } from '../seed';
import {
  createDailyEvents,
  DAY_PART_HOURS,
  perSeededChain,
  type DailyEvents,
  type LocalDay,
} from './daily-events';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

const MINUTE_MS = 60_000;

/**
 * One pan cycle: a fryer batch of one product dropped into a holding pan at `cookedAt`, held
 * `holdMinutes`, then emptied; what was left is waste. Weights are whole grams so sums are exact.
 */
export interface PanCycle {
  restaurantUuid: string;
  material: ChickenProduct;
  /** In the restaurant's local time (spec 000 §9). */
  dayPart: DayPart;
  /** Epoch ms the batch left the fryer. */
  cookedAt: number;
  pieces: number;
  grams: number;
  /** Pieces the pan holds; `pieces / capacity` is its utilisation. */
  capacity: number;
  cookMinutes: number;
  /** Two decimals. */
  holdMinutes: number;
  wastedPieces: number;
  wasteGrams: number;
}

export interface ProductModel {
  /** Batches per hour in each day part it is sold in; absent = not sold then. */
  perHour: Partial<Record<DayPart, number>>;
  pieces: readonly [number, number];
  gramsPerPiece: number;
  capacity: number;
  cookMinutes: number;
}

export const PRODUCTS: Record<ChickenProduct, ProductModel> = {
  'Breakfast Filets': {
    perHour: { BREAKFAST: 3 },
    pieces: [8, 12],
    gramsPerPiece: 85,
    capacity: 12,
    cookMinutes: 3.5,
  },
  'Spicy Brkfst Filets': {
    perHour: { BREAKFAST: 1.5 },
    pieces: [6, 12],
    gramsPerPiece: 85,
    capacity: 12,
    cookMinutes: 3.5,
  },
  'CFA Filets': {
    perHour: { LUNCH: 4, DINNER: 2.5 },
    pieces: [10, 16],
    gramsPerPiece: 110,
    capacity: 16,
    cookMinutes: 4,
  },
  'Spicy Filets': {
    perHour: { LUNCH: 2, DINNER: 1.5 },
    pieces: [8, 16],
    gramsPerPiece: 110,
    capacity: 16,
    cookMinutes: 4,
  },
  Strips: {
    perHour: { LUNCH: 2, DINNER: 1.5 },
    pieces: [12, 20],
    gramsPerPiece: 45,
    capacity: 20,
    cookMinutes: 4.5,
  },
  'Spicy Strips': {
    perHour: { LUNCH: 1, DINNER: 0.8 },
    pieces: [8, 20],
    gramsPerPiece: 45,
    capacity: 20,
    cookMinutes: 4.5,
  },
  Nuggets: {
    perHour: { BREAKFAST: 1, LUNCH: 3, DINNER: 2 },
    pieces: [48, 80],
    gramsPerPiece: 16,
    capacity: 80,
    cookMinutes: 3,
  },
};

export type KitchenEvents = DailyEvents<PanCycle>;

/**
 * Kitchen events generated lazily per restaurant and local day, each day from its own random
 * stream (named by restaurant and date), so the answer for a day never depends on what was
 * asked before; generated days are memoised.
 */
function createKitchenEvents(seed: number, seededAt: number): KitchenEvents {
  return createDailyEvents({
    seededAt,
    generate: (restaurant, day) => generateDay(seed, restaurant, day),
    timeOf: (event) => event.cookedAt,
  });
}

/**
 * The chain's kitchen events, made empty on first call. The chain does not keep its seed; its
 * restaurants' uuids come from it, so the first one stands in for it.
 */
export const kitchenEventsOf: (chain: Chain) => KitchenEvents = perSeededChain(createKitchenEvents);

function generateDay(seed: number, restaurant: RestaurantRecord, day: LocalDay): PanCycle[] {
  const size = restaurantSize(seed, restaurant);
  const random = randomStream(seed, `kitchen-events/${restaurant.uuid}/${day.date}`);
  const dayFactor =
    (day.weekday === 6 ? 1.2 : day.weekday === 0 ? 0.85 : 1) * (0.9 + random.next() * 0.2);
  const cycles: PanCycle[] = [];
  for (const [material, model] of Object.entries(PRODUCTS) as Array<
    [ChickenProduct, ProductModel]
  >) {
    for (const [dayPart, perHour] of Object.entries(model.perHour) as Array<[DayPart, number]>) {
      const [open, close] = DAY_PART_HOURS[dayPart];
      const expected = (perHour * (close - open) * size * dayFactor) / 60;
      const batches = Math.max(0, Math.round(expected * (0.85 + random.next() * 0.3)));
      for (let index = 0; index < batches; index++) {
        const minute = open + random.next() * (close - open - model.cookMinutes);
        cycles.push(
          panCycle(
            random,
            restaurant.uuid,
            material,
            model,
            dayPart,
            day.base + minute * MINUTE_MS,
          ),
        );
      }
    }
  }
  return cycles.sort((a, b) => a.cookedAt - b.cookedAt);
}

function panCycle(
  random: Random,
  restaurantUuid: string,
  material: ChickenProduct,
  model: ProductModel,
  dayPart: DayPart,
  cookedAt: number,
): PanCycle {
  const pieces = random.int(model.pieces[0], model.pieces[1]);
  // Most pans sell within 12–30 min; a slow stretch (more often at dinner) overholds them.
  const overheld = random.chance(dayPart === 'DINNER' ? 0.22 : 0.12);
  const holdMinutes =
    Math.round(
      (overheld ? 30 + random.next() * 18 : 8 + (random.next() + random.next()) * 11) * 100,
    ) / 100;
  const wastedPieces = overheld
    ? random.int(1, Math.max(1, Math.floor(pieces * 0.4)))
    : random.chance(0.12)
      ? random.int(1, 2)
      : 0;
  return {
    restaurantUuid,
    material,
    dayPart,
    cookedAt: Math.round(cookedAt),
    pieces,
    grams: pieces * model.gramsPerPiece + random.int(-20, 20),
    capacity: model.capacity,
    cookMinutes: model.cookMinutes,
    holdMinutes,
    wastedPieces,
    wasteGrams: wastedPieces * model.gramsPerPiece,
  };
}

/** A restaurant's volume factor, 0.7–1.3, the same every day. */
export function restaurantSize(seed: number, restaurant: RestaurantRecord): number {
  return 0.7 + randomStream(seed, `kitchen-size/${restaurant.uuid}`).next() * 0.6;
}

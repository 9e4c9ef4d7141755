import {
  CHICKEN_PRODUCTS,
  productOrder,
  type ChickenProduct,
  type DayPart,
} from '../../src/api/analytics/analytics.constants';
import type { Chain } from '../seed';
import {
  createDailyEvents,
  DAY_PART_HOURS,
  perSeededChain,
  type DailyEvents,
  type LocalDay,
} from './daily-events';
import { dictionariesOf } from './dictionaries';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

const MINUTE_MS = 60_000;

/**
 * One pan cycle: a fryer batch of one product dropped into a holding pan at `cookedAt`, held
 * `holdMinutes`, then emptied; what was left is waste. Weights are whole grams so sums are exact.
 */
export interface PanCycle {
  restaurantUuid: string;
  /** A name of the chicken materials dictionary: a built-in product or one added there. */
  material: string;
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

/**
 * How a product the sandbox has no model of is cooked (one added to the chicken materials
 * dictionary, spec 001 §7 "Dictionaries"): as the strips, sold at lunch and dinner.
 */
const DEFAULT_PRODUCT_MODEL: ProductModel = PRODUCTS.Strips;

/** A product's model: its own for a built-in product, else `DEFAULT_PRODUCT_MODEL`. */
export function productModel(material: string): ProductModel {
  return isBuiltIn(material) ? PRODUCTS[material] : DEFAULT_PRODUCT_MODEL;
}

function isBuiltIn(material: string): material is ChickenProduct {
  return (CHICKEN_PRODUCTS as readonly string[]).includes(material);
}

export type KitchenEvents = DailyEvents<PanCycle>;

/**
 * Kitchen events generated lazily per restaurant and local day, each day from its own random
 * stream (named by restaurant and date), so the answer for a day never depends on what was
 * asked before; generated days are memoised. The built-in products come from one stream per
 * day; every other product of the chicken materials dictionary (`otherProducts()`, read at
 * each call, so one added through the dictionaries API is cooked from then on) from a stream
 * of its own per day, so adding or removing one changes no other product's pans.
 */
function createKitchenEvents(
  seed: number,
  seededAt: number,
  otherProducts: () => readonly string[],
): KitchenEvents {
  const builtIn = createDailyEvents({
    seededAt,
    generate: (restaurant, day) => generateDay(seed, restaurant, day),
    timeOf: (event) => event.cookedAt,
  });
  const others = new Map<string, KitchenEvents>();
  const eventsOfProduct = (material: string): KitchenEvents => {
    let events = others.get(material);
    if (!events) {
      events = createDailyEvents({
        seededAt,
        generate: (restaurant, day) => generateProductDay(seed, restaurant, day, material),
        timeOf: (event) => event.cookedAt,
      });
      others.set(material, events);
    }
    return events;
  };
  const extra = () =>
    otherProducts()
      .filter((material) => !isBuiltIn(material))
      .map(eventsOfProduct);
  const byTime = (a: PanCycle, b: PanCycle) => a.cookedAt - b.cookedAt;
  return {
    between(restaurants, from, to) {
      const models = extra();
      if (models.length === 0) return builtIn.between(restaurants, from, to);
      // Per restaurant, oldest first, as one model answers.
      return restaurants.flatMap((restaurant) =>
        [builtIn, ...models].flatMap((model) => model.between([restaurant], from, to)).sort(byTime),
      );
    },
    day(restaurant, daysAgo) {
      const models = extra();
      if (models.length === 0) return builtIn.day(restaurant, daysAgo);
      return [builtIn, ...models].flatMap((model) => model.day(restaurant, daysAgo)).sort(byTime);
    },
    generatedDays: () => builtIn.generatedDays(),
  };
}

/**
 * The products the kitchens cook now: the built-in ones in their order, then every other of the
 * chicken materials dictionary (spec 001 §7 "Dictionaries"), one added there included.
 */
export function kitchenProducts(chain: Chain): string[] {
  const names = dictionariesOf(chain)
    .list('chicken-materials')
    .map((entry) => String(entry.name));
  return productOrder([...CHICKEN_PRODUCTS, ...names]);
}

/**
 * The chain's kitchen events, made empty on first call. The chain does not keep its seed; its
 * restaurants' uuids come from it, so the first one stands in for it.
 */
export const kitchenEventsOf: (chain: Chain) => KitchenEvents = (chain) =>
  kitchenEventsPerChain(chain)(() => kitchenProducts(chain));

const kitchenEventsPerChain = perSeededChain((seed, seededAt) => {
  let events: KitchenEvents | undefined;
  return (products: () => readonly string[]) =>
    (events ??= createKitchenEvents(seed, seededAt, products));
});

function generateDay(seed: number, restaurant: RestaurantRecord, day: LocalDay): PanCycle[] {
  const random = randomStream(seed, `kitchen-events/${restaurant.uuid}/${day.date}`);
  const dayFactor = dayFactorOf(random, day);
  const cycles = (Object.entries(PRODUCTS) as Array<[ChickenProduct, ProductModel]>).flatMap(
    ([material, model]) => productCycles(random, seed, restaurant, day, dayFactor, material, model),
  );
  return cycles.sort((a, b) => a.cookedAt - b.cookedAt);
}

/** One product the sandbox has no model of, on one day: from its own stream, the default model. */
function generateProductDay(
  seed: number,
  restaurant: RestaurantRecord,
  day: LocalDay,
  material: string,
): PanCycle[] {
  const random = randomStream(seed, `kitchen-events/${restaurant.uuid}/${day.date}/${material}`);
  return productCycles(
    random,
    seed,
    restaurant,
    day,
    dayFactorOf(random, day),
    material,
    DEFAULT_PRODUCT_MODEL,
  ).sort((a, b) => a.cookedAt - b.cookedAt);
}

/** Busier on Saturdays, quieter on Sundays, and a little noise. */
function dayFactorOf(random: Random, day: LocalDay): number {
  return (day.weekday === 6 ? 1.2 : day.weekday === 0 ? 0.85 : 1) * (0.9 + random.next() * 0.2);
}

function productCycles(
  random: Random,
  seed: number,
  restaurant: RestaurantRecord,
  day: LocalDay,
  dayFactor: number,
  material: string,
  model: ProductModel,
): PanCycle[] {
  const size = restaurantSize(seed, restaurant);
  const cycles: PanCycle[] = [];
  for (const [dayPart, perHour] of Object.entries(model.perHour) as Array<[DayPart, number]>) {
    const [open, close] = DAY_PART_HOURS[dayPart];
    const expected = (perHour * (close - open) * size * dayFactor) / 60;
    const batches = Math.max(0, Math.round(expected * (0.85 + random.next() * 0.3)));
    for (let index = 0; index < batches; index++) {
      const minute = open + random.next() * (close - open - model.cookMinutes);
      cycles.push(
        panCycle(random, restaurant.uuid, material, model, dayPart, day.base + minute * MINUTE_MS),
      );
    }
  }
  return cycles;
}

function panCycle(
  random: Random,
  restaurantUuid: string,
  material: string,
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

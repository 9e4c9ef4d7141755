import type { DayPart } from '../../src/api/analytics/analytics.constants';
import {
  POTATO_CHUTES,
  type PotatoChute,
  type PotatoPackageType,
} from '../../src/api/potato/potato.constants';
import type { Chain } from '../seed';
import {
  createDailyEvents,
  DAY_PART_HOURS,
  perSeededChain,
  type DailyEvents,
  type LocalDay,
} from './daily-events';
import { perChain } from './per-chain';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

const MINUTE_MS = 60_000;

/** What one fry batch cooks: fries are packaged as four types, hashbrowns as two. */
export type PotatoProduct = 'FRIES' | 'HASHBROWNS';

export const PACKAGE_PRODUCT: Record<PotatoPackageType, PotatoProduct> = {
  WAFFLE_FRIES_SMALL: 'FRIES',
  WAFFLE_FRIES_MEDIUM: 'FRIES',
  WAFFLE_FRIES_LARGE: 'FRIES',
  WAFFLE_FRIES: 'FRIES',
  HASHBROWNS: 'HASHBROWNS',
  HASHBROWNS_BIG: 'HASHBROWNS',
};

/** One item packaged from a batch; `holdMinutes` (two decimals) after the batch's dump. */
export interface PackagedItem {
  packageType: PotatoPackageType;
  holdMinutes: number;
  grams: number;
}

/**
 * One fry batch: dumped into `chute` at `cookedAt`, packaged into `items`, and what was still in
 * the chute when it was cleared (`wasteGrams`) thrown out. Grams are whole so sums are exact.
 */
export interface PotatoBatch {
  restaurantUuid: string;
  product: PotatoProduct;
  /** 1–4 in a seeded kitchen; a chain's own chute (`addPotatoChute`) past them. */
  chute: number;
  /** In the restaurant's local time (spec 000 §9). */
  dayPart: DayPart;
  /** Epoch ms the batch was dumped into the chute. */
  cookedAt: number;
  /** Packaged plus wasted. */
  grams: number;
  items: PackagedItem[];
  wasteGrams: number;
}

interface ProductModel {
  /** Batches per hour in each day part it is sold in; absent = not sold then. */
  perHour: Partial<Record<DayPart, number>>;
  items: readonly [number, number];
  /** Package types with their weight in the mix. */
  mix: ReadonlyArray<readonly [PotatoPackageType, number]>;
  /** Chutes 1–4 with their weight; 3 and 4 are opened for the rush. */
  chutes: Partial<Record<DayPart, readonly [number, number, number, number]>>;
}

/** Hashbrowns at breakfast only, fries from 10:30 (lunch and dinner). */
const PRODUCTS: Record<PotatoProduct, ProductModel> = {
  HASHBROWNS: {
    perHour: { BREAKFAST: 4 },
    items: [6, 12],
    mix: [
      ['HASHBROWNS', 0.75],
      ['HASHBROWNS_BIG', 0.25],
    ],
    chutes: { BREAKFAST: [0.55, 0.35, 0.1, 0] },
  },
  FRIES: {
    perHour: { LUNCH: 7, DINNER: 4.5 },
    items: [6, 14],
    mix: [
      ['WAFFLE_FRIES_SMALL', 0.3],
      ['WAFFLE_FRIES_MEDIUM', 0.4],
      ['WAFFLE_FRIES_LARGE', 0.2],
      ['WAFFLE_FRIES', 0.1],
    ],
    chutes: { LUNCH: [0.35, 0.3, 0.2, 0.15], DINNER: [0.4, 0.3, 0.2, 0.1] },
  },
};

const PACKAGE_GRAMS: Record<PotatoPackageType, number> = {
  WAFFLE_FRIES_SMALL: 85,
  WAFFLE_FRIES_MEDIUM: 125,
  WAFFLE_FRIES_LARGE: 160,
  WAFFLE_FRIES: 450,
  HASHBROWNS: 60,
  HASHBROWNS_BIG: 120,
};

export type PotatoEvents = DailyEvents<PotatoBatch>;

/**
 * Potato events generated lazily per restaurant and local day, as the chicken kitchen events
 * (same 90 days, same local day parts) but from their own random streams, so neither model
 * shifts the other.
 */
function createPotatoEvents(seed: number, seededAt: number): PotatoEvents {
  return createDailyEvents({
    seededAt,
    generate: (restaurant, day) => generateDay(seed, restaurant, day),
    timeOf: (event) => event.cookedAt,
  });
}

/** The chain's potato events as the seeded four chutes hold them; seeded as `kitchenEventsOf()`. */
const seededPotatoEvents: (chain: Chain) => PotatoEvents = perSeededChain(createPotatoEvents);

/** The fry chutes a chain's kitchens have past the seeded four (`addPotatoChute`). */
const extraChutes = perChain((): number[] => []);

/**
 * A fry chute more in every kitchen of the chain (spec 001 §3 names a chute by its number, not
 * how many there are): from then on a share of the rush chutes' batches (3 and 4) are dumped
 * into it, by a random stream of its own. Added before any potato answer, as a seed's extra.
 */
export function addPotatoChute(chain: Chain, chute: number): void {
  extraChutes(chain).push(chute);
}

/** The chain's fry chutes: the seeded four, then any it added. */
export function potatoChutesOf(chain: Chain): number[] {
  return [...POTATO_CHUTES, ...extraChutes(chain)];
}

/** The chain's potato events, made empty on first call; its own chutes take their share. */
export function potatoEventsOf(chain: Chain): PotatoEvents {
  return extraChutes(chain).length === 0 ? seededPotatoEvents(chain) : withExtraChutes(chain);
}

/**
 * The seeded events with each batch of a rush chute (3, 4) moved, one in two, to one of the
 * chain's own chutes: decided by a random stream per batch, so it is the same on every read and
 * no seeded stream shifts.
 */
const withExtraChutes = perChain((chain: Chain): PotatoEvents => {
  const events = seededPotatoEvents(chain);
  const extra = extraChutes(chain);
  const moved = new WeakMap<PotatoBatch, PotatoBatch>();
  const move = (batch: PotatoBatch): PotatoBatch => {
    let result = moved.get(batch);
    if (!result) {
      const random = randomStream(
        chain.seededAt,
        `potato-extra-chute/${batch.restaurantUuid}/${batch.cookedAt}`,
      );
      result =
        batch.chute >= 3 && random.chance(0.5)
          ? { ...batch, chute: extra[Math.floor(random.next() * extra.length)]! }
          : batch;
      moved.set(batch, result);
    }
    return result;
  };
  return {
    between: (restaurants, from, to) => events.between(restaurants, from, to).map(move),
    day: (restaurant, daysAgo) => events.day(restaurant, daysAgo).map(move),
    generatedDays: () => events.generatedDays(),
  };
});

function generateDay(seed: number, restaurant: RestaurantRecord, day: LocalDay): PotatoBatch[] {
  const size = 0.7 + randomStream(seed, `potato-size/${restaurant.uuid}`).next() * 0.6;
  const random = randomStream(seed, `potato-events/${restaurant.uuid}/${day.date}`);
  const dayFactor =
    (day.weekday === 6 ? 1.2 : day.weekday === 0 ? 0.85 : 1) * (0.9 + random.next() * 0.2);
  const batches: PotatoBatch[] = [];
  for (const [product, model] of Object.entries(PRODUCTS) as Array<[PotatoProduct, ProductModel]>) {
    for (const [dayPart, perHour] of Object.entries(model.perHour) as Array<[DayPart, number]>) {
      const [open, close] = DAY_PART_HOURS[dayPart];
      const expected = (perHour * (close - open) * size * dayFactor) / 60;
      const count = Math.max(0, Math.round(expected * (0.85 + random.next() * 0.3)));
      for (let index = 0; index < count; index++) {
        const minute = open + random.next() * (close - open);
        batches.push({
          ...batch(random, product, model, dayPart),
          restaurantUuid: restaurant.uuid,
          dayPart,
          cookedAt: Math.round(day.base + minute * MINUTE_MS),
        });
      }
    }
  }
  return batches.sort((a, b) => a.cookedAt - b.cookedAt);
}

function batch(
  random: Random,
  product: PotatoProduct,
  model: ProductModel,
  dayPart: DayPart,
): Omit<PotatoBatch, 'restaurantUuid' | 'dayPart' | 'cookedAt'> {
  // Most chutes are emptied within 10–30 min; a slow stretch (more often at dinner) overholds.
  const overheld = random.chance(dayPart === 'DINNER' ? 0.2 : 0.1);
  const lifetime = overheld ? 30 + random.next() * 18 : 10 + (random.next() + random.next()) * 10;
  const items = Array.from({ length: random.int(model.items[0], model.items[1]) }, () => {
    const packageType = random.weighted(model.mix);
    return {
      packageType,
      holdMinutes: Math.round(lifetime * (0.25 + random.next() * 0.75) * 100) / 100,
      grams: PACKAGE_GRAMS[packageType],
    };
  }).sort((a, b) => a.holdMinutes - b.holdMinutes);
  const wasteGrams = overheld ? random.int(100, 400) : random.chance(0.3) ? random.int(20, 120) : 0;
  const weights = model.chutes[dayPart] ?? [1, 0, 0, 0];
  const chute = random.weighted(
    weights.map((weight, index) => [(index + 1) as PotatoChute, weight] as const),
  );
  return {
    product,
    chute,
    grams: items.reduce((total, item) => total + item.grams, 0) + wasteGrams,
    items,
    wasteGrams,
  };
}

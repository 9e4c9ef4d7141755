import type { Chain } from '../seed';
import { perSeededChain } from './daily-events';
import { derivedDailyEvents } from './derived-events';
import { kitchenEventsOf, type PanCycle } from './kitchen-events';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

/**
 * Fryer makers a restaurant's fryers come from (spec 001 §3 "vendors … (fryer only)"; the names
 * are ours, the spec shows none). Each is as likely to run a cycle on the wrong program: an
 * older controller more often.
 */
const VENDORS = {
  Frymaster: { weight: 0.4, wrongProgram: 0.06 },
  'Henny Penny': { weight: 0.45, wrongProgram: 0.04 },
  Pitco: { weight: 0.15, wrongProgram: 0.12 },
} as const;
export type FryerVendor = keyof typeof VENDORS;
const VENDOR_WEIGHTS = Object.entries(VENDORS).map(
  ([vendor, { weight }]) => [vendor as FryerVendor, weight] as const,
);

/**
 * One pan of the kitchen's events (kitchen-events.ts) as its fryer ran it: the fryer's vendor,
 * and whether the cycle was correct, that is cooked on the product's own program (oil
 * temperature and time) to its end, rather than on another product's or stopped early.
 */
export interface FryerCycle {
  cycle: PanCycle;
  vendor: FryerVendor;
  isCorrect: boolean;
}

/** A restaurant's fryers, the same every day: three or four, each of one vendor. */
function fleetOf(seed: number, restaurant: RestaurantRecord): FryerVendor[] {
  const random = randomStream(seed, `fryer-fleet/${restaurant.uuid}`);
  return Array.from({ length: random.int(3, 4) }, () => random.weighted(VENDOR_WEIGHTS));
}

function fryerCycle(random: Random, cycle: PanCycle, fleet: readonly FryerVendor[]): FryerCycle {
  const vendor = random.pick(fleet);
  return { cycle, vendor, isCorrect: !random.chance(VENDORS[vendor].wrongProgram) };
}

/** The fryer side of the kitchen's pans, one per pan, made lazily per restaurant and local day. */
export const fryerCyclesOf = derivedDailyEvents<PanCycle, FryerCycle>({
  name: 'fryer-cycles',
  source: kitchenEventsOf,
  derive: (random, cycles, restaurant, _day, seed) => {
    const fleet = fleetOf(seed, restaurant);
    return cycles.map((cycle) => fryerCycle(random, cycle, fleet));
  },
  timeOf: (fryer) => fryer.cycle.cookedAt,
});

/** The chain's seed, as `perSeededChain` finds it. */
const seedOf = perSeededChain((seed) => seed);

/**
 * The vendors of the fryers of `restaurants`, by name: GET /materials/filters/fryer-vendors,
 * so every vendor listed has cycles there and every cycle's vendor is listed.
 */
export function fryerVendorsOf(
  chain: Chain,
  restaurants: readonly RestaurantRecord[],
): FryerVendor[] {
  const seed = seedOf(chain);
  const vendors = new Set(restaurants.flatMap((restaurant) => fleetOf(seed, restaurant)));
  return [...vendors].sort((a, b) => a.localeCompare(b));
}

import type { FryerUpdateBody } from '../../src/api/fryers/fryers.schema';
import type { Chain } from '../seed';
import { fryerVendorsOf } from './fryer-cycles';
import type { RestaurantRecord } from './restaurants';
import { perChain } from './per-chain';

/** A fryer as the sandbox keeps it: every field a form sends, which its answers always carry. */
type FryerRecord = FryerUpdateBody & { uuid: string; restaurantUuid: string; updatedAt: number };

/** Oil a counter fryer of each vat count holds, in kilograms. */
const OIL_PER_VAT_KG = 11;

/**
 * The fryer manager's store (spec 001 §2): made lazily per restaurant from the vendors its fryer
 * cycles already name (fryer-cycles.ts), so the manager and the fryer history agree on who
 * makes a kitchen's fryers; after that, what the console creates, edits and deletes. A reset
 * makes a new chain, and so a new store.
 */
export interface FryerStore {
  of(restaurant: RestaurantRecord): FryerRecord[];
  find(uuid: string): FryerRecord | undefined;
  add(fryer: Omit<FryerRecord, 'uuid' | 'updatedAt'>, now: number): FryerRecord;
  replace(fryer: FryerRecord): void;
  remove(uuid: string): void;
}

function createFryerStore(chain: Chain): FryerStore {
  const byRestaurant = new Map<string, FryerRecord[]>();
  let next = 1;
  const uuidOf = () => `fryer-${String(next++).padStart(6, '0')}`;

  function of(restaurant: RestaurantRecord): FryerRecord[] {
    let fryers = byRestaurant.get(restaurant.uuid);
    if (!fryers) {
      fryers = fryerVendorsOf(chain, [restaurant]).map((vendor, index) => ({
        uuid: uuidOf(),
        restaurantUuid: restaurant.uuid,
        name: `Fryer ${index + 1}`,
        vendor,
        vats: index % 2 === 0 ? 2 : 1,
        oilCapacityKg: (index % 2 === 0 ? 2 : 1) * OIL_PER_VAT_KG,
        station: index === 0 ? 'Breading' : null,
        updatedAt: chain.seededAt,
      }));
      byRestaurant.set(restaurant.uuid, fryers);
    }
    return fryers;
  }

  return {
    of,
    find: (uuid) => [...byRestaurant.values()].flat().find((fryer) => fryer.uuid === uuid),
    add(fields, now) {
      const restaurant = chain.restaurants.find((r) => r.uuid === fields.restaurantUuid);
      const fryer = { ...fields, uuid: uuidOf(), updatedAt: now };
      if (restaurant) of(restaurant).push(fryer);
      return fryer;
    },
    replace(fryer) {
      const list = byRestaurant.get(fryer.restaurantUuid) ?? [];
      const index = list.findIndex((f) => f.uuid === fryer.uuid);
      if (index >= 0) list[index] = fryer;
    },
    remove(uuid) {
      for (const [key, list] of byRestaurant)
        byRestaurant.set(
          key,
          list.filter((fryer) => fryer.uuid !== uuid),
        );
    },
  };
}

export const fryersOf = perChain(createFryerStore);

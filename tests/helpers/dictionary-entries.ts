import { dictionariesOf } from '../../sandbox/model/dictionaries';
import type { Chain } from '../../sandbox/seed';

/**
 * A chicken material no kitchen record carries: what a user adds on the dictionaries page
 * (spec 001 §7 line 238) and then finds among a page's products.
 */
export const WINGS = {
  materialCode: 'CH90',
  name: 'Wings',
  vendor: null,
  measurementUnit: 'PIECE',
  pieceWeightKg: 0.03,
  holdTimeMinutes: 25,
};

/** A chicken package of `materialUuid` no chute packs (spec 001 §7 line 237). */
export function wings6(materialUuid: string) {
  return { code: 'WINGS_6', name: 'Wings 6', materialUuid, pieces: 6, holdTimeMinutes: 10 };
}

/** Adds WINGS to the chain's chicken materials dictionary at `now`; answers the entry. */
export function addWings(chain: Chain, now = Date.now()) {
  return dictionariesOf(chain).add('chicken-materials', WINGS, now);
}

/** Adds WINGS_6 of `materialUuid` (the dictionary's first material unless named) at `now`. */
export function addWings6(
  chain: Chain,
  { materialUuid, now = Date.now() }: { materialUuid?: string; now?: number } = {},
) {
  const store = dictionariesOf(chain);
  const uuid = materialUuid ?? store.list('chicken-materials')[0]!.uuid;
  return store.add('chicken-packages', wings6(uuid), now);
}

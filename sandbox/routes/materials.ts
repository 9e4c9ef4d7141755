import { getChickenPackages, getFryerVendors } from '../../src/api/materials/materials.endpoints';
import { sortByCode } from '../../src/lib/sort-by-code';
import type { SandboxApi } from '../context';
import { dictionariesOf } from '../model/dictionaries';
import { fryerVendorsOf } from '../model/fryer-cycles';
import { visibleRestaurants } from '../model/visibility';
import { serve } from '../route';

/** GET /materials/filters/* (spec 001 §7): filter options drawn from the sandbox's data. */
export function registerMaterialsRoutes(api: SandboxApi): void {
  // The vendors of the fryers in the user's restaurants: the fryer calls' figures change for each.
  serve(api, getFryerVendors, ({ user, sandbox }) =>
    fryerVendorsOf(sandbox.chain, visibleRestaurants(user, sandbox.chain.restaurants)),
  );

  // The chicken packages dictionary's codes, by code: the store its CRUD writes, so a package
  // added on the dictionaries page is an option at once (every kitchen packs every package).
  serve(api, getChickenPackages, ({ sandbox }) =>
    sortByCode(dictionariesOf(sandbox.chain).list('chicken-packages'), 'code').map((entry) =>
      String(entry.code),
    ),
  );
}

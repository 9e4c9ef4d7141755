import { ENTREE_PACKAGE_TYPES } from '../../src/api/analytics/events-analytics.constants';
import { getFryerVendors } from '../../src/api/materials/materials.endpoints';
import { getChickenPackages } from '../../src/api/timer-history/timer-history.endpoints';
import type { SandboxApi } from '../context';
import { fryerVendorsOf } from '../model/fryer-cycles';
import { visibleRestaurants } from '../model/visibility';
import { serve } from '../route';

/** GET /materials/filters/* (spec 001 §7): filter options drawn from the sandbox's data. */
export function registerMaterialsRoutes(api: SandboxApi): void {
  // The vendors of the fryers in the user's restaurants: the fryer calls' figures change for each.
  serve(api, getFryerVendors, ({ user, sandbox }) =>
    fryerVendorsOf(sandbox.chain, visibleRestaurants(user, sandbox.chain.restaurants)),
  );

  // Every entree package type: each is made in every kitchen (model/entree-chutes.ts).
  serve(api, getChickenPackages, () => [...ENTREE_PACKAGE_TYPES]);
}

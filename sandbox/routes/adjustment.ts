import {
  createAdjustmentRule,
  deleteAdjustmentRule,
  getScales,
  listAdjustmentRules,
  setScales,
  updateAdjustmentRule,
} from '../../src/api/adjustment/adjustment.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { adjustmentOf } from '../model/adjustment';
import { chickenMaterialName, dictionariesOf } from '../model/dictionaries';
import { nextHourOf } from '../model/kitchen-demand';
import { seedOf } from '../model/kitchen-queues';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { fail, serve } from '../route';
import { checkChickenProduct } from './analytic-scope';
import { ownRestaurant } from './fryers';

function ownRule(user: UserRecord, sandbox: SandboxContext, uuid: string) {
  const rule = adjustmentOf(sandbox.chain).findRule(uuid);
  if (!rule || !canSeeRestaurant(user, rule.restaurantUuid)) fail(404, 'Adjustment rule not found');
  return rule;
}

/** 400 for a uuid the chicken materials dictionary does not hold (spec 001 §3 materialUuids). */
function checkMaterialsKnown(sandbox: SandboxContext, materials: readonly string[]): void {
  const store = dictionariesOf(sandbox.chain);
  const unknown = materials.filter((uuid) => !store.find('chicken-materials', uuid));
  if (unknown.length > 0)
    fail(400, `materialUuids names no material of the materials dictionary: ${unknown.join(', ')}`);
}

/** A material is adjusted by one rule of a restaurant at most (409 naming the others). */
function checkMaterialsFree(
  sandbox: SandboxContext,
  restaurantUuid: string,
  materials: readonly string[],
  except?: string,
): void {
  const taken = adjustmentOf(sandbox.chain)
    .rules(restaurantUuid)
    .filter((rule) => rule.uuid !== except)
    .flatMap((rule) => rule.materialUuids)
    .filter((material) => materials.includes(material));
  if (taken.length > 0)
    fail(
      409,
      `Already in another rule of this restaurant: ${[...new Set(taken)]
        .map((uuid) => chickenMaterialName(sandbox.chain, uuid))
        .join(', ')}`,
    );
}

const HOUR_MS = 3_600_000;

/**
 * The scales answer: every scale, and what the kitchen recommends in the next hour with them
 * and its rules (the live queue plans with the same figures: kitchen-demand.ts).
 */
function scalesAnswer(sandbox: SandboxContext, restaurant: RestaurantRecord) {
  const from = sandbox.now();
  return {
    restaurantUuid: restaurant.uuid,
    scales: adjustmentOf(sandbox.chain).scales(restaurant.uuid),
    nextHour: {
      from,
      to: from + HOUR_MS,
      materials: nextHourOf(sandbox.chain, seedOf(sandbox.chain), restaurant, from),
    },
  };
}

/**
 * Spec 001 §7 "Adjustment": GET and POST /adjustmentRules, PUT and DELETE /adjustmentRules/{id};
 * and GET and PUT /restaurants/{id}/scales.
 */
export function registerAdjustmentRoutes(api: SandboxApi): void {
  serve(api, listAdjustmentRules, ({ query, user, sandbox }) => {
    const restaurant = ownRestaurant(user, sandbox, query.restaurantUuid);
    return adjustmentOf(sandbox.chain).rules(restaurant.uuid);
  });

  serve(api, createAdjustmentRule, ({ body, user, sandbox }) => {
    const restaurant = ownRestaurant(user, sandbox, body.restaurantUuid);
    checkMaterialsKnown(sandbox, body.materialUuids);
    checkMaterialsFree(sandbox, restaurant.uuid, body.materialUuids);
    return adjustmentOf(sandbox.chain).addRule(restaurant.uuid, body.materialUuids, sandbox.now());
  });

  serve(api, updateAdjustmentRule, ({ params, body, user, sandbox }) => {
    const rule = ownRule(user, sandbox, params.id);
    checkMaterialsKnown(sandbox, body.materialUuids);
    checkMaterialsFree(sandbox, rule.restaurantUuid, body.materialUuids, rule.uuid);
    const saved = { ...rule, materialUuids: body.materialUuids, updatedAt: sandbox.now() };
    adjustmentOf(sandbox.chain).replaceRule(saved);
    return saved;
  });

  serve(api, deleteAdjustmentRule, ({ params, user, sandbox }) => {
    adjustmentOf(sandbox.chain).removeRule(ownRule(user, sandbox, params.id).uuid);
    return null;
  });

  serve(api, getScales, ({ params, user, sandbox }) => {
    return scalesAnswer(sandbox, ownRestaurant(user, sandbox, params.id));
  });

  serve(api, setScales, ({ params, body, user, sandbox }) => {
    const restaurant = ownRestaurant(user, sandbox, params.id);
    for (const scale of body.scales) checkChickenProduct(sandbox, scale.material);
    adjustmentOf(sandbox.chain).setScales(restaurant.uuid, body.scales);
    return scalesAnswer(sandbox, restaurant);
  });
}

/**
 * The audit trail's rules for the fryer manager's and adjustment's writes (audit-recorder.ts
 * reads them with its own): a fryer by its name, a rule by its materials, the scales by their
 * restaurant; each with its restaurant.
 */
import {
  createAdjustmentRule,
  deleteAdjustmentRule,
  setScales,
  updateAdjustmentRule,
} from '../../src/api/adjustment/adjustment.endpoints';
import type { AuditAction } from '../../src/api/audit/audit.constants';
import { createFryer, deleteFryer, updateFryer } from '../../src/api/fryers/fryers.endpoints';
import { adjustmentOf } from '../model/adjustment';
import { chickenMaterialName } from '../model/dictionaries';
import { restaurantLabel } from '../model/audit-trail';
import { fryersOf } from '../model/fryers';
import type { Chain } from '../seed';

interface Target {
  target: string | null;
  targetUuid: string | null;
  restaurantUuid: string | null;
}

export interface PcsAdminAuditRule {
  method: string;
  path: string;
  action: AuditAction;
  target(chain: Chain, id: string | undefined): Target | null;
}

function withRestaurant(chain: Chain, name: string, restaurantUuid: string): string {
  const restaurant = chain.restaurants.find((candidate) => candidate.uuid === restaurantUuid);
  return restaurant ? `${name} · ${restaurantLabel(restaurant)}` : name;
}

function fryerTarget(chain: Chain, id: string | undefined): Target | null {
  const fryer = id ? fryersOf(chain).find(id) : undefined;
  return fryer
    ? {
        target: withRestaurant(chain, `Fryer ${fryer.name}`, fryer.restaurantUuid),
        targetUuid: fryer.uuid,
        restaurantUuid: fryer.restaurantUuid,
      }
    : null;
}

function ruleTarget(chain: Chain, id: string | undefined): Target | null {
  const rule = id ? adjustmentOf(chain).findRule(id) : undefined;
  return rule
    ? {
        target: withRestaurant(
          chain,
          `Adjustment rule · ${rule.materialUuids.map((uuid) => chickenMaterialName(chain, uuid)).join(', ')}`,
          rule.restaurantUuid,
        ),
        targetUuid: rule.uuid,
        restaurantUuid: rule.restaurantUuid,
      }
    : null;
}

function scalesTarget(chain: Chain, id: string | undefined): Target | null {
  const restaurant = chain.restaurants.find((candidate) => candidate.uuid === id);
  return restaurant
    ? {
        target: `Scales · ${restaurantLabel(restaurant)}`,
        targetUuid: restaurant.uuid,
        restaurantUuid: restaurant.uuid,
      }
    : null;
}

const at = (endpoint: { method: string; path: string }) => ({
  method: endpoint.method,
  path: endpoint.path,
});

export const PCS_ADMIN_AUDIT_RULES: readonly PcsAdminAuditRule[] = [
  { ...at(createFryer), action: 'FRYER_CREATED', target: fryerTarget },
  { ...at(updateFryer), action: 'FRYER_UPDATED', target: fryerTarget },
  { ...at(deleteFryer), action: 'FRYER_DELETED', target: fryerTarget },
  { ...at(createAdjustmentRule), action: 'ADJUSTMENT_RULE_CREATED', target: ruleTarget },
  { ...at(updateAdjustmentRule), action: 'ADJUSTMENT_RULE_UPDATED', target: ruleTarget },
  { ...at(deleteAdjustmentRule), action: 'ADJUSTMENT_RULE_DELETED', target: ruleTarget },
  { ...at(setScales), action: 'SCALES_UPDATED', target: scalesTarget },
];

import type { AdjustmentRule, Scale } from '../../src/api/adjustment/adjustment.schema';
import { productOrder } from '../../src/api/analytics/analytics.constants';
import { SCALE_DEFAULT_PERCENT } from '../../src/api/adjustment/adjustment.schema';
import type { Chain } from '../seed';
import { kitchenProducts } from './kitchen-events';
import { perChain } from './per-chain';

/**
 * Adjustment rules and scales (spec 001 §2 "Adjustment: rules and scales per restaurant"): none
 * seeded, so a kitchen recommends what is predicted until someone sets them. A reset makes a new
 * chain, and so a new store.
 */
export interface AdjustmentStore {
  rules(restaurantUuid: string): AdjustmentRule[];
  /** Every restaurant's rules that name the material (a chicken materials dictionary uuid). */
  rulesOfMaterial(materialUuid: string): AdjustmentRule[];
  findRule(uuid: string): AdjustmentRule | undefined;
  addRule(restaurantUuid: string, materialUuids: string[], now: number): AdjustmentRule;
  replaceRule(rule: AdjustmentRule): void;
  removeRule(uuid: string): void;
  /**
   * Every material's scale, 100 % where none was set: the built-in products and every other of
   * the chicken materials dictionary (one added there included).
   */
  scales(restaurantUuid: string): Scale[];
  setScales(restaurantUuid: string, scales: readonly Scale[]): void;
}

function createAdjustmentStore(chain: Chain): AdjustmentStore {
  let rules: AdjustmentRule[] = [];
  const scales = new Map<string, Map<string, number>>();
  const products = () => kitchenProducts(chain);
  let next = 1;
  return {
    rules: (restaurantUuid) => rules.filter((rule) => rule.restaurantUuid === restaurantUuid),
    rulesOfMaterial: (materialUuid) =>
      rules.filter((rule) => rule.materialUuids.includes(materialUuid)),
    findRule: (uuid) => rules.find((rule) => rule.uuid === uuid),
    addRule(restaurantUuid, materialUuids, now) {
      const rule = {
        uuid: `adjustment-rule-${String(next++).padStart(6, '0')}`,
        restaurantUuid,
        materialUuids,
        updatedAt: now,
      };
      rules.push(rule);
      return rule;
    },
    replaceRule(rule) {
      rules = rules.map((old) => (old.uuid === rule.uuid ? rule : old));
    },
    removeRule(uuid) {
      rules = rules.filter((rule) => rule.uuid !== uuid);
    },
    scales(restaurantUuid) {
      const set = scales.get(restaurantUuid);
      return productOrder([...products(), ...(set?.keys() ?? [])]).map((material) => ({
        material,
        percent: set?.get(material) ?? SCALE_DEFAULT_PERCENT,
      }));
    },
    setScales(restaurantUuid, list) {
      const set = scales.get(restaurantUuid) ?? new Map<string, number>();
      for (const scale of list) set.set(scale.material, scale.percent);
      scales.set(restaurantUuid, set);
    },
  };
}

export const adjustmentOf = perChain((chain) => createAdjustmentStore(chain));

import type { DayPart } from '../../src/api/analytics/analytics.constants';
import { SCALE_DEFAULT_PERCENT } from '../../src/api/adjustment/adjustment.schema';
import { zonedWallTime } from '../../src/lib/time-zone';
import type { Chain } from '../seed';
import { adjustmentOf } from './adjustment';
import { DAY_PART_HOURS } from './daily-events';
import { chickenMaterialName } from './dictionaries';
import { kitchenProducts, productModel, restaurantSize, type ProductModel } from './kitchen-events';
import type { RestaurantRecord } from './restaurants';

/*
 * A kitchen's predicted demand and the adjustment applied to it: the one place the live queue
 * (kitchen-simulator.ts) and the adjustment page's preview (GET /restaurants/{id}/scales) read
 * them, so the preview says what the queue will do.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Outside opening hours the sandbox kitchen keeps selling dinner products at this share. */
const LATE_NIGHT_SHARE = 0.4;

/** The day part at `time` in the kitchen's local time; null outside opening hours. */
export function dayPartAt(time: number, timeZone: string): DayPart | null {
  const minute = Math.floor((((zonedWallTime(time, timeZone) % DAY) + DAY) % DAY) / MINUTE);
  for (const [dayPart, [open, close]] of Object.entries(DAY_PART_HOURS) as Array<
    [DayPart, readonly [number, number]]
  >) {
    if (minute >= open && minute < close) return dayPart;
  }
  return null;
}

/**
 * Pieces a minute the kitchen is predicted to sell in `dayPart` (null: closed hours): pans per
 * hour × the kitchen's size × the mean pan. The live kitchen sells this with noise and rushes.
 */
export function predictedPerMinute(
  model: ProductModel,
  size: number,
  dayPart: DayPart | null,
): number {
  const perHour = dayPart
    ? (model.perHour[dayPart] ?? 0)
    : (model.perHour.DINNER ?? 0) * LATE_NIGHT_SHARE;
  const meanPieces = (model.pieces[0] + model.pieces[1]) / 2;
  return (perHour * size * meanPieces) / 60;
}

/**
 * How a kitchen adjusts `material` (spec 001 §2 "Adjustment: rules and scales per restaurant"):
 * a kitchen without rules applies its scales to every material; one with rules only to the
 * materials they name, the others being recommended as predicted (100 %) (docs/decisions/production.md,
 * "Adjustment"). `percent` is the share of the prediction recommended.
 */
export function materialAdjustment(
  chain: Chain,
  restaurantUuid: string,
  material: string,
): { adjusted: boolean; percent: number } {
  const store = adjustmentOf(chain);
  const rules = store.rules(restaurantUuid);
  const adjusted =
    rules.length === 0 ||
    rules.some((rule) =>
      rule.materialUuids.some((uuid) => chickenMaterialName(chain, uuid) === material),
    );
  const scale = store.scales(restaurantUuid).find((entry) => entry.material === material);
  return {
    adjusted,
    percent: adjusted ? (scale?.percent ?? SCALE_DEFAULT_PERCENT) : SCALE_DEFAULT_PERCENT,
  };
}

export interface NextHourMaterial {
  material: string;
  /** Whether the kitchen's rules let its scale apply. */
  adjusted: boolean;
  /** Whole percent applied: its scale when adjusted, 100 otherwise. */
  percent: number;
  /** Pieces predicted to sell in the hour. */
  predicted: number;
  /** Pieces the kitchen recommends for it: predicted × percent. */
  recommended: number;
}

/**
 * What the kitchen recommends in the hour from `from`, per material: the prediction minute by
 * minute (day parts change within the hour), then the adjustment.
 */
export function nextHourOf(
  chain: Chain,
  seed: number,
  restaurant: RestaurantRecord,
  from: number,
): NextHourMaterial[] {
  const size = restaurantSize(seed, restaurant);
  const start = Math.floor(from / MINUTE);
  const dayParts = Array.from({ length: 60 }, (_, index) =>
    dayPartAt((start + index) * MINUTE, restaurant.timezone),
  );
  return kitchenProducts(chain).map((material) => {
    const model = productModel(material);
    const exact = dayParts.reduce(
      (sum, dayPart) => sum + predictedPerMinute(model, size, dayPart),
      0,
    );
    const { adjusted, percent } = materialAdjustment(chain, restaurant.uuid, material);
    return {
      material,
      adjusted,
      percent,
      predicted: Math.round(exact),
      recommended: Math.round((exact * percent) / 100),
    };
  });
}

import type { DayPart } from '../../src/api/analytics/analytics.constants';
import {
  ENTREE_PACKAGES,
  ENTREE_PACKAGE_TYPES,
  type EntreePackageType,
} from '../../src/api/analytics/events-analytics.constants';
import { derivedDailyEvents } from './derived-events';
import { panJourneysOf, type PanJourney } from './pan-journeys';
import type { Random } from './random';

/**
 * One packaged entree placed in an entree chute (`packedAt`) and taken out `holdMinutes` later.
 * Packages are made from the pieces a pan sold while in holding; catering pans go to trays,
 * not to the chutes, and the pieces left over (fewer than a package) are sold loose.
 */
export interface ChutePackage {
  restaurantUuid: string;
  material: string;
  packageType: EntreePackageType;
  pieces: number;
  dayPart: DayPart;
  packedAt: number;
  /** Two decimals. */
  holdMinutes: number;
}

/** How often each of a product's package types is ordered. */
const MIX: Partial<Record<EntreePackageType, number>> = {
  DELUXE_SANDWICH: 0.35,
  SANDWICH: 0.65,
  STRIPS_3: 0.6,
  STRIPS_4: 0.4,
  NUGGETS_8: 0.65,
  NUGGETS_12: 0.35,
};

/** Each product's package types. */
const TYPES_OF = new Map<string, EntreePackageType[]>();
for (const type of ENTREE_PACKAGE_TYPES) {
  const { material } = ENTREE_PACKAGES[type];
  TYPES_OF.set(material, [...(TYPES_OF.get(material) ?? []), type]);
}

function packagesOf(random: Random, journey: PanJourney): ChutePackage[] {
  const { cycle } = journey;
  const types = TYPES_OF.get(cycle.material) ?? [];
  if (journey.catering || types.length === 0) return [];
  const packages: ChutePackage[] = [];
  let left = cycle.pieces - cycle.wastedPieces;
  const window = journey.removedTime - journey.placedTime;
  while (left > 0) {
    const packageType = random.weighted(types.map((type) => [type, MIX[type] ?? 1] as const));
    const { pieces } = ENTREE_PACKAGES[packageType];
    if (pieces > left) break;
    left -= pieces;
    // Quick at the counter at breakfast and lunch; a slow dinner leaves them waiting longer.
    const wait = cycle.dayPart === 'DINNER' ? 1 + random.next() * 7 : 0.5 + random.next() * 4;
    packages.push({
      restaurantUuid: cycle.restaurantUuid,
      material: cycle.material,
      packageType,
      pieces,
      dayPart: cycle.dayPart,
      packedAt: journey.placedTime + Math.round(random.next() * window),
      holdMinutes: Math.round(wait * 100) / 100,
    });
  }
  return packages;
}

/** The packages of every non-catering pan, made lazily per restaurant and local day. */
export const chutePackagesOf = derivedDailyEvents<PanJourney, ChutePackage>({
  name: 'entree-chutes',
  source: panJourneysOf,
  derive: (random, journeys) =>
    journeys
      .flatMap((journey) => packagesOf(random, journey))
      .sort((a, b) => a.packedAt - b.packedAt),
  timeOf: (item) => item.packedAt,
});

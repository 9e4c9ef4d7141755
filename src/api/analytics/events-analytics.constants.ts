// Plain constants, apart from the schemas (as analytics.constants.ts): the page's search
// validation sits in the entry and the sandbox's models read them without valibot.
import type { ChickenProduct } from './analytics.constants';

/**
 * Holding containers a pan of chicken is kept in (spec 000 §3 "containerShares"; the names are
 * ours, the spec shows none). Catering trays hold catering orders only.
 */
export const CONTAINER_NAMES = [
  'Full pan',
  'Half pan',
  'Third pan',
  'Nugget bin',
  'Catering tray',
] as const;
export type ContainerName = (typeof CONTAINER_NAMES)[number];

/**
 * What the entree chutes hold: packaged entrees, each of one chicken product and a fixed number
 * of pieces (spec 000 §3 "shares (packageType, packagesCount)"; the types are ours).
 */
export const ENTREE_PACKAGES = {
  BISCUIT: { material: 'Breakfast Filets', pieces: 1 },
  SPICY_BISCUIT: { material: 'Spicy Brkfst Filets', pieces: 1 },
  SANDWICH: { material: 'CFA Filets', pieces: 1 },
  DELUXE_SANDWICH: { material: 'CFA Filets', pieces: 1 },
  SPICY_SANDWICH: { material: 'Spicy Filets', pieces: 1 },
  STRIPS_3: { material: 'Strips', pieces: 3 },
  STRIPS_4: { material: 'Strips', pieces: 4 },
  SPICY_STRIPS_3: { material: 'Spicy Strips', pieces: 3 },
  NUGGETS_8: { material: 'Nuggets', pieces: 8 },
  NUGGETS_12: { material: 'Nuggets', pieces: 12 },
} as const satisfies Record<string, { material: ChickenProduct; pieces: number }>;
export type EntreePackageType = keyof typeof ENTREE_PACKAGES;
export const ENTREE_PACKAGE_TYPES = Object.keys(ENTREE_PACKAGES) as EntreePackageType[];

/** Conveyor container lists: a page of at most this many, newest first. */
export const CONVEYOR_PAGE_LIMIT = 100;

// Plain constants, apart from the schemas: the route's search validation (in the entry) and the
// sandbox's models need them without valibot.

import { knownFirst } from '../../lib/known-value';

/** Potato product (package) types (spec 000 §3), in the order the dashboard lists them. */
export const POTATO_PACKAGE_TYPES = [
  'WAFFLE_FRIES_SMALL',
  'WAFFLE_FRIES_MEDIUM',
  'WAFFLE_FRIES_LARGE',
  'WAFFLE_FRIES',
  'HASHBROWNS',
  'HASHBROWNS_BIG',
] as const;
export type PotatoPackageType = (typeof POTATO_PACKAGE_TYPES)[number];

/**
 * `codes` (an answer's potato packages, the provider's dictionary) without repeats: the seeded
 * types first in the dashboard's order, then any other as it first appears.
 */
export function potatoPackageOrder(codes: Iterable<string>): string[] {
  return knownFirst(POTATO_PACKAGE_TYPES, codes);
}

/** Fry chutes a batch is dumped into; the dashboard shows 1 and 2 unless asked (spec 001). */
export const POTATO_CHUTES = [1, 2, 3, 4] as const;
export type PotatoChute = (typeof POTATO_CHUTES)[number];
export const DEFAULT_POTATO_CHUTES: readonly PotatoChute[] = [1, 2];

import { periodOf } from '../../api/analytics/analytics-search';
import type { AnalyticPeriod } from '../../api/analytics/analytics.constants';
import { DEFAULT_POTATO_CHUTES } from '../../api/potato/potato.constants';
import { urlNamesOf } from '../../lib/url-state';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (constants only, no valibot, dates or query code).

/** The potato dashboard's own URL fields; the layout owns dates and restaurant. */
export interface PotatoSearch {
  /**
   * Package types as a comma list of the potato packages dictionary's codes (the page drops one
   * it does not hold once the dictionary is read); absent means all.
   */
  packageTypes?: string;
  /**
   * Chutes as a comma list, ascending; one chute is a number, as the router reads `chutes=3`
   * (a string "3" would be written quoted). Absent means `DEFAULT_POTATO_CHUTES`.
   */
  chutes?: string | number;
  /** Absent means DAY (spec 000 §3). */
  period?: AnalyticPeriod;
}

/**
 * Spec 000 §5: unknown package types, chutes and periods are dropped, never thrown. A dropped
 * field is returned as undefined, so the router writes the address bar without it (a key left
 * out would keep its raw value there).
 */
export function validatePotatoSearch(search: Record<string, unknown>): PotatoSearch {
  return {
    packageTypes: packageTypesParam(packageTypesOf(search.packageTypes)),
    chutes: chutesParam(chutesOf(search.chutes)),
    period: periodOf(search.period),
  };
}

/**
 * The package codes of a comma list (or array), in the order given, without repeats: any code,
 * since the packages are the provider's dictionary (spec 001 §7 GET /dictionaries/packages).
 */
export function packageTypesOf(value: unknown): string[] {
  return urlNamesOf(value);
}

/** The URL value for a package-type selection: absent when none (= all). */
export function packageTypesParam(types: readonly string[]): string | undefined {
  const known = packageTypesOf([...types]);
  return known.length > 0 ? known.join(',') : undefined;
}

/** A chute's highest number the URL keeps (a kitchen has a handful). */
const CHUTE_MAX = 99;

/**
 * The chutes of a comma list, an array or a number, ascending, without repeats: any whole
 * number from 1, since a kitchen may have more chutes than the seeded four (spec 001 §3 names a
 * chute by its number only).
 */
export function chutesOf(value: unknown): number[] {
  const items = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'number' ? [String(item)] : typeof item === 'string' ? item.split(',') : [],
  );
  const chutes = items
    .map((item) => item.trim())
    .filter((item) => /^\d+$/.test(item))
    .map(Number)
    .filter((chute) => chute >= 1 && chute <= CHUTE_MAX);
  return [...new Set(chutes)].sort((a, b) => a - b);
}

/** The chutes the page shows: the URL's, or 1 and 2 without any. */
export function chutesOrDefault(value: unknown): number[] {
  const chutes = chutesOf(value);
  return chutes.length > 0 ? chutes : [...DEFAULT_POTATO_CHUTES];
}

/** The URL value for a chute selection: absent for none or the default, one as a number. */
export function chutesParam(chutes: readonly (number | string)[]): string | number | undefined {
  const known = chutesOf([...chutes].map(String));
  if (known.length === 0) return undefined;
  if (known.join(',') === DEFAULT_POTATO_CHUTES.join(',')) return undefined;
  return known.length === 1 ? known[0] : known.join(',');
}

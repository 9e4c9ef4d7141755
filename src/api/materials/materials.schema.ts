import * as v from 'valibot';
import { tolerantArray } from '../../lib/tolerant-read';

/**
 * GET /materials/filters/fryer-vendors: the makers of the fryers the user's restaurants run
 * (spec 001 §7), the options of the fryer calls' `vendors` filter. The names travel as a comma
 * list in the URL and the query, so a name with a comma is refused rather than split.
 */
export const fryerVendorsSchema = tolerantArray(
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.regex(/^[^,]+$/, 'must have no comma')),
);
export type FryerVendors = v.InferOutput<typeof fryerVendorsSchema>;

/**
 * GET /materials/filters/chicken-packages: the codes of the entree packages in the chicken
 * packages dictionary (spec 001 §7 "/dictionaries/chickenPackages"), the options of the entree
 * chutes' `packages` filter. Strings, not a fixed list: a package added on the dictionaries page
 * is an option from the next read.
 */
export const chickenPackagesSchema = tolerantArray(v.pipe(v.string(), v.trim(), v.nonEmpty()));

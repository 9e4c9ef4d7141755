import * as v from 'valibot';

/**
 * GET /materials/filters/fryer-vendors: the makers of the fryers the user's restaurants run
 * (spec 001 §7), the options of the fryer calls' `vendors` filter. The names travel as a comma
 * list in the URL and the query, so a name with a comma is refused rather than split.
 */
export const fryerVendorsSchema = v.array(
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.regex(/^[^,]+$/, 'must have no comma')),
);
export type FryerVendors = v.InferOutput<typeof fryerVendorsSchema>;

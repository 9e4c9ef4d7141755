import * as v from 'valibot';

// Apart from the dictionaries' own schemas: the product filters of the first page read it.

/**
 * GET /dictionaries/…/all: the light pick-list of a material (a package form's material choice,
 * the product filters, the adjustment rules' materials).
 */
export const materialOptionSchema = v.object({
  uuid: v.string(),
  materialCode: v.string(),
  name: v.string(),
});
export type MaterialOption = v.InferOutput<typeof materialOptionSchema>;

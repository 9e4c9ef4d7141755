import * as v from 'valibot';

// Beside lib/endpoint's query fields, not in it: that module is in the first page's entry, and
// only the history schemas read booleans.

/** `true` or `false` on the wire, a boolean once parsed. */
export const queryBoolean = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'], 'must be true or false')]),
  v.transform((value) => value === true || value === 'true'),
);

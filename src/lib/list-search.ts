import { urlPage, urlPageSize } from './pagination';
import { commaList, dropUnknownOptions, urlNamesOf } from './url-state';

// A list route's validateSearch runs before the route's chunk loads, so this module sits in the
// entry of every first page: it stays small (no schemas, dates or query code; url-state is
// the layout's and in the entry already).

/** One URL field of a list: its value from the raw query, or undefined to drop it. */
export type ListField<T> = (raw: unknown) => T | undefined;

type Fields = Record<string, ListField<unknown>>;

/** The page fields every offset-paged list has: `page` one-based from 2, `limit` not the default. */
const PAGE_FIELDS = { page: urlPage, limit: urlPageSize };

/** A list's URL: each field optional, as the field's rule answers it. */
export type ListSearchOf<F extends Fields> = {
  [K in keyof F]?: F[K] extends ListField<infer T> ? T : never;
};

export type PagedListSearch<F extends Fields> = ListSearchOf<F & typeof PAGE_FIELDS>;

export interface ListSearch<S> {
  /**
   * Spec 000 §5: a value that is not valid is dropped, never thrown. Every key is answered,
   * `undefined` when dropped: the router then writes the address bar without it (a key a
   * validator leaves out keeps its raw value there).
   */
  validate(raw: Record<string, unknown>): S;
}

/**
 * A list's URL from its own fields (filters, search text, sort), as given: a cursor-paged list,
 * whose place is its scroll, not a page number. `refine` sees the whole validated search.
 */
export function defineSearch<F extends Fields>(
  fields: F,
  refine: (search: ListSearchOf<F>) => ListSearchOf<F> = (search) => search,
): ListSearch<ListSearchOf<F>> {
  const keys = Object.keys(fields);
  return {
    validate(raw) {
      const search: Record<string, unknown> = {};
      for (const key of keys) search[key] = fields[key]!(raw[key]);
      return refine(search as ListSearchOf<F>);
    },
  };
}

/**
 * For a family's route (`/timers-cycle-history/$station`), which validates its URL before it
 * knows which member is on screen: the member's own URL when `search` holds a value the member
 * drops (another station's filter), for the route to go to instead; null when there is none.
 */
export function ownSearchOf<S extends object>(
  validateOwn: (raw: Record<string, unknown>) => Partial<S>,
  search: S,
): S | null {
  const own = validateOwn(search as Record<string, unknown>);
  const values = search as Record<string, unknown>;
  const changed = Object.entries(own).some(([key, value]) => value !== values[key]);
  return changed ? { ...search, ...own } : null;
}

/**
 * A paged list's URL from its own fields (filters, search text) plus `page` and `limit`.
 * `refine` sees the whole validated search, for rules across fields (half a range is dropped).
 */
export function defineListSearch<F extends Fields>(
  fields: F,
  refine?: (search: PagedListSearch<F>) => PagedListSearch<F>,
): ListSearch<PagedListSearch<F>> {
  return defineSearch({ ...fields, ...PAGE_FIELDS }, refine);
}

/**
 * Spec 000 §9: dates from 2019-01-01, local time. (`minDateEpoch()` of lib/date-range says the
 * same in a kitchen's zone; this file runs in the entry, that one not.)
 */
const EARLIEST_DATE = new Date(2019, 0, 1).getTime();

/** An epoch-ms date from 2019 on that passes `allowed` at the time of reading. */
export function urlEpoch(allowed: (ms: number, now: number) => boolean): ListField<number> {
  return (raw) =>
    typeof raw === 'number' &&
    Number.isSafeInteger(raw) &&
    raw >= EARLIEST_DATE &&
    allowed(raw, Date.now())
      ? raw
      : undefined;
}

/** A field of one of `options`; anything else is dropped. */
export function oneOf<T extends string>(options: readonly T[]): ListField<T> {
  return (raw) => options.find((option) => option === raw);
}

/** A comma list of `options`, unknown ones dropped; absent when none is left (all). */
export function commaListOf(options: readonly string[]): ListField<string> {
  return (raw) => {
    const kept = dropUnknownOptions(raw, options);
    return kept.length > 0 ? kept.join(',') : undefined;
  };
}

/**
 * Names whose options are the provider's data (vendors, packages, the dictionaries' products),
 * as a comma list: only the form is checked here (`urlNamesOf`); the page drops a name its
 * options do not list once they load (spec 000 §5).
 */
export const urlNames: ListField<string> = (raw) => commaList(urlNamesOf(raw));

/** One such name: a list of more than one is dropped. */
export const urlName: ListField<string> = (raw) => {
  const names = urlNamesOf(raw);
  return names.length === 1 ? names[0] : undefined;
};

/** 'true' or 'false' (the router reads them as booleans); absent for both. */
export const trueOrFalse: ListField<boolean> = (raw) =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;

/**
 * An id as the provider writes one (a camera, a recording, a zone, a restaurant): 1 to 64
 * letters, digits and dashes; anything else is dropped.
 */
export const urlId: ListField<string> = (raw) =>
  typeof raw === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(raw) ? raw : undefined;

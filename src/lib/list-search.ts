import { urlPage, urlPageSize } from './pagination';

// A list route's validateSearch runs before the route's chunk loads, so this module sits in the
// entry of every first page: it stays small (no valibot, dates or query code).

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
 * A paged list's URL from its own fields (filters, search text) plus `page` and `limit`.
 * `refine` sees the whole validated search, for rules across fields (half a range is dropped).
 */
export function defineListSearch<F extends Fields>(
  fields: F,
  refine: (search: PagedListSearch<F>) => PagedListSearch<F> = (search) => search,
): ListSearch<PagedListSearch<F>> {
  const all: Fields = { ...fields, ...PAGE_FIELDS };
  const keys = Object.keys(all);
  return {
    validate(raw) {
      const search: Record<string, unknown> = {};
      for (const key of keys) search[key] = all[key]!(raw[key]);
      return refine(search as PagedListSearch<F>);
    },
  };
}

/** A field of one of `options`; anything else is dropped. */
export function oneOf<T extends string>(options: readonly T[]): ListField<T> {
  return (raw) => options.find((option) => option === raw);
}

/**
 * The provider's paging and sorting, as every sandbox list answers it (spec 000 §3 "Paged
 * data"): the whole match is counted, one page of it is sent.
 */

export type OrderDirection = 'ASC' | 'DESC';

/** `items` in `direction` by `compare` (ascending), in a new array; ties keep their order. */
export function sortedBy<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  direction: OrderDirection,
): T[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...items].sort((a, b) => sign * compare(a, b));
}

/** The offset/limit dialect: `limit` items from `offset`, each as `toDto` makes it. */
export function offsetPage<T, R>(
  items: readonly T[],
  query: { offset: number; limit: number },
  toDto: (item: T) => R,
) {
  return {
    content: items.slice(query.offset, query.offset + query.limit).map(toDto),
    total: items.length,
    limit: query.limit,
    offset: query.offset,
  };
}

/** The page/limit dialect: the zero-based `page` of `limit` items, each as `toDto` makes it. */
export function numberedPage<T, R>(
  items: readonly T[],
  query: { page: number; limit: number },
  toDto: (item: T) => R,
) {
  const start = query.page * query.limit;
  return {
    content: items.slice(start, start + query.limit).map(toDto),
    page: query.page,
    limit: query.limit,
    total: items.length,
  };
}

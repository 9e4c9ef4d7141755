/**
 * The provider's cursor paging (spec 001 §3 "Paged list state", §4 "Paging"), as a keyset: a
 * page's cursor names its last row by its sort value and id, and the next page is the rows
 * after that key in the list's order. So a row deleted (or added) between two calls neither
 * skips nor repeats another, which an offset would.
 */
import * as v from 'valibot';
import type { CursorDirection } from '../src/lib/endpoint';
import type { OrderDirection } from './list-page';
import { fail } from './route';

/** A row's place in its list: the value sorted by (null: none, last either way), then its id. */
export interface SortKey {
  value: number | null;
  id: string;
}

export interface CursorQuery {
  /** What the list is sorted by; a cursor is only good for the order it was made in. */
  sortBy: string;
  orderDirection: OrderDirection;
  cursorDirection: CursorDirection;
  cursor?: string;
  limit: number;
}

const cursorSchema = v.tuple([
  v.string(),
  v.picklist(['ASC', 'DESC']),
  v.nullable(v.number()),
  v.string(),
]);

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `a` before `b` in `direction`: by value with nulls last either way, ties by id ascending. */
export function compareKeys(a: SortKey, b: SortKey, direction: OrderDirection): number {
  if (a.value !== b.value) {
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    return direction === 'ASC' ? a.value - b.value : b.value - a.value;
  }
  return compareIds(a.id, b.id);
}

function encodeCursor(key: SortKey, { sortBy, orderDirection }: CursorQuery): string {
  return Buffer.from(JSON.stringify([sortBy, orderDirection, key.value, key.id])).toString(
    'base64url',
  );
}

/** The key a cursor names; 400 for one that is not ours or was made for another order. */
function decodeCursor(query: CursorQuery): SortKey {
  if (query.cursor === undefined) fail(400, 'Invalid query parameter "cursor": NEXT needs one');
  let decoded: unknown;
  try {
    if (!/^[\w-]+$/.test(query.cursor)) throw new Error('not base64url');
    decoded = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8'));
  } catch {
    fail(400, 'Invalid query parameter "cursor": not a cursor this list answered');
  }
  const parsed = v.safeParse(cursorSchema, decoded);
  if (!parsed.success)
    fail(400, 'Invalid query parameter "cursor": not a cursor this list answered');
  const [sortBy, orderDirection, value, id] = parsed.output;
  if (sortBy !== query.sortBy || orderDirection !== query.orderDirection)
    fail(
      400,
      'Invalid query parameter "cursor": it was made for another order; ask the FIRST page',
    );
  return { value, id };
}

/**
 * FIRST: the first `limit` of `items` in order; NEXT: the `limit` after the cursor's row. Each
 * page's cursor is its last row's (null when it is empty), `existsNextPage` whether rows follow.
 */
export function keysetPage<T, R>(
  items: readonly T[],
  keyOf: (item: T) => SortKey,
  query: CursorQuery,
  toDto: (item: T) => R,
) {
  const after = query.cursorDirection === 'NEXT' ? decodeCursor(query) : null;
  const keyed = items.map((item) => ({ item, key: keyOf(item) }));
  const following = after
    ? keyed.filter(({ key }) => compareKeys(key, after, query.orderDirection) > 0)
    : keyed;
  const page = following
    .sort((a, b) => compareKeys(a.key, b.key, query.orderDirection))
    .slice(0, query.limit + 1);
  const content = page.slice(0, query.limit);
  const last = content.at(-1);
  return {
    content: content.map(({ item }) => toDto(item)),
    cursor: last ? encodeCursor(last.key, query) : null,
    cursorDirection: query.cursorDirection,
    existsNextPage: page.length > query.limit,
    existsPreviousPage: query.cursorDirection === 'NEXT',
  };
}

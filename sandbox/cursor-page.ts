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

interface Keyed<T> {
  item: T;
  key: SortKey;
  index: number;
}

/**
 * The first `count` of `items` after the key `after` (from the start when null), in order, as a
 * stable sort would put them. One pass keeping the best `count` in a heap, rather than sorting
 * every item: a large chain's list holds a day's 100,000 records, and a page is 50 of them.
 */
function firstInOrder<T>(
  items: readonly T[],
  keyOf: (item: T) => SortKey,
  count: number,
  direction: OrderDirection,
  after: SortKey | null,
): Keyed<T>[] {
  // Equal keys keep the items' order, as Array.prototype.sort does.
  const order = (a: Keyed<T>, b: Keyed<T>) =>
    compareKeys(a.key, b.key, direction) || a.index - b.index;
  // Its root is the last of the best `count` so far: the one a better item replaces.
  const heap: Keyed<T>[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const siftUp = (i: number) => {
    while (i > 0 && order(heap[i]!, heap[(i - 1) >> 1]!) > 0) {
      swap(i, (i - 1) >> 1);
      i = (i - 1) >> 1;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      let last = i;
      for (const child of [2 * i + 1, 2 * i + 2]) {
        if (child < heap.length && order(heap[child]!, heap[last]!) > 0) last = child;
      }
      if (last === i) return;
      swap(i, last);
      i = last;
    }
  };
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (after && compareKeys(key, after, direction) <= 0) return;
    if (heap.length < count) {
      heap.push({ item, key, index });
      siftUp(heap.length - 1);
    } else if (compareKeys(key, heap[0]!.key, direction) < 0) {
      heap[0] = { item, key, index };
      siftDown(0);
    }
  });
  return heap.sort(order);
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
  const page = firstInOrder(items, keyOf, query.limit + 1, query.orderDirection, after);
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

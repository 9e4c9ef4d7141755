/**
 * The camera view's layout rules (spec 001 §4 "Camera layout", §9 "at most 6 tiles"). A layout
 * is its slots in order; a slot holds a tile or is empty (null). Pure: the page keeps the slots
 * per restaurant on the device and renders them; the unit tests check each rule by its line.
 *
 * Where the spec is silent (docs/decisions/video-and-cameras.md "Camera layout"): with no empty slot and fewer than
 * six, an added camera gets a new slot at the end; compaction drops the empty slots and then
 * applies the 1-or-2 rule again, so one free slot stays to add to; with six full and no slot
 * selected, an added camera is refused (docs/decisions/video-and-cameras.md "When six are full").
 */

import { LIVE_PLAYER_MIN } from '../../ui/video/live-player-size';
export const MAX_TILES = 6;
/** Spec 001 §5: a camera picked with a count of 1 to 5 opens that many tiles of it. */
export const MIN_CAMERA_COUNT = 1;
export const MAX_CAMERA_COUNT = 5;

export type Slots<T> = ReadonlyArray<T | null>;

const tilesIn = <T>(slots: Slots<T>) => slots.filter((slot): slot is T => slot !== null);

/** "With 0 tiles the layout is 1"; "with 1 or 2 tiles one slot is appended". */
function withFreeSlot<T>(slots: Slots<T>): Array<T | null> {
  const count = tilesIn(slots).length;
  if (count === 0) return [null];
  if ((count === 1 || count === 2) && slots.length === count) return [...slots, null];
  return [...slots];
}

/** The layout to start from: one empty slot. */
export function emptyLayout<T>(): Array<T | null> {
  return [null];
}

/**
 * Adds a tile: it fills the first empty slot (or a new one at the end); "with 4 tiles the
 * layout grows to 6 with an empty slot at index 4"; "when 6 are full, the selected slot is
 * replaced" (`selected`, a slot's index). Six full and none selected: the layout is unchanged
 * (refused, not the last slot silently).
 */
export function addTile<T>(
  slots: Slots<T>,
  tile: T,
  selected: number | null = null,
): Array<T | null> {
  const next = [...slots];
  const empty = next.indexOf(null);
  if (empty >= 0) next[empty] = tile;
  else if (next.length < MAX_TILES) next.push(tile);
  else if (selected !== null && selected >= 0 && selected < next.length) next[selected] = tile;
  else return next;
  const count = tilesIn(next).length;
  if (count === 4 && next.length === 4) return [...next, null, null];
  return withFreeSlot(next);
}

/** Whether an added tile needs a slot replaced: all six are full. */
export function isFull<T>(slots: Slots<T>): boolean {
  return slots.length >= MAX_TILES && !slots.includes(null);
}

/**
 * Adds `count` (1–5) tiles of one camera, made by `tileOf(index)`, as the picker and the list
 * do; `refused` counts the tiles that found no place of their own: six full and none selected,
 * or beyond the first that replaces the selected one (a second would only replace the first).
 */
export function addTiles<T>(
  slots: Slots<T>,
  count: number,
  tileOf: (index: number) => T,
  selected: number | null = null,
): { slots: Array<T | null>; refused: number } {
  const times = Math.min(MAX_CAMERA_COUNT, Math.max(MIN_CAMERA_COUNT, Math.round(count)));
  const target = selected !== null && selected >= 0 && selected < MAX_TILES ? selected : null;
  let next: Array<T | null> = [...slots];
  let refused = 0;
  let replaced = false;
  for (let index = 0; index < times; index++) {
    if (!isFull(next)) next = addTile(next, tileOf(index), target);
    else if (target !== null && !replaced) {
      next = addTile(next, tileOf(index), target);
      replaced = true;
    } else refused++;
  }
  return { slots: next, refused };
}

/** Spec 001 §5 "The live player minimum size is 300 by 200", in CSS pixels. */
export const LIVE_TILE_MIN = LIVE_PLAYER_MIN;

/**
 * How many columns the tiles take: 1 for one slot, 2 up to four, 3 beyond (the layout's shape),
 * but never so many that a tile is narrower than 300 px (spec 001 §5) in a grid `width` wide
 * with `gap` between columns; at least 1 (a screen narrower than a tile gets one column, not a
 * sideways scroll). `width` null or 0: not measured yet, the shape's count.
 */
export function tileColumns(slotCount: number, width: number | null, gap = 0): number {
  const shape = slotCount <= 1 ? 1 : slotCount <= 4 ? 2 : 3;
  if (!width) return shape;
  const fit = Math.floor((width + gap) / (LIVE_TILE_MIN.width + gap));
  return Math.max(1, Math.min(shape, fit));
}

/** "Removing a tile leaves an empty slot", then the compaction rule. */
export function removeTile<T>(slots: Slots<T>, index: number): Array<T | null> {
  if (index < 0 || index >= slots.length) return [...slots];
  const next = [...slots];
  next[index] = null;
  return compact(next);
}

/**
 * "The layout is compacted when 1 or 2 remain, or when more than 4 slots remain with 4 or fewer
 * tiles": the empty slots go, and a free one comes back by the 1-or-2 rule.
 */
export function compact<T>(slots: Slots<T>): Array<T | null> {
  const tiles = tilesIn(slots);
  const due = tiles.length <= 2 || (slots.length > 4 && tiles.length <= 4);
  return due ? withFreeSlot(tiles) : [...slots];
}

/** "Tiles can be swapped by index"; an index outside the layout changes nothing. */
export function swapTiles<T>(slots: Slots<T>, from: number, to: number): Array<T | null> {
  const next = [...slots];
  if (from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

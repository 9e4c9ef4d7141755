import { describe, expect, it } from 'vitest';
import {
  addTile,
  addTiles,
  compact,
  emptyLayout,
  isFull,
  removeTile,
  swapTiles,
  tileColumns,
} from '../../src/features/cameras/camera-layout';
import { LIVE_PLAYER_MIN } from '../../src/ui/video/live-player-size';
import {
  clampFrame,
  defaultFrame,
  MINI_PLAYER_BAR_HEIGHT,
  movedFrame,
  resizedFrame,
} from '../../src/ui/video/mini-player-geometry';
import {
  afterStreamError,
  FRESH_STREAM,
  startRetryDelayMs,
  type StreamTries,
} from '../../src/ui/video/stream-retry';

/** Adds the named tiles one by one to an empty layout. */
const layoutOf = (...tiles: string[]) =>
  tiles.reduce((slots, tile) => addTile(slots, tile), emptyLayout<string>());

describe('spec 001 §4 camera layout', () => {
  it('with 0 tiles the layout is 1', () => {
    expect(emptyLayout()).toEqual([null]);
    expect(removeTile(['a', null], 0)).toEqual([null]);
  });
  it('adding a camera fills the first empty slot; with 1 or 2 tiles one slot is appended', () => {
    expect(layoutOf('a')).toEqual(['a', null]);
    expect(layoutOf('a', 'b')).toEqual(['a', 'b', null]);
    expect(addTile(['a', null, 'c', null], 'b')).toEqual(['a', 'b', 'c', null]);
  });
  it('with 4 tiles the layout grows to 6 with an empty slot at index 4', () => {
    expect(layoutOf('a', 'b', 'c')).toEqual(['a', 'b', 'c']);
    expect(layoutOf('a', 'b', 'c', 'd')).toEqual(['a', 'b', 'c', 'd', null, null]);
    expect(layoutOf('a', 'b', 'c', 'd', 'e')).toEqual(['a', 'b', 'c', 'd', 'e', null]);
  });
  it('when 6 are full, the selected slot is replaced (spec 001 §9: at most 6)', () => {
    const full = layoutOf('a', 'b', 'c', 'd', 'e', 'f');
    expect(isFull(full)).toBe(true);
    expect(addTile(full, 'g', 2)).toEqual(['a', 'b', 'g', 'd', 'e', 'f']);
    expect(addTiles(full, 1, () => 'g', 0)).toEqual({
      slots: ['g', 'b', 'c', 'd', 'e', 'f'],
      refused: 0,
    });
  });
  it('when 6 are full and none is selected, an added camera is refused, not put in the last slot (docs/decisions/video-and-cameras.md "When six are full")', () => {
    const full = layoutOf('a', 'b', 'c', 'd', 'e', 'f');
    expect(addTile(full, 'g')).toEqual(full);
    expect(addTiles(full, 1, () => 'g')).toEqual({ slots: full, refused: 1 });
    // What fits goes in; the rest is refused.
    const five = layoutOf('a', 'b', 'c', 'd', 'e');
    expect(addTiles(five, 3, (index) => `g${index}`)).toEqual({
      slots: ['a', 'b', 'c', 'd', 'e', 'g0'],
      refused: 2,
    });
    // Not full: nothing to select.
    expect(isFull(five)).toBe(false);
    expect(addTiles(five, 1, () => 'g').refused).toBe(0);
  });
  it('removing a tile leaves an empty slot', () => {
    expect(removeTile(['a', 'b', 'c', 'd'], 1)).toEqual(['a', null, 'c', 'd']);
    expect(addTile(['a', null, 'c', 'd'], 'e')).toEqual(['a', 'e', 'c', 'd', null, null]);
  });
  it('the layout is compacted when 1 or 2 remain, or more than 4 slots remain with 4 or fewer tiles', () => {
    expect(compact(['a', null, null, 'b', null, null])).toEqual(['a', 'b', null]);
    expect(compact(['a', null, 'b', 'c', 'd', null])).toEqual(['a', 'b', 'c', 'd']);
    expect(compact(['a', null, 'b', 'c'])).toEqual(['a', null, 'b', 'c']);
    expect(removeTile(layoutOf('a', 'b', 'c', 'd', 'e'), 4)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('tiles can be swapped by index; an index outside the layout changes nothing', () => {
    expect(swapTiles(['a', 'b', null], 0, 2)).toEqual([null, 'b', 'a']);
    expect(swapTiles(['a', 'b'], 0, 7)).toEqual(['a', 'b']);
  });
  it('spec 001 §5: a camera picked with a count of 1 to 5 opens that many tiles (outside: clamped)', () => {
    const tiles = (count: number) =>
      addTiles(emptyLayout<string>(), count, (index) => `cam-${index}`).slots.filter(Boolean);
    expect(tiles(3)).toEqual(['cam-0', 'cam-1', 'cam-2']);
    expect(tiles(0)).toHaveLength(1);
    expect(tiles(9)).toHaveLength(5);
  });
});

describe('spec 001 §5 "The live player minimum size is 300 by 200": the layout’s columns', () => {
  it('keeps the shape’s columns (1, 2 up to four slots, 3) while each is at least 300 px wide', () => {
    expect(tileColumns(1, 1200)).toBe(1);
    expect(tileColumns(4, 1200, 12)).toBe(2);
    expect(tileColumns(6, 1200, 12)).toBe(3);
    // 3 × 300 + 2 gaps of 12.
    expect(tileColumns(6, 924, 12)).toBe(3);
    expect(tileColumns(6, 923, 12)).toBe(2);
  });
  it('a phone (375 px wide) gets one column of at least 300 px, and a narrower screen one too', () => {
    expect(tileColumns(6, 343, 12)).toBe(1);
    expect(tileColumns(4, 375, 12)).toBe(1);
    expect(tileColumns(6, 280, 12)).toBe(1);
  });
  it('not measured yet: the shape’s count', () => {
    expect(tileColumns(6, null)).toBe(3);
    expect(tileColumns(3, 0)).toBe(2);
  });
});

describe('spec 001 §4 stream errors and §9 retry limit 5, restart delay 5000 ms', () => {
  it('the first error restarts at once, the next ones after 5 s; the try count is kept', () => {
    let state: StreamTries = FRESH_STREAM;
    const delays: Array<number | null> = [];
    for (let error = 0; error < 5; error++) {
      const next = afterStreamError(state);
      state = next.state;
      delays.push(next.restartAfterMs);
    }
    expect(delays).toEqual([0, 5000, 5000, 5000, 5000]);
    expect(state).toEqual({ tries: 5, hasWebRTCError: false });
  });
  it('a refused start call (\'Unable to open stream\') is made again after 5 s, doubling to at most 30 s (docs/decisions/video-and-cameras.md "A stream that cannot start is asked again by itself")', () => {
    expect([1, 2, 3, 4, 5, 12].map(startRetryDelayMs)).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });
  it("above 5 the tries reset to 0 and a WebRTC error is flagged ('Can't connect to the restaurant')", () => {
    const next = afterStreamError({ tries: 5, hasWebRTCError: false });
    expect(next).toEqual({ state: { tries: 0, hasWebRTCError: true }, restartAfterMs: null });
  });
});

describe('spec 001 §9 mini-player: 445×290 by default, at least 300×200, 15 px from the edges', () => {
  const desktop = { width: 1440, height: 900 };
  it('opens at its default size in the bottom-right corner, 15 px in', () => {
    expect(defaultFrame(desktop)).toEqual({ x: 980, y: 595, width: 445, height: 290 });
  });
  it('is kept on the screen when dragged, 15 px from every edge', () => {
    const frame = defaultFrame(desktop);
    expect(movedFrame(frame, 5000, 5000, desktop)).toMatchObject({ x: 980, y: 595 });
    expect(movedFrame(frame, -5000, -5000, desktop)).toMatchObject({ x: 15, y: 15 });
  });
  it('never resizes so small that the picture under its title bar is under 300×200 (§5 "live player minimum size is 300 by 200"), nor past the screen', () => {
    const frame = defaultFrame(desktop);
    const smallest = resizedFrame(frame, -1000, -1000, desktop);
    expect(smallest).toMatchObject({ width: 300, height: 200 + MINI_PLAYER_BAR_HEIGHT });
    // The picture is what the bar leaves: the live player's minimum fits whole, none cut off.
    expect(smallest.height - MINI_PLAYER_BAR_HEIGHT).toBeGreaterThanOrEqual(LIVE_PLAYER_MIN.height);
    expect(smallest.width).toBeGreaterThanOrEqual(LIVE_PLAYER_MIN.width);
    expect(resizedFrame(frame, 1000, 1000, desktop)).toMatchObject({
      x: 980,
      y: 595,
      width: 445,
      height: 290,
    });
  });
  it('fits a small screen: no narrower than its minimum, 15 px from the edges', () => {
    expect(clampFrame(defaultFrame(desktop), { width: 320, height: 568 })).toEqual({
      x: 15,
      y: 263,
      width: 300,
      height: 290,
    });
  });
});

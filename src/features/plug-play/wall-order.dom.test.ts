import { afterEach, describe, expect, it } from 'vitest';
import { readWallOrder, swapPositions, wallOrder, writeWallOrder } from './wall-order';

afterEach(() => localStorage.clear());

describe('the stream wall’s order, kept per zone (spec 001 §2 "stream swap")', () => {
  it('keeps the stored order of the zone’s streams, drops the gone ones and appends new ones', () => {
    expect(wallOrder([1, 2, 3, 4], [3, 1, 9])).toEqual([3, 1, 2, 4]);
    expect(wallOrder([5, 6], [])).toEqual([5, 6]);
  });

  it('swaps two positions, and leaves an order alone for a position it does not have', () => {
    expect(swapPositions([1, 2, 3], 2, 0)).toEqual([3, 2, 1]);
    expect(swapPositions([1, 2, 3], 0, 7)).toEqual([1, 2, 3]);
  });

  it('reads what it wrote for that zone only, and starts afresh from anything else stored', () => {
    writeWallOrder('zone-a', [3, 1]);
    expect(readWallOrder('zone-a')).toEqual([3, 1]);
    expect(readWallOrder('zone-b')).toEqual([]);
    localStorage.setItem('kc.pnpWall.zone-c', '{"not":"an order"}');
    expect(readWallOrder('zone-c')).toEqual([]);
    localStorage.setItem('kc.pnpWall.zone-d', 'not json');
    expect(readWallOrder('zone-d')).toEqual([]);
  });
});

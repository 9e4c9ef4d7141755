import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  PAGE_SIBLINGS,
  PAGE_SIZES,
  pageAfterSizeChange,
  pageCount,
  pageRange,
  pageWindow,
  showPagination,
} from '../../src/lib/pagination';

describe('pagination rules', () => {
  it('spec 000 §9: page sizes 10, 20, 50; default 20', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('spec 000 §9: pagination shows only when the total exceeds 10', () => {
    expect(showPagination(0)).toBe(false);
    expect(showPagination(10)).toBe(false);
    expect(showPagination(11)).toBe(true);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(134, 20)).toBe(7);
  });

  it('keeps a zero-based page within the pages', () => {
    expect(clampPage(-1, 134, 20)).toBe(0);
    expect(clampPage(3, 134, 20)).toBe(3);
    expect(clampPage(9, 134, 20)).toBe(6);
    expect(clampPage(Number.NaN, 134, 20)).toBe(0);
  });

  it('gives the rows shown: page 1 of 20s is 21–40 of 134', () => {
    expect(pageRange(1, 20, 134)).toEqual({ from: 21, to: 40 });
    expect(pageRange(0, 20, 134)).toEqual({ from: 1, to: 20 });
    expect(pageRange(6, 20, 134)).toEqual({ from: 121, to: 134 });
    expect(pageRange(0, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('spec 000 §9: 3 page buttons (1 sibling each side), shifted at the ends', () => {
    const siblings = PAGE_SIBLINGS.desktop;
    expect(pageWindow(1, 10, siblings)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10, siblings)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10, siblings)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 2, siblings)).toEqual([1, 2]);
    expect(pageWindow(1, 1, siblings)).toEqual([1]);
  });

  it('spec 000 §9: 1 page button on mobile', () => {
    expect(pageWindow(1, 10, PAGE_SIBLINGS.mobile)).toEqual([1]);
    expect(pageWindow(7, 10, PAGE_SIBLINGS.mobile)).toEqual([7]);
  });

  it('keeps the first row seen in view when the page size changes', () => {
    expect(pageAfterSizeChange(3, 20, 50)).toBe(1); // row 61 → page 2 of 50s
    expect(pageAfterSizeChange(1, 50, 10)).toBe(5); // row 51 → page 6 of 10s
    expect(pageAfterSizeChange(0, 20, 10)).toBe(0);
  });
});

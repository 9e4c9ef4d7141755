import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, pinchZoom, ZOOM, zoomBy, zoomTransform } from './zoom';

describe('image zoom (spec 001 §9 "Zoom step 0.1, and zoom range 1 to 5")', () => {
  it('steps by 0.1 without drifting off the grid', () => {
    let level: number = ZOOM.min;
    for (let step = 0; step < 7; step++) level = zoomBy(level, 1);
    expect(level).toBe(1.7);
    for (let step = 0; step < 7; step++) level = zoomBy(level, -1);
    expect(level).toBe(1);
  });

  it('stays within 1 to 5', () => {
    expect(zoomBy(4.95, 1)).toBe(5);
    expect(zoomBy(5, 3)).toBe(5);
    expect(zoomBy(1, -1)).toBe(1);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('a pinch scales the level it began at, in 0.1 steps within 1 to 5', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 137)).toBe(2.7);
    expect(pinchZoom(4, 100, 400)).toBe(5);
    expect(pinchZoom(2, 100, 10)).toBe(1);
  });

  it('pans only as far as the enlarged picture reaches, and not at all at 1', () => {
    const size = { width: 400, height: 225 };
    expect(clampPan({ x: 500, y: -500 }, 2, size)).toEqual({ x: 200, y: -112.5 });
    expect(clampPan({ x: 30, y: 40 }, 2, size)).toEqual({ x: 30, y: 40 });
    expect(clampPan({ x: 30, y: 40 }, 1, size)).toEqual({ x: 0, y: 0 });
  });

  it('leaves the picture untransformed at 1', () => {
    expect(zoomTransform(1, { x: 0, y: 0 })).toBeUndefined();
    expect(zoomTransform(2.5, { x: 10, y: -4 })).toBe('translate(10px, -4px) scale(2.5)');
  });
});

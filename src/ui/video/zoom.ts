/**
 * Image zoom of a live picture (spec 001 §9 "Zoom step 0.1, and zoom range 1 to 5 for image
 * zoom"; §3 tile `enableScaling`). Pure: the tile keeps the level and the pan and applies them
 * as a CSS transform scaled about the picture's centre.
 */
export const ZOOM = { min: 1, max: 5, step: 0.1 } as const;

export interface Pan {
  x: number;
  y: number;
}

export const NO_PAN: Pan = { x: 0, y: 0 };

/** A level inside 1–5 on the 0.1 grid (so ten steps up and ten down come back to 1). */
export function clampZoom(level: number): number {
  if (!Number.isFinite(level)) return ZOOM.min;
  const onGrid = Math.round(level / ZOOM.step) / Math.round(1 / ZOOM.step);
  return Math.min(ZOOM.max, Math.max(ZOOM.min, onGrid));
}

/** `steps` steps of 0.1 in (positive) or out (negative). */
export function zoomBy(level: number, steps: number): number {
  return clampZoom(level + steps * ZOOM.step);
}

/** Two fingers moving apart from `startDistance` to `distance` scale the level they began at. */
export function pinchZoom(startLevel: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startLevel);
  return clampZoom((startLevel * distance) / startDistance);
}

/**
 * The pan kept inside the picture: a level `z` enlarges a `width`×`height` box by (z − 1)·w/2
 * on each side, and the pan may move that far and no further, so no black edge shows.
 */
export function clampPan(pan: Pan, level: number, size: { width: number; height: number }): Pan {
  const room = (extent: number) => Math.max(0, ((level - 1) * extent) / 2);
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  return { x: clamp(pan.x, room(size.width)), y: clamp(pan.y, room(size.height)) };
}

/** The CSS transform of a level and a pan (pan in screen pixels, applied before the scale). */
export function zoomTransform(level: number, pan: Pan): string | undefined {
  if (level === ZOOM.min) return undefined;
  return `translate(${pan.x}px, ${pan.y}px) scale(${level})`;
}

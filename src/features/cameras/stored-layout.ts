import * as v from 'valibot';
import { emptyLayout, MAX_TILES } from './camera-layout';
import { safeParse } from '../../lib/schema-calls';

/** A tile of the camera view: its own key (a camera may show in up to 5) and its camera. */
export interface CameraTile {
  key: string;
  cameraUuid: string;
}

export type CameraSlots = Array<CameraTile | null>;

/**
 * Spec 001 §3 "Camera view: restaurantUuid, layout, layoutType", kept per restaurant on the
 * device. The layout type is the grid its slots make (columns × rows on a wide screen).
 */
export interface CameraView {
  layout: CameraSlots;
  layoutType: string;
}

const tileSchema = v.object({
  key: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  cameraUuid: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
});

const storedSchema = v.object({
  layout: v.pipe(v.array(v.nullable(tileSchema)), v.minLength(1), v.maxLength(MAX_TILES)),
});

const keyOf = (restaurantUuid: string) => `kc.cameraView.${restaurantUuid}`;

/** Columns × rows of a wide screen's grid for `slots` slots: 1, 2×1, 2×2 (3, 4), 3×2 (5, 6). */
export function layoutTypeOf(slots: number): string {
  if (slots <= 1) return '1x1';
  if (slots === 2) return '2x1';
  if (slots <= 4) return '2x2';
  return '3x2';
}

/** The kitchen's stored view, or a fresh one when none is stored or what is stored is not one. */
export function readCameraView(restaurantUuid: string): CameraView {
  try {
    const parsed = safeParse(
      storedSchema,
      JSON.parse(localStorage.getItem(keyOf(restaurantUuid)) ?? 'null'),
    );
    if (parsed.success)
      return {
        layout: parsed.output.layout,
        layoutType: layoutTypeOf(parsed.output.layout.length),
      };
  } catch {
    // Not JSON: start afresh.
  }
  const layout = emptyLayout<CameraTile>();
  return { layout, layoutType: layoutTypeOf(layout.length) };
}

export function writeCameraView(restaurantUuid: string, layout: CameraSlots): void {
  const view: CameraView = { layout, layoutType: layoutTypeOf(layout.length) };
  try {
    localStorage.setItem(keyOf(restaurantUuid), JSON.stringify(view));
  } catch {
    // Storage full or refused: the layout holds for this visit.
  }
}

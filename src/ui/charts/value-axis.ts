import type uPlot from 'uplot';

/** Room beside the longest label: uPlot's tick (10 px) and gap (5 px), and 4 px to spare. */
const LABEL_ROOM_PX = 19;
/**
 * The narrowest value axis: it also makes room for the first time label below it
 * ('11/24/26 9:48am' is centred on the plot's left edge), which a narrower axis clipped.
 */
const MIN_SIZE_PX = 56;
/** The width a label's text takes at the axis font, per character, when no canvas can measure. */
const FALLBACK_CHAR_PX = 7;

/** Tick steps for counts: whole numbers only, so an axis of 0–3 alerts never reads 0.5. */
export const COUNT_INCREMENTS: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** True when every value of every series is a whole number (or missing): the chart counts things. */
export function countsOnly(series: readonly { values: readonly (number | null)[] }[]): boolean {
  return series.every((s) => s.values.every((value) => value === null || Number.isInteger(value)));
}

let measuring: CanvasRenderingContext2D | null | undefined;

/** The width in CSS pixels of `text` at `font`. */
function textWidth(text: string, font: string): number {
  measuring ??=
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * FALLBACK_CHAR_PX;
  measuring.font = font;
  return measuring.measureText(text).width;
}

/**
 * The font the axis draws with. Once the chart is built uPlot keeps it as [font, size] scaled
 * to the device's pixels; before, as given.
 */
function axisFont(self: uPlot, axisIndex: number): { font: string; scale: number } {
  const font: unknown = self.axes[axisIndex]?.font;
  if (Array.isArray(font) && typeof font[0] === 'string')
    return { font: font[0], scale: globalThis.devicePixelRatio || 1 };
  return { font: typeof font === 'string' ? font : '12px sans-serif', scale: 1 };
}

/**
 * The y-axis of a time chart: as wide as its longest label ('1.5 GiB/s' does not fit the
 * 56 px a fixed size gave), and stepping by whole numbers when the chart counts things.
 */
export function valueAxis(format: (value: number) => string, counts: boolean): uPlot.Axis {
  return {
    values: (_u, splits) => splits.map((value) => format(value)),
    size: (self, values, axisIndex) => {
      const { font, scale } = axisFont(self, axisIndex);
      const longest = Math.max(0, ...(values ?? []).map((value) => textWidth(value, font) / scale));
      return Math.max(MIN_SIZE_PX, Math.ceil(longest + LABEL_ROOM_PX));
    },
    ...(counts ? { incrs: [...COUNT_INCREMENTS] } : {}),
  };
}

let canvasSupport: boolean | null = null;

/**
 * Whether this browser gives a 2D canvas, which uPlot draws on. Some hardened browsers and
 * policies refuse it (as does jsdom); uPlot then throws outside React, so a page shows the
 * values as a table instead (spec 000 §4: a chart never breaks the page).
 */
export function canDrawCanvas(): boolean {
  if (canvasSupport === null) {
    try {
      canvasSupport = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

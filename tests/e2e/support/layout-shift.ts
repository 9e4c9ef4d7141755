import type { Page } from 'playwright-core';

/** A first screen that keeps its layout while its data comes (Lighthouse's "good" is 0.1). */
export const MAX_LAYOUT_SHIFT = 0.02;

/**
 * The page's cumulative layout shift, counted from its next navigation as the browser reports it
 * (the Layout Instability API): shifts a user's own input caused are not counted, as in CLS.
 */
export async function countLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift so far, once two more frames are drawn: a shift is reported for the frame
 * that made it, after that frame.
 */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  return (await page.evaluate('window.layoutShift')) as number;
}

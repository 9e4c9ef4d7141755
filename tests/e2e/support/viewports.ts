/** The three screens the console is checked on (phone, tablet, desktop). */
export interface Viewport {
  name: 'phone' | 'tablet' | 'desktop';
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
}

export const VIEWPORTS: readonly Viewport[] = [
  {
    name: 'phone',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  {
    // A kitchen's tablet takes a finger: a coarse pointer, whose controls are 44 px (the tour's
    // legibility check, support/legibility.ts).
    name: 'tablet',
    viewport: { width: 1024, height: 768 },
    isMobile: false,
    hasTouch: true,
    deviceScaleFactor: 1,
  },
  {
    name: 'desktop',
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  },
];

/**
 * E2E_VIEWPORTS=phone,desktop runs a subset (local debugging); CI runs all three. `none` runs no
 * tour and no behaviour spec at a viewport: only the sets named by their own variables
 * (tests/e2e/run.ts).
 */
export function selectedViewports(): readonly Viewport[] {
  const wanted = process.env.E2E_VIEWPORTS?.split(',').map((name) => name.trim());
  if (!wanted?.length) return VIEWPORTS;
  if (wanted.join() === 'none') return [];
  const chosen = VIEWPORTS.filter((vp) => wanted.includes(vp.name));
  if (!chosen.length)
    throw new Error(`E2E_VIEWPORTS="${process.env.E2E_VIEWPORTS}" names no viewport`);
  return chosen;
}

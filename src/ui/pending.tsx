import { useLayoutEffect, type ReactNode } from 'react';
import { holdBusy } from '../lib/busy-signal';

/**
 * A Suspense fallback that keeps the console busy while it is on screen (lib/busy-signal), so a
 * lazy part still on its way (a picker, a menu) is part of "the page has settled".
 */
export function Pending({ children = null }: { children?: ReactNode }) {
  useLayoutEffect(() => holdBusy(), []);
  return children;
}

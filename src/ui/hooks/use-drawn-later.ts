import { useDeferredValue, useLayoutEffect, useState } from 'react';
import { holdBusy } from '../../lib/busy-holds';

/**
 * `ready` as a section draws it: still false on the render that learns it (an answer's arrival
 * is a synchronous update), then true in a transition, which React renders a slice at a time, so
 * a section's first drawing is not one long task on a phone. Until then the console stays busy
 * (lib/busy-holds): what waits for the page to settle waits for the drawing too.
 * `readyAtMount`: what was ready as the section mounted is drawn at once (a list back from
 * another page, whose rows the router's scroll restoration must find in the page).
 */
export function useDrawnLater(ready: boolean, readyAtMount = false): boolean {
  const [initial] = useState(readyAtMount && ready);
  const drawn = useDeferredValue(ready, initial);
  const behind = ready && !drawn;
  useLayoutEffect(() => (behind ? holdBusy() : undefined), [behind]);
  return drawn;
}

import { useEffect, useState } from 'react';
import { whenIdle, yieldToPage } from '../../lib/idle';

/**
 * How many of `count` slices of work have started: none until the main thread is idle, then one
 * more each time the browser has had a turn (lib/idle.ts). A component renders slice n's part
 * once the count reaches n, so each part's render and effects are a task of their own instead of
 * one long task for all (docs/decisions/console-and-first-screen.md, "What the first screen
 * does not show starts after it").
 */
export function useIdleSlices(count: number): number {
  const [started, setStarted] = useState(0);
  useEffect(() => {
    if (started >= count) return;
    let live = true;
    // Runs after the commit of the slice before (its effects included): the next waits its turn.
    const next = () => live && setStarted(started + 1);
    if (started === 0) whenIdle(next);
    else void yieldToPage().then(next);
    return () => {
      live = false;
    };
  }, [started, count]);
  return started;
}

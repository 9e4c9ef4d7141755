import { useEffect, useState } from 'react';

/**
 * The clock, ticking every `ms`, for what render derives from the time ("updated 3 minutes
 * ago", a relative range resolved to dates): render itself must not read the clock.
 */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

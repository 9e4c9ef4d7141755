import { useEffect, useState } from 'react';

/**
 * Screen Wake Lock for the tablet beside the fryers: taken while the monitor is shown and taken
 * again whenever the page becomes visible (the browser releases it when the tab is hidden).
 * Answers whether the lock is held; false where the API is missing or refused.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (stopped) {
          void next.release();
          return;
        }
        sentinel = next;
        setHeld(true);
        next.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, no user gesture yet): the screen may dim; we say so.
        setHeld(false);
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, []);
  return held;
}

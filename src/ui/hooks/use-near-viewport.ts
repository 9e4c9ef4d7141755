import { useCallback, useRef, useState, type RefCallback } from 'react';

/** How far outside the screen an element counts as near: half a screen above and below. */
const NEAR_MARGIN = '50% 0px';

/**
 * Whether the element has come near the screen yet (and stays true once it has): a part below
 * the first screen renders when the user scrolls towards it, so the first screen draws sooner
 * on a slow phone. Without IntersectionObserver (tests, old browsers) everything is near.
 */
export function useNearViewport<T extends Element>(): [boolean, RefCallback<T>] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.current.observe(node);
    },
    [near],
  );
  return [near, ref];
}

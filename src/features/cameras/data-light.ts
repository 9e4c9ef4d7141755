import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefCallback,
} from 'react';

/**
 * Data-light viewing (docs/decisions/video-and-cameras.md "Camera view player controls"): a live tile costs a
 * phone's data plan about a megabyte a minute, so tiles out of view, and every tile on a
 * metered connection, show a still picture until tapped.
 */

/** What the Network Information API tells, where the browser has it (Chromium, not Safari). */
interface ConnectionInfo {
  saveData?: boolean;
  type?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

const connectionOf = (): ConnectionInfo | undefined =>
  (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** The person asked to save data, or the device is on a mobile network. Unknown: not metered. */
function isMetered(connection: ConnectionInfo | undefined): boolean {
  return connection?.saveData === true || connection?.type === 'cellular';
}

function subscribe(onChange: () => void) {
  const connection = connectionOf();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** Whether the connection is metered now, following it as it changes (Wi-Fi to mobile). */
export function useMeteredConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMetered(connectionOf()),
    () => false,
  );
}

/**
 * Whether the element is on the screen now: null until first known (so a tile neither starts a
 * stream nor fetches a still it would drop a moment later). Without IntersectionObserver
 * (tests, old browsers) everything is in view.
 */
export function useInView<T extends Element>(): [boolean | null, RefCallback<T>] {
  const [inView, setInView] = useState<boolean | null>(() =>
    typeof IntersectionObserver === 'undefined' ? true : null,
  );
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setInView(entry.isIntersecting);
    });
    observer.current.observe(node);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [inView, ref];
}

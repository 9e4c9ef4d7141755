import { useEffect, useState, type RefObject } from 'react';

/** Whether `element` fills the screen, following Esc and the browser's own exit; and the toggle. */
export function useFullScreen(element: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const follow = () =>
      setActive(!!element.current && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [element]);
  const toggle = () => {
    const target = element.current;
    if (!target) return;
    // Refused (an iPhone's Safari has no element full screen, a frame without permission): the
    // tile stays as it is.
    if (document.fullscreenElement === target)
      void document.exitFullscreen?.().catch(() => undefined);
    else void target.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle };
}

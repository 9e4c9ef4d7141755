import { useEffect, useState, type MouseEvent, type RefObject } from 'react';

/**
 * Whether `element` fills the screen, following Esc and the browser's own exit; its toggle; and
 * `onVideoClick` for the picture's area, by spec 001 §4 "Stream in a tile or the mini player":
 * "Full screen toggles on clicking the video when zoom is off" (with zoom on, a click ends a
 * drag). The camera tile and the mini-player both use it.
 */
export function useFullScreen(
  element: RefObject<HTMLElement | null>,
  { zoomOn = false }: { zoomOn?: boolean } = {},
) {
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
    // element stays as it is.
    if (document.fullscreenElement === target)
      void document.exitFullscreen?.().catch(() => undefined);
    else void target.requestFullscreen?.().catch(() => undefined);
  };
  // On the video only: the overlay's buttons (Try again) and panels keep their own clicks.
  const onVideoClick = (event: MouseEvent) => {
    if (!zoomOn && event.target instanceof HTMLVideoElement) toggle();
  };
  return { active, toggle, onVideoClick };
}

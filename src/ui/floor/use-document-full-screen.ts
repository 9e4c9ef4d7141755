import { useCallback, useEffect, useState } from 'react';

/**
 * The whole console in full screen (the kitchen monitor's mode, where the frame drops its
 * sidebar: docs/decisions/production.md "The floor layout"), and whether it is now. A player's
 * own full screen (ui/video/use-full-screen.ts) is an element's and does not count.
 */
export function useDocumentFullScreen(): {
  active: boolean;
  available: boolean;
  toggle(): void;
} {
  const [active, setActive] = useState(isDocumentFullScreen);
  useEffect(() => {
    const update = () => setActive(isDocumentFullScreen());
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { active, available: !!document.fullscreenEnabled, toggle };
}

function isDocumentFullScreen(): boolean {
  return document.fullscreenElement === document.documentElement;
}

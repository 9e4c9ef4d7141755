import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Keeps `<html data-ready>` up to date (lib/busy-signal, loaded after the first page). Rendered
 * by the root route: its effect runs after the first page's own effects (children's run
 * first), where that page's queries start, so the console is never reported ready before its
 * first page has asked for its data. Only a browser under automation (the e2e suite, the
 * benchmarks) reads the signal, so only such a browser loads it: a phone is spared the request.
 */
export function AppReadySignal() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!navigator.webdriver) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./lib/busy-signal').then(({ watchConsole }) => {
      if (live) stop = watchConsole(router, queryClient);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [router, queryClient]);
  return null;
}

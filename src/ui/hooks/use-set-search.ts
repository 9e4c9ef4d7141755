import { defaultStringifySearch, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export type SearchChange = (search: Record<string, unknown>) => Record<string, unknown>;

/**
 * Changes the query of the page on screen (filters, tabs, restaurant: spec 000 §2 keeps them in
 * the URL), keeping every parameter the change does not touch. Pushes a history entry unless
 * `replace`. Route-table paths are plain strings, so this works on the href rather than on a
 * typed route. The setter is the same function on every render, and reads the location when it
 * is called, so an effect may depend on it without running again on each render.
 */
export function useSetSearch(): (change: SearchChange, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return useCallback(
    (change, { replace = false } = {}) => {
      const { pathname, search } = router.state.location;
      const next = change({ ...(search as Record<string, unknown>) });
      void router.navigate({ href: pathname + defaultStringifySearch(next), replace });
    },
    [router],
  );
}

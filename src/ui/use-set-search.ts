import { defaultStringifySearch, useLocation, useNavigate } from '@tanstack/react-router';

export type SearchChange = (search: Record<string, unknown>) => Record<string, unknown>;

/**
 * Changes the query of the page on screen (filters, tabs, restaurant: spec 000 §2 keeps them in
 * the URL), keeping every parameter the change does not touch. Pushes a history entry unless
 * `replace`. Route-table paths are plain strings, so this works on the href rather than on a
 * typed route.
 */
export function useSetSearch(): (change: SearchChange, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (change, { replace = false } = {}) => {
    const next = change({ ...(location.search as Record<string, unknown>) });
    void navigate({ href: location.pathname + defaultStringifySearch(next), replace });
  };
}

import { QueryClient } from '@tanstack/react-query';

/** A day: offline, a manager still sees yesterday's numbers with their age. */
export const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000;

/** Spec 000 §8: the code of a call that got no response (api/request's NETWORK_ERROR_CODE). */
const NO_RESPONSE = 600;
/** How long a failed load waits before its one retry. */
export const RETRY_DELAY_MS = 1_000;

/**
 * Spec 000 §4 "Data loads": a failed load shows 'No information', so it must say so promptly.
 * Only what a second try may mend is retried, once, a second later: no response (the kitchen's
 * Wi-Fi dropped) or a server error (5xx). A 4xx, or an answer of the wrong shape, would only
 * repeat itself.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && (code === NO_RESPONSE || (code >= 500 && code < 600));
}

/** How long a failed load is not asked again by a page that mounts: see `retriesOnMount`. */
export const FRESH_FAILURE_MS = 10_000;

/**
 * Whether a page that mounts asks again for a load that failed. Not in the moments after it
 * failed: that is the route loader's warm-up of this very page, and asking again
 * would retry a 4xx the rule above does not retry. Retry, another filter or a later visit asks.
 */
export function retriesOnMount(
  query: { state: { status: string; errorUpdatedAt: number } },
  now: number = Date.now(),
): boolean {
  return !(query.state.status === 'error' && now - query.state.errorUpdatedAt < FRESH_FAILURE_MS);
}

/**
 * The stale time of what must not be taken from the cache, in memory or restored from
 * IndexedDB: asked again on every mount. For what changes live (alerts, a zone running, the
 * notifications) and what has a fresher source (the service worker's dictionaries).
 */
export const ASK_ON_EVERY_MOUNT = 0;

/**
 * The `refetchOnMount` of an ASK_ON_EVERY_MOUNT query that a route's loader asks for its page (a
 * list's filter options, asked while the page's code loads): asked again by a page that mounts,
 * but not in the moments after it answered, which were that loader's ask for this very page
 * (asking again would load it twice). A changed (invalidated) answer is asked again at once.
 */
export function asksAgainOnMount(
  query: { state: { dataUpdatedAt: number; isInvalidated: boolean } },
  now: number = Date.now(),
): boolean {
  return query.state.isInvalidated || now - query.state.dataUpdatedAt >= FRESH_FAILURE_MS;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted copy, or IndexedDB would lose what memory dropped.
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        retryOnMount: (query) => retriesOnMount(query),
        refetchOnWindowFocus: true,
      },
    },
  });
}

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted copy, or IndexedDB would lose what memory dropped.
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: true,
      },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE } from './query-persistence';

/** Errors that carry an HTTP-like `code`: retrying a 4xx answer only repeats it. */
function isClientError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 400 && code < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted copy, or IndexedDB would lose what memory dropped.
        gcTime: PERSIST_MAX_AGE,
        retry: (failures, error) => !isClientError(error) && failures < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { watchBusy, type BusySource } from './lib/busy-signal';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** What keeps the console busy (lib/busy-signal): a navigation, a fetch, a mutation. */
function busySources(router: AppRouter, queryClient: QueryClient): BusySource[] {
  // From the start of a navigation to its render; status alone turns pending a step later.
  let navigating = false;
  const navigation: BusySource = {
    busy: () => navigating || router.state.status === 'pending',
    subscribe(changed) {
      const stops = [
        router.subscribe('onBeforeNavigate', () => {
          navigating = true;
          changed();
        }),
        router.subscribe('onResolved', () => {
          navigating = false;
          changed();
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
  const queries: BusySource = {
    busy: () => queryClient.isFetching() + queryClient.isMutating() > 0,
    subscribe(changed) {
      const stops = [
        queryClient.getQueryCache().subscribe(changed),
        queryClient.getMutationCache().subscribe(changed),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
  return [navigation, queries];
}

/**
 * Keeps `<html data-ready>` up to date. Rendered by the root route: its effect runs after the
 * first page's own effects (children's run first), where that page's queries start, so the
 * console is never reported ready before its first page has asked for its data.
 */
export function AppReadySignal() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => watchBusy(busySources(router, queryClient)), [router, queryClient]);
  return null;
}

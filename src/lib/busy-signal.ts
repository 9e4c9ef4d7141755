/**
 * One signal that the console has settled, for anything outside it that must wait for the page
 * (the e2e suite, the benchmarks): `<html data-ready="/path?query">` is set once no route is
 * loading, no query is fetching, no mutation is running and no lazy part is on its way, and
 * removed the moment any of that starts again. The value is the location it is ready for, so a
 * reader never mistakes the previous page's quiet for the new one's. Loaded after the first page
 * (`app-ready.tsx`): nothing a person sees waits for it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { heldParts } from './busy-holds';

export interface BusySource {
  /** Whether this source has work under way right now (read live, never from a render). */
  busy(): boolean;
  /** Calls `changed` whenever its work may have started or ended; returns the unsubscribe. */
  subscribe(changed: () => void): () => void;
}

/**
 * Quiet checks in a row before the page counts as settled. Each is a macrotask, so React's
 * commit and its passive effects (where queries subscribe and start fetching) run in between:
 * a page whose queries start right after its route resolved is never reported ready early.
 */
const QUIET_CHECKS = 3;

/** Keeps `<html data-ready>` up to date from `sources`; returns the function that stops it. */
function watchBusy(sources: BusySource[], root = document.documentElement): () => void {
  const all = [...sources, heldParts];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let quiet = 0;

  const busy = () => all.some((source) => source.busy());
  const check = () => {
    timer = undefined;
    if (busy()) {
      quiet = 0;
      return;
    }
    quiet += 1;
    if (quiet < QUIET_CHECKS) timer = setTimeout(check, 0);
    else root.dataset.ready = `${location.pathname}${location.search}`;
  };
  const changed = () => {
    if (busy()) {
      delete root.dataset.ready;
      quiet = 0;
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined && !root.dataset.ready) {
      quiet = 0;
      timer = setTimeout(check, 0);
    }
  };

  const unsubscribes = all.map((source) => source.subscribe(changed));
  changed();
  return () => {
    clearTimeout(timer);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
}

/** What keeps the console busy (lib/busy-signal): a navigation, a fetch, a mutation. */
function busySources(router: AnyRouter, queryClient: QueryClient): BusySource[] {
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

/** Keeps `<html data-ready>` up to date for this console; returns the function that stops it. */
export function watchConsole(router: AnyRouter, queryClient: QueryClient): () => void {
  return watchBusy(busySources(router, queryClient));
}

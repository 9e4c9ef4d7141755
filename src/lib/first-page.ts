import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * "The first page is on screen": its queries have answered and the next frame is painted. What
 * the first screen does not show (the service worker, the notification channel and the bell's
 * count) waits for it, so on a slow phone it does not compete with the page's code and data for
 * the network and the main thread (docs/decisions.md, "The first screen").
 *
 * `awaitFirstPage` (the console's start) begins the wait; the root layout's
 * `useWatchFirstPage` watches the queries once the first page's effects have started them.
 * Without `awaitFirstPage` (a component on its own, in a test) nothing waits.
 */
let state: 'idle' | 'waiting' | 'shown' = 'idle';
let settle: () => void = () => undefined;
const listeners = new Set<() => void>();

/** A page that keeps asking (a live monitor's polling) lets the rest start after this long. */
export const FIRST_PAGE_LONGEST_WAIT_MS = 4000;

/**
 * After the next paint and once the main thread is idle: a page draws its answers in tasks of
 * its own (transitions, sections that mount in turn), after the last answer has come.
 */
function whenIdle(run: () => void): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 50));
  requestAnimationFrame(() => setTimeout(() => idle(run, { timeout: 1000 }), 0));
}

export function awaitFirstPage(): Promise<void> {
  state = 'waiting';
  return new Promise((resolve) => {
    const cap = setTimeout(() => settle(), FIRST_PAGE_LONGEST_WAIT_MS);
    settle = () => {
      if (state === 'shown') return;
      clearTimeout(cap);
      state = 'shown';
      listeners.forEach((listener) => listener());
      resolve();
    };
  });
}

/** From the first page's effects on: shown once no query is fetching, a frame later. */
function watchFirstPage(queryClient: QueryClient): () => void {
  if (state !== 'waiting') return () => undefined;
  const cache = queryClient.getQueryCache();
  const check = () => {
    if (state === 'shown') unsubscribe();
    else if (queryClient.isFetching() === 0)
      whenIdle(() => {
        if (queryClient.isFetching() === 0) settle();
      });
  };
  const unsubscribe = cache.subscribe(check);
  check();
  return unsubscribe;
}

export function useWatchFirstPage(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchFirstPage(queryClient), [queryClient]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether what waits for the first page may start now. */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state !== 'waiting',
    () => true,
  );
}

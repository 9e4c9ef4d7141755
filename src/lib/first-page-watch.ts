import type { QueryClient } from '@tanstack/react-query';
import { isFirstPageShown, settleFirstPage } from './first-page';
import { whenIdle } from './idle';

// Apart from first-page.ts, whose wait every page's start carries: this watch loads with the
// signed-in frame only.

/**
 * After the next paint and once the main thread is idle: a page draws its answers in tasks of
 * its own (transitions, sections that mount in turn), after the last answer has come.
 */
function afterPaintWhenIdle(run: () => void): void {
  requestAnimationFrame(() => setTimeout(() => whenIdle(run), 0));
}

/** From the first page's effects on: shown once no query is fetching; returns the stop. */
export function watchFirstPage(queryClient: QueryClient): () => void {
  if (isFirstPageShown()) return () => undefined;
  const check = () => {
    if (isFirstPageShown()) unsubscribe();
    else if (queryClient.isFetching() === 0)
      afterPaintWhenIdle(() => {
        if (!isFirstPageShown() && queryClient.isFetching() === 0) settleFirstPage();
      });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return unsubscribe;
}

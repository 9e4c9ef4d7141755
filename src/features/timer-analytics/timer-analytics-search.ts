import { defineSearch, trueOrFalse, urlNames } from '../../lib/list-search';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The route's validateSearch: it runs before the page's chunk loads, so it stays small.

const search = defineSearch({
  // The chicken materials dictionary's names: the page drops one it does not hold once read.
  materials: urlNames,
  catering: trueOrFalse,
});

/**
 * The analytics URL (spec 000 §5, 001 §3 "Recommendation history filters"): chicken products and
 * catering tasks or the others; a malformed value is dropped (a product, once the page has read
 * the dictionary).
 */
export const timerAnalyticsSearch = search.validate;
export type TimerAnalyticsSearch = ReturnType<typeof search.validate>;

/** What the loader depends on: the shared dates and restaurant, and the page's own. */
export function timerAnalyticsDeps(value: TimerAnalyticsSearch & DateRangeSearch) {
  return { ...sharedLoaderDeps(value), materials: value.materials, catering: value.catering };
}

import { CHICKEN_PRODUCTS } from '../../api/analytics/analytics.constants';
import { commaListOf, defineSearch, type ListField } from '../../lib/list-search';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The route's validateSearch: it runs before the page's chunk loads, so it stays small.

/** 'true' or 'false' (the router reads them as booleans); absent for both. */
const trueOrFalse: ListField<boolean> = (raw) =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;

const search = defineSearch({
  materials: commaListOf(CHICKEN_PRODUCTS),
  catering: trueOrFalse,
});

/**
 * The analytics URL (spec 000 §5, 001 §3 "Recommendation history filters"): chicken products and
 * catering tasks or the others; a value not among the options is dropped.
 */
export const timerAnalyticsSearch = search.validate;
export type TimerAnalyticsSearch = ReturnType<typeof search.validate>;

/** What the loader depends on: the shared dates and restaurant, and the page's own. */
export function timerAnalyticsDeps(value: TimerAnalyticsSearch & DateRangeSearch) {
  return { ...sharedLoaderDeps(value), materials: value.materials, catering: value.catering };
}

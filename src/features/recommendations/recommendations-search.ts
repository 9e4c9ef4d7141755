import { defineSearch, oneOf, urlNames } from '../../lib/list-search';
import { urlPageSize } from '../../lib/pagination';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

/**
 * Spec 001 §9 "Recommendations filters: status COMPLETED, type all": the URL's `status` and
 * `type`, each absent for its default, stand for the provider's `canceled` and `catering`
 * (spec 001 §3 "Recommendation history filters").
 */
export const RECOMMENDATION_STATUSES = ['COMPLETED', 'CANCELED', 'ALL'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];
export const RECOMMENDATION_TYPES = ['ALL', 'CATERING', 'REGULAR'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

const fields = defineSearch({
  // The chicken materials dictionary's names: the page drops one it does not hold once read.
  materials: urlNames,
  // The defaults are never written: a link without them opens on the defaults.
  status: oneOf(RECOMMENDATION_STATUSES.filter((status) => status !== 'COMPLETED')),
  type: oneOf(RECOMMENDATION_TYPES.filter((type) => type !== 'ALL')),
  // Spec 001 §9: 10, 20 or 50 a page; 20, the default, is never written.
  limit: urlPageSize,
});

/** The page's own URL fields (the restaurant and dates are the layout's); invalid ones dropped. */
export const recommendationsSearch = fields.validate;
export type RecommendationsSearch = ReturnType<typeof fields.validate>;

export function recommendationsDeps(search: RecommendationsSearch & DateRangeSearch) {
  const { materials, status, type, limit } = search;
  return { ...sharedLoaderDeps(search), materials, status, type, limit };
}

/** The provider's `canceled` for a status: absent for all. */
export function canceledOf(status: RecommendationStatus | undefined): boolean | undefined {
  const chosen = status ?? 'COMPLETED';
  return chosen === 'ALL' ? undefined : chosen === 'CANCELED';
}

/** The provider's `catering` for a type: absent for all. */
export function cateringOf(type: RecommendationType | undefined): boolean | undefined {
  const chosen = type ?? 'ALL';
  return chosen === 'ALL' ? undefined : chosen === 'CATERING';
}

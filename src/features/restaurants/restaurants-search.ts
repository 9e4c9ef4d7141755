import { defineListSearch, oneOf } from '../../lib/list-search';
import { urlSearchText } from '../../lib/search-input';

/** The list's two looks (spec 001 §2 "a list with a view-type switch"). */
export const RESTAURANT_VIEWS = ['cards', 'table'] as const;
export type RestaurantView = (typeof RESTAURANT_VIEWS)[number];

/**
 * The restaurants page's URL (spec 000 §9): a number, or part of a name or city (absent: every
 * restaurant), its page, and the view chosen (absent: the table, or cards on a phone).
 */
export const restaurantsSearch = defineListSearch({
  search: urlSearchText,
  view: oneOf(RESTAURANT_VIEWS),
});

export type RestaurantsSearch = ReturnType<typeof restaurantsSearch.validate>;

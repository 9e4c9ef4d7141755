import { defineListSearch } from '../../lib/list-search';
import { urlSearchText } from '../../lib/search-input';

/**
 * The restaurants page's URL (spec 000 §9): a number, or part of a name or city (absent: every
 * restaurant), and its page.
 */
export const restaurantsSearch = defineListSearch({ search: urlSearchText });

export type RestaurantsSearch = ReturnType<typeof restaurantsSearch.validate>;

import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { PICK_LIST_QUERY, restaurantOption, type RestaurantOption } from './restaurant-choice';
import { restaurantsQueries } from './restaurants.queries';

export interface RestaurantSearch {
  /** The provider's matches for the text, first 100 by number DESC; null when nothing is typed. */
  results: RestaurantOption[] | null;
  /** Typed and not answered yet (the 300 ms pause, or the call). */
  searching: boolean;
  failed: boolean;
  /**
   * Keeps a chosen match's details, so a restaurant beyond the pick-list's first 100 is the
   * current one at once, without asking again (restaurant-choice.ts).
   */
  remember(uuid: string): void;
}

/**
 * The restaurant pickers' search (spec 000 §2, §9): the provider searches the whole chain by
 * number, name or city, 300 ms after the last keystroke, at most 255 characters, so restaurant
 * 2,417 of a large chain is one search away. A newer search cancels the older.
 */
export function useRestaurantSearch(text: string): RestaurantSearch {
  const queryClient = useQueryClient();
  const wanted = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const [asked] = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...restaurantsQueries.list({ ...PICK_LIST_QUERY, search: asked }),
    enabled: asked !== '',
    placeholderData: keepPreviousData,
  });

  if (wanted === '') return { results: null, searching: false, failed: false, remember: () => {} };
  const answered = asked === wanted && !query.isPlaceholderData;
  return {
    results: query.data?.content.map(restaurantOption) ?? [],
    searching: !answered || query.isFetching,
    failed: answered && query.isError,
    remember(uuid) {
      const restaurant = query.data?.content.find((candidate) => candidate.uuid === uuid);
      if (restaurant) {
        queryClient.setQueryData(restaurantsQueries.detail(uuid).queryKey, restaurant);
      }
    },
  };
}

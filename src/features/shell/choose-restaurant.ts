import { chooseRestaurant, GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { onRestaurantChange } from '../../lib/url-state';
import { useSetSearch } from '../../ui/hooks/use-set-search';

/**
 * Choosing a restaurant, from the header or a phone's filter sheet: it is remembered for the
 * next visit, written to the URL, and the date and interval parameters go (spec 000 §2).
 */
export function useChooseRestaurant(): (uuid: string) => void {
  const setSearch = useSetSearch();
  return (uuid) => {
    chooseRestaurant(uuid);
    setSearch((search) => {
      const { restaurantUuid: _previous, ...rest } = onRestaurantChange(search);
      return uuid === GLOBAL_RESTAURANT ? rest : { ...rest, restaurantUuid: uuid };
    });
  };
}

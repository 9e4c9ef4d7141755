import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { USER_TYPE, type AccessSubject } from '../../lib/access';
import { GLOBAL_RESTAURANT } from '../../lib/url-state';
import { readSession, updateSession } from '../auth/session-store';
import { restaurantsQueries } from './restaurants.queries';
import type { Restaurant, RestaurantListQuery } from './restaurants.schema';

// The restaurant choice's Global value, declared with the URL's parameters it travels in.
export { GLOBAL_RESTAURANT };

/** Spec 000 §7 line 173: the pick-list is the first 100 by number, DESC, with their hosts. */
export const PICK_LIST_QUERY = {
  expand: 'hosts',
  limit: 100,
  offset: 0,
  sortBy: 'number',
  orderDirection: 'DESC',
} as const satisfies RestaurantListQuery;

/** Spec 000 §3 "restaurant option": {value: uuid, label: 'number - name', timezone}. */
export interface RestaurantOption {
  value: string;
  label: string;
  timezone: string | null;
  /** Shown alone where space is short (the header shows the number, spec 000 §2). */
  number: string;
}

/** Spec 000 §3: a restaurant's label is 'number - name', wherever it is named. */
export function restaurantLabel(restaurant: Pick<Restaurant, 'number' | 'name'>): string {
  return `${restaurant.number} - ${restaurant.name}`;
}

export function restaurantOption(restaurant: Restaurant): RestaurantOption {
  return {
    value: restaurant.uuid,
    label: restaurantLabel(restaurant),
    timezone: restaurant.timezone,
    number: String(restaurant.number),
  };
}

/** The stored choice if it is still one of the options, else Global. */
function restoreChoice(options: RestaurantOption[], stored: string | undefined): string {
  return stored && options.some((option) => option.value === stored) ? stored : GLOBAL_RESTAURANT;
}

/**
 * The current restaurant: the URL's `restaurantUuid` when it names one of the options (a
 * shared link opens on that restaurant), else the stored choice, else Global.
 */
function currentChoice(
  options: RestaurantOption[],
  requested: string | undefined,
  stored: string | undefined,
): string {
  if (requested && options.some((option) => option.value === requested)) return requested;
  return restoreChoice(options, stored);
}

/** The current restaurant (a uuid or GLOBAL_RESTAURANT) and its zone (null: the browser's). */
export interface ChosenRestaurant {
  restaurant: string;
  timeZone: string | null;
}

/** The zone of the chosen restaurant; null for Global or a restaurant without one. */
export function zoneOfChoice(options: RestaurantOption[], current: string): string | null {
  return options.find((option) => option.value === current)?.timezone ?? null;
}

/**
 * What `useRestaurantChoice` will answer, for a route's loader that runs before the page: the
 * same calls, asked for when the cache does not hold them yet (a cold first visit), and the
 * same rules. Rejects when the pick-list, or a USER's own restaurant, cannot be loaded: the
 * page then shows that itself.
 */
export async function loadRestaurantChoice(
  queryClient: QueryClient,
  user: AccessSubject & { restaurantUuid: string | null },
  /** The URL's `restaurantUuid`; ignored for USER, who is bound to one restaurant. */
  requested: string | undefined,
): Promise<ChosenRestaurant> {
  const fixedUuid = boundRestaurant(user);
  if (fixedUuid) {
    const own = await queryClient.ensureQueryData(restaurantsQueries.detail(fixedUuid));
    return { restaurant: fixedUuid, timeZone: own.timezone };
  }
  const list = await queryClient.ensureQueryData(restaurantsQueries.list(PICK_LIST_QUERY));
  const stored = readSession()?.restaurantUuid;
  const listOptions = list.content.map(restaurantOption);
  const outside = beyondPickList(listOptions, wantedRestaurant(requested, stored));
  // A restaurant that is not there (any more), or not the user's, answers 404: as in the hook.
  const found = outside
    ? await queryClient.ensureQueryData(restaurantsQueries.detail(outside)).catch(() => undefined)
    : undefined;
  const options = withFound(listOptions, found);
  const restaurant = currentChoice(options, requested, stored);
  return { restaurant, timeZone: zoneOfChoice(options, restaurant) };
}

/** Spec 000 §6: the restaurant a USER is bound to; null for the types that choose. */
function boundRestaurant(user: AccessSubject & { restaurantUuid: string | null }) {
  return user.type === USER_TYPE ? user.restaurantUuid : null;
}

/** The restaurant the user asked for (the URL's, else the remembered one); none for Global. */
function wantedRestaurant(requested: string | undefined, stored: string | undefined) {
  const wanted = requested ?? stored;
  return wanted && wanted !== GLOBAL_RESTAURANT ? wanted : null;
}

/**
 * A wanted restaurant that is not among the pick-list's first 100 (restaurant 2,417 of a large
 * chain, chosen through the selector's search): its details are asked for on their own.
 */
function beyondPickList(options: RestaurantOption[], wanted: string | null): string | null {
  return wanted && !options.some((option) => option.value === wanted) ? wanted : null;
}

/** The pick-list with the restaurant found beyond it first, so it can be shown and chosen. */
function withFound(options: RestaurantOption[], found: Restaurant | undefined) {
  return found ? [restaurantOption(found), ...options] : options;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the choice in the stored session's copy (spec 000 §3), for the next visit. */
export function chooseRestaurant(uuid: string): void {
  updateSession({ restaurantUuid: uuid });
  listeners.forEach((listener) => listener());
}

export interface RestaurantChoice {
  /** USER is bound to one restaurant and cannot switch (spec 000 §6). */
  fixed: boolean;
  /** The restaurants to choose from, without the Global entry. */
  options: RestaurantOption[];
  /** A restaurant uuid, or GLOBAL_RESTAURANT. */
  current: string;
  isLoading: boolean;
  isError: boolean;
}

/**
 * Spec 000 §4 "Restaurant choice": for USER the restaurant is their own and its details are
 * fetched; other types fetch the pick-list, and the last choice is restored.
 */
export function useRestaurantChoice(
  user: AccessSubject & { restaurantUuid: string | null },
  /** The URL's `restaurantUuid`; ignored for USER, who is bound to one restaurant. */
  requested?: string,
): RestaurantChoice {
  const fixedUuid = boundRestaurant(user);
  const own = useQuery({ ...restaurantsQueries.detail(fixedUuid ?? ''), enabled: !!fixedUuid });
  const list = useQuery({ ...restaurantsQueries.list(PICK_LIST_QUERY), enabled: !fixedUuid });
  const stored = useSyncExternalStore(
    subscribe,
    () => readSession()?.restaurantUuid,
    () => undefined,
  );
  // The same options while the answers are: what is worked out from them (a list's zones, its
  // rows' renders) is kept rather than done again on each render.
  const listOptions = useMemo(() => (list.data?.content ?? []).map(restaurantOption), [list.data]);
  const outside = list.data
    ? beyondPickList(listOptions, wantedRestaurant(requested, stored))
    : null;
  const found = useQuery({ ...restaurantsQueries.detail(outside ?? ''), enabled: !!outside });
  const ownData = own.data;
  const ownOptions = useMemo(() => (ownData ? [restaurantOption(ownData)] : []), [ownData]);
  // A restaurant that is not there (any more), or not the user's, answers 404: Global then.
  const foundData = outside ? found.data : undefined;
  const options = useMemo(() => withFound(listOptions, foundData), [listOptions, foundData]);

  if (fixedUuid) {
    return {
      fixed: true,
      options: ownOptions,
      current: fixedUuid,
      isLoading: own.isPending,
      isError: own.isError,
    };
  }
  return {
    fixed: false,
    options,
    current: currentChoice(options, requested, stored),
    isLoading: list.isPending || (!!outside && found.isPending),
    isError: list.isError,
  };
}

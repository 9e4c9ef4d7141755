import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { devicesQueries } from '../devices/devices.queries';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { managedUsersQueries } from '../users/managed-users.queries';
import {
  assignDevices,
  createRestaurant,
  deleteRestaurant,
  listCities,
  listRestaurantDevices,
  listStates,
  listTunnels,
  listUnassignedDevices,
  moveDevices,
  unassignDevices,
  updateRestaurant,
} from './restaurants-admin.endpoints';
import type { RestaurantBody } from './restaurants-admin.schema';
import { restaurantsQueries } from './restaurants.queries';
import {
  isRestaurantDetail,
  type RestaurantDetail,
  type RestaurantListQuery,
  type RestaurantPage,
} from './restaurants.schema';

/**
 * The page's restaurants whole. The restaurants pages are a RESTAURANT viewer's, who gets them
 * whole (spec 000 §6); a summary here means the provider took the caller for someone else, and
 * the list fails rather than show a restaurant without its address.
 */
function wholeRestaurants(page: RestaurantPage): Omit<RestaurantPage, 'content'> & {
  content: RestaurantDetail[];
} {
  return {
    ...page,
    content: page.content.map((restaurant) => {
      if (!isRestaurantDetail(restaurant))
        throw new Error(`Restaurant ${restaurant.number} was answered without its details`);
      return restaurant;
    }),
  };
}

/**
 * The restaurant administration's calls, apart from the pick-list's
 * (restaurants.queries.ts), which every signed-in page loads.
 */
export const restaurantsAdminQueries = {
  /** GET /restaurants for the restaurants page: one page, each restaurant whole. */
  list: (query: RestaurantListQuery) =>
    queryOptions({ ...restaurantsQueries.list(query), select: wholeRestaurants }),
  /** GET /states: they change with a release, not a session: kept for the session. */
  states: () =>
    queryOptions({
      ...endpointQuery(restaurantsQueries.all(), listStates, {}),
      staleTime: Infinity,
    }),
  /** GET /cities of one state. */
  cities: (stateUuid: string) =>
    queryOptions({
      ...endpointQuery(restaurantsQueries.all(), listCities, { query: { stateUuid } }),
      staleTime: Infinity,
    }),
  /** GET /networkInformation/tun/: the restaurant's VPN tunnels. */
  tunnels: (restaurantUuid: string) =>
    endpointQuery(restaurantsQueries.all(), listTunnels, { query: { restaurantUuid } }),
  /** GET /devices/restaurant/empty: the devices no restaurant has. */
  unassigned: () => endpointQuery(restaurantsQueries.all(), listUnassignedDevices, {}),
  /** GET /restaurants/:id/devices: one restaurant's devices. */
  devices: (id: string) =>
    endpointQuery(restaurantsQueries.all(), listRestaurantDevices, { params: { id } }),
};

/**
 * After a change: every restaurant call (the list's cards count devices), and when devices
 * changed hands, the device pages' lists, which name each device's restaurant.
 */
function refresh(client: QueryClient, devicesToo: boolean) {
  void client.invalidateQueries({ queryKey: restaurantsQueries.all() });
  if (devicesToo) void client.invalidateQueries({ queryKey: devicesQueries.all() });
}

export interface MoveDevicesInput {
  from: string;
  /** The target restaurant; null: back to the unassigned pool. */
  to: string | null;
  devices: string[];
}

export const restaurantsAdminMutations = {
  /** POST /restaurants. */
  create: () =>
    mutationOptions({
      mutationKey: [...restaurantsQueries.all(), 'create'],
      mutationFn: (body: RestaurantBody) => request(createRestaurant, { body }).then(unwrap),
      onSuccess: (_data, _body, _result, { client }) => refresh(client, false),
    }),
  /** PUT /restaurants/:id. */
  update: () =>
    mutationOptions({
      mutationKey: [...restaurantsQueries.all(), 'update'],
      mutationFn: ({ id, body }: { id: string; body: RestaurantBody }) =>
        request(updateRestaurant, { params: { id }, body }).then(unwrap),
      onSuccess: (_data, _input, _result, { client }) => refresh(client, false),
    }),
  /**
   * DELETE /restaurants/:id; asked again whatever the outcome (it may be gone already). The
   * managers who listed it lost it: the users page asks again too, so its form never offers a
   * restaurant that is gone.
   */
  remove: () =>
    mutationOptions({
      mutationKey: [...restaurantsQueries.all(), 'delete'],
      mutationFn: (id: string) => request(deleteRestaurant, { params: { id } }).then(unwrap),
      onSettled: (_data, _error, _id, _result, { client }) => {
        refresh(client, false);
        void client.invalidateQueries({ queryKey: managedUsersQueries.all() });
      },
    }),
  /** POST /restaurants/:id/devices. */
  assign: () =>
    mutationOptions({
      mutationKey: [...restaurantsQueries.all(), 'assign'],
      mutationFn: ({ id, devices }: { id: string; devices: string[] }) =>
        request(assignDevices, { params: { id }, body: { devices } }).then(unwrap),
      onSettled: (_data, _error, _input, _result, { client }) => refresh(client, true),
    }),
  /** PUT /restaurants/:id/changeRestaurant[/:id2]. */
  move: () =>
    mutationOptions({
      mutationKey: [...restaurantsQueries.all(), 'move'],
      mutationFn: ({ from, to, devices }: MoveDevicesInput) =>
        (to
          ? request(moveDevices, { params: { id: from, id2: to }, body: { devices } })
          : request(unassignDevices, { params: { id: from }, body: { devices } })
        ).then(unwrap),
      onSettled: (_data, _error, _input, _result, { client }) => refresh(client, true),
    }),
};

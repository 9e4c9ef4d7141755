import {
  getRestaurant,
  listRestaurants,
  RESTAURANT_DETAIL_ACCESS,
} from '../../src/api/restaurants/restaurants.endpoints';
import {
  createRestaurant,
  deleteRestaurant,
  listCities,
  listStates,
  updateRestaurant,
} from '../../src/api/restaurants/restaurants-admin.endpoints';
import type { Restaurant, RestaurantDetail } from '../../src/api/restaurants/restaurants.schema';
import type { RestaurantBody } from '../../src/api/restaurants/restaurants-admin.schema';
import { allows } from '../../src/lib/access';
import type { SandboxApi, SandboxContext } from '../context';
import { fleetOf } from '../model/fleet';
import {
  citiesOf,
  timeZoneName,
  toRestaurantDto,
  toRestaurantSummary,
  type RestaurantRecord,
} from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { visibleRestaurants } from '../model/visibility';
import { offsetPage, sortedBy } from '../list-page';
import { accessSubject, fail, serve } from '../route';
import type { Chain } from '../seed';
import { cardsOf, registerRestaurantDeviceRoutes } from './restaurant-devices';
import { visibleRestaurant } from './visible-restaurant';

type SortField = 'number' | 'name' | 'city';

const compareBy: Record<SortField, (a: RestaurantRecord, b: RestaurantRecord) => number> = {
  number: (a, b) => a.number - b.number,
  name: (a, b) => a.name.localeCompare(b.name, 'en') || a.number - b.number,
  city: (a, b) => a.city.localeCompare(b.city, 'en') || a.number - b.number,
};

/** A restaurant whose number, name or city holds `search`, in any case; every one for none. */
function matches(restaurant: RestaurantRecord, search: string | undefined): boolean {
  const needle = search?.toLowerCase();
  if (!needle) return true;
  return [`${restaurant.number} - ${restaurant.name}`, restaurant.city].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The managers who list a restaurant among theirs: accounts neither USER (bound to one, checked
 * on its own) nor ADMIN, and not of every restaurant (null), whose list names it.
 */
function managersListing(chain: Chain, restaurantUuid: string): UserRecord[] {
  return chain.users.filter(
    (user) =>
      user.type !== 'USER' &&
      user.type !== 'ADMIN' &&
      user.restaurantUuids !== null &&
      user.restaurantUuids.includes(restaurantUuid),
  );
}

/**
 * The wire shape, whole (spec 000 §3 "Restaurant"), with its card's fields (spec 001 §3
 * "Restaurant card") and how many managers list it.
 */
function wholeAnswers(chain: Chain, restaurants: RestaurantRecord[], withHosts: boolean) {
  const cards = cardsOf(chain, restaurants);
  return (restaurant: RestaurantRecord): RestaurantDetail => ({
    ...toRestaurantDto(restaurant, withHosts),
    ...cards.get(restaurant.uuid),
    managers: managersListing(chain, restaurant.uuid).length,
  });
}

/**
 * The wire shape for this caller (spec 000 §6): whole to a RESTAURANT or DEVICE viewer
 * (`RESTAURANT_DETAIL_ACCESS`); to anyone else its summary and its card's status, without its
 * address, security code, hosts or counts, whatever `expand` asks for.
 */
function answersFor(
  sandbox: SandboxContext,
  user: UserRecord,
  restaurants: RestaurantRecord[],
  withHosts: boolean,
): (restaurant: RestaurantRecord) => Restaurant {
  if (allows(accessSubject(sandbox, user), RESTAURANT_DETAIL_ACCESS))
    return wholeAnswers(sandbox.chain, restaurants, withHosts);
  const cards = cardsOf(sandbox.chain, restaurants);
  return (restaurant) => ({
    ...toRestaurantSummary(restaurant),
    status: cards.get(restaurant.uuid)?.status,
  });
}

/** 'Pat Kim', 'Pat Kim and Lee Shaw', 'Pat Kim, Lee Shaw and Ana Ito': a refusal's people. */
function namesOf(users: readonly UserRecord[]): string {
  const names = users.map((user) => `${user.firstName} ${user.lastName}`.trim() || user.email);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "1 PC", "5 PCs": the counts of a refusal's message. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The fields of a create or an edit, checked against the chain (the body schema has checked
 * each field alone): the state exists, the city is one of its cities, the number is free (409).
 */
function recordFields(
  chain: Chain,
  body: RestaurantBody,
  current: RestaurantRecord | null,
): Omit<RestaurantRecord, 'uuid'> {
  const state = chain.states.find((candidate) => candidate.uuid === body.state);
  if (!state) fail(400, 'State not found');
  const city = citiesOf([state]).find((candidate) => candidate.name === body.city.trim());
  if (!city) fail(400, `City ${body.city.trim()} is not one of ${state.name}'s cities`);
  const taken = chain.restaurants.find(
    (candidate) => candidate.number === body.number && candidate.uuid !== current?.uuid,
  );
  if (taken) fail(409, `Number ${body.number} is already used by ${taken.number} - ${taken.name}`);
  const hosts = body.hosts.map((host) => ({
    // An edit keeps a host's identity (its tunnel) when the body names one of its own.
    uuid: current?.hosts.find((own) => own.uuid === host.uuid)?.uuid ?? crypto.randomUUID(),
    name: host.name.trim(),
    address: host.address.trim(),
  }));
  const line2 = body.addressLine2?.trim();
  return {
    number: body.number,
    name: body.name.trim(),
    timezone: body.timezone,
    timezoneName: timeZoneName(body.timezone),
    hosts,
    state: { ...state },
    city: city.name,
    postalCode: body.postalCode.trim(),
    securityCode: body.securityCode.trim(),
    addressLine1: body.addressLine1.trim(),
    addressLine2: line2 ? line2 : null,
  };
}

export function registerRestaurantRoutes(api: SandboxApi): void {
  /**
   * Only the restaurants the user may see (spec 000 §6) that match `search`; offset paging;
   * each as this caller may see it (`answersFor`), hosts on `expand=hosts`.
   */
  serve(api, listRestaurants, ({ query, user, sandbox }) => {
    const compare = compareBy[query.sortBy];
    const found = visibleRestaurants(user, sandbox.chain.restaurants).filter((restaurant) =>
      matches(restaurant, query.search),
    );
    const sorted = sortedBy(found, compare, query.orderDirection);
    const shown = sorted.slice(query.offset, query.offset + query.limit);
    return offsetPage(sorted, query, answersFor(sandbox, user, shown, query.expand === 'hosts'));
  });

  /** 404 both for an unknown uuid and for one the user may not see, so neither is revealed. */
  serve(api, getRestaurant, ({ params, user, sandbox }) => {
    const restaurant = visibleRestaurant(sandbox.chain, user, params.uuid);
    return answersFor(sandbox, user, [restaurant], true)(restaurant);
  });

  serve(api, createRestaurant, ({ body, sandbox }) => {
    const chain = sandbox.chain;
    const restaurant: RestaurantRecord = {
      uuid: crypto.randomUUID(),
      ...recordFields(chain, body, null),
    };
    chain.restaurants.push(restaurant);
    return wholeAnswers(chain, [restaurant], true)(restaurant);
  });

  serve(api, updateRestaurant, ({ params, body, user, sandbox }) => {
    const chain = sandbox.chain;
    const restaurant = visibleRestaurant(chain, user, params.id);
    Object.assign(restaurant, recordFields(chain, body, restaurant));
    return wholeAnswers(chain, [restaurant], true)(restaurant);
  });

  /**
   * Refused (409) while devices or USER accounts still belong to it: they would be left
   * pointing at nothing (docs/decisions/administration.md, "Restaurants administration": refused until they are moved). The
   * managers who list it lose it from their list, as the console's confirmation says; one for
   * whom it is the only restaurant would be left with none, so that refuses too, naming them
   * (docs/decisions/administration.md, "Deleting a restaurant managers list"). Every check runs before
   * anything changes.
   */
  serve(api, deleteRestaurant, ({ params, user, sandbox }) => {
    const chain = sandbox.chain;
    const restaurant = visibleRestaurant(chain, user, params.id);
    const { pcs, tablets } = fleetOf(chain.fleet, restaurant.uuid);
    if (pcs.length + tablets.length > 0) {
      const parts = [
        pcs.length > 0 ? count(pcs.length, 'PC', 'PCs') : null,
        tablets.length > 0 ? count(tablets.length, 'tablet', 'tablets') : null,
      ].filter(Boolean);
      fail(409, `Move or remove its ${parts.join(' and ')} first`);
    }
    const users = chain.users.filter((candidate) => candidate.restaurantUuid === restaurant.uuid);
    if (users.length > 0) {
      fail(409, `Move its ${count(users.length, 'user', 'users')} to another restaurant first`);
    }
    const managers = managersListing(chain, restaurant.uuid);
    const stranded = managers.filter((manager) => manager.restaurantUuids?.length === 1);
    if (stranded.length > 0) {
      fail(
        409,
        `Give ${namesOf(stranded)} another restaurant first: it is the only one ${
          stranded.length === 1 ? 'they manage' : 'each of them manages'
        }`,
      );
    }
    for (const manager of managers) {
      manager.restaurantUuids = manager.restaurantUuids!.filter((uuid) => uuid !== restaurant.uuid);
    }
    chain.restaurants.splice(chain.restaurants.indexOf(restaurant), 1);
    return null;
  });

  /** Every state (spec 001 §7 GET /states). */
  serve(api, listStates, ({ sandbox }) => sandbox.chain.states.map((state) => ({ ...state })));

  /** The cities of one state, or of all; by name. */
  serve(api, listCities, ({ query, sandbox }) =>
    citiesOf(
      sandbox.chain.states.filter(
        (state) => query.stateUuid === undefined || state.uuid === query.stateUuid,
      ),
    ),
  );

  registerRestaurantDeviceRoutes(api);
}

import {
  createFryer,
  deleteFryer,
  listFryers,
  updateFryer,
} from '../../src/api/fryers/fryers.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { fryersOf } from '../model/fryers';
import type { RestaurantRecord } from '../model/restaurants';
import { canSeeRestaurant } from '../model/visibility';
import type { UserRecord } from '../model/users';
import { fail, serve } from '../route';

/** The restaurant asked for; 404 when unknown or not the user's (revealing neither). */
export function ownRestaurant(
  user: UserRecord,
  sandbox: SandboxContext,
  uuid: string,
): RestaurantRecord {
  const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === uuid);
  if (!restaurant || !canSeeRestaurant(user, uuid)) fail(404, 'Restaurant not found');
  return restaurant;
}

/** The fryer `uuid` of one of the user's restaurants; 404 otherwise. */
function ownFryer(user: UserRecord, sandbox: SandboxContext, uuid: string) {
  const fryer = fryersOf(sandbox.chain).find(uuid);
  if (!fryer || !canSeeRestaurant(user, fryer.restaurantUuid)) fail(404, 'Fryer not found');
  return fryer;
}

/** A kitchen's fryers have different names, so the crew can tell them apart (409). */
function checkNameFree(
  sandbox: SandboxContext,
  restaurant: RestaurantRecord,
  name: string,
  except?: string,
): void {
  const taken = fryersOf(sandbox.chain)
    .of(restaurant)
    .some((fryer) => fryer.uuid !== except && fryer.name.toLowerCase() === name.toLowerCase());
  if (taken) fail(409, `A fryer named “${name}” already exists in this restaurant`);
}

/** Spec 001 §7 "Fryers": GET and POST /fryers; PUT and DELETE /fryers/{id}. */
export function registerFryerRoutes(api: SandboxApi): void {
  serve(api, listFryers, ({ query, user, sandbox }) => {
    const restaurant = ownRestaurant(user, sandbox, query.restaurantUuid);
    return [...fryersOf(sandbox.chain).of(restaurant)].sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { numeric: true }),
    );
  });

  serve(api, createFryer, ({ body, user, sandbox }) => {
    const restaurant = ownRestaurant(user, sandbox, body.restaurantUuid);
    checkNameFree(sandbox, restaurant, body.name);
    return fryersOf(sandbox.chain).add(
      { ...body, station: body.station || null, restaurantUuid: restaurant.uuid },
      sandbox.now(),
    );
  });

  serve(api, updateFryer, ({ params, body, user, sandbox }) => {
    const fryer = ownFryer(user, sandbox, params.id);
    const restaurant = ownRestaurant(user, sandbox, fryer.restaurantUuid);
    checkNameFree(sandbox, restaurant, body.name, fryer.uuid);
    const saved = { ...fryer, ...body, station: body.station || null, updatedAt: sandbox.now() };
    fryersOf(sandbox.chain).replace(saved);
    return saved;
  });

  serve(api, deleteFryer, ({ params, user, sandbox }) => {
    const fryer = ownFryer(user, sandbox, params.id);
    fryersOf(sandbox.chain).remove(fryer.uuid);
    return null;
  });
}

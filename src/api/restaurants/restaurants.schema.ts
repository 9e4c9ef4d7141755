import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

const hostSchema = v.object({ uuid: v.string(), name: v.string(), address: v.string() });

export const stateSchema = v.object({ uuid: v.string(), name: v.string(), code: v.string() });

/** A restaurant's state: spec 000 §3 "state (uuid)"; its name and code are shown when sent. */
const restaurantStateSchema = v.object({
  uuid: v.string(),
  name: v.optional(v.string()),
  code: v.optional(v.string()),
});

/**
 * What every signed-in caller may know of a restaurant it sees (spec 000 §3 "restaurant
 * option", §7 "GET /restaurants … name, number, uuid, timezone"): the pick-list's fields, those
 * four required. `timezone` is the IANA zone the kitchen runs in (its dates are computed in it),
 * `timezoneName` its display name (docs/decisions/shell-and-widgets.md, "Time zones"), optional:
 * without it the zone's id is shown. `number` is a whole number in our chain, another provider's
 * is shown as given. `status` is its card's (spec 001 §3 "Restaurant card": every PC online,
 * some, none, or no PC), optional, and one the console does not know shows its code.
 */
const restaurantSummarySchema = v.object({
  uuid: v.string(),
  name: v.string(),
  number: v.union([v.number(), v.string()]),
  timezone: v.string(),
  timezoneName: v.optional(v.string()),
  status: v.optional(openValue),
});
export type RestaurantSummary = v.InferOutput<typeof restaurantSummarySchema>;

/**
 * Spec 000 §3 "Restaurant", whole: the summary with its address, its security code, its hosts
 * (their names and LAN addresses; on `expand=hosts` and in one restaurant's answer) and its
 * card's counts. Only a caller with RESTAURANT or DEVICE VIEW gets it (spec 000 §6;
 * `RESTAURANT_DETAIL_ACCESS`): the restaurant pages and their devices.
 */
export const restaurantDetailSchema = v.object({
  ...restaurantSummarySchema.entries,
  hosts: v.optional(tolerantArray(hostSchema)),
  state: v.nullable(restaurantStateSchema),
  city: v.string(),
  postalCode: v.string(),
  securityCode: v.string(),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  /** The card's PC count and tablet count (spec 001 §3 "Restaurant card: … devices, tablets"). */
  devices: v.optional(v.number()),
  tablets: v.optional(v.number()),
  /**
   * How many managers (accounts that are neither USER nor ADMIN) list it among their
   * restaurants: deleting it takes it from them (docs/decisions/administration.md, "Deleting a restaurant
   * managers list"). Optional: the provider's own answers may lack it.
   */
  managers: v.optional(v.number()),
});
export type RestaurantDetail = v.InferOutput<typeof restaurantDetailSchema>;

/**
 * A restaurant as GET /restaurants and GET /restaurants/{uuid} answer it: whole to a RESTAURANT
 * or DEVICE viewer, its summary to anyone else. The whole one is tried first, so its fields are
 * kept; `isRestaurantDetail` tells the two apart.
 */
export const restaurantSchema = v.union([restaurantDetailSchema, restaurantSummarySchema]);
export type Restaurant = v.InferOutput<typeof restaurantSchema>;

/** Whether the answer carries the restaurant's details (a RESTAURANT or DEVICE viewer's). */
export function isRestaurantDetail(restaurant: Restaurant): restaurant is RestaurantDetail {
  return 'securityCode' in restaurant;
}

const RESTAURANT_SORT_FIELDS = ['number', 'name', 'city'] as const;
const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;

export const restaurantListQuerySchema = v.object({
  expand: v.optional(v.literal('hosts')),
  /** A number or part of a name or city, any case; absent or blank: every restaurant. */
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`),
    ),
  ),
  limit: v.optional(queryInteger(1, 100), 20),
  offset: v.optional(queryInteger(0), 0),
  sortBy: v.optional(v.picklist(RESTAURANT_SORT_FIELDS), 'number'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
});
export type RestaurantListQuery = v.InferInput<typeof restaurantListQuerySchema>;

export const restaurantPageSchema = pageSchema(restaurantSchema);
export type RestaurantPage = v.InferOutput<typeof restaurantPageSchema>;

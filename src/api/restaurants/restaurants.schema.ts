import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { RESTAURANT_STATUSES } from './restaurants.constants';

export const hostSchema = v.object({ uuid: v.string(), name: v.string(), address: v.string() });

export const stateSchema = v.object({ uuid: v.string(), name: v.string(), code: v.string() });

/**
 * Spec 000 §3 "Restaurant". `timezone` is the IANA zone the kitchen runs in, `timezoneName`
 * its display name (docs/decisions.md, "Restaurant time zone").
 */
export const restaurantSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  number: v.number(),
  timezone: v.string(),
  timezoneName: v.string(),
  hosts: v.optional(v.array(hostSchema)),
  state: v.nullable(stateSchema),
  city: v.string(),
  postalCode: v.string(),
  securityCode: v.string(),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  /**
   * The card's fields (spec 001 §3 "Restaurant card: … status, devices, tablets"): its PCs'
   * connection, its PC count and its tablet count. Optional: older answers lack them.
   */
  status: v.optional(v.picklist(RESTAURANT_STATUSES)),
  devices: v.optional(v.number()),
  tablets: v.optional(v.number()),
});
export type Restaurant = v.InferOutput<typeof restaurantSchema>;

export const RESTAURANT_SORT_FIELDS = ['number', 'name', 'city'] as const;
export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;

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

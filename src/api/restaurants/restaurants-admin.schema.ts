/** The restaurant administration's shapes: the pick-list's are in restaurants.schema.ts. */
import * as v from 'valibot';
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  HOST_ADDRESS_PATTERN,
  HOST_NAME_PATTERN,
  MAX_DEVICES_PER_CALL,
  MAX_HOSTS,
  POSTAL_CODE_PATTERN,
  RESTAURANT_NAME_MAX,
  RESTAURANT_NUMBER_MAX,
  RESTAURANT_NUMBER_MIN,
  RESTAURANT_TIME_ZONES,
  SECURITY_CODE_PATTERN,
} from './restaurants.constants';
import { numberField, optionalAnswer } from '../../lib/optional-answer';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { stateSchema } from './restaurants.schema';

export type UsState = v.InferOutput<typeof stateSchema>;
/** GET /states: the states a restaurant may be in (a state the form cannot name is left out). */
export const stateListSchema = tolerantArray(stateSchema);

/**
 * Spec 001 §7 GET /cities: a city by name, as restaurants name it; its state (uuid) is ours and
 * optional (the call is asked per state).
 */
const citySchema = v.object({ name: v.string(), stateUuid: v.optional(v.string()) });
export type City = v.InferOutput<typeof citySchema>;
export const cityListSchema = tolerantArray(citySchema);
export const cityQuerySchema = v.object({ stateUuid: v.optional(v.string()) });

const text = (max: number, what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${what} is required`),
    v.maxLength(max, `${what} must be at most ${max} characters`),
  );

/** One host of a restaurant's body; `uuid` keeps an existing host's identity on an edit. */
const hostBodySchema = v.object({
  uuid: v.optional(v.string()),
  name: v.pipe(v.string(), v.trim(), v.regex(HOST_NAME_PATTERN, 'Host name is not valid')),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.regex(HOST_ADDRESS_PATTERN, 'Host address must be an IPv4 address'),
  ),
});

/**
 * POST /restaurants and PUT /restaurants/{id} (spec 001 §3 "Restaurant"; 000 §5): `state` is
 * the state's uuid (GET /states), `city` a name (GET /cities); the provider names the zone.
 */
export const restaurantBodySchema = v.object({
  number: v.pipe(
    v.number('Number must be a number'),
    v.integer('Number must be a whole number'),
    v.minValue(RESTAURANT_NUMBER_MIN, 'Number must be positive'),
    v.maxValue(RESTAURANT_NUMBER_MAX, `Number must be at most ${RESTAURANT_NUMBER_MAX}`),
  ),
  name: text(RESTAURANT_NAME_MAX, 'Name'),
  timezone: v.picklist(RESTAURANT_TIME_ZONES, 'Time zone is not one the chain uses'),
  state: v.pipe(v.string(), v.nonEmpty('State is required')),
  city: text(CITY_MAX, 'City'),
  postalCode: v.pipe(
    v.string(),
    v.trim(),
    v.regex(POSTAL_CODE_PATTERN, 'Postal code must be 5 digits, or 5+4 (30308-1234)'),
  ),
  securityCode: v.pipe(
    v.string(),
    v.trim(),
    v.regex(SECURITY_CODE_PATTERN, 'Security code must be 4 to 8 digits'),
  ),
  addressLine1: text(ADDRESS_LINE_MAX, 'Address line 1'),
  addressLine2: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        ADDRESS_LINE_MAX,
        `Address line 2 must be at most ${ADDRESS_LINE_MAX} characters`,
      ),
    ),
  ),
  hosts: v.pipe(v.array(hostBodySchema), v.maxLength(MAX_HOSTS, `At most ${MAX_HOSTS} hosts`)),
});
export type RestaurantBody = v.InferInput<typeof restaurantBodySchema>;

/**
 * Spec 001 §3 "Device: uuid, identifier, status" and "Tablet: uuid, name, … model", as a
 * pick-list shows them; a status the console does not know shows its code, a tablet's status
 * (ours) may be absent.
 */
const pcRefSchema = v.object({
  uuid: v.string(),
  identifier: v.string(),
  status: openValue,
});
const tabletRefSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  model: v.string(),
  status: v.optional(openValue),
});
export type PcRef = v.InferOutput<typeof pcRefSchema>;
export type TabletRef = v.InferOutput<typeof tabletRefSchema>;

/** A set of devices: a restaurant's, or the unassigned pool (GET /devices/restaurant/empty). */
export const deviceSetSchema = v.object({
  pcs: tolerantArray(pcRefSchema),
  tablets: tolerantArray(tabletRefSchema),
});
export type DeviceSet = v.InferOutput<typeof deviceSetSchema>;

/** The devices an assign or a move acts on, by uuid (PCs and tablets alike). */
export const devicesBodySchema = v.object({
  devices: v.pipe(
    v.array(v.string()),
    v.minLength(1, 'Pick at least one device'),
    v.maxLength(MAX_DEVICES_PER_CALL, `At most ${MAX_DEVICES_PER_CALL} devices at once`),
  ),
});
export type DevicesBody = v.InferInput<typeof devicesBodySchema>;

/**
 * What an assign or a move did: how many PCs and tablets now belong where they were sent. Spec
 * 001 §7 line 196 gives these calls no answer: without the counts the notice says how many
 * devices were sent.
 */
export const devicesMovedSchema = optionalAnswer(
  v.object({ pcs: v.optional(v.number()), tablets: v.optional(v.number()) }),
  (answer) => ({ ...numberField(answer, 'pcs'), ...numberField(answer, 'tablets') }),
);

/**
 * GET /networkInformation/tun/ (spec 001 §7): a restaurant's VPN tunnels, one per host: the
 * address the console reaches that host at, and whether the tunnel is up
 * (docs/decisions/administration.md, "Restaurants administration").
 */
const tunnelSchema = v.object({
  hostUuid: v.string(),
  hostName: v.string(),
  hostAddress: v.string(),
  tunnelAddress: v.string(),
  connected: v.boolean(),
});
export type Tunnel = v.InferOutput<typeof tunnelSchema>;
export const tunnelListSchema = tolerantArray(tunnelSchema);
export const tunnelQuerySchema = v.object({ restaurantUuid: v.string() });

/**
 * What a restaurant's fields may hold (spec 000 §5, 001 §3 "Restaurant"), one place for the
 * console's form check and the provider's body schema, so the two cannot disagree. Plain
 * values, no valibot: the form's check runs without the schemas.
 */

/** A restaurant's number: a whole number the chain numbers its kitchens by (1001…). */
export const RESTAURANT_NUMBER_MIN = 1;
export const RESTAURANT_NUMBER_MAX = 999_999;
export const RESTAURANT_NAME_MAX = 100;
export const ADDRESS_LINE_MAX = 200;
export const CITY_MAX = 100;
/** A US ZIP code: five digits, or ZIP+4 ('30308-1234'). */
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
/** The code the crew types at the kitchen PC: 4 to 8 digits (the seeded ones have 6). */
export const SECURITY_CODE_PATTERN = /^\d{4,8}$/;
/** A host's name as its PC reports it: lower-case letters, digits and dashes. */
export const HOST_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A host's LAN address: dotted IPv4, each part 0–255. */
export const HOST_ADDRESS_PATTERN =
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const MAX_HOSTS = 10;

/**
 * The time zones a kitchen may run in (the chain is in the United States); the provider names
 * each (`timezoneName`). Order: east to west.
 */
export const RESTAURANT_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
export type RestaurantTimeZone = (typeof RESTAURANT_TIME_ZONES)[number];

/**
 * A restaurant card's status (spec 001 §3 "Restaurant card: … status"), from its PCs'
 * connection: every PC online, some, none, or no PC (docs/decisions/administration.md, "Restaurants
 * administration").
 */
export const RESTAURANT_STATUSES = ['ONLINE', 'PARTIAL', 'OFFLINE', 'NO_DEVICES'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

/** Devices picked at once, for assigning or moving. */
export const MAX_DEVICES_PER_CALL = 100;

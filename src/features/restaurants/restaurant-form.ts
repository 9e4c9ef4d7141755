import {
  ADDRESS_LINE_MAX,
  HOST_ADDRESS_PATTERN,
  HOST_NAME_PATTERN,
  MAX_HOSTS,
  POSTAL_CODE_PATTERN,
  RESTAURANT_NAME_MAX,
  RESTAURANT_NUMBER_MAX,
  RESTAURANT_NUMBER_MIN,
  RESTAURANT_TIME_ZONES,
  SECURITY_CODE_PATTERN,
  type RestaurantTimeZone,
} from '../../api/restaurants/restaurants.constants';
import type { RestaurantDetail } from '../../api/restaurants/restaurants.schema';
import type { RestaurantBody } from '../../api/restaurants/restaurants-admin.schema';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** One host row as typed; `uuid` for a host the restaurant has already. */
export interface HostValues {
  uuid?: string;
  name: string;
  address: string;
}

/** The restaurant modal's fields as typed: text, so nothing typed is lost to a parse. */
export interface RestaurantValues {
  number: string;
  name: string;
  timezone: RestaurantTimeZone;
  state: string;
  city: string;
  postalCode: string;
  securityCode: string;
  addressLine1: string;
  addressLine2: string;
  hosts: HostValues[];
}

export type FieldName = Exclude<keyof RestaurantValues, 'hosts'>;

/** A problem to show under a field: a text key and its values. */
export interface Problem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

export interface Problems {
  fields: Partial<Record<FieldName, Problem>>;
  /** By host row: its name's and its address's problem. */
  hosts: Array<{ name?: Problem; address?: Problem }>;
  /** About the host list as a whole (too many). */
  hostList?: Problem;
}

export const NO_PROBLEMS: Problems = { fields: {}, hosts: [] };

function isZone(value: string): value is RestaurantTimeZone {
  return (RESTAURANT_TIME_ZONES as readonly string[]).includes(value);
}

/** The fields of a new restaurant (empty; the chain's first zone), or of `restaurant`. */
export function initialValues(restaurant?: RestaurantDetail): RestaurantValues {
  if (!restaurant) {
    return {
      number: '',
      name: '',
      timezone: RESTAURANT_TIME_ZONES[0],
      state: '',
      city: '',
      postalCode: '',
      securityCode: '',
      addressLine1: '',
      addressLine2: '',
      hosts: [],
    };
  }
  return {
    number: String(restaurant.number),
    name: restaurant.name,
    timezone: isZone(restaurant.timezone) ? restaurant.timezone : RESTAURANT_TIME_ZONES[0],
    state: restaurant.state?.uuid ?? '',
    city: restaurant.city,
    postalCode: restaurant.postalCode,
    securityCode: restaurant.securityCode,
    addressLine1: restaurant.addressLine1,
    addressLine2: restaurant.addressLine2 ?? '',
    hosts: (restaurant.hosts ?? []).map(({ uuid, name, address }) => ({ uuid, name, address })),
  };
}

/** A whole number in the allowed range, written as digits only ('1e3', '12.0' are not). */
function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= RESTAURANT_NUMBER_MIN && number <= RESTAURANT_NUMBER_MAX ? number : null;
}

const required: Problem = { key: 'restaurantsAdmin.check.required' };

function textProblem(value: string, max: number): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  return trimmed.length > max
    ? { key: 'restaurantsAdmin.check.tooLong', values: { max } }
    : undefined;
}

function patternProblem(value: string, pattern: RegExp, key: MessageKey): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  return pattern.test(trimmed) ? undefined : { key };
}

/**
 * The form's own check before it is sent (spec 000 §5; the same limits as the provider's
 * body schema, restaurants.constants.ts): required fields, a whole number, the postal and security
 * codes' formats, lengths, and each host's name and IPv4 address (a name only once).
 */
export function checkRestaurant(values: RestaurantValues): Problems {
  const fields: Problems['fields'] = {};
  fields.number =
    values.number.trim() === ''
      ? required
      : parseNumber(values.number) === null
        ? {
            key: 'restaurantsAdmin.check.number',
            values: { min: RESTAURANT_NUMBER_MIN, max: RESTAURANT_NUMBER_MAX },
          }
        : undefined;
  fields.name = textProblem(values.name, RESTAURANT_NAME_MAX);
  fields.state = values.state === '' ? required : undefined;
  fields.city = values.city === '' ? required : undefined;
  fields.postalCode = patternProblem(
    values.postalCode,
    POSTAL_CODE_PATTERN,
    'restaurantsAdmin.check.postalCode',
  );
  fields.securityCode = patternProblem(
    values.securityCode,
    SECURITY_CODE_PATTERN,
    'restaurantsAdmin.check.securityCode',
  );
  fields.addressLine1 = textProblem(values.addressLine1, ADDRESS_LINE_MAX);
  fields.addressLine2 =
    values.addressLine2.trim().length > ADDRESS_LINE_MAX
      ? { key: 'restaurantsAdmin.check.tooLong', values: { max: ADDRESS_LINE_MAX } }
      : undefined;
  const seen = new Set<string>();
  const hosts = values.hosts.map((host) => {
    const name = host.name.trim();
    const twice = name !== '' && seen.has(name);
    seen.add(name);
    return {
      name: twice
        ? { key: 'restaurantsAdmin.check.hostTwice' as const }
        : patternProblem(host.name, HOST_NAME_PATTERN, 'restaurantsAdmin.check.hostName'),
      address: patternProblem(
        host.address,
        HOST_ADDRESS_PATTERN,
        'restaurantsAdmin.check.hostAddress',
      ),
    };
  });
  const hostList =
    values.hosts.length > MAX_HOSTS
      ? { key: 'restaurantsAdmin.check.tooManyHosts' as const, values: { max: MAX_HOSTS } }
      : undefined;
  return { fields, hosts, hostList };
}

export function hasProblems(problems: Problems): boolean {
  return (
    Object.values(problems.fields).some(Boolean) ||
    problems.hosts.some((host) => host.name || host.address) ||
    !!problems.hostList
  );
}

/** The body to send for checked `values` (trimmed; an empty second line is none). */
export function restaurantBody(values: RestaurantValues): RestaurantBody {
  return {
    number: parseNumber(values.number) ?? Number.NaN,
    name: values.name.trim(),
    timezone: values.timezone,
    state: values.state,
    city: values.city,
    postalCode: values.postalCode.trim(),
    securityCode: values.securityCode.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim() || null,
    hosts: values.hosts.map((host) => ({
      ...(host.uuid ? { uuid: host.uuid } : {}),
      name: host.name.trim(),
      address: host.address.trim(),
    })),
  };
}

import type {
  RestaurantDetail,
  RestaurantSummary,
} from '../../src/api/restaurants/restaurants.schema';
import type { Random } from './random';

export type Host = { uuid: string; name: string; address: string };
export type UsState = { uuid: string; name: string; code: string };

/**
 * A restaurant as the sandbox keeps it: always with its hosts; the wire omits them unless
 * expanded, and answers only its summary to a caller who may not see it whole.
 */
export type RestaurantRecord = Omit<
  RestaurantDetail,
  'hosts' | 'status' | 'devices' | 'tablets' | 'managers' | 'number' | 'timezoneName' | 'state'
> & {
  hosts: Host[];
  /** A whole number here; the console reads another provider's as given. */
  number: number;
  timezoneName: string;
  state: UsState | null;
};

const TIME_ZONE_NAMES: Record<string, string> = {
  'America/New_York': 'Eastern Time',
  'America/Chicago': 'Central Time',
  'America/Denver': 'Mountain Time',
  'America/Phoenix': 'Mountain Time (Arizona)',
  'America/Los_Angeles': 'Pacific Time',
  'America/Anchorage': 'Alaska Time',
  'Pacific/Honolulu': 'Hawaii Time',
};

/** The display name of a zone the chain uses (`timezoneName`); the zone itself otherwise. */
export function timeZoneName(timezone: string): string {
  return TIME_ZONE_NAMES[timezone] ?? timezone;
}

const STATES: ReadonlyArray<{ name: string; code: string }> = [
  { name: 'Georgia', code: 'GA' },
  { name: 'North Carolina', code: 'NC' },
  { name: 'Florida', code: 'FL' },
  { name: 'Ohio', code: 'OH' },
  { name: 'Texas', code: 'TX' },
  { name: 'Tennessee', code: 'TN' },
  { name: 'Illinois', code: 'IL' },
  { name: 'Colorado', code: 'CO' },
  { name: 'Utah', code: 'UT' },
  { name: 'New Mexico', code: 'NM' },
  { name: 'Arizona', code: 'AZ' },
  { name: 'California', code: 'CA' },
  { name: 'Washington', code: 'WA' },
  { name: 'Oregon', code: 'OR' },
];

interface Location {
  name: string;
  city: string;
  stateCode: string;
  postalCode: string;
  street: string;
  timezone: keyof typeof TIME_ZONE_NAMES;
}

/** Real cities and plausible corners; numbers are assigned 1001… in this order. */
const LOCATIONS: readonly Location[] = [
  {
    name: 'Peachtree & 5th',
    city: 'Atlanta',
    stateCode: 'GA',
    postalCode: '30308',
    street: 'Peachtree St NE',
    timezone: 'America/New_York',
  },
  {
    name: 'South End',
    city: 'Charlotte',
    stateCode: 'NC',
    postalCode: '28203',
    street: 'South Blvd',
    timezone: 'America/New_York',
  },
  {
    name: 'Colonial Drive',
    city: 'Orlando',
    stateCode: 'FL',
    postalCode: '32803',
    street: 'E Colonial Dr',
    timezone: 'America/New_York',
  },
  {
    name: 'Short North',
    city: 'Columbus',
    stateCode: 'OH',
    postalCode: '43215',
    street: 'N High St',
    timezone: 'America/New_York',
  },
  {
    name: 'Glenwood South',
    city: 'Raleigh',
    stateCode: 'NC',
    postalCode: '27603',
    street: 'Glenwood Ave',
    timezone: 'America/New_York',
  },
  {
    name: 'Mockingbird Station',
    city: 'Dallas',
    stateCode: 'TX',
    postalCode: '75206',
    street: 'E Mockingbird Ln',
    timezone: 'America/Chicago',
  },
  {
    name: 'Westheimer & Post Oak',
    city: 'Houston',
    stateCode: 'TX',
    postalCode: '77056',
    street: 'Westheimer Rd',
    timezone: 'America/Chicago',
  },
  {
    name: 'West End',
    city: 'Nashville',
    stateCode: 'TN',
    postalCode: '37203',
    street: 'West End Ave',
    timezone: 'America/Chicago',
  },
  {
    name: 'Wacker & Lake',
    city: 'Chicago',
    stateCode: 'IL',
    postalCode: '60606',
    street: 'N Wacker Dr',
    timezone: 'America/Chicago',
  },
  {
    name: 'Colfax & Broadway',
    city: 'Denver',
    stateCode: 'CO',
    postalCode: '80203',
    street: 'E Colfax Ave',
    timezone: 'America/Denver',
  },
  {
    name: 'Sugar House',
    city: 'Salt Lake City',
    stateCode: 'UT',
    postalCode: '84106',
    street: 'S Highland Dr',
    timezone: 'America/Denver',
  },
  {
    name: 'Nob Hill',
    city: 'Albuquerque',
    stateCode: 'NM',
    postalCode: '87106',
    street: 'Central Ave SE',
    timezone: 'America/Denver',
  },
  {
    name: 'Camelback Corridor',
    city: 'Phoenix',
    stateCode: 'AZ',
    postalCode: '85016',
    street: 'E Camelback Rd',
    timezone: 'America/Phoenix',
  },
  {
    name: 'Mill Avenue',
    city: 'Tempe',
    stateCode: 'AZ',
    postalCode: '85281',
    street: 'S Mill Ave',
    timezone: 'America/Phoenix',
  },
  {
    name: 'Sunset & Vine',
    city: 'Los Angeles',
    stateCode: 'CA',
    postalCode: '90028',
    street: 'Sunset Blvd',
    timezone: 'America/Los_Angeles',
  },
  {
    name: 'Capitol Hill',
    city: 'Seattle',
    stateCode: 'WA',
    postalCode: '98102',
    street: 'Broadway E',
    timezone: 'America/Los_Angeles',
  },
  {
    name: 'Pearl District',
    city: 'Portland',
    stateCode: 'OR',
    postalCode: '97209',
    street: 'NW Lovejoy St',
    timezone: 'America/Los_Angeles',
  },
];

const FIRST_RESTAURANT_NUMBER = 1001;

export function generateStates(random: Random): UsState[] {
  return STATES.map((state) => ({ uuid: random.uuid(), ...state }));
}

/** The named restaurants of the demo chain; `SANDBOX_RESTAURANTS` adds more after them. */
export const NAMED_RESTAURANT_COUNT = LOCATIONS.length;

/**
 * The chain: the named restaurants, numbered 1001…; a larger `count` (a chain of thousands)
 * repeats their places with a branch number ('Peachtree & 5th 2'). The first ones are the same
 * whatever the count, so the demo accounts keep their restaurants.
 */
export function generateRestaurants(
  random: Random,
  states: readonly UsState[],
  count = NAMED_RESTAURANT_COUNT,
): RestaurantRecord[] {
  return Array.from({ length: Math.max(count, NAMED_RESTAURANT_COUNT) }, (_, index) => {
    const location = LOCATIONS[index % LOCATIONS.length]!;
    const branch = Math.floor(index / LOCATIONS.length);
    const state = states.find((candidate) => candidate.code === location.stateCode) ?? null;
    const hostCount = random.chance(0.4) ? 2 : 1;
    const hosts = Array.from({ length: hostCount }, (_, hostIndex) => ({
      uuid: random.uuid(),
      name: `kitchen-pc-${String(hostIndex + 1).padStart(2, '0')}`,
      // 10.<site>.<host>.x, valid octets for a chain of thousands.
      address: `10.${(index + 10) % 256}.${Math.floor((index + 10) / 256) * 8 + hostIndex + 1}.${random.int(10, 250)}`,
    }));
    return {
      uuid: random.uuid(),
      name: branch === 0 ? location.name : `${location.name} ${branch + 1}`,
      number: FIRST_RESTAURANT_NUMBER + index,
      timezone: location.timezone,
      timezoneName: TIME_ZONE_NAMES[location.timezone] ?? location.timezone,
      hosts,
      state,
      city: location.city,
      postalCode: location.postalCode,
      securityCode: random.digits(6),
      addressLine1: `${random.int(100, 4999)} ${location.street}`,
      addressLine2: random.chance(0.35) ? `Suite ${random.int(1, 3)}${random.digits(2)}` : null,
    };
  });
}

/** The wire shape, whole: hosts only when the caller asked for them (`expand=hosts`). */
export function toRestaurantDto(
  restaurant: RestaurantRecord,
  withHosts: boolean,
): RestaurantDetail {
  const { hosts, ...rest } = restaurant;
  return withHosts ? { ...rest, hosts: hosts.map((host) => ({ ...host })) } : { ...rest };
}

/** The wire shape for a caller who may not see it whole: the pick-list's fields (spec 000 §6). */
export function toRestaurantSummary(restaurant: RestaurantRecord): RestaurantSummary {
  const { uuid, name, number, timezone, timezoneName } = restaurant;
  return { uuid, name, number, timezone, timezoneName };
}

/**
 * GET /cities (spec 001 §7): the cities of each state a restaurant may be opened in: the
 * seeded restaurants' cities and a few more, by state code.
 */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  GA: ['Atlanta', 'Augusta', 'Savannah'],
  NC: ['Charlotte', 'Durham', 'Greensboro', 'Raleigh'],
  FL: ['Jacksonville', 'Miami', 'Orlando', 'Tampa'],
  OH: ['Cincinnati', 'Cleveland', 'Columbus'],
  TX: ['Austin', 'Dallas', 'Houston', 'San Antonio'],
  TN: ['Knoxville', 'Memphis', 'Nashville'],
  IL: ['Chicago', 'Naperville', 'Springfield'],
  CO: ['Boulder', 'Colorado Springs', 'Denver'],
  UT: ['Ogden', 'Provo', 'Salt Lake City'],
  NM: ['Albuquerque', 'Santa Fe'],
  AZ: ['Phoenix', 'Scottsdale', 'Tempe', 'Tucson'],
  CA: ['Los Angeles', 'Sacramento', 'San Diego', 'San Francisco'],
  WA: ['Seattle', 'Spokane', 'Tacoma'],
  OR: ['Eugene', 'Portland', 'Salem'],
};

/** The cities of `states` (all, or the one asked for), by name. */
export function citiesOf(states: readonly UsState[]): Array<{ name: string; stateUuid: string }> {
  return states.flatMap((state) =>
    (CITIES[state.code] ?? []).map((name) => ({ name, stateUuid: state.uuid })),
  );
}

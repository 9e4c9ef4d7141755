import { generateAuthHistory, type AuthLogRecord } from './model/auth-log';
import { generateNotifications, type NotificationRecord } from './model/notifications';
import { randomStream } from './model/random';
import {
  generateRestaurants,
  NAMED_RESTAURANT_COUNT,
  generateStates,
  type RestaurantRecord,
  type UsState,
} from './model/restaurants';
import {
  generatePolicies,
  generateRoles,
  type PolicyRecord,
  type RoleName,
  type RoleRecord,
} from './model/roles';
import { generateFleet, type Fleet } from './model/fleet';
import {
  createUserRecord,
  generateCrew,
  generateStaff,
  type UserRecord,
  type UserSpec,
} from './model/users';

/** The fixed seed of the demo chain; the same seed and `now` give the same chain. */
export const SANDBOX_SEED = 20_261_122;

export const DEMO_PASSWORD = 'Kitchen#2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_RECOVERY_CODES = [
  'RC7K-2M9Q',
  'RC4P-8W3N',
  'RC9D-5T2H',
  'RC2X-7J6L',
  'RC6B-3V8R',
  'RC8F-4Z5C',
  'RC3M-9K7T',
  'RC5H-6N4W',
] as const;

/** The in-memory chain. Later parts (devices, cameras, orders, events) join as new fields. */
export interface Chain {
  seededAt: number;
  states: UsState[];
  restaurants: RestaurantRecord[];
  policies: PolicyRecord[];
  roles: RoleRecord[];
  users: UserRecord[];
  /** Every user's authentication log (GET /auditTrail/auth), seeded history then live events. */
  authLog: AuthLogRecord[];
  /** Every user's notifications (GET /notification/list): seeded for demo users, then live ones. */
  notifications: NotificationRecord[];
  /** Every restaurant's PCs and tablets, and the ones not assigned yet (spec 001 §3). */
  fleet: Fleet;
}

export interface DemoAccount {
  email: string;
  type: string;
  description: string;
}

interface SeedRefs {
  restaurants(...numbers: number[]): string[];
  role(name: RoleName): string;
}

type DemoUser = DemoAccount & {
  details(refs: SeedRefs): Omit<UserSpec, 'email' | 'type' | 'password'>;
};

const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@demo.kitchen',
    type: 'ADMIN',
    description: 'Administrator: every page, every restaurant',
    details: () => ({
      firstName: 'Dana',
      lastName: 'Whitfield',
      restaurantUuids: null,
      lastSignInHoursAgo: 5,
    }),
  },
  {
    email: 'manager@demo.kitchen',
    type: 'MANAGER',
    description: 'Restaurant Manager role (some modules), 5 restaurants in 4 time zones',
    details: (refs) => ({
      firstName: 'Marcus',
      lastName: 'Reyes',
      roleUuid: refs.role('Restaurant Manager'),
      restaurantUuids: refs.restaurants(1001, 1003, 1006, 1010, 1015),
      lastSignInHoursAgo: 20,
    }),
  },
  {
    email: 'crew@demo.kitchen',
    type: 'USER',
    description: 'Crew member bound to restaurant 1001',
    details: (refs) => ({
      firstName: 'Priya',
      lastName: 'Natarajan',
      restaurantUuid: refs.restaurants(1001)[0] ?? null,
      roleUuid: refs.role('Shift Lead'),
      lastSignInHoursAgo: 30,
    }),
  },
  {
    email: 'mfa@demo.kitchen',
    type: 'MANAGER',
    description: `Multi-factor on: TOTP secret ${DEMO_TOTP_SECRET}, recovery codes in sandbox/README.md`,
    details: (refs) => ({
      firstName: 'Jordan',
      lastName: 'Blake',
      roleUuid: refs.role('Restaurant Manager'),
      restaurantUuids: refs.restaurants(1002, 1007, 1013),
      totpSecret: DEMO_TOTP_SECRET,
      recoveryCodes: DEMO_RECOVERY_CODES,
    }),
  },
  {
    email: 'expired@demo.kitchen',
    type: 'MANAGER',
    description: 'Password expired (daysToPasswordExpiration 0)',
    details: (refs) => ({
      firstName: 'Elena',
      lastName: 'Novak',
      roleUuid: refs.role('Shift Lead'),
      restaurantUuids: refs.restaurants(1004, 1008),
      passwordDaysLeft: -1,
      lastSignInHoursAgo: 24 * 95,
    }),
  },
  {
    email: 'blocked@demo.kitchen',
    type: 'USER',
    description: "Blocked: sign-in answers 403 'User is blocked'",
    details: (refs) => ({
      firstName: 'Tom',
      lastName: 'Becker',
      restaurantUuid: refs.restaurants(1002)[0] ?? null,
      roleUuid: refs.role('Shift Lead'),
      blocked: true,
    }),
  },
  {
    email: 'norole@demo.kitchen',
    type: 'MANAGER',
    description: 'No role: not restricted, every restaurant',
    details: () => ({
      firstName: 'Sam',
      lastName: 'Ortega',
      roleUuid: null,
      restaurantUuids: null,
      lastSignInHoursAgo: null,
    }),
  },
  {
    email: 'mfa-setup@demo.kitchen',
    type: 'MANAGER',
    description:
      'Multi-factor required, not set up: sign-in leads to setting it up before any page',
    details: (refs) => ({
      firstName: 'Renee',
      lastName: 'Okafor',
      roleUuid: refs.role('Restaurant Manager'),
      restaurantUuids: refs.restaurants(1005, 1009),
      multiFactorRequired: true,
      lastSignInHoursAgo: 48,
    }),
  },
  // Last, so the accounts above keep the uuids, history and notifications they had.
  {
    email: 'floor@demo.kitchen',
    type: 'USER',
    description:
      "Kitchen floor tablet of restaurant 1001: production pages only, lands on its kitchen's queue monitor",
    details: (refs) => ({
      firstName: 'Kai',
      lastName: 'Moreno',
      restaurantUuid: refs.restaurants(1001)[0] ?? null,
      roleUuid: refs.role('Kitchen Floor'),
      lastSignInHoursAgo: 10,
    }),
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_USERS.map(
  ({ email, type, description }) => ({
    email,
    type,
    description,
  }),
);

/** `restaurantCount`: the chain's size, at least the named restaurants (`SANDBOX_RESTAURANTS`). */
export function createSeed(now: number, seed = SANDBOX_SEED, restaurantCount?: number): Chain {
  const states = generateStates(randomStream(seed, 'states'));
  const restaurants = generateRestaurants(
    randomStream(seed, 'restaurants'),
    states,
    restaurantCount,
  );
  const policies = generatePolicies(randomStream(seed, 'policies'));
  const roles = generateRoles(randomStream(seed, 'roles'), policies);

  const refs: SeedRefs = {
    restaurants: (...numbers) =>
      numbers.map((number) => {
        const restaurant = restaurants.find((candidate) => candidate.number === number);
        if (!restaurant) throw new Error(`Seed names an unknown restaurant ${number}`);
        return restaurant.uuid;
      }),
    role: (name) => {
      const role = roles.find((candidate) => candidate.name === name);
      if (!role) throw new Error(`Seed names an unknown role "${name}"`);
      return role.uuid;
    },
  };

  const demoRandom = randomStream(seed, 'demo-users');
  const demoUsers = DEMO_USERS.map((demo) =>
    createUserRecord(
      demoRandom,
      { email: demo.email, type: demo.type, password: DEMO_PASSWORD, ...demo.details(refs) },
      now,
    ),
  );
  // One crew member per named restaurant: a large chain's extra sites are there to be found.
  const crew = generateCrew(
    randomStream(seed, 'crew'),
    restaurants.slice(0, NAMED_RESTAURANT_COUNT).map((restaurant) => restaurant.uuid),
    DEMO_PASSWORD,
    now,
  );
  // Managers, supervisors and crew beyond one per restaurant, for the users page.
  const staff = generateStaff(
    randomStream(seed, 'staff'),
    restaurants.slice(0, NAMED_RESTAURANT_COUNT).map((restaurant) => restaurant.uuid),
    (name) => roles.find((role) => role.name === name)?.uuid ?? null,
    DEMO_PASSWORD,
    now,
  );

  const authLog = generateAuthHistory(randomStream(seed, 'auth-log'), demoUsers, now);
  const notifications = generateNotifications(
    randomStream(seed, 'notifications'),
    demoUsers,
    restaurants,
    now,
  );

  return {
    seededAt: now,
    states,
    restaurants,
    policies,
    roles,
    users: [...demoUsers, ...crew, ...staff],
    authLog,
    notifications,
    fleet: generateFleet(randomStream(seed, 'fleet'), restaurants, now),
  };
}

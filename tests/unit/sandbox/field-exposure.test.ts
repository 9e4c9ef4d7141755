/**
 * Which fields each caller gets (spec 000 §6; docs/decisions/sign-in-and-access.md, "What answers carry"): the field
 * table as data, one row per call and field with the rule that says who may see it, checked
 * against the sandbox's real answers for each account. A field is in an answer exactly when the
 * rule lets the account see it: in every row of a list when it does, in none when it does not
 * (a call the account may not make at all answers 403, or 404 for a user beyond its restaurants,
 * which show nothing either).
 */
import { describe, expect, it } from 'vitest';
import { RESTAURANT_DETAIL_ACCESS } from '../../../src/api/restaurants/restaurants.endpoints';
import { allows, needs, type EndpointAccess } from '../../../src/lib/access';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { cameraStatus, camerasOf } from '../../../sandbox/model/cameras';
import type { RoleName } from '../../../sandbox/model/roles';
import type { UserRecord } from '../../../sandbox/model/users';
import { canSeeRestaurant } from '../../../sandbox/model/visibility';
import { accessSubject } from '../../../sandbox/route';
import { apiPath, call, restaurantsOf, signInAs, type Query } from './sandbox-client';

/** Who may see a field. */
type Rule =
  /** Any signed-in caller: the pick-list's fields, and the caller's own account and sessions. */
  | 'everyone'
  /** No caller: a secret the provider keeps (a camera's login, a stream's pin in a list). */
  | 'nobody'
  /** Only an administrator. */
  | 'admin'
  /** A caller holding one of these module actions (spec 000 §6). */
  | EndpointAccess;

/** What a row's call needs of the account it is made for. */
interface Scope {
  /** A restaurant the account sees (1001 when it does). */
  restaurant: string;
  /** An online camera of that restaurant. */
  camera: string;
  /** The administrator's uuid. */
  admin: string;
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
}

interface Row {
  call: string;
  /** The field's path in the answer; `[]` steps into each item of a list. */
  field: string;
  rule: Rule;
  request(scope: Scope): Request;
}

const RESTAURANT_VIEW = needs('RESTAURANT');
const DEVICE_OR_RESTAURANT = [needs('DEVICE'), needs('RESTAURANT')];
const WATCHERS = [needs('CAMERAS'), needs('KITCHEN_PLAYER')];
const STREAM_STARTERS = [needs('CAMERAS'), needs('KITCHEN_PLAYER'), needs('PLUG_AND_PLAY')];

/** Rows of one call, one per field. */
function rows(call: string, request: Row['request'], fields: Record<string, Rule>): Row[] {
  return Object.entries(fields).map(([field, rule]) => ({ call, field, rule, request }));
}

const get =
  (path: string | ((scope: Scope) => string), query?: (scope: Scope) => Query) =>
  (scope: Scope): Request => ({
    method: 'GET',
    path: typeof path === 'string' ? path : path(scope),
    query: query?.(scope),
  });

/** The restaurant's summary (the pick-list's fields) and its details (spec 000 §3, §6). */
const RESTAURANT_FIELDS = (prefix: string): Record<string, Rule> => ({
  [`${prefix}uuid`]: 'everyone',
  [`${prefix}number`]: 'everyone',
  [`${prefix}name`]: 'everyone',
  [`${prefix}timezone`]: 'everyone',
  [`${prefix}timezoneName`]: 'everyone',
  [`${prefix}status`]: 'everyone',
  [`${prefix}securityCode`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}hosts`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}state`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}city`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}postalCode`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}addressLine1`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}addressLine2`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}devices`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}tablets`]: RESTAURANT_DETAIL_ACCESS,
  [`${prefix}managers`]: RESTAURANT_DETAIL_ACCESS,
});

/** The field table (docs/decisions/sign-in-and-access.md, "What answers carry"), as far as an answer can show it. */
const TABLE: Row[] = [
  ...rows(
    'GET /restaurants?expand=hosts',
    get('/restaurants', () => ({ expand: 'hosts', limit: 100 })),
    RESTAURANT_FIELDS('content[].'),
  ),
  ...rows(
    'GET /restaurants/{uuid}',
    get((scope) => `/restaurants/${scope.restaurant}`),
    RESTAURANT_FIELDS(''),
  ),
  ...rows(
    'GET /networkInformation/tun/',
    get('/networkInformation/tun/', (scope) => ({ restaurantUuid: scope.restaurant })),
    {
      '[].hostName': RESTAURANT_VIEW,
      '[].hostAddress': RESTAURANT_VIEW,
      '[].tunnelAddress': RESTAURANT_VIEW,
    },
  ),
  ...rows(
    'GET /restaurants/{id}/devices',
    get((scope) => `/restaurants/${scope.restaurant}/devices`),
    { 'pcs[].identifier': RESTAURANT_VIEW },
  ),
  // The unassigned pool is an administrator's (docs/decisions/administration.md, "Devices").
  ...rows('GET /devices/restaurant/empty', get('/devices/restaurant/empty'), {
    'pcs[].identifier': 'admin',
  }),
  ...rows(
    'GET /devices',
    get('/devices', (scope) => ({ restaurantUuid: scope.restaurant })),
    { 'content[].identifier': DEVICE_OR_RESTAURANT },
  ),
  ...rows(
    'GET /cameras',
    get((scope) => `/restaurants/${scope.restaurant}/cameras`),
    { 'content[].streamId': WATCHERS, 'content[].username': 'nobody' },
  ),
  ...rows(
    'POST /streams',
    (scope) => ({
      method: 'POST',
      path: `/restaurants/${scope.restaurant}/streams`,
      body: { cameraUuid: scope.camera },
    }),
    { pin: STREAM_STARTERS, janusHost: STREAM_STARTERS },
  ),
  ...rows(
    'GET /streams',
    get((scope) => `/restaurants/${scope.restaurant}/streams`),
    {
      '[].id': STREAM_STARTERS,
      '[].pin': 'nobody',
    },
  ),
  ...rows(
    'GET /recordings',
    get('/recordings', (scope) => ({ restaurantUuid: scope.restaurant })),
    {
      'content[].hlsUrl': WATCHERS,
    },
  ),
  ...rows('GET /auditTrail', get('/auditTrail'), {
    'content[].userEmail': needs('AUDIT'),
    'content[].ipAddress': needs('AUDIT'),
  }),
  ...rows('GET /auditTrail/users', get('/auditTrail/users'), { '[].email': needs('AUDIT') }),
  ...rows('GET /users', get('/users'), { 'content[].email': needs('USERS') }),
  ...rows(
    'GET /users/{admin}/sessions',
    get((scope) => `/users/${scope.admin}/sessions`),
    {
      // An administrator's are read only by an administrator (acting on a user, "Delegation").
      '[].ipAddress': 'admin',
      '[].userAgent': 'admin',
    },
  ),
  ...rows('GET /support/history', get('/support/history'), {
    'content[].requesterEmail': needs('SUPPORT'),
  }),
  ...rows('GET /monitoring/label/host/values', get('/monitoring/label/host/values'), {
    '[]': needs('MONITORING'),
  }),
  ...rows('GET /users/user', get('/users/user'), { email: 'everyone' }),
  ...rows('GET /auth/sessions', get('/auth/sessions'), {
    '[].ipAddress': 'everyone',
    '[].userAgent': 'everyone',
  }),
  ...rows('GET /auditTrail/auth', get('/auditTrail/auth'), { 'content[].ipAddress': 'everyone' }),
];

/**
 * Where `path` is in `value`: 'all' when every item the path steps through has it, 'none' when
 * none has, 'some' otherwise, 'empty' when a list on the way has no items to look at.
 */
function presence(value: unknown, path: string): 'all' | 'none' | 'some' | 'empty' {
  const found: boolean[] = [];
  const walk = (node: unknown, steps: string[]): void => {
    if (steps.length === 0) return;
    const [step, ...rest] = steps as [string, ...string[]];
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    const here = key === '' ? node : (node as Record<string, unknown> | null)?.[key];
    const has = key === '' || (typeof node === 'object' && node !== null && key in node);
    if (!list) {
      if (rest.length === 0) found.push(has);
      else if (has) walk(here, rest);
      else found.push(false);
      return;
    }
    if (!Array.isArray(here)) return void found.push(false);
    for (const item of here) {
      if (rest.length === 0) found.push(true);
      else walk(item, rest);
    }
  };
  walk(value, path.split('.'));
  if (found.length === 0) return 'empty';
  if (found.every(Boolean)) return 'all';
  return found.some(Boolean) ? 'some' : 'none';
}

interface Account {
  label: string;
  email: string;
  /** A narrower staff account, set up by the test: its role and restaurants. */
  staff?: { role: RoleName; restaurants: number[] };
}

const ACCOUNTS: Account[] = [
  { label: 'admin (ADMIN)', email: 'admin@demo.kitchen' },
  { label: 'manager (Restaurant Manager, 5 restaurants)', email: 'manager@demo.kitchen' },
  { label: 'crew (USER, Shift Lead, 1001)', email: 'crew@demo.kitchen' },
  { label: 'norole (MANAGER without a role: not restricted)', email: 'norole@demo.kitchen' },
  {
    label: 'an Area Supervisor of 1001 and 1002 (RESTAURANT, USERS)',
    email: '',
    staff: { role: 'Area Supervisor', restaurants: [1001, 1002] },
  },
  {
    label: 'a Support Engineer of 1001 and 1003 (DEVICE, MONITORING, AUDIT, SUPPORT)',
    email: '',
    staff: { role: 'Support Engineer', restaurants: [1001, 1003] },
  },
];

/** The account's user record; a staff account is the first of its role, narrowed to its restaurants. */
function userOf(sandbox: Sandbox, account: Account): UserRecord {
  const { chain } = sandbox.context;
  if (!account.staff) return chain.users.find((user) => user.email === account.email)!;
  const role = chain.roles.find((candidate) => candidate.name === account.staff!.role)!;
  const user = chain.users.find(
    (candidate) =>
      candidate.roleUuid === role.uuid &&
      candidate.email.endsWith('@staff.kitchen') &&
      !candidate.blocked,
  )!;
  Object.assign(user, {
    restaurantUuids: restaurantsOf(sandbox, ...account.staff.restaurants),
    multiFactorRequired: false,
  });
  return user;
}

function scopeOf(sandbox: Sandbox, user: UserRecord): Scope {
  const { chain } = sandbox.context;
  const restaurant = chain.restaurants.find(
    (candidate) => candidate.number === 1001 && canSeeRestaurant(user, candidate.uuid),
  )!;
  const camera = camerasOf(chain)
    .of(restaurant)
    .find((candidate) => cameraStatus(candidate, sandbox.context.now()) === 'ONLINE')!;
  const admin = chain.users.find((candidate) => candidate.type === 'ADMIN')!;
  return { restaurant: restaurant.uuid, camera: camera.uuid, admin: admin.uuid };
}

function expected(rule: Rule, sandbox: Sandbox, user: UserRecord): boolean {
  if (rule === 'everyone') return true;
  if (rule === 'nobody') return false;
  if (rule === 'admin') return user.type === 'ADMIN';
  return allows(accessSubject(sandbox.context, user), rule);
}

describe.each(ACCOUNTS)('the fields $label gets (spec 000 §6)', (account) => {
  const sandbox = createSandbox();
  const user = userOf(sandbox, account);
  const scope = scopeOf(sandbox, user);
  // The administrator is signed in too, so their sessions are there to be asked about.
  const session = signInAs(sandbox, 'admin@demo.kitchen').then(() => signInAs(sandbox, user.email));

  it.each(TABLE)('$call: $field only as its rule says', async ({ field, rule, request }) => {
    const { accessToken } = await session;
    const { method, path, query, body } = request(scope);
    const answer = await call(sandbox, method, apiPath(path, query), {
      token: accessToken,
      body,
    });
    const shown = expected(rule, sandbox, user);
    if (answer.status === 403 || answer.status === 404) {
      expect(shown, `${answer.status}: ${answer.json.message}`).toBe(false);
      return;
    }
    expect(answer.status, answer.json.message).toBe(200);
    const found = presence(answer.json.results, field);
    expect(found, 'a list without rows shows nothing either way: ask for one with rows').not.toBe(
      'empty',
    );
    expect(found).toBe(shown ? 'all' : 'none');
  });
});

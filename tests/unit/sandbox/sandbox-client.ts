import * as v from 'valibot';
import { expect } from 'vitest';
import { signInResultSchema, type SignInResult } from '../../../src/api/auth/auth.schema';
import type { AnyEndpoint, EndpointResult } from '../../../src/lib/endpoint';
import type { RestaurantBody } from '../../../src/api/restaurants/restaurants-admin.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import type { UserRecord } from '../../../sandbox/model/users';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import type { Session } from '../../../sandbox/tokens';
import { CONTROL_TOKEN_HEADER } from '../../../sandbox/control-token';
import { DEMO_PASSWORD } from '../../../sandbox/seed';
import { totp } from '../../../sandbox/totp';

export const ORIGIN = 'http://sandbox.test';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** The clock the analytics tests run at (`manualClock()`'s default). */
export const START = Date.parse('2026-11-22T15:00:00Z');
/** The week before the clock: the record lists' period (startTime, endTime). */
export const WEEK = { startTime: START - 7 * DAY_MS, endTime: START };
/** The three days before the clock: the analytics' period (startEventTime, endEventTime). */
export const THREE_DAYS = { startEventTime: START - 3 * DAY_MS, endEventTime: START };

/**
 * Both providers the sandbox plays (spec-profile/profile.ts): a rule the sandbox enforces holds
 * under each, so its test runs under each (`describe.each(PROFILES)`).
 */
export const PROFILES: readonly SandboxProfile[] = ['ours', 'spec'];

/** A void call's success as the profile answers it: `results: null`, or a bare success (spec). */
export const voidSuccess = (profile: SandboxProfile) =>
  profile === 'spec' ? { success: true } : { success: true, results: null };

export type Query = Record<string, string | number>;

export interface Answer {
  status: number;
  json: Record<string, unknown> & {
    success?: boolean;
    code?: number;
    message?: string;
    results?: unknown;
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** Extra request headers, e.g. User-Agent or X-Forwarded-For. */
  headers?: Record<string, string>;
}

/**
 * Sends a request to the sandbox app directly and answers the raw Response. A control call
 * (`/__sandbox/…`) carries the sandbox's control token, unless `headers` name one of their own.
 */
export function send(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (path.startsWith('/__sandbox/') && !headers.has(CONTROL_TOKEN_HEADER))
    headers.set(CONTROL_TOKEN_HEADER, sandbox.controlToken);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return Promise.resolve(
    sandbox.app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body })),
  );
}

/** Calls the sandbox app directly, as msw or the Node server would. */
export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await send(sandbox, method, path, options);
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

export async function signInAs(
  sandbox: Sandbox,
  email: string,
  password = DEMO_PASSWORD,
  headers?: Record<string, string>,
): Promise<SignInResult> {
  const answer = await call(sandbox, 'POST', '/api/v1/auth/signIn', {
    body: { email, password },
    headers,
  });
  if (answer.status !== 200)
    throw new Error(`Sign-in as ${email} answered ${answer.status}: ${answer.json.message}`);
  return v.parse(signInResultSchema, answer.json.results);
}

/**
 * The session `accessToken` belongs to, as the sandbox keeps it: a spec-shaped provider's session
 * list names neither the caller's own (`current`) nor its address.
 */
export function sessionOf(sandbox: Sandbox, accessToken: string): Session {
  const check = sandbox.context.tokens.authenticate(accessToken);
  if (!check.ok) throw new Error(`No live session for the token: ${check.reason}`);
  return check.session;
}

/** A clock the test moves by hand. */
export function manualClock(start = START) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** A 6-digit code that is none of the codes accepted at `timeMs` (that step and one either side). */
export function wrongTotp(secretBase32: string, timeMs: number): string {
  const accepted = new Set([-30_000, 0, 30_000].map((drift) => totp(secretBase32, timeMs + drift)));
  let code = 0;
  while (accepted.has(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

/** `/api/v1<path>` with `query` as its search string. */
export function apiPath(path: string, query: Query = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `/api/v1${path}${search ? `?${search}` : ''}`;
}

export function get(sandbox: Sandbox, token: string | undefined, path: string, query: Query = {}) {
  return call(sandbox, 'GET', apiPath(path, query), { token });
}

/** GET /analytic/{name}. */
export function analytic(
  sandbox: Sandbox,
  token: string | undefined,
  name: string,
  query: Query = {},
) {
  return get(sandbox, token, `/analytic/${name}`, query);
}

/** A sandbox whose clock stands at `now`, and `email` signed in to it. */
export async function setUp(
  email = 'admin@demo.kitchen',
  sandbox = createSandbox({ now: manualClock(START).now }),
) {
  const { accessToken: token } = await signInAs(sandbox, email);
  return { sandbox, token };
}

/**
 * Takes the account's role away: a user without a role is not restricted by module (spec 000
 * §6), so a test of restaurant scope is not answered 403 for a module the role lacks first.
 */
export function withoutRole(sandbox: Sandbox, email: string): void {
  const user = sandbox.context.chain.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No user ${email}`);
  user.roleUuid = null;
}

/**
 * A history query written with `/total`'s range names (spec 001 §7 line 221), as a history's list
 * asks it: by the timer cycle history's `startEventTime` and `endEventTime` (001 §3 line 93).
 */
export function timerListQuery({ startTime, endTime, ...rest }: Query): Query {
  return {
    ...rest,
    ...(startTime === undefined ? {} : { startEventTime: startTime }),
    ...(endTime === undefined ? {} : { endEventTime: endTime }),
  };
}

/**
 * `results(sandbox, token, endpoint, query = defaults)`: a 200 answer's results, checked
 * against the endpoint's declared response.
 */
export function resultsWith(defaults: Query) {
  return async function results<E extends AnyEndpoint>(
    sandbox: Sandbox,
    token: string,
    endpoint: E,
    query: Query = defaults,
  ): Promise<EndpointResult<E>> {
    return resultsOf(endpoint, await get(sandbox, token, endpoint.path, query));
  };
}

/** A 200 answer's results, checked against the endpoint's declared response. */
export function resultsOf<E extends AnyEndpoint>(endpoint: E, answer: Answer): EndpointResult<E> {
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(endpoint.response, answer.json.results) as EndpointResult<E>;
}

/**
 * Every record of a cursor-paged list (spec 001 §4) for `query`: FIRST, then NEXT pages of
 * `limit` from each answer's cursor until one says there is no next page.
 */
export async function allCursorRecords<E extends AnyEndpoint>(
  sandbox: Sandbox,
  token: string,
  endpoint: E,
  query: Query,
  limit = 200,
): Promise<CursorContent<EndpointResult<E>>[]> {
  const records: CursorContent<EndpointResult<E>>[] = [];
  let cursor: string | null = null;
  for (;;) {
    const next: Query = cursor === null ? {} : { cursor, cursorDirection: 'NEXT' };
    const answer = await get(sandbox, token, endpoint.path, { ...query, limit, ...next });
    expect(answer.status, answer.json.message).toBe(200);
    const page = v.parse(endpoint.response, answer.json.results) as CursorAnswer;
    records.push(...(page.content as CursorContent<EndpointResult<E>>[]));
    if (!page.existsNextPage) return records;
    cursor = page.cursor;
  }
}

interface CursorAnswer {
  content: unknown[];
  cursor: string | null;
  existsNextPage: boolean;
}

type CursorContent<R> = R extends { content: Array<infer Row> } ? Row : never;

/** A query a call must refuse: what it is, the query, the message's pattern, the calls. */
export type BadQuery<Call extends string> = readonly [
  what: string,
  query: Query,
  message: RegExp,
  calls: readonly Call[],
];

/** Each bad query answers 400 with its message (never 500) on each call it names. */
export async function expectBadQueries<Call extends string>(
  sandbox: Sandbox,
  token: string,
  endpoints: Record<Call, { path: string }>,
  range: Query,
  cases: ReadonlyArray<BadQuery<Call>>,
): Promise<void> {
  for (const [what, bad, message, calls] of cases) {
    for (const name of calls) {
      const { path } = endpoints[name];
      const answer = await call(sandbox, 'GET', apiPath(path, { ...range, ...bad }), { token });
      expect(answer.status, `${what} on ${path}`).toBe(400);
      expect(answer.json.message, `${what} on ${path}`).toMatch(message);
    }
  }
}

export function total<T>(rows: readonly T[], field: keyof T): number {
  return rows.reduce((sum, row) => sum + Number(row[field]), 0);
}

/** The uuids of the chain's restaurants with these numbers (1001–1017). */
export function restaurantsOf(sandbox: Sandbox, ...numbers: number[]): string[] {
  return sandbox.context.chain.restaurants
    .filter((restaurant) => numbers.includes(restaurant.number))
    .map((restaurant) => restaurant.uuid);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** `time` on a wall clock in `timeZone`, as 'HH:mm' (24 h), to compare with day-part edges. */
export function localTime(timeZone: string, time: number): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format.format(time);
}

/** A body every check accepts, for a new restaurant in Atlanta. */
export function restaurantBody(
  sandbox: Sandbox,
  change: Partial<RestaurantBody> = {},
): RestaurantBody {
  const georgia = sandbox.context.chain.states.find((state) => state.code === 'GA')!;
  return {
    number: 4321,
    name: 'Ponce City Market',
    timezone: 'America/New_York',
    state: georgia.uuid,
    city: 'Atlanta',
    postalCode: '30308',
    securityCode: '482913',
    addressLine1: '675 Ponce De Leon Ave NE',
    addressLine2: null,
    hosts: [{ name: 'kitchen-pc-01', address: '10.200.1.20' }],
    ...change,
  };
}

/** The chain's user with this e-mail; a test that names one the seed lacks fails at once. */
export function userOf(sandbox: Sandbox, email: string): UserRecord {
  const user = sandbox.context.chain.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

/** The chain's role with this name. */
export function roleOf(sandbox: Sandbox, name: string) {
  const role = sandbox.context.chain.roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role;
}

/** The chain's policy with this name. */
export function policyOf(sandbox: Sandbox, name: string) {
  const policy = sandbox.context.chain.policies.find((candidate) => candidate.name === name);
  if (!policy) throw new Error(`No policy ${name}`);
  return policy;
}

/** The user form's body for `user` as the console fills it (POST /users/update), with changes. */
export function userFormOf(user: UserRecord, overrides: Record<string, unknown> = {}) {
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    type: user.type,
    roleUuid: user.roleUuid,
    restaurantUuids: user.type === 'USER' ? [user.restaurantUuid] : user.restaurantUuids,
    notification: user.notification,
    multiFactorRequired: user.multiFactorRequired,
    ...overrides,
  };
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { allows, describeAccess, type AccessSubject } from '../src/lib/access';
import type { AnyEndpoint, EndpointBody, EndpointQuery, PathParams } from '../src/lib/endpoint';
import { readAnswer } from '../src/lib/tolerant-read';
import type { SandboxApi, SandboxContext, SandboxEnv } from './context';
import { cutToSchema, UndeclaredShape } from './cut-to-schema';
import { specShapedBody } from './spec-profile/profile';
import { daysToPasswordExpiration, userRoleDtoOf, type UserRecord } from './model/users';
import type { Session } from './tokens';

/** A failure a handler means to answer with: `{ success: false, code, message }`. */
export class SandboxFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxFailure';
  }
}

export function fail(status: ContentfulStatusCode, message: string): never {
  throw new SandboxFailure(status, message);
}

/** The failure envelope (docs/decisions/provider-api.md, "Answer envelope"). */
export function failureResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
): Response {
  return c.json({ success: false, code: status, message }, status);
}

export interface RequestInput<E extends AnyEndpoint> {
  params: PathParams<E['path']>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  sandbox: SandboxContext;
  c: Context<SandboxEnv>;
}

export interface SignedInInput<E extends AnyEndpoint> extends RequestInput<E> {
  user: UserRecord;
  session: Session;
}

/** Handlers return the wire shape of `results`, which the declared response schema checks. */
type Results<E extends AnyEndpoint> = v.InferInput<E['response']>;
export type PublicHandler<E extends AnyEndpoint> = (
  input: RequestInput<E>,
) => Results<E> | Promise<Results<E>>;
export type SignedInHandler<E extends AnyEndpoint> = (
  input: SignedInInput<E>,
) => Results<E> | Promise<Results<E>>;
/** A `binary: true` endpoint answers the file itself; see `file-response.ts`. */
export type BinaryHandler<E extends AnyEndpoint> = (
  input: SignedInInput<E>,
) => Response | Promise<Response>;

/**
 * Session states in which most calls are refused: multi-factor to be set up first (403
 * 'Multi-factor setup required': an administrator requires it of a user who has none),
 * multi-factor not yet verified (403 'Multi-factor verification required') and password expired
 * (400 'Password is expired', spec 000 §8). An endpoint lists the states it still answers in.
 */
export type SessionState = 'multiFactorSetup' | 'multiFactorPending' | 'passwordExpired';

export interface ServeOptions {
  /** States in which this endpoint still answers; none by default. */
  allow?: readonly SessionState[];
  /**
   * A clearer 400 message for a body the declared schema refuses (e.g. which password rules
   * are unmet); `undefined` keeps the default 'Invalid body field …' message.
   */
  explainInvalidBody?: (body: unknown) => string | undefined;
}

export type PublicServeOptions = Pick<ServeOptions, 'explainInvalidBody'>;

/**
 * Serves an `auth: true` endpoint from its declaration: bearer token checked, query and body
 * validated, results checked against the declared response. The handler gets the signed-in
 * user and session.
 */
export function serve<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: NoInfer<SignedInHandler<E>>,
  options: ServeOptions = {},
): void {
  if (!endpoint.auth)
    throw new Error(`${describe(endpoint)} is declared auth: false; serve it with servePublic()`);
  if (endpoint.binary)
    throw new Error(`${describe(endpoint)} is declared binary; serve it with serveBinary()`);
  register(
    api,
    endpoint,
    withUser(handler),
    options,
    jsonAnswer(endpoint),
    gate(endpoint, options),
  );
}

/** Serves an `auth: true, binary: true` endpoint: the handler answers the file itself. */
export function serveBinary<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: NoInfer<BinaryHandler<E>>,
  options: ServeOptions = {},
): void {
  if (!endpoint.auth || !endpoint.binary)
    throw new Error(`${describe(endpoint)} is not declared auth: true, binary: true`);
  register(
    api,
    endpoint,
    withUser(handler),
    options,
    binaryAnswer(endpoint),
    gate(endpoint, options),
  );
}

/** Serves an `auth: false` endpoint (sign-in, refresh…): no token is read. */
export function servePublic<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: NoInfer<PublicHandler<E>>,
  options: PublicServeOptions = {},
): void {
  if (endpoint.auth)
    throw new Error(`${describe(endpoint)} is declared auth: true; serve it with serve()`);
  if (endpoint.binary)
    throw new Error(`${describe(endpoint)} is declared binary; no public binary endpoint yet`);
  register(api, endpoint, handler, options, jsonAnswer(endpoint));
}

/** Who is calling, for sessions, the authentication log and the per-client throttles. */
export interface Client {
  /** The caller's address (`clientAddress`). */
  ipAddress: string;
  /** The `User-Agent` header, else 'Unknown device'. */
  userAgent: string;
}

export function requestClient(c: Context<SandboxEnv>): Client {
  const userAgent = c.req.header('user-agent')?.trim();
  return { ipAddress: clientAddress(c), userAgent: userAgent || 'Unknown device' };
}

/** An address as written by Node for an IPv4 peer of an IPv6 socket, made plain. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The caller's address: the connection's peer (127.0.0.1 without one, as under msw), unless the
 * peer is a proxy the sandbox was told to trust (`SANDBOX_TRUSTED_PROXIES`, none by default):
 * then `X-Forwarded-For` is read from its right, each hop a trusted proxy added, up to the first
 * that is not one. Anyone can write the header, so trusting it from anyone would let a caller
 * pick the address the sign-in throttle counts, and the one its sessions and log show.
 */
function clientAddress(c: Context<SandboxEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = plainAddress(env?.incoming?.socket?.remoteAddress ?? '127.0.0.1');
  const trusted = c.var.sandbox.trustedProxies;
  if (!trusted.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter((hop) => hop !== '');
  let address = peer;
  while (trusted.includes(address) && hops.length > 0) address = hops.pop()!;
  return address;
}

type Admitted = { user: UserRecord; session: Session };
type Gate = (c: Context<SandboxEnv>) => Admitted;

function withUser<E extends AnyEndpoint, R>(
  handler: (input: SignedInInput<E>) => R,
): (input: RequestInput<E>, admitted?: Admitted) => R {
  return (input, admitted) => handler({ ...input, ...admitted! });
}

/**
 * What a signed-in call passes before its query and body are read, as a provider's security
 * filters run first: the token and session gates (`admitRequest`), then the endpoint's declared
 * access against the user's role (spec 000 §6): 403 with the missing permission named.
 */
function gate(endpoint: AnyEndpoint, options: ServeOptions): Gate {
  const access = endpoint.access;
  if (!access) throw new Error(`${describe(endpoint)} declares no access (lib/access.ts)`);
  return (c) => {
    const sandbox = c.var.sandbox;
    const admitted = admitRequest(sandbox, c.req.header('authorization'), options.allow ?? []);
    if (!allows(accessSubject(sandbox, admitted.user), access)) {
      fail(403, `Access denied: ${describeAccess(access)} is not granted to this user`);
    }
    return admitted;
  };
}

/** The user as the access model reads them: type and role, as GET /users/user answers them. */
export function accessSubject(sandbox: SandboxContext, user: UserRecord): AccessSubject {
  const { roles, policies } = sandbox.chain;
  return { type: user.type, userRoleDto: userRoleDtoOf(user, roles, policies) };
}

/** A session-state gate: when it is closed, and what a call it closes on answers. */
interface SessionGate {
  state: SessionState;
  closed(admitted: Admitted, now: number): boolean;
  status: ContentfulStatusCode;
  message: string;
}

/** Checked in this order, after the token and the blocked user (`authenticateRequest`). */
const SESSION_GATES: readonly SessionGate[] = [
  {
    state: 'multiFactorSetup',
    closed: ({ session }) => session.multiFactor === 'setup',
    status: 403,
    message: 'Multi-factor setup required',
  },
  {
    state: 'multiFactorPending',
    closed: ({ session }) => session.multiFactor === 'pending',
    status: 403,
    message: 'Multi-factor verification required',
  },
  {
    state: 'passwordExpired',
    closed: ({ user }, now) => daysToPasswordExpiration(user, now) === 0,
    status: 400,
    message: 'Password is expired',
  },
];

/**
 * `authenticateRequest()`, then the session-state gates (`SESSION_GATES`): a call answers with
 * the first gate that is closed and that the endpoint does not allow.
 */
export function admitRequest(
  sandbox: SandboxContext,
  authorization: string | undefined,
  allow: readonly SessionState[],
): { user: UserRecord; session: Session } {
  const admitted = authenticateRequest(sandbox, authorization);
  const now = sandbox.now();
  for (const gate of SESSION_GATES) {
    if (gate.closed(admitted, now) && !allow.includes(gate.state)) fail(gate.status, gate.message);
  }
  return admitted;
}

/**
 * Resolves a bearer token to its user and session, or fails with 401 (missing, bad, expired,
 * ended) or 403 'User is blocked' (spec 000 §8: that message starts the blocked-user flow).
 */
export function authenticateRequest(
  sandbox: SandboxContext,
  authorization: string | undefined,
): { user: UserRecord; session: Session } {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) fail(401, 'Unauthorized: missing bearer token');
  const check = sandbox.tokens.authenticate(token);
  if (!check.ok) fail(401, `Unauthorized: ${check.reason}`);
  const user = sandbox.chain.users.find((candidate) => candidate.uuid === check.session.userUuid);
  if (!user) fail(401, 'Unauthorized: user no longer exists');
  if (user.blocked) fail(403, 'User is blocked');
  return { user, session: check.session };
}

type Answer = (c: Context<SandboxEnv>, results: unknown) => Response;

function jsonAnswer(endpoint: AnyEndpoint): Answer {
  return (c, results) => {
    // The console reads lists tolerantly (lib/tolerant-read.ts); the sandbox holds its own rows
    // to the whole declaration, so a row it cannot read is its own bug, not a row to drop.
    const { parsed: checked, unreadable } = readAnswer(endpoint.response, results);
    if (!checked.success) {
      return brokenDeclaration(
        c,
        `${describe(endpoint)} does not match its declared response: ${describeIssues(checked.issues, 'field')}`,
      );
    }
    if (unreadable.count > 0) {
      return brokenDeclaration(
        c,
        `${describe(endpoint)} has ${unreadable.count} row(s) its declared response cannot read: ${unreadable.reasons.join('; ')}`,
      );
    }
    // What answers carry: only what the declaration names leaves the sandbox (cut-to-schema.ts).
    let sent: unknown;
    try {
      sent = cutToSchema(endpoint.response, results);
    } catch (error) {
      if (!(error instanceof UndeclaredShape)) throw error;
      return brokenDeclaration(
        c,
        `${describe(endpoint)} holds what its declared response does not describe: ${error.message}`,
      );
    }
    if (c.var.sandbox.profile === 'spec') return c.json(specShapedBody(endpoint, sent));
    return c.json({ success: true, results: sent });
  };
}

function binaryAnswer(endpoint: AnyEndpoint): Answer {
  return (c, results) => {
    if (!(results instanceof Response) || !results.ok || !results.headers.get('content-type'))
      return brokenDeclaration(c, `${describe(endpoint)} is not a file with a Content-Type`);
    return results;
  };
}

/** The sandbox broke its own declaration: say so loudly instead of sending bad data. */
function brokenDeclaration(c: Context, problem: string): Response {
  const message = `Sandbox answer to ${problem}`;
  console.error(message);
  return failureResponse(c, 500, message);
}

function register<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: (input: RequestInput<E>, admitted?: Admitted) => unknown,
  options: PublicServeOptions,
  answer: Answer,
  gate?: Gate,
): void {
  api.on(endpoint.method, endpoint.path, async (c) => {
    try {
      const admitted = gate?.(c);
      const query = endpoint.query
        ? validate(endpoint.query, readQuery(c), 'query parameter')
        : undefined;
      let body: unknown;
      if (endpoint.body) {
        const raw =
          endpoint.encoding === 'multipart' ? await readMultipartBody(c) : await readJsonBody(c);
        body = validate(endpoint.body, raw, 'body field', () => options.explainInvalidBody?.(raw));
      }
      const results = await handler(
        {
          params: c.req.param() as PathParams<E['path']>,
          query: query as EndpointQuery<E>,
          body: body as EndpointBody<E>,
          sandbox: c.var.sandbox,
          c,
        },
        admitted,
      );
      return answer(c, results);
    } catch (error) {
      if (error instanceof SandboxFailure) return failureResponse(c, error.status, error.message);
      throw error;
    }
  });
}

function readQuery(c: Context): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(400, 'Malformed JSON body');
  }
}

/** A `multipart/form-data` body as its fields (a file part a `File`); 400 for anything else. */
async function readMultipartBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type))
    fail(400, 'The body must be multipart/form-data');
  try {
    return await c.req.parseBody();
  } catch {
    fail(400, 'Malformed multipart body');
  }
}

function validate(
  schema: v.GenericSchema<unknown, unknown>,
  input: unknown,
  what: string,
  explain?: () => string | undefined,
): unknown {
  const result = v.safeParse(schema, input);
  if (!result.success) fail(400, explain?.() ?? `Invalid ${describeIssues(result.issues, what)}`);
  return result.output;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[], what: string): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path
        ? `${what} "${path}": ${issue.message}`
        : `${what.split(' ')[0]}: ${issue.message}`;
    })
    .join('; ');
}

function describe(endpoint: AnyEndpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

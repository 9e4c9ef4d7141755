import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { AnyEndpoint, EndpointBody, EndpointQuery, PathParams } from '../src/lib/endpoint';
import type { SandboxApi, SandboxContext, SandboxEnv } from './context';
import type { UserRecord } from './model/users';
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

/** The failure envelope (docs/decisions.md, "Answer envelope"). */
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

/**
 * Serves an `auth: true` endpoint from its declaration: bearer token checked, query and body
 * validated, results checked against the declared response. The handler gets the signed-in
 * user and session.
 */
export function serve<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: NoInfer<SignedInHandler<E>>,
): void {
  if (!endpoint.auth)
    throw new Error(`${describe(endpoint)} is declared auth: false; serve it with servePublic()`);
  register(api, endpoint, async (input) => {
    const { user, session } = authenticateRequest(
      input.sandbox,
      input.c.req.header('authorization'),
    );
    return handler({ ...input, user, session });
  });
}

/** Serves an `auth: false` endpoint (sign-in, refresh…): no token is read. */
export function servePublic<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: NoInfer<PublicHandler<E>>,
): void {
  if (endpoint.auth)
    throw new Error(`${describe(endpoint)} is declared auth: true; serve it with serve()`);
  register(api, endpoint, handler);
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

function register<E extends AnyEndpoint>(
  api: SandboxApi,
  endpoint: E,
  handler: (input: RequestInput<E>) => unknown,
): void {
  api.on(endpoint.method, endpoint.path, async (c) => {
    try {
      const query = endpoint.query
        ? validate(endpoint.query, readQuery(c), 'query parameter')
        : undefined;
      const body = endpoint.body
        ? validate(endpoint.body, await readJsonBody(c), 'body field')
        : undefined;
      const results = await handler({
        params: c.req.param() as PathParams<E['path']>,
        query: query as EndpointQuery<E>,
        body: body as EndpointBody<E>,
        sandbox: c.var.sandbox,
        c,
      });
      const checked = v.safeParse(endpoint.response, results);
      if (!checked.success) {
        // The sandbox broke its own declaration: say so loudly instead of sending bad data.
        const message = `Sandbox answer to ${describe(endpoint)} does not match its declared response: ${describeIssues(checked.issues, 'field')}`;
        console.error(message);
        return failureResponse(c, 500, message);
      }
      return c.json({ success: true, results });
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

function validate(
  schema: v.GenericSchema<unknown, unknown>,
  input: unknown,
  what: string,
): unknown {
  const result = v.safeParse(schema, input);
  if (!result.success) fail(400, `Invalid ${describeIssues(result.issues, what)}`);
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

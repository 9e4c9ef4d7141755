import * as v from 'valibot';
import type { EndpointAccess } from './access';
import type { AnySchema } from './schema';
import { tolerantArray } from './tolerant-read';

/**
 * One provider endpoint, declared once: the console's `request()`, the sandbox's route and a
 * test's msw override all read this declaration, so they cannot drift apart.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type { AnySchema };

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  method: M;
  /** Relative to the API base, with `:name` parameters, as Hono and msw both spell them. */
  path: P;
  query?: Q;
  body?: B;
  /** Schema of the envelope's `results` (docs/decisions/provider-api.md, "Answer envelope"). */
  response: R;
  /** False for calls made before there is a session (sign-in, forgot password…). */
  auth: boolean;
  /**
   * What a signed-in call needs (lib/access.ts); every `auth: true` endpoint declares it. The
   * sandbox answers 403 without it; `canCall` hides what the user may not do.
   */
  access?: EndpointAccess;
  /**
   * The answer is a file (an image, a zip), not the JSON envelope; `response` is then
   * `v.blob()`. Failures still come as the JSON failure envelope.
   */
  binary?: boolean;
  /**
   * The body goes as `multipart/form-data` (a file with fields: the support request's
   * screenshot), not JSON: each body field is a form part, a `Blob` a file part.
   */
  encoding?: 'multipart';
  /**
   * The answer may also come as `{ data: <results> }` with no envelope, as Prometheus answers
   * (spec 000 §7 "Monitoring": "Answers have data.result"); our envelope is read too.
   */
  answersData?: boolean;
}

export type AnyEndpoint = Endpoint<
  Method,
  string,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema
>;

export function endpoint<
  const M extends Method,
  const P extends string,
  R extends AnySchema,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
>(definition: Endpoint<M, P, Q, B, R>): Endpoint<M, P, Q, B, R> {
  return definition;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? undefined
  : Record<ParamNames<P>, string>;

/** The declared schema, without the `undefined` of an optional property. */
type Declared<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;
type SchemaInput<S> = Declared<S> extends AnySchema ? v.InferInput<Declared<S>> : undefined;
type SchemaOutput<S> = Declared<S> extends AnySchema ? v.InferOutput<Declared<S>> : undefined;

/** What a caller passes: path params, query and body, each only when the endpoint has them. */
export type EndpointInput<E extends AnyEndpoint> = (PathParams<E['path']> extends undefined
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (Declared<E['query']> extends AnySchema
    ? { query?: SchemaInput<E['query']> }
    : { query?: undefined }) &
  (Declared<E['body']> extends AnySchema ? { body: SchemaInput<E['body']> } : { body?: undefined });

export type EndpointQuery<E extends AnyEndpoint> = SchemaOutput<E['query']>;
export type EndpointBody<E extends AnyEndpoint> = SchemaOutput<E['body']>;
export type EndpointResult<E extends AnyEndpoint> = v.InferOutput<E['response']>;

export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Query values go on the wire as strings; undefined and null are left out. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The answer envelope every provider call uses (docs/decisions/provider-api.md, "Answer
 * envelope"); with `answersData`, a bare `{ data }` answer is read as its results too.
 */
export function envelopeSchema<R extends AnySchema>(results: R, answersData = false): AnySchema {
  const envelope = v.object({ success: v.literal(true), results, code: v.optional(v.number()) });
  if (!answersData) return envelope;
  return v.union([
    envelope,
    v.pipe(
      v.object({ data: results }),
      v.transform(({ data }) => ({ success: true as const, results: data })),
    ),
  ]);
}

/**
 * A list answer: `content` plus offset paging (spec 000 §3, "Paged data" names content, total
 * and limit; `offset` is ours and optional). A row that cannot be read is left out of `content`
 * and counted (lib/tolerant-read.ts), never failing the list.
 */
export function pageSchema<I extends AnySchema>(item: I) {
  return v.object({
    content: tolerantArray(item),
    total: v.number(),
    limit: v.optional(v.number()),
    offset: v.optional(v.number()),
  });
}

/**
 * A cursor-paged list answer (spec 001 §3 "Paged list state", §4 "Paging"): `content`, the
 * cursor of the next call, and whether there is a page after it or before it.
 */
export function cursorPageSchema<I extends AnySchema>(item: I) {
  return v.object({
    content: tolerantArray(item),
    cursor: v.nullable(v.string()),
    cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS)),
    existsNextPage: v.boolean(),
    existsPreviousPage: v.boolean(),
  });
}

/** Spec 001 §3: a first page replaces the list; a NEXT page appends to it. */
export const CURSOR_DIRECTIONS = ['FIRST', 'NEXT'] as const;
export type CursorDirection = (typeof CURSOR_DIRECTIONS)[number];

/**
 * A query list: a comma list or a repeated parameter on the wire, trimmed, empty items dropped;
 * parsed further by `pipe` (e.g. a picklist of its items).
 */
export const queryList = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
);

/**
 * A comma list of names the provider's own data holds (its dictionaries' products and packages):
 * any text of at most 100 characters each. Which exist is the provider's to say, not a list of
 * the console's.
 */
export const queryNames = v.pipe(
  queryList,
  v.array(v.pipe(v.string(), v.maxLength(100, 'must be names of at most 100 characters each'))),
);

/** A query number: a string on the wire, a number once parsed. */
export function queryInteger(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'must be a whole number'))]),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

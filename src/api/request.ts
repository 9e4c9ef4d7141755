import * as v from 'valibot';
import { getConfig } from '../lib/config';
import {
  buildPath,
  buildQuery,
  envelopeSchema,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
} from '../lib/endpoint';

/** Spec 000 §8: every client failure is `success: false` with a code and a message. */
export interface ApiFailure {
  success: false;
  code: number;
  message: string;
}
export interface ApiSuccess<T> {
  success: true;
  data: T;
}
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Spec 000 §8: no response at all. */
export const NETWORK_ERROR_CODE = 600;
/** Our own: an answer arrived but does not match the declared schema (docs/decisions.md). */
export const UNEXPECTED_ANSWER_CODE = 601;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Replaces the session's token for this call; `null` sends none (spec 000 §7). */
  token?: string | null;
}

/**
 * Where the session plugs in. The sign-in issue adds the refresh that never races
 * (`beforeRequest` waits for it) and the 400/403/429 flows (`onFailure`).
 */
export interface AuthSeam {
  getAccessToken(): string | null;
  beforeRequest?(endpoint: AnyEndpoint): Promise<void>;
  onFailure?(failure: ApiFailure, endpoint: AnyEndpoint): void;
}

let authSeam: AuthSeam = { getAccessToken: () => null };

export function setAuthSeam(seam: AuthSeam): void {
  authSeam = seam;
}

const envelopes = new WeakMap<AnyEndpoint, ReturnType<typeof envelopeSchema>>();

function envelopeFor(endpoint: AnyEndpoint) {
  let schema = envelopes.get(endpoint);
  if (!schema) {
    schema = envelopeSchema(endpoint.response);
    envelopes.set(endpoint, schema);
  }
  return schema;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: unknown } | null)?.name === 'AbortError';
}

function failure(code: number, message: string): ApiFailure {
  return { success: false, code, message };
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls one declared provider endpoint. Adds the bearer token, honours `signal` (an abort
 * rejects with the AbortError, which callers ignore silently, spec 000 §4), validates the
 * answer at the edge, and turns every failure into an `ApiFailure`.
 */
export async function request<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<ApiResult<EndpointResult<E>>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url =
    getConfig().apiBaseUrl.replace(/\/$/, '') +
    buildPath(endpoint.path, params) +
    buildQuery(query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  if (endpoint.auth) await authSeam.beforeRequest?.(endpoint);
  const token =
    options.token !== undefined ? options.token : endpoint.auth ? authSeam.getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    // fetch rejects with a TypeError whose text ("Failed to fetch") means nothing to a cook.
    const text = error instanceof TypeError ? null : (error as Error | null)?.message;
    return report(endpoint, failure(NETWORK_ERROR_CODE, text || 'Network error'));
  }

  if (endpoint.binary && response.ok) {
    const blob = await response.blob();
    return { success: true, data: blob as EndpointResult<E> };
  }

  const json = await readJson(response).catch((error: unknown) => {
    if (isAbortError(error)) throw error;
    return undefined;
  });

  if (!response.ok) {
    const message = messageOf(json) ?? (response.statusText || `HTTP ${response.status}`);
    return report(endpoint, failure(response.status, message));
  }

  const parsed = v.safeParse(envelopeFor(endpoint), json);
  if (!parsed.success) {
    console.error(
      `Unexpected answer from ${endpoint.method} ${endpoint.path}:`,
      v.flatten(parsed.issues),
    );
    return report(endpoint, failure(UNEXPECTED_ANSWER_CODE, 'Unexpected answer from the server'));
  }
  return { success: true, data: parsed.output.results as EndpointResult<E> };
}

function report(endpoint: AnyEndpoint, result: ApiFailure): ApiFailure {
  authSeam.onFailure?.(result, endpoint);
  return result;
}

/** A failure as an Error, for TanStack Query, which expects a query function to throw. */
export class ApiError extends Error {
  readonly code: number;
  constructor(result: ApiFailure) {
    super(result.message);
    this.name = 'ApiError';
    this.code = result.code;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiError(result);
  return result.data;
}

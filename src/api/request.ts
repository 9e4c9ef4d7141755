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
import { readAnswer, type UnreadableRows } from '../lib/tolerant-read';

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
/** Our own: an answer arrived but does not match the declared schema (docs/decisions/provider-api.md). */
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
  /**
   * A 401 on a call made with the session's token: may refresh the session; true means
   * "try the call once more with the new token".
   */
  recover?(failure: ApiFailure, endpoint: AnyEndpoint, usedToken: string): Promise<boolean>;
  onFailure?(failure: ApiFailure, endpoint: AnyEndpoint): void;
}

let authSeam: AuthSeam = { getAccessToken: () => null };

/** Rows a call's tolerant lists left out (lib/tolerant-read.ts), with the call they came from. */
export interface UnreadableAnswer extends UnreadableRows {
  call: string;
}
const unreadableListeners = new Set<(answer: UnreadableAnswer) => void>();

/**
 * Listens for answers whose lists left rows out, so the screen can say how many; returns the
 * unsubscribe. Each such answer is logged once, here, whoever listens.
 */
export function onUnreadableRows(listener: (answer: UnreadableAnswer) => void): () => void {
  unreadableListeners.add(listener);
  return () => unreadableListeners.delete(listener);
}

/**
 * Says that an answer's lists left rows out (nothing when none): logged once, and told to the
 * listeners (the screen's notice). `call` names where the answer came from; answers that do not
 * go through `request()` (the production queue's socket frames) report here too.
 */
export function reportUnreadableRows(call: string, unreadable: UnreadableRows): void {
  if (unreadable.count === 0) return;
  console.warn(
    `${unreadable.count} row(s) of the answer to ${call} could not be read and are not shown:`,
    unreadable.reasons,
  );
  for (const listener of unreadableListeners) listener({ ...unreadable, call });
}

export function setAuthSeam(seam: AuthSeam): void {
  authSeam = seam;
}

const envelopes = new WeakMap<AnyEndpoint, ReturnType<typeof envelopeSchema>>();

function envelopeFor(endpoint: AnyEndpoint) {
  let schema = envelopes.get(endpoint);
  if (!schema) {
    schema = envelopeSchema(endpoint.response, endpoint.answersData);
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
export function request<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<ApiResult<EndpointResult<E>>> {
  return withRecovery(endpoint, () => send<EndpointResult<E>>(endpoint, input, options, false));
}

/**
 * Calls a file endpoint as `request()` calls the others (token, refresh, the session's failure
 * flows) and answers the provider's Response itself, body unread, so the caller can read its
 * headers (the file name, a 202) and its body with progress. A failure is an `ApiFailure`.
 */
export function requestFile<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<ApiResult<Response>> {
  return withRecovery(endpoint, () => send<Response>(endpoint, input, options, true));
}

/** One call, sent again once when a 401 on the session's token is mended by a refresh. */
async function withRecovery<T>(
  endpoint: AnyEndpoint,
  sendOnce: () => Promise<Sent<T>>,
): Promise<ApiResult<T>> {
  const result = await sendOnce();
  if (result.failure && result.sessionToken && result.failure.code === 401) {
    if (await authSeam.recover?.(result.failure, endpoint, result.sessionToken)) {
      return report(endpoint, await sendOnce());
    }
  }
  return report(endpoint, result);
}

interface Sent<T> {
  failure: ApiFailure | null;
  data?: T;
  /** The session's token the call carried, when it carried the session's. */
  sessionToken: string | null;
}

function report<T>(endpoint: AnyEndpoint, sent: Sent<T>): ApiResult<T> {
  if (!sent.failure) return { success: true, data: sent.data as T };
  authSeam.onFailure?.(sent.failure, endpoint);
  return sent.failure;
}

async function send<T>(
  endpoint: AnyEndpoint,
  input: unknown,
  options: RequestOptions,
  asFile: boolean,
): Promise<Sent<T>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url =
    getConfig().apiBaseUrl.replace(/\/$/, '') +
    buildPath(endpoint.path, params) +
    buildQuery(query);
  const headers: Record<string, string> = { Accept: asFile ? '*/*' : 'application/json' };
  const multipart = endpoint.encoding === 'multipart' && body !== undefined;
  // A form's boundary is written by fetch itself, with its Content-Type.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  const usesSession = endpoint.auth && options.token === undefined;
  if (usesSession) await authSeam.beforeRequest?.(endpoint);
  const sessionToken = usesSession ? authSeam.getAccessToken() : null;
  const token = options.token !== undefined ? options.token : sessionToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const fail = (code: number, message: string) => ({
    failure: failure(code, message),
    sessionToken,
  });

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : multipart ? formDataOf(body) : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    // fetch rejects with a TypeError whose text ("Failed to fetch") means nothing to a cook.
    const text = error instanceof TypeError ? null : (error as Error | null)?.message;
    return fail(NETWORK_ERROR_CODE, text || 'Network error');
  }

  if (asFile && response.ok) return { failure: null, data: response as T, sessionToken };
  if (endpoint.binary && response.ok) {
    return { failure: null, data: (await response.blob()) as T, sessionToken };
  }

  const json = await readJson(response).catch((error: unknown) => {
    if (isAbortError(error)) throw error;
    return undefined;
  });

  if (!response.ok) {
    const message = messageOf(json) ?? (response.statusText || `HTTP ${response.status}`);
    return fail(response.status, message);
  }

  const { parsed, unreadable } = readAnswer(envelopeFor(endpoint), json);
  if (parsed.success) reportUnreadableRows(`${endpoint.method} ${endpoint.path}`, unreadable);
  if (!parsed.success) {
    console.error(
      `Unexpected answer from ${endpoint.method} ${endpoint.path}:`,
      v.flatten(parsed.issues),
    );
    return fail(UNEXPECTED_ANSWER_CODE, 'Unexpected answer from the server');
  }
  return { failure: null, data: parsed.output.results as T, sessionToken };
}

/** A multipart body: each field a form part, a Blob a file part; absent fields left out. */
function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
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

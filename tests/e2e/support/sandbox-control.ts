/**
 * The sandbox's test hooks (served only by the sandbox, never by a real provider). The control
 * API answers only a caller with its token (sandbox/control-token.ts): this run's servers are
 * started with this one (server.ts), and every call here carries it.
 */
import { CONTROL_TOKEN_HEADER, controlTokenFromEnv } from '../../../sandbox/control-token.ts';

/** The run's control token: SANDBOX_CONTROL_TOKEN when set, else one made for this run. */
export const CONTROL_TOKEN = controlTokenFromEnv();

/**
 * A control call (`/__sandbox<path>`) to the server at `baseUrl`, with the token; a JSON body
 * when `body` is given.
 */
export function controlCall(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { [CONTROL_TOKEN_HEADER]: CONTROL_TOKEN };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${baseUrl}/__sandbox${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Restores the seeded chain and forgets sessions, rate-limit counters and the request log. */
export async function resetSandbox(baseUrl: string): Promise<void> {
  const response = await controlCall(baseUrl, '/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__sandbox/reset answered ${response.status}`);
}

/** Forgets failed sign-ins (the 429 limit) only: the run's signed-in sessions stay. */
export async function clearSignInLimit(baseUrl: string): Promise<void> {
  const response = await controlCall(baseUrl, '/sign-in-throttle/clear', { method: 'POST' });
  if (!response.ok)
    throw new Error(`POST /__sandbox/sign-in-throttle/clear answered ${response.status}`);
}

/** The next answer to the exact API path is made at once and sent `ms` later (once). */
export async function holdAnswer(baseUrl: string, path: string, ms: number): Promise<void> {
  const response = await controlCall(baseUrl, '/hold', { body: { path, ms } });
  if (!response.ok) throw new Error(`POST /__sandbox/hold answered ${response.status}`);
}

/** A lunch rush in one kitchen (demand × 30): its queue is busy whatever the hour of the run. */
export async function startRush(baseUrl: string, restaurantUuid: string): Promise<void> {
  const response = await controlCall(baseUrl, '/kitchen/rush', {
    body: { restaurantUuid, factor: 30 },
  });
  if (!response.ok) throw new Error(`POST /__sandbox/kitchen/rush answered ${response.status}`);
}

/** Moves one kitchen's clock `seconds` ahead, its queue with it (sandbox/README.md). */
export async function fastForwardKitchen(baseUrl: string, restaurantUuid: string, seconds: number) {
  const response = await controlCall(baseUrl, '/kitchen/fast-forward', {
    body: { restaurantUuid, seconds },
  });
  if (!response.ok)
    throw new Error(`POST /__sandbox/kitchen/fast-forward answered ${response.status}`);
}

export interface LoggedRequest {
  method: string;
  path: string;
  /** Epoch milliseconds, from the sandbox clock. */
  time: number;
  status: number;
}

/** The requests the sandbox has received for a path (as it logs them). */
export async function sandboxRequests(baseUrl: string, path: string): Promise<LoggedRequest[]> {
  const response = await controlCall(baseUrl, `/requests?path=${encodeURIComponent(path)}`);
  if (!response.ok) throw new Error(`GET /__sandbox/requests answered ${response.status}`);
  const body = (await response.json()) as unknown;
  if (Array.isArray(body)) return body as LoggedRequest[];
  if (body && typeof body === 'object') {
    for (const key of ['requests', 'results', 'content']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as LoggedRequest[];
    }
  }
  throw new Error(`GET /__sandbox/requests answered an unexpected shape: ${JSON.stringify(body)}`);
}

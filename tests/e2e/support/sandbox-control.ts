/** The sandbox's test hooks (served only by the sandbox, never by a real provider). */

/** Restores the seeded chain and forgets sessions, rate-limit counters and the request log. */
export async function resetSandbox(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__sandbox/reset answered ${response.status}`);
}

/** Forgets failed sign-ins (the 429 limit) only: the run's signed-in sessions stay. */
export async function clearSignInLimit(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/sign-in-throttle/clear`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`POST /__sandbox/sign-in-throttle/clear answered ${response.status}`);
}

/** The next answer to the exact API path is made at once and sent `ms` later (once). */
export async function holdAnswer(baseUrl: string, path: string, ms: number): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/hold`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, ms }),
  });
  if (!response.ok) throw new Error(`POST /__sandbox/hold answered ${response.status}`);
}

/** Moves one kitchen's clock `seconds` ahead, its queue with it (sandbox/README.md). */
export async function fastForwardKitchen(baseUrl: string, restaurantUuid: string, seconds: number) {
  const response = await fetch(`${baseUrl}/__sandbox/kitchen/fast-forward`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ restaurantUuid, seconds }),
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
  const response = await fetch(`${baseUrl}/__sandbox/requests?path=${encodeURIComponent(path)}`);
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

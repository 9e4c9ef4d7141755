import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import type { AnyEndpoint, EndpointResult } from '../../src/lib/endpoint';

/** msw spells path parameters as Hono and our declarations do (`:uuid`). */
function pattern(endpoint: AnyEndpoint): string {
  return `*/api/v1${endpoint.path}`;
}

function handler(endpoint: AnyEndpoint, resolver: () => Response | Promise<Response>) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](pattern(endpoint), resolver);
}

/** Answers the declared endpoint with these results, checked against its schema. */
export function answer<E extends AnyEndpoint>(endpoint: E, results: EndpointResult<E>) {
  v.parse(endpoint.response, results);
  return handler(endpoint, () => HttpResponse.json({ success: true, results }));
}

/** Answers with an error envelope and that status. */
export function failWith(endpoint: AnyEndpoint, status: number, message: string) {
  return handler(endpoint, () =>
    HttpResponse.json({ success: false, code: status, message }, { status }),
  );
}

/** No response at all, as when the kitchen's Wi-Fi drops. */
export function networkError(endpoint: AnyEndpoint) {
  return handler(endpoint, () => HttpResponse.error());
}

/** A 200 whose body is not what the declaration says. */
export function malformed(
  endpoint: AnyEndpoint,
  body: JsonBodyType = { success: true, results: { nope: 1 } },
) {
  return handler(endpoint, () => HttpResponse.json(body));
}

/** A 200 whose body is not JSON at all. */
export function notJson(endpoint: AnyEndpoint) {
  return handler(endpoint, () => new HttpResponse('<html>gateway</html>', { status: 200 }));
}

/**
 * For a cancelled-call test: the endpoint's first call stays out until a second one arrives
 * (however slow the machine), then each is answered by `answer`. `signals` holds each call's
 * abort signal, in order.
 */
export function holdFirstCall(
  endpoint: AnyEndpoint,
  answer: (request: Request) => Response | Promise<Response>,
) {
  const signals: AbortSignal[] = [];
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const override = http[method](pattern(endpoint), async ({ request }) => {
    signals.push(request.signal);
    if (signals.length === 1) await firstHeld;
    else releaseFirst();
    return answer(request);
  });
  return { signals, override };
}

/**
 * The endpoint's calls stay out until `release()`, then go on to the sandbox: what a page does
 * while one answer is late (the restaurant pick-list, say).
 */
export function heldUntilReleased(endpoint: AnyEndpoint) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Resolving with nothing hands the call on to the next handler: the sandbox.
  const override = http[endpoint.method.toLowerCase() as 'get'](pattern(endpoint), () => held);
  return { override, release };
}

import { queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '../lib/endpoint';
import { request, unwrap } from './request';

/**
 * TanStack Query options for one call of a declared endpoint: the key is `scope` (the resource's
 * `all()`, so invalidating the resource reaches it), the endpoint's path and `input`; the call
 * sends `input`. TanStack Query's signal goes with it, so a newer key cancels the older call and
 * its AbortError is dropped without an error state (spec 000 §4). A call whose input depends on
 * the time it goes out (a relative range) uses `endpointQueryAt` (endpoint-query-at.ts).
 */
export function endpointQuery<const S extends readonly unknown[], E extends AnyEndpoint>(
  scope: S,
  endpoint: E,
  input: EndpointInput<E>,
) {
  // The path names the endpoint: its declaration (schemas) is no key material.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...scope, endpoint.path, input] as const,
    queryFn: ({ signal }) => request(endpoint, input, { signal }).then(unwrap),
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '../lib/endpoint';
import { request, unwrap } from './request';

// Apart from endpointQuery (endpoint-query.ts): every page loads that one (the current user),
// only the pages with a date range load this one.

/**
 * `endpointQuery` for an input worked out when the call goes out: the key is `scope`, the
 * endpoint's path and `filters` (a relative range stays relative, so the key does not change
 * every minute and a cached answer stays findable offline); `inputAt(filters, now)` makes the
 * call's input. A newer key cancels the older call, as with `endpointQuery`.
 */
export function endpointQueryAt<const S extends readonly unknown[], E extends AnyEndpoint, F>(
  scope: S,
  endpoint: E,
  filters: F,
  inputAt: (filters: F, now: number) => EndpointInput<E>,
) {
  // The path names the endpoint: its declaration (schemas) is no key material.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...scope, endpoint.path, filters] as const,
    queryFn: ({ signal }) =>
      request(endpoint, inputAt(filters, Date.now()), { signal }).then(unwrap),
  });
}

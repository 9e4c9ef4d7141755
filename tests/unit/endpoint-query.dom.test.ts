import { QueryClient, hashKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../src/api/endpoint-query';
import { endpointQueryAt } from '../../src/api/endpoint-query-at';
import { getRestaurant, listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { restaurantsQueries } from '../../src/api/restaurants/restaurants.queries';
import { server } from '../helpers/msw-server';

const EMPTY_PAGE = { content: [], total: 0, limit: 5, offset: 0 };

/** Answers GET /restaurants with an empty page and records each URL asked. */
function recordListCalls(): URL[] {
  const calls: URL[] = [];
  server.use(
    http.get('*/api/v1/restaurants', ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json({ success: true, results: EMPTY_PAGE });
    }),
  );
  return calls;
}

describe('endpointQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keys a call by its resource's scope, the endpoint and the input", () => {
    const { queryKey } = endpointQuery(['restaurants'], listRestaurants, { query: { limit: 5 } });
    expect(queryKey).toEqual(['restaurants', '/restaurants', { query: { limit: 5 } }]);
  });

  it('gives two inputs two keys', () => {
    const first = endpointQuery(['restaurants'], getRestaurant, { params: { uuid: 'r-1' } });
    const second = endpointQuery(['restaurants'], getRestaurant, { params: { uuid: 'r-2' } });
    expect(hashKey(first.queryKey)).not.toBe(hashKey(second.queryKey));
  });

  it('keeps every query of a resource under its all() key, so invalidating it reaches them', async () => {
    const client = new QueryClient();
    client.setQueryData(restaurantsQueries.list({ limit: 5 }).queryKey, EMPTY_PAGE);
    await client.prefetchQuery({
      queryKey: restaurantsQueries.detail('r-1').queryKey,
      queryFn: () => Promise.reject(new Error('not asked')),
      retry: false,
    });
    client.setQueryData(['users'], 'another resource');
    expect(client.getQueryCache().getAll()).toHaveLength(3);
    client.removeQueries({ queryKey: restaurantsQueries.all() });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['users']]);
  });

  it("sends the input to the endpoint's path and answers its results", async () => {
    const calls = recordListCalls();
    const client = new QueryClient();
    const data = await client.fetchQuery(
      endpointQuery(['restaurants'], listRestaurants, { query: { limit: 5, search: 'Oak' } }),
    );
    expect(data).toEqual(EMPTY_PAGE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe('/api/v1/restaurants');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ limit: '5', search: 'Oak' });
  });
});

describe('endpointQueryAt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keys by the filters and makes the input when the call goes out', async () => {
    const calls = recordListCalls();
    vi.spyOn(Date, 'now').mockReturnValue(7_000);
    const options = endpointQueryAt(['restaurants'], listRestaurants, { page: 2 }, (f, now) => ({
      query: { limit: 5, offset: f.page * 5 + now / 1000 },
    }));
    expect(options.queryKey).toEqual(['restaurants', '/restaurants', { page: 2 }]);
    await new QueryClient().fetchQuery(options);
    expect(calls[0]!.searchParams.get('offset')).toBe('17');
  });
});

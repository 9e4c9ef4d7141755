import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../src/api/users/users.endpoints';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { signIn } from '../../src/api/auth/auth.endpoints';
import {
  NETWORK_ERROR_CODE,
  UNEXPECTED_ANSWER_CODE,
  request,
  setAuthSeam,
} from '../../src/api/request';
import { setConfig } from '../../src/lib/config';
import { failWith, malformed, networkError, notJson } from '../helpers/override';
import { server } from '../helpers/msw-server';
import { DEMO_PASSWORD } from '../helpers/sign-in';

async function adminToken(): Promise<string> {
  const result = await request(signIn, {
    body: { email: 'admin@demo.kitchen', password: DEMO_PASSWORD },
  });
  if (!result.success) throw new Error(result.message);
  return result.data.accessToken;
}

describe('request() — spec 000 §8 error catalogue', () => {
  afterEach(() => {
    setAuthSeam({ getAccessToken: () => null });
    setConfig({});
  });

  it('adds the session bearer token and validates the answer', async () => {
    const token = await adminToken();
    setAuthSeam({ getAccessToken: () => token });
    const result = await request(listRestaurants, { query: { limit: 5 } });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.content).toHaveLength(5);
  });

  it('uses the body message of a failed answer', async () => {
    const result = await request(signIn, {
      body: { email: 'admin@demo.kitchen', password: 'wrong' },
    });
    expect(result).toEqual({ success: false, code: 401, message: 'Invalid email or password' });
  });

  it('falls back to the status text when the body has no message', async () => {
    server.use(
      http.get(
        '*/api/v1/users/user',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const result = await request(getCurrentUser, {});
    expect(result).toEqual({ success: false, code: 503, message: 'Service Unavailable' });
  });

  it("answers code 600 'Network error' when there is no response", async () => {
    server.use(networkError(getCurrentUser));
    const result = await request(getCurrentUser, {});
    expect(result).toEqual({ success: false, code: NETWORK_ERROR_CODE, message: 'Network error' });
  });

  it('turns an answer that breaks the declared schema into a failure, not a crash', async () => {
    server.use(malformed(getCurrentUser));
    expect(await request(getCurrentUser, {})).toMatchObject({
      success: false,
      code: UNEXPECTED_ANSWER_CODE,
    });
    server.use(notJson(getCurrentUser));
    expect(await request(getCurrentUser, {})).toMatchObject({
      success: false,
      code: UNEXPECTED_ANSWER_CODE,
    });
  });

  it('rejects with the AbortError when cancelled, so callers can ignore it silently (spec 000 §4)', async () => {
    const controller = new AbortController();
    const pending = request(getCurrentUser, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports failures to the session seam (where 401/403/429 flows plug in)', async () => {
    const seen: number[] = [];
    setAuthSeam({
      getAccessToken: () => 'not-a-token',
      onFailure: (failure) => seen.push(failure.code),
    });
    server.use(failWith(getCurrentUser, 429, 'Too many requests'));
    await request(getCurrentUser, {});
    expect(seen).toEqual([429]);
  });

  it('reads the API base from the runtime configuration', async () => {
    setConfig({ apiBaseUrl: 'https://provider.example/api/v1' });
    let seenUrl = '';
    server.use(
      http.get('https://provider.example/api/v1/users/user', ({ request: req }) => {
        seenUrl = req.url;
        return HttpResponse.json(
          { success: false, code: 401, message: 'Unauthorized' },
          { status: 401 },
        );
      }),
    );
    await request(getCurrentUser, {});
    expect(seenUrl).toBe('https://provider.example/api/v1/users/user');
  });
});

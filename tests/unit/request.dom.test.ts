import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../src/api/users/users.endpoints';
import { queryMonitoring } from '../../src/api/monitoring/monitoring.endpoints';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { signIn, signOut, verifyMultiFactor } from '../../src/api/auth/auth.endpoints';
import {
  NETWORK_ERROR_CODE,
  UNEXPECTED_ANSWER_CODE,
  onUnreadableRows,
  request,
  setAuthSeam,
  type UnreadableAnswer,
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

describe('request() — reading answers tolerantly (docs/decisions/provider-api.md, "Reading answers")', () => {
  afterEach(() => setAuthSeam({ getAccessToken: () => null }));

  it('leaves out a list row it cannot read, keeps the others and says how many', async () => {
    const token = await adminToken();
    setAuthSeam({ getAccessToken: () => token });
    const listed = await request(listRestaurants, { query: { limit: 3 } });
    if (!listed.success) throw new Error(listed.message);
    const [first, second, third] = listed.data.content;
    const broken = { ...second, uuid: 42 };
    server.use(
      malformed(listRestaurants, {
        success: true,
        results: { content: [first, broken, third], total: 3, limit: 3 },
      }),
    );
    const heard: UnreadableAnswer[] = [];
    const stop = onUnreadableRows((answer) => heard.push(answer));
    const result = await request(listRestaurants, { query: { limit: 3 } });
    stop();
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.content.map((row) => row.uuid)).toEqual([first!.uuid, third!.uuid]);
    }
    expect(heard).toEqual([
      { call: 'GET /restaurants', count: 1, reasons: [expect.stringMatching(/^row 1: /)] },
    ]);
  });

  it('still fails a list whose envelope is broken', async () => {
    server.use(malformed(listRestaurants, { success: true, results: { content: 'none' } }));
    expect(await request(listRestaurants, {})).toMatchObject({
      success: false,
      code: UNEXPECTED_ANSWER_CODE,
    });
  });

  it.each([
    ['absent', { success: true }],
    ['null', { success: true, results: null }],
    ['true', { success: true, results: true }],
    ['{}', { success: true, results: {} }],
  ])('a call that gives nothing back succeeds with results %s', async (_, body) => {
    server.use(malformed(signOut, body), malformed(verifyMultiFactor, body));
    expect(await request(signOut, {})).toEqual({ success: true, data: null });
    expect(await request(verifyMultiFactor, { body: { code: '123456' } })).toEqual({
      success: true,
      data: null,
    });
  });

  it('signs in a user whose role has a module the console does not list (spec 000 §3: "not shown")', async () => {
    const token = await adminToken();
    setAuthSeam({ getAccessToken: () => token });
    const me = await request(getCurrentUser, {});
    if (!me.success) throw new Error(me.message);
    const role = {
      uuid: 'role-1',
      name: 'Provider role',
      accessList: [
        { moduleType: 'INVENTORY', actionType: ['VIEW'] },
        { moduleType: 'EVENTS', actionType: ['VIEW', 'APPROVE'] },
      ],
    };
    server.use(
      malformed(getCurrentUser, { success: true, results: { ...me.data, userRoleDto: role } }),
    );
    const result = await request(getCurrentUser, {});
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.userRoleDto?.accessList).toEqual([
        { moduleType: 'EVENTS', actionType: ['VIEW'] },
      ]);
    }
  });

  it.each([
    [
      'as Prometheus answers it, data.result (spec 000 §7)',
      (data: object) => ({ status: 'success', data }),
    ],
    ['in our envelope', (data: object) => ({ success: true, results: data })],
    ['in our envelope, as data.result', (data: object) => ({ success: true, results: { data } })],
  ])('reads a monitoring answer %s', async (_, wrap) => {
    const series = { metric: { host: 'kitchen-1' }, value: [1_700_000_000, '42'] };
    server.use(malformed(queryMonitoring, wrap({ result: [series, { metric: 'broken' }] })));
    const result = await request(queryMonitoring, { query: { query: 'up' } });
    expect(result).toEqual({
      success: true,
      data: { result: [{ metric: { host: 'kitchen-1' }, value: [1_700_000_000, 42] }] },
    });
  });
});

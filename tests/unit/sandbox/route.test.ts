// @vitest-environment node
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../../src/lib/endpoint';
import { createSandbox } from '../../../sandbox/app';
import type { SandboxEnv } from '../../../sandbox/context';
import { fail, serve, servePublic } from '../../../sandbox/route';
import { call, signInAs } from './sandbox-client';

/** Adds test-only endpoints to a fresh sandbox, the way route modules add real ones. */
function sandboxWith(register: (api: Hono<SandboxEnv>) => void) {
  const sandbox = createSandbox();
  const api = new Hono<SandboxEnv>();
  register(api);
  sandbox.app.route('/api/v1', api);
  return sandbox;
}

const echo = endpoint({
  method: 'POST',
  path: '/test/echo/:id',
  query: v.object({ verbose: v.optional(v.picklist(['yes', 'no'])) }),
  body: v.object({ count: v.number() }),
  response: v.object({ id: v.string(), count: v.number(), verbose: v.optional(v.string()) }),
  auth: false,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('serve() and servePublic()', () => {
  it('passes typed params, query and body to the handler and wraps results in the envelope', async () => {
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, ({ params, query, body }) => ({
        id: params.id,
        count: body.count,
        verbose: query.verbose,
      })),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/42?verbose=yes', {
      body: { count: 3 },
    });
    expect(answer).toEqual({
      status: 200,
      json: { success: true, results: { id: '42', count: 3, verbose: 'yes' } },
    });
  });

  it("answers 400 'Malformed JSON body' for a body that is not JSON", async () => {
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, ({ body }) => ({ id: 'x', count: body.count })),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1', { rawBody: '{"count": 3' });
    expect(answer).toEqual({
      status: 400,
      json: { success: false, code: 400, message: 'Malformed JSON body' },
    });
  });

  it('answers 400 naming the body field that fails the declared schema', async () => {
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, ({ body }) => ({ id: 'x', count: body.count })),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1', { body: { count: 'three' } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^Invalid body field "count": /);
  });

  it('answers 400 for a missing body', async () => {
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, ({ body }) => ({ id: 'x', count: body.count })),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^Invalid body: /);
  });

  it('answers 400 naming the query parameter that fails the declared schema', async () => {
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, ({ body }) => ({ id: 'x', count: body.count })),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1?verbose=maybe', {
      body: { count: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^Invalid query parameter "verbose": /);
  });

  it('answers a fail(status, message) from the handler as the failure envelope', async () => {
    const sandbox = sandboxWith((api) => servePublic(api, echo, () => fail(409, 'Already exists')));
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1', { body: { count: 1 } });
    expect(answer).toEqual({
      status: 409,
      json: { success: false, code: 409, message: 'Already exists' },
    });
  });

  it('answers 500 naming the mismatch when results break the declared response (a sandbox bug), and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sandbox = sandboxWith((api) =>
      servePublic(
        api,
        echo,
        () => ({ id: 7, count: 1 }) as unknown as { id: string; count: number },
      ),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1', { body: { count: 1 } });
    expect(answer.status).toBe(500);
    expect(answer.json.message).toContain('"id"');
    expect(log).toHaveBeenCalled();
  });

  it('answers 500 with a generic message and no stack for a thrown error, logging the stack to stderr', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, () => {
        throw new Error('database on fire');
      }),
    );
    const answer = await call(sandbox, 'POST', '/api/v1/test/echo/1', { body: { count: 1 } });
    expect(answer).toEqual({
      status: 500,
      json: { success: false, code: 500, message: 'Internal sandbox error' },
    });
    expect(JSON.stringify(answer.json)).not.toContain('database on fire');
    expect(log).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'database on fire' }),
    );
  });

  it('checks the bearer token of an auth: true endpoint and hands the handler its user', async () => {
    const whoAmI = endpoint({ method: 'GET', path: '/test/who', response: v.string(), auth: true });
    const sandbox = sandboxWith((api) => serve(api, whoAmI, ({ user }) => user.email));
    expect((await call(sandbox, 'GET', '/api/v1/test/who')).status).toBe(401);
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const answer = await call(sandbox, 'GET', '/api/v1/test/who', { token: session.accessToken });
    expect(answer.json.results).toBe('manager@demo.kitchen');
  });

  it('refuses at registration an endpoint whose auth flag does not match the helper', () => {
    const api = new Hono<SandboxEnv>();
    expect(() => serve(api, echo, () => ({ id: 'x', count: 1 }))).toThrow(/servePublic/);
    const signedIn = endpoint({ method: 'GET', path: '/test/x', response: v.null(), auth: true });
    expect(() => servePublic(api, signedIn, () => null)).toThrow(/serve\(\)/);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/v1/no/such/thing'],
    ['DELETE', '/api/v1/restaurants'],
    ['GET', '/api/v2/restaurants'],
    ['GET', '/__sandbox/nothing'],
  ])('answer %s %s with 404 JSON naming method and path', async (method, path) => {
    const answer = await call(createSandbox(), method, path);
    expect(answer).toEqual({
      status: 404,
      json: { success: false, code: 404, message: `Not found: ${method} ${path}` },
    });
  });

  it('answer API responses with Cache-Control: no-store', async () => {
    const response = await createSandbox().app.fetch(
      new Request('http://sandbox.test/api/v1/nothing'),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

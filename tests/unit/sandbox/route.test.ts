import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../../src/lib/endpoint';
import { createSandbox } from '../../../sandbox/app';
import type { SandboxEnv } from '../../../sandbox/context';
import { fileResponse } from '../../../sandbox/file-response';
import { fail, serve, serveBinary, servePublic } from '../../../sandbox/route';
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

  it('refuses to serve a signed-in endpoint that declares no access (spec 000 §6)', () => {
    const undeclared = endpoint({ method: 'GET', path: '/test/u', response: v.null(), auth: true });
    expect(() => sandboxWith((api) => serve(api, undeclared, () => null))).toThrow(
      /declares no access/,
    );
  });

  it('answers 403 naming the permission before it reads a bad query (spec 000 §6)', async () => {
    const guarded = endpoint({
      method: 'GET',
      path: '/test/guarded',
      query: v.object({ n: v.picklist(['1']) }),
      response: v.null(),
      auth: true,
      access: { module: 'REPORTS', action: 'DELETE' },
    });
    const sandbox = sandboxWith((api) => serve(api, guarded, () => null));
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    const answer = await call(sandbox, 'GET', '/api/v1/test/guarded?n=bad', { token: accessToken });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Access denied: REPORTS DELETE is not granted to this user');
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const bad = await call(sandbox, 'GET', '/api/v1/test/guarded?n=bad', {
      token: admin.accessToken,
    });
    expect(bad.status).toBe(400);
  });

  it('checks the bearer token of an auth: true endpoint and hands the handler its user', async () => {
    const whoAmI = endpoint({
      method: 'GET',
      path: '/test/who',
      response: v.string(),
      auth: true,
      access: 'session',
    });
    const sandbox = sandboxWith((api) => serve(api, whoAmI, ({ user }) => user.email));
    expect((await call(sandbox, 'GET', '/api/v1/test/who')).status).toBe(401);
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const answer = await call(sandbox, 'GET', '/api/v1/test/who', { token: session.accessToken });
    expect(answer.json.results).toBe('manager@demo.kitchen');
  });

  it('serves a binary endpoint with serveBinary(): the file as the handler answers it, failures as JSON', async () => {
    const file = endpoint({
      method: 'GET',
      path: '/test/file/:name',
      response: v.blob(),
      auth: true,
      access: 'session',
      binary: true,
    });
    const sandbox = sandboxWith((api) =>
      serveBinary(api, file, ({ params }) => {
        if (params.name !== 'hello.txt') fail(404, 'No such file');
        return fileResponse(new TextEncoder().encode('hello'), { contentType: 'text/plain' });
      }),
    );
    const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/api/v1/test/file/hello.txt', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('hello');
    expect(await call(sandbox, 'GET', '/api/v1/test/file/other', { token })).toEqual({
      status: 404,
      json: { success: false, code: 404, message: 'No such file' },
    });
    expect((await call(sandbox, 'GET', '/api/v1/test/file/hello.txt')).status).toBe(401);
  });

  it('answers 500 when a binary handler answers something other than a typed file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = endpoint({
      method: 'GET',
      path: '/test/file',
      response: v.blob(),
      auth: true,
      access: 'session',
      binary: true,
    });
    const sandbox = sandboxWith((api) =>
      serveBinary(api, file, () => {
        // Bytes with no type. A worker that has started the server has its Response in place of
        // Node's, and that one gives bytes a type of its own: taken off here.
        const untyped = new Response(new Uint8Array([1, 2, 3]));
        untyped.headers.delete('content-type');
        return untyped;
      }),
    );
    const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/api/v1/test/file', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(500);
  });

  it('refuses at registration a binary endpoint given to serve() and a JSON one given to serveBinary()', () => {
    const api = new Hono<SandboxEnv>();
    const file = endpoint({
      method: 'GET',
      path: '/test/f',
      response: v.blob(),
      auth: true,
      access: 'session',
      binary: true,
    });
    const json = endpoint({
      method: 'GET',
      path: '/test/j',
      response: v.null(),
      auth: true,
      access: 'session',
    });
    expect(() => serve(api, file, () => new Blob())).toThrow(/serveBinary/);
    expect(() => serveBinary(api, json, () => new Response())).toThrow(/binary: true/);
  });

  it('uses explainInvalidBody for a clearer message when the declared body schema refuses', async () => {
    const sandbox = sandboxWith((api) =>
      servePublic(api, echo, ({ body }) => ({ id: 'x', count: body.count }), {
        explainInvalidBody: (body) =>
          typeof (body as { count?: unknown }).count === 'string' ? 'Count with digits' : undefined,
      }),
    );
    expect(
      (await call(sandbox, 'POST', '/api/v1/test/echo/1', { body: { count: 'x' } })).json,
    ).toEqual({ success: false, code: 400, message: 'Count with digits' });
    const fallback = await call(sandbox, 'POST', '/api/v1/test/echo/1', { body: {} });
    expect(fallback.json.message).toMatch(/^Invalid body field "count": /);
  });

  it('refuses at registration an endpoint whose auth flag does not match the helper', () => {
    const api = new Hono<SandboxEnv>();
    expect(() => serve(api, echo, () => ({ id: 'x', count: 1 }))).toThrow(/servePublic/);
    const signedIn = endpoint({
      method: 'GET',
      path: '/test/x',
      response: v.null(),
      auth: true,
      access: 'session',
    });
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

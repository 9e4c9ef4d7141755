/**
 * The control API answers only a caller holding its token (docs/decisions/sign-in-and-access.md,
 * "The sandbox's control API"): without it, `/__sandbox/outbox` handed an anonymous caller
 * everyone's password-reset links, and with `HOST=0.0.0.0` that was anyone on the network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { CONTROL_TOKEN_HEADER } from '../../../sandbox/control-token';
import { startServer } from '../../../sandbox/server';
import { server as msw } from '../../helpers/msw-server';
import { call, ORIGIN, signInAs } from './sandbox-client';

/** A call as someone without the token sends it: none, or the one given. */
async function asStranger(sandbox: Sandbox, method: string, urlPath: string, token?: string) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token !== undefined) headers.set(CONTROL_TOKEN_HEADER, token);
  const body = method === 'POST' ? '{}' : undefined;
  const response = await sandbox.app.fetch(
    new Request(`${ORIGIN}${urlPath}`, { method, headers, body }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The admin asks for a reset link: the outbox holds a way into the widest account. */
async function adminResetRequested(sandbox: Sandbox): Promise<void> {
  await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
    body: { email: 'admin@demo.kitchen' },
  });
}

const CONTROL_CALLS = [
  ['GET', '/__sandbox/outbox'],
  ['GET', '/__sandbox/outbox?email=admin@demo.kitchen'],
  ['GET', '/__sandbox/requests'],
  ['POST', '/__sandbox/reset'],
  ['POST', '/__sandbox/users/admin@demo.kitchen/block'],
  ['POST', '/__sandbox/notify'],
  ['POST', '/__sandbox/reset-tokens/expire'],
  ['GET', '/__sandbox/monitoring'],
] as const;

describe('the control API is closed to a caller without its token', () => {
  it.each([
    ['no token', undefined],
    ['a wrong token', 'not-the-token'],
    ['an empty token', ''],
  ])(
    'with %s, every control call answers 404 as a path that does not exist, and does nothing',
    async (_, token) => {
      const sandbox = createSandbox();
      await adminResetRequested(sandbox);
      for (const [method, urlPath] of CONTROL_CALLS) {
        const answer = await asStranger(sandbox, method, urlPath, token);
        const unknownPath = await asStranger(sandbox, method, '/__sandbox/no-such-call', token);
        expect(answer.status, `${method} ${urlPath}`).toBe(404);
        expect(answer.json).toEqual({
          ...unknownPath.json,
          message: `Not found: ${method} ${urlPath.split('?')[0]}`,
        });
        expect(JSON.stringify(answer.json)).not.toContain('reset-password');
      }
      // Nothing took effect: the admin signs in (not blocked), the outbox is as it was (no
      // reset) and its link still opens (not expired).
      await signInAs(sandbox, 'admin@demo.kitchen');
      const outbox = await call(sandbox, 'GET', '/__sandbox/outbox?email=admin@demo.kitchen');
      const [message] = outbox.json.messages as Array<{ link: string }>;
      const resetToken = new URL(message!.link, ORIGIN).searchParams.get('token');
      const check = `/api/v1/users/password/reset/check?token=${resetToken}`;
      expect((await call(sandbox, 'GET', check)).status).toBe(200);
    },
  );

  it('with the token (header or query parameter), the outbox hands out the reset link', async () => {
    const sandbox = createSandbox();
    await adminResetRequested(sandbox);
    const byHeader = await asStranger(
      sandbox,
      'GET',
      '/__sandbox/outbox?email=admin@demo.kitchen',
      sandbox.controlToken,
    );
    const byLink = await asStranger(
      sandbox,
      'GET',
      `/__sandbox/outbox?email=admin@demo.kitchen&control=${encodeURIComponent(sandbox.controlToken)}`,
    );
    for (const answer of [byHeader, byLink]) {
      expect(answer.status).toBe(200);
      expect(answer.json.messages).toEqual([
        expect.objectContaining({
          to: 'admin@demo.kitchen',
          link: expect.stringMatching(/^\/reset-password\?token=/),
        }),
      ]);
    }
  });

  it('each sandbox makes its own token unless SANDBOX_CONTROL_TOKEN names one', async () => {
    const [first, second] = [createSandbox(), createSandbox()];
    expect(first.controlToken).not.toBe(second.controlToken);
    expect(first.controlToken.length).toBeGreaterThanOrEqual(20);
    const stranger = await asStranger(second, 'GET', '/__sandbox/requests', first.controlToken);
    expect(stranger.status).toBe(404);

    const before = process.env.SANDBOX_CONTROL_TOKEN;
    process.env.SANDBOX_CONTROL_TOKEN = 'a-token-for-scripts';
    try {
      const fixed = createSandbox();
      expect(fixed.controlToken).toBe('a-token-for-scripts');
      const answer = await asStranger(fixed, 'GET', '/__sandbox/requests', 'a-token-for-scripts');
      expect(answer.status).toBe(200);
    } finally {
      if (before === undefined) delete process.env.SANDBOX_CONTROL_TOKEN;
      else process.env.SANDBOX_CONTROL_TOKEN = before;
    }
  });
});

describe('where the server listens', () => {
  it('on loopback unless HOST names another address', async () => {
    const before = process.env.HOST;
    delete process.env.HOST;
    const distDir = mkdtempSync(path.join(tmpdir(), 'control-dist-'));
    const server = await startServer({ port: 0, distDir, sandbox: createSandbox() });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    } finally {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
      if (before !== undefined) process.env.HOST = before;
    }
  });
});

describe('the sandbox server as `npm start` runs it', () => {
  let child: ChildProcess | undefined;
  // These calls go to the child over the network; msw would answer them from this process's
  // default sandbox instead.
  beforeAll(() => msw.close());
  afterEach(() => {
    child?.kill('SIGTERM');
  });

  it('prints a link to the outbox that carries the token; the outbox without it answers 404', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', SANDBOX_VIDEO: '0' };
    delete env.SANDBOX_CONTROL_TOKEN;
    delete env.HOST;
    child = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'server.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const outboxLink = await new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => {
        const link = /(http:\/\/127\.0\.0\.1:\d+\/__sandbox\/outbox\S*)/.exec(line)?.[1];
        if (link) resolve(link);
      });
      child!.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const url = new URL(outboxLink);
    const withToken = await fetch(url);
    expect(withToken.status).toBe(200);
    expect(await withToken.json()).toEqual({ messages: [] });

    url.search = '';
    const without = await fetch(url);
    expect(without.status).toBe(404);
  });
});

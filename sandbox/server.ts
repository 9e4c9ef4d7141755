import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { API_BASE, CONTROL_BASE, getDefaultSandbox, isSandboxPath, type Sandbox } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { createStaticHandler } from './static-files';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StartServerOptions {
  /** Default `PORT` or 4173; 0 picks a free port (the answer's `url` has the real one). */
  port?: number;
  /** Default `HOST` or 127.0.0.1. */
  host?: string;
  /** The built console; default `<repo>/dist`. */
  distDir?: string;
  /** Default: the process's shared sandbox. */
  sandbox?: Sandbox;
}

export interface RunningServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Serves the sandbox API and the built console on one origin. Prints nothing. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'dist');
  const sandbox = options.sandbox ?? getDefaultSandbox();
  const serveDist = createStaticHandler(distDir);

  // Sockets (STOMP, tablets) will be Hono routes using node-server's upgradeWebSocket;
  // the WebSocketServer only completes the handshakes those routes accept.
  const webSockets = new WebSocketServer({ noServer: true });

  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve(
      {
        // `env` must reach the sandbox app untouched: upgradeWebSocket reads the socket from it.
        fetch: (request, env) =>
          isSandboxPath(new URL(request.url).pathname)
            ? sandbox.app.fetch(request, env)
            : serveDist(request),
        port,
        hostname: host,
        websocket: { server: webSockets },
      },
      () => resolve(started as Server),
    ) as Server;
    started.once('error', reject);
  });

  const actualPort = (server.address() as AddressInfo).port;
  const urlHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    sandbox,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function describeStart(url: string, distDir: string): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const typeWidth = Math.max(...DEMO_ACCOUNTS.map((account) => account.type.length));
  return [
    `Kitchen console with the provider sandbox: ${url}`,
    `  API ${url}${API_BASE}   control ${url}${CONTROL_BASE}/reset, ${CONTROL_BASE}/requests, ${CONTROL_BASE}/outbox`,
    existsSync(path.join(distDir, 'index.html'))
      ? null
      : `  No console build in ${distDir}: pages answer 503 until it is built.`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.email.padEnd(width)}  ${account.type.padEnd(typeWidth)}  ${account.description}`,
    ),
    'Recovery codes and other details: sandbox/README.md',
  ]
    .filter((line) => line !== null)
    .join('\n');
}

async function main(): Promise<void> {
  const distDir = path.join(REPO_ROOT, 'dist');
  const running = await startServer({ distDir });
  console.log(describeStart(running.url, distDir));

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    running.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

const runDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

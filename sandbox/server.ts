import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { NOTIFICATIONS_SOCKET_PATH } from '../src/api/notifications/notifications.endpoints';
import { TABLET_SOCKET_PATH } from '../src/api/production/production.constants';
import { API_BASE, CONTROL_BASE, getDefaultSandbox, isSandboxPath, type Sandbox } from './app';
import { CONTROL_TOKEN_HEADER, CONTROL_TOKEN_PARAM } from './control-token';
import { speedFromEnv } from './model/kitchen-simulator';
import { cameraFeeds, camerasOf } from './model/cameras';
import { kitchenToTry, OPENING_HOURS } from './model/open-kitchen';
import { NAMED_RESTAURANT_COUNT, type RestaurantRecord } from './model/restaurants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { notifyEveryFromEnv, startKitchenSimulator } from './simulator';
import { createStaticHandler, missingBuildHeadersWarning } from './static-files';
import type { SandboxProfile } from './spec-profile/profile';
import { feedsOf } from './video/media-feeds';
import { startVideoStack } from './video/video-stack';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StartServerOptions {
  /** Default `PORT` or 4173; 0 picks a free port (the answer's `url` has the real one). */
  port?: number;
  /** Default `HOST` or 127.0.0.1: loopback, unless asked by name (`hostFromEnv`). */
  host?: string;
  /** The built console; default `<repo>/dist`. */
  distDir?: string;
  /** Default: the process's shared sandbox. */
  sandbox?: Sandbox;
  /**
   * Seconds between simulated kitchen notifications to every open socket; 0 (the default) is
   * off, so tests stay deterministic. `npm start` passes `SANDBOX_NOTIFY_EVERY` or 45.
   */
  notifyEverySeconds?: number;
  /**
   * Run the live video stack (sandbox/video): Janus with a mountpoint per camera of the named
   * restaurants and one made for any other camera someone watches, a camera's feed while
   * someone watches it. Off by default (tests that need it ask); `npm start` turns it on unless
   * SANDBOX_VIDEO=0. Whatever goes wrong with it (no Janus or ffmpeg, Janus failing to start or
   * dying later) the server serves anyway, without live video, and `video` says why.
   */
  video?: boolean;
  /**
   * Serve over HTTPS with HTTP/2 (and HTTP/1.1 for clients without it, and for the sockets'
   * upgrades), as a deployed console is: a service worker needs a secure context, and a
   * browser asks an HTTP/2 host for a page's files side by side on one connection rather than
   * six at a time (the phone benchmarks, scripts/lighthouse-bench.mjs). PEM key and certificate.
   */
  tls?: { key: string; cert: string };
  /**
   * Milliseconds between sweeps of lapsed sessions (refresh token expired): each ends like a
   * sign-out, closing its sockets and dropping its push subscriptions. Default 5 s.
   */
  sessionSweepMs?: number;
}

/** How often the server ends sessions whose refresh token expired, unless told otherwise. */
const SESSION_SWEEP_MS = 5_000;

export interface RunningServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  /**
   * Whether live video runs, or why not (null when not asked for); it turns to not running
   * when Janus dies.
   */
  readonly video: VideoStatus;
  close(): Promise<void>;
}

type VideoStatus = { running: true } | { running: false; reason: string } | null;

/**
 * Starts the media stack and lets the camera calls drive it: the named restaurants' cameras
 * are in Janus's configuration (the demo's, the same whatever the chain's size), any other's
 * mountpoint is made when someone watches it, so the start costs the same for a chain of
 * thousands. A stack that cannot start leaves the sandbox without live video, saying why; one
 * whose Janus dies later is dropped the same way, and `stopped` is told.
 */
async function startVideo(sandbox: Sandbox, stopped: (reason: string) => void) {
  const { chain } = sandbox.context;
  const cameras = chain.restaurants
    .slice(0, NAMED_RESTAURANT_COUNT)
    .flatMap((restaurant) => cameraFeeds(chain, restaurant));
  let feeds: ReturnType<typeof feedsOf> | undefined = undefined;
  const drop = () => {
    feeds?.close();
    if (sandbox.context.media === feeds) delete sandbox.context.media;
  };
  let stack: Awaited<ReturnType<typeof startVideoStack>>;
  try {
    stack = await startVideoStack({
      cameras,
      // The chain of now (a reset makes another), as the camera calls see it.
      camera: (streamId) => {
        const camera = camerasOf(sandbox.context.chain).byStream(streamId);
        return (
          camera && {
            streamId,
            name: camera.name,
            pin: camera.pin,
            private: camera.privateMountpoint,
          }
        );
      },
      feeds: false,
      onExit: (reason) => {
        drop();
        stopped(reason);
      },
    });
  } catch (error) {
    const reason = `Live video is not available: ${error instanceof Error ? error.message : String(error)}`;
    return { status: { running: false as const, reason } };
  }
  if (!stack.available) return { status: { running: false as const, reason: stack.reason } };
  const started = stack;
  feeds = feedsOf(started);
  sandbox.context.media = feeds;
  return {
    status: { running: true as const },
    close: async () => {
      drop();
      await started.close();
    },
  };
}

/**
 * Where the server listens: loopback, reachable from this machine only, unless `HOST` names
 * another address (`0.0.0.0` to try the console from a phone on the network).
 */
function hostFromEnv(): string {
  return process.env.HOST?.trim() || '127.0.0.1';
}

/**
 * Serves the sandbox API and the built console on one origin. Prints nothing, unless live video
 * stops while it serves (a warning).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  const host = options.host ?? hostFromEnv();
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'dist');
  const sandbox = options.sandbox ?? getDefaultSandbox();
  const serveDist = createStaticHandler(distDir);
  // Never in silence: a build without its headers file is served without its policy header.
  const headersWarning = missingBuildHeadersWarning(distDir);
  if (headersWarning) console.error(headersWarning);

  // Sockets (STOMP notifications, later tablets) are Hono routes using node-server's
  // upgradeWebSocket; the WebSocketServer only completes the handshakes those routes accept.
  // No notification frame comes near 1 MiB; anything bigger is refused by ws (close 1009).
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  const server = await new Promise<Server | Http2SecureServer>((resolve, reject) => {
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
        ...(options.tls && {
          createServer: createSecureServer,
          serverOptions: { ...options.tls, allowHTTP1: true },
        }),
      },
      () => resolve(started as Server | Http2SecureServer),
    ) as Server | Http2SecureServer;
    started.once('error', reject);
  });

  // An HTTP/2 server has no closeAllConnections(): its connections are closed one by one.
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const simulator = startKitchenSimulator(sandbox.context, options.notifyEverySeconds ?? 0);
  // A lapsed session ends when its refresh token expires, not when someone next looks at it
  // (docs/decisions/sign-in-and-access.md, "Every channel checks who is there").
  const sweeper = setInterval(
    () => sandbox.context.tokens.sweep(),
    options.sessionSweepMs ?? SESSION_SWEEP_MS,
  );
  sweeper.unref();
  let videoStatus: VideoStatus = null;
  const video = options.video
    ? await startVideo(sandbox, (reason) => {
        videoStatus = { running: false, reason: `Live video stopped: ${reason}` };
        console.warn(`${videoStatus.reason}. The sandbox serves on without it.`);
      })
    : null;
  if (video) videoStatus ??= video.status;
  const actualPort = (server.address() as AddressInfo).port;
  const urlHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${actualPort}`,
    port: actualPort,
    sandbox,
    get video() {
      return videoStatus;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        simulator.stop();
        clearInterval(sweeper);
        void video?.close?.();
        // Upgraded sockets are no longer HTTP connections: closeAllConnections() misses them
        // and ws's close() leaves them open, so server.close() would wait for them forever.
        for (const socket of webSockets.clients) socket.terminate();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of connections) socket.destroy();
      }),
  };
}

function describeVideo(video: RunningServer['video']): string {
  if (video === null)
    return '  Live video off (SANDBOX_VIDEO=0): camera tiles say they cannot connect.';
  if (video.running)
    return "  Live video: Janus, a camera's mountpoint made when someone watches it (the named restaurants' from the start), each fed while watched.";
  return `  ${video.reason}. Camera tiles say they cannot connect; the rest of the console works.`;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Where the production queue shows work now: a kitchen open at this hour (the simulated
 * kitchens cook 06:30–22:00 local, and the chain spans four zones), else the first to open.
 */
function describeKitchen(url: string, restaurants: readonly RestaurantRecord[], now: number) {
  const choice = kitchenToTry(restaurants, now);
  if (!choice) return null;
  const { kitchen } = choice;
  const named = `${kitchen.number} - ${kitchen.name} (${kitchen.timezoneName}, ${clock(choice.localMinute)} local)`;
  const monitor = `${url}/pcs/${kitchen.uuid} (as admin@demo.kitchen)`;
  if (choice.open)
    return `Queue monitor of a kitchen open now, ${named} until ${clock(OPENING_HOURS.close)}: ${monitor}`;
  const wait = `${Math.floor(choice.minutesToOpening / 60)} h ${choice.minutesToOpening % 60} min`;
  return `No demo kitchen is open now (${clock(OPENING_HOURS.open)}–${clock(OPENING_HOURS.close)} local); the first to open, in ${wait}, is ${named}: ${monitor}`;
}

/** Whether `host` is a loopback address, reachable from this machine only. */
function loopbackOnly(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function describeStart(
  url: string,
  host: string,
  controlToken: string,
  distDir: string,
  notifyEverySeconds: number,
  video: RunningServer['video'],
  kitchen: string | null,
  profile: SandboxProfile,
): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const typeWidth = Math.max(...DEMO_ACCOUNTS.map((account) => account.type.length));
  return [
    `Kitchen console with the provider sandbox: ${url}`,
    profile === 'spec'
      ? '  Provider profile: spec (SANDBOX_PROFILE=spec): answers cut to the fields the spec names, opaque tokens, bare void answers'
      : null,
    `  API ${url}${API_BASE}`,
    `  Control API ${url}${CONTROL_BASE}/… (reset, requests, outbox, notify; sandbox/README.md), for whoever sends ${CONTROL_TOKEN_HEADER}: ${controlToken}`,
    `  Sent e-mails (password-reset links, invitations): ${url}${CONTROL_BASE}/outbox?${CONTROL_TOKEN_PARAM}=${encodeURIComponent(controlToken)}`,
    loopbackOnly(host)
      ? null
      : `  Listening on ${host}, beyond this machine (HOST): anyone on the network reaches the console and the API; the control API still needs its token.`,
    existsSync(path.join(distDir, 'index.html'))
      ? null
      : `  No console build in ${distDir}: pages answer 503 until it is built.`,
    `  Notifications socket ${url.replace(/^http/, 'ws')}${API_BASE}/${NOTIFICATIONS_SOCKET_PATH} (STOMP 1.2): ${
      notifyEverySeconds > 0
        ? `a simulated kitchen event every ${notifyEverySeconds} s to each open one (SANDBOX_NOTIFY_EVERY=0: off)`
        : `simulator off; POST ${CONTROL_BASE}/notify sends one`
    }`,
    `  Tablet socket ${url.replace(/^http/, 'ws')}${TABLET_SOCKET_PATH}?Authorization=…&restaurantUuid=… (JSON; kitchen simulator at SANDBOX_SPEED=${speedFromEnv()})`,
    describeVideo(video),
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.email.padEnd(width)}  ${account.type.padEnd(typeWidth)}  ${account.description}`,
    ),
    'Recovery codes and other details: sandbox/README.md',
    kitchen,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

async function main(): Promise<void> {
  const distDir = path.join(REPO_ROOT, 'dist');
  const notifyEverySeconds = notifyEveryFromEnv();
  const video = process.env.SANDBOX_VIDEO?.trim() !== '0';
  const host = hostFromEnv();
  const running = await startServer({ distDir, host, notifyEverySeconds, video });
  const { chain, now, profile } = running.sandbox.context;
  const kitchen = describeKitchen(running.url, chain.restaurants, now());
  console.log(
    describeStart(
      running.url,
      host,
      running.sandbox.controlToken,
      distDir,
      notifyEverySeconds,
      running.video,
      kitchen,
      profile,
    ),
  );

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

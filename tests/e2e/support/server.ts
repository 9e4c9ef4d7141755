import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  MONITORING_PACKAGES,
  monitoringInstalled,
  startMonitoringStack,
  type MonitoringStack,
} from '../../../scripts/monitoring-stack.mjs';
import { CONTROL_TOKEN } from './sandbox-control.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The build under test; E2E_DIST_DIR points elsewhere (e.g. a build made outside the repo). */
export const DIST_DIR = resolve(process.env.E2E_DIST_DIR ?? join(ROOT, 'dist'));
export const RESULTS_DIR = join(ROOT, 'test-results');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface ConsoleServerOptions {
  /** The build to serve; default DIST_DIR. */
  distDir?: string;
  /** The log's file name under test-results/; default `sandbox.log`. */
  logName?: string;
  /** Extra environment for the server, e.g. `{ SANDBOX_ACCESS_TTL: '3' }` (sandbox/README.md). */
  env?: Record<string, string>;
  /**
   * Whether the server reads the run's real Prometheus (default true); false serves simulated
   * monitoring series and starts no stack (a benchmark that must not share its CPU).
   */
  monitoring?: boolean;
  /**
   * Run the live media stack (Janus and the camera feeds, sandbox/video). The start fails, with
   * the reason, when it cannot run: a video spec never passes without real video.
   */
  video?: boolean;
}

/**
 * Starts `sandbox/server.ts`'s `startServer({ port: 0, host, distDir })` in a child process
 * (see serve.ts) and resolves with its URL. Its log goes to test-results/sandbox.log (or
 * `options.logName`); `options.distDir` serves another build (e.g. a copy a test changes);
 * `options.env` is added to the child's environment.
 */
export async function startConsoleServer(
  options: ConsoleServerOptions = {},
): Promise<RunningServer> {
  const distDir = options.distDir ?? DIST_DIR;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir}/index.html is missing: build first (\`npx vite build\`, or \`npm test\`).`,
    );
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const monitoring = options.monitoring === false ? NO_MONITORING : await acquireMonitoringStack();
  const log = createWriteStream(join(RESULTS_DIR, options.logName ?? 'sandbox.log'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(dirname(fileURLToPath(import.meta.url)), 'serve.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...monitoring.env,
        SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN,
        ...options.env,
        E2E_DIST_DIR: distDir,
        E2E_VIDEO: options.video ? '1' : '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.once('exit', () => void monitoring.release());
  child.stderr!.pipe(log);

  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the sandbox did not start within 30 s')),
      30_000,
    );
    const lines = createInterface({ input: child.stdout! });
    let found = false;
    lines.on('line', (line) => {
      log.write(`${line}\n`);
      if (found) return;
      try {
        const parsed = JSON.parse(line) as { url?: unknown; video?: VideoStatus };
        if (typeof parsed.url === 'string') {
          found = true;
          clearTimeout(timer);
          if (options.video && !parsed.video?.running) {
            child.kill('SIGTERM');
            reject(new Error(`live video did not start: ${videoFailure(parsed.video)}`));
          } else resolvePromise(parsed.url.replace(/\/$/, ''));
        }
      } catch {
        // a log line, not the handshake
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!found) {
        reject(
          new Error(
            `the sandbox exited before listening (code ${code ?? signal}); see test-results/sandbox.log`,
          ),
        );
      }
    });
  });

  return {
    url,
    close: () =>
      new Promise<void>((resolvePromise) => {
        if (child.exitCode !== null || child.signalCode !== null)
          return void monitoring.release().finally(resolvePromise);
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          log.end();
          // The last server out stops the monitoring stack before the run may end.
          void monitoring.release().finally(resolvePromise);
        });
        child.kill('SIGTERM');
      }),
  };
}

type VideoStatus = { running: true } | { running: false; reason: string } | null;

function videoFailure(status: VideoStatus | undefined): string {
  return status && !status.running ? status.reason : 'the server did not say why';
}

const NO_MONITORING = { env: {}, release: () => Promise.resolve() };

let monitoringStack: { stack: Promise<MonitoringStack>; users: number } | undefined;

/**
 * The run's one monitoring stack: Debian's Prometheus and node-exporter, started with
 * the first server and stopped when the last one exits, so the monitoring specs read real
 * figures and the other specs pay for one start (about 0.2 s; the first samples follow ~5 s
 * later, which the monitoring specs wait for). Missing packages fail the run: `npm test`
 * installs them (scripts/ensure-monitoring.mjs).
 */
async function acquireMonitoringStack(): Promise<{
  env: Record<string, string>;
  release(): Promise<void>;
}> {
  if (!monitoringInstalled())
    throw new Error(
      `Prometheus and node-exporter are needed by the monitoring specs: apt-get install -y ${MONITORING_PACKAGES.join(' ')} (npm test installs them when run as root)`,
    );
  const current = (monitoringStack ??= {
    stack: startMonitoringStack({ waitForData: false }),
    users: 0,
  });
  current.users++;
  let stack: MonitoringStack;
  try {
    stack = await current.stack;
  } catch (error) {
    if (monitoringStack === current) monitoringStack = undefined;
    throw error;
  }
  let released = false;
  return {
    env: stack.env,
    async release() {
      if (released) return;
      released = true;
      if (--current.users > 0) return;
      if (monitoringStack === current) monitoringStack = undefined;
      await stack.stop();
    },
  };
}

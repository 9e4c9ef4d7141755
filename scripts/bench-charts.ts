// Chart benchmark (not a test: it asserts nothing; this machine is shared and noisy). Headless
// Debian chromium, 1440×900:
//  1. one TimeSeriesChart of 150,000 points (the console's own wrapper, built from
//     scripts/bench/ with Vite): milliseconds from handing the data to React to uPlot's draw
//     hook, for a new chart and for new data on an existing one;
//  2. the chicken dashboard (`dist/`, sandbox data, last 7 days), each run a fresh profile
//     signed in through the API: milliseconds from the last /analytic answer arriving to the
//     last chart drawn (the `kc:chart-drawn` User Timing mark), and from navigation to it.
// Prints medians of RUNS runs and the machine's speed (a CPU loop's time before and after,
// scripts/machine-speed.mjs) and writes both to .bench/charts.json.
// Usage: npx tsx scripts/bench-charts.ts [runs]   (npm run bench:charts; build dist/ first)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../sandbox/seed.ts';
import { startConsoleServer } from '../tests/e2e/support/server.ts';
import chromiumConfig from './chromium.json' with { type: 'json' };
import { describeMachineSpeed, machineSpeed, measureCpuLoop } from './machine-speed.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const POINTS = 150_000;
const VIEWPORT = { width: 1440, height: 900 };
const DASHBOARD = '/dashboard/chicken?timeInterval=7d';
const CHARTS_ON_DASHBOARD = 3;
const EMAIL = 'admin@demo.kitchen';
/** Targets for dense charts; reported next to the figures, never asserted. */
const TARGET_MS = { chart: 100, dashboard: 300 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TSX_NAME_SHIM = 'globalThis.__name = (f) => f;';

/** What scripts/bench/chart-bench.tsx puts on its window. */
interface BenchWindow {
  benchChart: (count: number, mode: 'create' | 'update') => Promise<number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function launch(userDataDir: string) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumConfig.executable,
    headless: true,
    args: chromiumConfig.args,
    viewport: VIEWPORT,
  });
  await context.addInitScript({ content: TSX_NAME_SHIM });
  return context;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves a directory on a free local port (the built bench page). */
async function serveDirectory(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    try {
      const body = readFileSync(join(dir, path || 'chart-bench.html'));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function benchOneChart(): Promise<{ create: number[]; update: number[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'kc-bench-chart-'));
  await build({
    configFile: false,
    root: join(root, 'scripts/bench'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    define: { __BUILD_ID__: JSON.stringify('bench') },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: 'chart-bench.html' } },
  });
  const { url, server } = await serveDirectory(outDir);
  const profile = mkdtempSync(join(tmpdir(), 'kc-bench-profile-'));
  const context = await launch(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/chart-bench.html`);
    await page.waitForFunction(
      () => typeof (window as unknown as BenchWindow).benchChart === 'function',
    );
    const run = (mode: 'create' | 'update') =>
      page.evaluate(([count, how]) => (window as unknown as BenchWindow).benchChart(count, how), [
        POINTS,
        mode,
      ] as const);
    await run('create'); // warm-up: JIT and uPlot's first fetch
    const create: number[] = [];
    const update: number[] = [];
    for (let i = 0; i < RUNS; i++) create.push(await run('create'));
    for (let i = 0; i < RUNS; i++) update.push(await run('update'));
    return { create, update };
  } finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The stored session a sign-in through the form would leave (scripts/bench-lighthouse.mjs). */
async function signedInSession(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { success?: boolean; results?: Record<string, unknown> };
  if (!response.ok || !body.success || !body.results) {
    throw new Error(`sign-in as ${EMAIL} failed: ${response.status}`);
  }
  const { userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate } = body.results;
  return JSON.stringify({ userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate });
}

/** Waits until every section has its answer and the charts are drawn, then reads the times. */
async function dashboardTimes(page: Page): Promise<{ afterData: number; fromStart: number }> {
  await page.waitForFunction(
    (charts) =>
      document.querySelectorAll('section[aria-label]').length >= 9 &&
      !document.querySelector('section[aria-label] [aria-label^="Loading "]') &&
      document.querySelectorAll('section[aria-label] canvas').length >= charts,
    CHARTS_ON_DASHBOARD,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500); // nothing else is drawing
  return page.evaluate(() => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/v1/analytic/'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    const drawn = performance.getEntriesByName('kc:chart-drawn').at(-1)?.startTime ?? NaN;
    return { afterData: drawn - Math.max(...answers), fromStart: drawn };
  });
}

async function benchDashboard(): Promise<{ afterData: number[]; fromStart: number[] }> {
  const server = await startConsoleServer({ logName: 'bench-sandbox.log', monitoring: false });
  const afterData: number[] = [];
  const fromStart: number[] = [];
  try {
    for (let i = 0; i <= RUNS; i++) {
      const profile = mkdtempSync(join(tmpdir(), 'kc-bench-dashboard-'));
      const context = await launch(profile);
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const session = await signedInSession(server.url);
        await page.goto(`${server.url}/favicon.svg`);
        await page.evaluate(`localStorage.setItem('kc.session', ${JSON.stringify(session)})`);
        await page.goto(`${server.url}${DASHBOARD}`);
        const times = await dashboardTimes(page);
        if (i === 0) continue; // warm-up: the sandbox generates its days on first ask
        afterData.push(times.afterData);
        fromStart.push(times.fromStart);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
    return { afterData, fromStart };
  } finally {
    await server.close();
  }
}

const speedBefore = measureCpuLoop();
console.log(describeMachineSpeed(machineSpeed({ before: speedBefore })));
const chart = await benchOneChart();
const dashboard = await benchDashboard();
const speed = machineSpeed({ before: speedBefore, after: measureCpuLoop() });
const result = {
  runs: RUNS,
  machineSpeed: speed,
  points: POINTS,
  chartCreateMs: round(median(chart.create)),
  chartUpdateMs: round(median(chart.update)),
  dashboardAfterDataMs: round(median(dashboard.afterData)),
  dashboardFromNavigationMs: round(median(dashboard.fromStart)),
  samples: { chart, dashboard },
};
console.log(`Charts, median of ${RUNS} runs, Chromium ${VIEWPORT.width}×${VIEWPORT.height}:`);
console.log(`  ${describeMachineSpeed(speed)}`);
console.log(
  `  one chart of ${POINTS.toLocaleString('en')} points, data to drawn: new chart ${result.chartCreateMs} ms, new data ${result.chartUpdateMs} ms (target ≤ ${TARGET_MS.chart} ms)`,
);
console.log(
  `  chicken dashboard, last answer to last chart drawn: ${result.dashboardAfterDataMs} ms (target ≤ ${TARGET_MS.dashboard} ms); navigation to last chart drawn: ${result.dashboardFromNavigationMs} ms`,
);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/charts.json'), `${JSON.stringify(result, null, 2)}\n`);

// Production-queue benchmark (not a test: it asserts nothing about time; this machine is shared
// and noisy). Headless Debian chromium at 1024×768 (the kitchen tablet) on `/pcs/{restaurant
// 1001}` with 200 live batches, three times: signed in as the admin (the frame with its
// sidebar), as the kitchen-floor account (the floor layout, docs/decisions/production.md), and as
// the kitchen-floor account with the CPU slowed 6× (CDP Emulation.setCPUThrottlingRate: a
// low-end kitchen tablet). BENCH_RUNS=floor,floor-6x picks some. The tablet socket (and GET
// /pcs/queue, the bench's queue as it is) is answered here, in the bench, as the provider
// would: BEGIN, a snapshot of 200 batches, COMPLETED, then a heartbeat every 2 s and a BATCH change every 100 ms for a minute, each moving
// one batch to its next stage. (The sandbox's simulator keeps a few dozen batches in a kitchen at
// once; 200 is a rush the console must still draw.) Prints, for each run:
//  1. publish → screen: from sending a change to the row showing its new stage (a
//     MutationObserver stamps the DOM change; the next animation frame stamps when it can be
//     painted), median, p95 and worst, over every change;
//  2. the longest main-thread task over the minute of ticking timers, and how many were over
//     50 ms ('longtask');
// and what looked wrong: changes never shown, page and console errors.
// Targets, printed beside the figures and never asserted: ≤ 100 ms publish-to-screen on
// loopback; no task over 50 ms (docs/measurements.md, "Production queue"). The machine's speed
// (a CPU loop's time before and after, scripts/machine-speed.mjs) is printed after the runs.
// BENCH_PROFILE=1 prints a CPU profile's top functions and where the main thread's time went;
// BENCH_TRACE=1 records a Chromium trace of the minute and prints each task over 50 ms with
// what ran in it (timers, socket messages, style, layout, paint) and the functions its script
// time went to, largest first (scripts/bench/trace.ts).
// Usage: npx tsx scripts/bench-queue.ts   (npm run bench:queue). Builds nothing: it serves
// dist/, or the build BENCH_DIST_DIR names (`npx vite build --outDir <dir>`).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, WebSocketRoute } from 'playwright-core';
import {
  BATCH_COMPLETE,
  PRODUCTION_STAGES,
  type StageName,
} from '../src/api/production/production.constants.ts';
import type {
  MaterialBatch,
  PackSummary,
  QueueBatch,
  QueueMessage,
  QueueOrder,
} from '../src/api/production/production.schema.ts';
import { CHICKEN_PRODUCTS } from '../src/api/analytics/analytics.constants.ts';
import { restaurantsFromApi } from '../tests/e2e/support/app.ts';
import { apiSignIn, signInAs } from '../tests/e2e/support/auth.ts';
import { launchBrowser, openContext } from '../tests/e2e/support/browser.ts';
import { startConsoleServer } from '../tests/e2e/support/server.ts';
import { VIEWPORTS } from '../tests/e2e/support/viewports.ts';
import { describeLongTasks, longTasks, readTrace, startTrace } from './bench/trace.ts';
import { describeMachineSpeed, machineSpeed, measureCpuLoop } from './machine-speed.mjs';

const RESTAURANT_NUMBER = 1001;
/** The runs: who is signed in (the frame they get) and how much slower the CPU is. */
const RUNS = [
  { name: 'admin', email: 'admin@demo.kitchen', cpuSlowdown: 1 },
  { name: 'floor', email: 'floor@demo.kitchen', cpuSlowdown: 1 },
  { name: 'floor-6x', email: 'floor@demo.kitchen', cpuSlowdown: 6 },
] as const;
type Run = (typeof RUNS)[number];
const BATCHES = 200;
const CHANGE_EVERY_MS = 100;
const RUN_MS = 60_000;
const HEARTBEAT_MS = 2_000;
const TARGET_MS = { publishToScreen: 100, longTask: 50 };
const STAGES: StageName[] = [...PRODUCTION_STAGES, BATCH_COMPLETE];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.BENCH_DIST_DIR ?? join(root, 'dist'));

/** What `observeQueue` keeps on the window for the bench to read. */
interface BenchWindow {
  kcBench: {
    longTasks: { start: number; duration: number }[];
    /** Each row's stage as drawn, when it changed: DOM time and the next frame's (epoch ms). */
    shown: { uuid: string; stage: string; domAt: number; frameAt: number }[];
    watching: boolean;
  };
}

/**
 * Runs in the page before its own scripts: a buffered long-task observer, and a mutation
 * observer that notes every production row whose stage attribute changed.
 */
function observeQueue() {
  const bench: BenchWindow['kcBench'] = { longTasks: [], shown: [], watching: false };
  (window as unknown as BenchWindow).kcBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const last = new Map<string, string>();
  new MutationObserver((mutations) => {
    if (!bench.watching) return;
    const domAt = Date.now();
    const rows = new Set<Element>();
    for (const mutation of mutations) {
      const target =
        mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const row = target?.closest('[data-queue-table="production"] [data-row]');
      if (row) rows.add(row);
    }
    const changed: { uuid: string; stage: string }[] = [];
    for (const row of rows) {
      const uuid = row.getAttribute('data-row') ?? '';
      const stage =
        row.querySelector('[data-stage]')?.getAttribute('data-stage') ??
        row.querySelector('[data-bar]')?.getAttribute('data-bar') ??
        '';
      if (last.get(uuid) === stage) continue;
      last.set(uuid, stage);
      changed.push({ uuid, stage });
    }
    if (changed.length === 0) return;
    requestAnimationFrame(() => {
      const frameAt = Date.now();
      for (const entry of changed) bench.shown.push({ ...entry, domAt, frameAt });
    });
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * 200 batches as a busy kitchen has them: every stage, some late, some catering or grilled; each
 * material's task rows, and the day's catering orders with what to pack for them.
 */
function rushOf(now: number): {
  batches: QueueBatch[];
  materials: MaterialBatch[];
  orders: QueueOrder[];
  packSummaries: PackSummary[];
} {
  const batches = Array.from({ length: BATCHES }, (_, index): QueueBatch => {
    const material = CHICKEN_PRODUCTS[index % CHICKEN_PRODUCTS.length]!;
    const stageIndex = index % PRODUCTION_STAGES.length;
    const catering = index % 10 === 9;
    const late = index % 7 === 3;
    const start = now - (stageIndex + 1) * 60_000;
    return {
      batchId: index + 1,
      uuid: `bench-${index + 1}`,
      batchNumber: index + 1,
      priority: (index % 3) + 1,
      queueType: catering ? 'CATERING_QUEUE' : 'PRODUCTION_QUEUE',
      material,
      status: stageIndex > 0 ? 3 : 2,
      state: late ? 'DELAYED' : 'ACTIVATED',
      stageName: PRODUCTION_STAGES[stageIndex]!,
      stageProgress: 50,
      stagesEstimate: PRODUCTION_STAGES.map((stageName, stage) => ({
        stageName,
        completionTime: stage < stageIndex ? start + stage * 60_000 : null,
        expectedCompletionTime: start + stage * 60_000,
      })),
      batchSize: 8 + (index % 12),
      batchIncreasePercent: 0,
      workCenter: catering ? 'CATERING_WORK_CENTER' : null,
      minuteDemand: 150 + (index % 9) * 40,
      minutesBeforeStockout: index % 5 === 0 ? 4 + (index % 20) : null,
      stockoutTime: index % 5 === 0 ? now + (4 + (index % 20)) * 60_000 : null,
      stockoutStartTime: index % 23 === 0 ? now - 90_000 : null,
      delay: late ? 120 : 0,
      taskDelayStartTime: late ? now - 120_000 : null,
      taskDelayEndTime: null,
      animation: late ? 'delayed' : 'flat',
      grilled: index % 25 === 24,
      catering,
      demandDescription: catering ? 'Office lunch' : null,
      restaurantDepartureTime: catering ? now + 45 * 60_000 : null,
      isLinkedFryer: index % 2 === 0,
      fryer: stageIndex === 3 ? `Fryer ${(index % 3) + 1}` : null,
      scheduledTime: start,
      readyTime: null,
      createdAt: start - 60_000,
      containers: [],
      packages: [],
    };
  });
  const materials = CHICKEN_PRODUCTS.map((material, index): MaterialBatch => ({
    uuid: `bench-material-${index}`,
    material,
    status: 'READY',
    readyTime: now - 120_000,
    endTime: now + 600_000,
    materialDelay: 0,
    // Its task rows: the rush's production batches of this material, a few of them late.
    batches: Array.from({ length: 6 }, (_, task) => ({
      uuid: `bench-task-${index}-${task}`,
      batchNumber: index * 10 + task + 1,
      status: task % 4,
      batchSize: 8 + task,
      readyTime: task % 4 === 3 ? now - 60_000 : null,
      taskDelayStartTime: task % 3 === 1 ? now - 90_000 : null,
      taskDelayEndTime: null,
    })),
    held: [
      {
        uuid: `bench-pan-${index}`,
        material,
        pieces: 10,
        heldSince: now - 300_000,
        holdTime: 1200,
        expired: false,
      },
    ],
  }));
  const catering = batches.filter((batch) => batch.catering);
  const orders = catering.map((batch): QueueOrder => ({
    uuid: `bench-order-${batch.batchNumber}`,
    batchNumber: batch.batchNumber,
    material: batch.material,
    cateringOrderStatus: 'IN_PROGRESS',
    workCenter: 'CATERING_WORK_CENTER',
    scheduledStart: batch.scheduledTime ?? now,
    restaurantDepartureTime: batch.restaurantDepartureTime ?? now,
    demandDescription: 'Office lunch',
    amount: batch.batchSize,
    waiting: 0,
    inProgress: batch.batchSize,
    ready: 0,
  }));
  const packSummaries = orders.map((order): PackSummary => ({
    material: order.material,
    catering: {
      uuid: order.uuid,
      batchNumber: order.batchNumber,
      restaurantDepartureTime: order.restaurantDepartureTime,
      demandDescription: order.demandDescription,
    },
    panInfo: [{ panName: 'Half pan', quantity: 1, pieces: order.amount }],
    total: { quantity: 1, pieces: order.amount },
  }));
  return { batches, materials, orders, packSummaries };
}

/** The 15 functions with the most self time in a CDP CPU profile, as printed lines. */
function topFunctions(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): string {
  const self = new Map<number, number>();
  profile.samples?.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0));
  });
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, micros]) => `    ${Math.round(micros / 1000)} ms  ${name}`)
    .join('\n');
}

/** Chromium's page metrics (CDP Performance.getMetrics) by name: durations in seconds. */
async function pageMetrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return new Map(metrics.map((metric) => [metric.name, metric.value]));
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

const chosen = process.env.BENCH_RUNS?.split(',').map((name) => name.trim());
const runs = chosen ? RUNS.filter((run) => chosen.includes(run.name)) : RUNS;
if (runs.length === 0) throw new Error(`BENCH_RUNS="${process.env.BENCH_RUNS}" names no run`);

const speedBefore = measureCpuLoop();
const server = await startConsoleServer({
  distDir,
  logName: 'bench-queue-sandbox.log',
  monitoring: false,
});
const browser = await launchBrowser();
console.log(
  `Production queue benchmark: /pcs/{${RESTAURANT_NUMBER}} at 1024×768, ${BATCHES} batches`,
);
try {
  const token = await apiSignIn(server.url, 'admin@demo.kitchen');
  const { restaurants } = await restaurantsFromApi(server.url, token);
  const restaurant = restaurants.find((candidate) => candidate.number === RESTAURANT_NUMBER);
  if (!restaurant) throw new Error(`restaurant ${RESTAURANT_NUMBER} is not in the sandbox`);
  for (const run of runs) console.log(await benchRun(run, restaurant.uuid));
} finally {
  await browser.close();
  await server.close();
}
console.log(describeMachineSpeed(machineSpeed({ before: speedBefore, after: measureCpuLoop() })));

/** One run: the monitor signed in as `run.email`, a minute of changes; its figures as text. */
async function benchRun(run: Run, restaurantUuid: string): Promise<string> {
  const tablet = VIEWPORTS.find((viewport) => viewport.name === 'tablet')!;
  const session = await openContext(browser, tablet);
  const { page, context } = session;
  try {
    await context.addInitScript(observeQueue);
    page.on('console', (message) => {
      if (message.type() === 'error') session.errors.push(`console error: ${message.text()}`);
    });

    let socket: WebSocketRoute | undefined;
    const opened = new Promise<void>((resolveOpen) => {
      void page.routeWebSocket(/\/device\/api\/v1\/sockets\/tablet/, (route) => {
        socket = route;
        resolveOpen();
      });
    });
    // The bench is the kitchen's provider: GET /pcs/queue (the monitor's snapshot beside the
    // socket) answers the bench's own queue as it is at that moment, with its last change's
    // number, so the sandbox's simulated queue never replaces the bench's 200 batches.
    const now = Date.now();
    const { batches, materials, orders, packSummaries } = rushOf(now);
    let seq = 1;
    await page.route(/\/api\/v1\/pcs\/queue/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          results: { restaurantUuid, generatedAt: Date.now(), seq, batches, materials },
        }),
      }),
    );
    await signInAs(page, server.url, run.email);
    // The kitchen tablet's CPU from here on: its whole page, the monitor's first draw included.
    if (run.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.cpuSlowdown });
    }
    await page.goto(`${server.url}/pcs/${restaurantUuid}`);
    await opened;

    const send = (message: QueueMessage) => socket!.send(JSON.stringify(message));
    send({ type: 'CONNECTION', seq, at: now, state: 'BEGIN' });
    send({
      type: 'SNAPSHOT',
      seq,
      at: now,
      snapshot: { restaurantUuid, generatedAt: now, seq, batches, materials },
    });
    send({ type: 'ORDERS', seq, at: now, orders, packSummaries });
    send({ type: 'CONNECTION', seq, at: now, state: 'COMPLETED' });
    await page.locator('[data-connection="live"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-queue-table="production"] [data-row]').first().waitFor();
    const frame =
      (await page.locator('[data-floor-header]').count()) > 0 ? 'floor layout' : 'sidebar';
    const rowsDrawn = await page.locator('[data-row]').count();
    // The production table on the screen, as a crew watching it has it: a table off the screen
    // is not laid out while its rows change, and would flatter the figures. Scrolling to it lays
    // it out once (the crew's scroll, not the ticking): its long tasks are counted apart.
    const longTasksBeforeScroll = await page.evaluate(
      () => (window as unknown as BenchWindow).kcBench.longTasks.length,
    );
    await page.locator('[data-queue-table="production"]').scrollIntoViewIfNeeded();
    await page.evaluate(
      () =>
        new Promise((resolveFrame) =>
          requestAnimationFrame(() => requestAnimationFrame(resolveFrame)),
        ),
    );
    await page.evaluate(() => {
      (window as unknown as BenchWindow).kcBench.watching = true;
    });

    // BENCH_PROFILE=1: a CPU profile of the minute, its top functions by self time printed,
    // and where the main thread's time went (script, style, layout), from Chromium's metrics.
    const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    let metricsBefore: Map<string, number> | null = null;
    if (profiler) {
      await profiler.send('Performance.enable');
      metricsBefore = await pageMetrics(profiler);
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }

    // BENCH_TRACE=1: a Chromium trace of the minute, from which each task over 50 ms is told
    // apart: what ran in it (timers, socket messages, frames) and its style and layout.
    const tracer = process.env.BENCH_TRACE ? await context.newCDPSession(page) : null;
    if (tracer) await startTrace(tracer);

    // A minute of changes: each moves one production batch to its next stage (a new data-stage),
    // among those whose rows are drawn: a table draws its rows a chunk at a time as the page
    // scrolls to them, and a change to a row not drawn has nothing to show.
    const drawnRows = new Set(
      await page
        .locator('[data-queue-table="production"] [data-row]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row'))),
    );
    const production = batches.filter(
      (batch) =>
        batch.queueType === 'PRODUCTION_QUEUE' && !batch.grilled && drawnRows.has(batch.uuid),
    );
    const sent: { uuid: string; stage: string; at: number }[] = [];
    const pageStarted = await page.evaluate(() => performance.now());
    const started = Date.now();
    let nextHeartbeat = started + HEARTBEAT_MS;
    for (let step = 0; Date.now() - started < RUN_MS; step++) {
      const batch = production[(step * 37) % production.length]!;
      const current = STAGES.indexOf(batch.stageName ?? 'BREADING');
      // Stays within the six stages, so the row keeps its progress bar and the table its rows.
      const next = STAGES[(current + 1) % PRODUCTION_STAGES.length]!;
      batch.stageName = next;
      batch.stageProgress = 0;
      seq += 1;
      const at = Date.now();
      send({ type: 'BATCH', seq, at, batch });
      sent.push({ uuid: batch.uuid, stage: String(STAGES.indexOf(next) + 1), at });
      if (at >= nextHeartbeat) {
        send({ type: 'HEARTBEAT', seq, at });
        nextHeartbeat += HEARTBEAT_MS;
      }
      await new Promise((resolveWait) =>
        setTimeout(resolveWait, Math.max(0, started + (step + 1) * CHANGE_EVERY_MS - Date.now())),
      );
    }
    await page.waitForTimeout(1_000);
    const profile = profiler ? (await profiler.send('Profiler.stop')).profile : null;
    const trace = tracer ? await readTrace(tracer) : null;
    const metricsAfter = profiler ? await pageMetrics(profiler) : null;
    const bench = await page.evaluate(() => (window as unknown as BenchWindow).kcBench);

    const domLatency: number[] = [];
    const frameLatency: number[] = [];
    let unseen = 0;
    for (const change of sent) {
      const shown = bench.shown.find(
        (entry) =>
          entry.uuid === change.uuid && entry.stage === change.stage && entry.domAt >= change.at,
      );
      if (!shown) {
        unseen += 1;
        continue;
      }
      domLatency.push(shown.domAt - change.at);
      frameLatency.push(shown.frameAt - change.at);
    }
    domLatency.sort((a, b) => a - b);
    frameLatency.sort((a, b) => a - b);
    // By when each began: the observer reports a task some time after it ends.
    const scrolling = bench.longTasks
      .slice(longTasksBeforeScroll)
      .filter((task) => task.start < pageStarted);
    const ticking = bench.longTasks
      .slice(longTasksBeforeScroll)
      .filter((task) => task.start >= pageStarted);
    const longest = Math.max(0, ...ticking.map((task) => task.duration));

    const ms = (value: number) => `${Math.round(value)} ms`;
    const lines = [
      `${run.name}: ${run.email}, ${frame}${run.cpuSlowdown > 1 ? `, CPU ${run.cpuSlowdown}× slower` : ''} (${rowsDrawn} rows drawn over the monitor's tables, ${production.length} of them production rows, which the changes move)`,
      `  changes sent: ${sent.length} (one every ${CHANGE_EVERY_MS} ms for ${RUN_MS / 1000} s); never shown: ${unseen}`,
      `  publish → DOM:   median ${ms(percentile(domLatency, 0.5))}, p95 ${ms(percentile(domLatency, 0.95))}, worst ${ms(domLatency.at(-1) ?? NaN)}`,
      `  publish → frame: median ${ms(percentile(frameLatency, 0.5))}, p95 ${ms(percentile(frameLatency, 0.95))}, worst ${ms(frameLatency.at(-1) ?? NaN)}   (target ≤ ${TARGET_MS.publishToScreen} ms)`,
      `  longest main-thread task while ticking: ${ms(longest)}; tasks over 50 ms: ${ticking.filter((task) => task.duration > TARGET_MS.longTask).length} of ${ticking.length} long tasks   (target: none over ${TARGET_MS.longTask} ms)`,
      `  scrolling the production table on screen (once, before the changes): longest task ${ms(Math.max(0, ...scrolling.map((task) => task.duration)))}`,
      ...(ticking.length > 0
        ? [
            `  long tasks, s from the first change: ${ticking
              .slice(0, 12)
              .map(
                (task) =>
                  `${ms(task.duration)} at ${((task.start - pageStarted) / 1000).toFixed(1)}`,
              )
              .join(', ')}`,
          ]
        : []),
    ];
    if (profile) lines.push(topFunctions(profile));
    if (trace)
      lines.push(
        describeLongTasks(longTasks(trace, TARGET_MS.longTask, { distDir }), TARGET_MS.longTask),
      );
    // BENCH_PROFILE_OUT=<file>: the profile itself, for Chromium's DevTools.
    if (profile && process.env.BENCH_PROFILE_OUT)
      writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    if (metricsBefore && metricsAfter) {
      const spent = (name: string) =>
        (metricsAfter.get(name) ?? 0) - (metricsBefore!.get(name) ?? 0);
      lines.push(
        `  main thread over the run: script ${ms(spent('ScriptDuration') * 1000)}, style ${ms(spent('RecalcStyleDuration') * 1000)} (${spent('RecalcStyleCount')} times), layout ${ms(spent('LayoutDuration') * 1000)} (${spent('LayoutCount')} times), all tasks ${ms(spent('TaskDuration') * 1000)}`,
      );
    }
    if (session.errors.length) lines.push(`  problems:\n    ${session.errors.join('\n    ')}`);
    return lines.join('\n');
  } finally {
    await session.close();
  }
}

#!/usr/bin/env -S npx tsx
// What a cold load really fetches (a benchmark, not a test: it asserts nothing). For /login
// (signed out), the dashboard and /restaurants (signed in), each in a new browser context on a
// phone (375×812): the script files the page asked for by its load event and by network idle,
// and their gzip -9 size as `npm run budget` counts it (the files in dist/, not the transfer:
// the sandbox serves brotli to Chromium). The first screen's targets (docs/decisions/console-and-first-screen.md): the dashboard at most 40 files
// and 220 KiB by network idle, /login at most 150 KiB. The machine's speed (a CPU loop's time
// before and after, scripts/machine-speed.mjs) is printed beside the figures.
// Usage: npx tsx scripts/bench-fetch.ts   (npm run bench:fetch; build first; BENCH_LIST=1 names
// each file, + for those fetched after the load event)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEMO, signInAs, waitForPath } from '../tests/e2e/support/auth.ts';
import { DIST_DIR, startConsoleServer } from '../tests/e2e/support/server.ts';
import chromiumConfig from './chromium.json' with { type: 'json' };
import { describeMachineSpeed, machineSpeed, measureCpuLoop } from './machine-speed.mjs';

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true };
const TARGETS = [
  { path: '/login', signedIn: false },
  { path: '/dashboard/chicken', signedIn: true },
  { path: '/restaurants', signedIn: true },
];

const gzipKiB = (file: string) =>
  gzipSync(readFileSync(join(DIST_DIR, file)), { level: 9 }).length / 1024;

/** The script files `context`'s one page fetches opening `url`, at its load event and at idle. */
async function scriptsFetched(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const files: string[] = [];
  let atLoad: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  page.on('load', () => (atLoad = [...files]));
  await page.goto(url, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  if (process.env.BENCH_LIST)
    for (const file of files)
      console.log(
        `    ${atLoad.includes(file) ? ' ' : '+'} ${gzipKiB(file).toFixed(1).padStart(6)} ${file}`,
      );
  await page.close();
  return { atLoad, atIdle: files, finalPath };
}

const speedBefore = measureCpuLoop();
console.log(describeMachineSpeed(machineSpeed({ before: speedBefore })));
const server = await startConsoleServer({ monitoring: false, logName: 'bench-fetch.log' });
// A person's browser, not one under automation: the console loads its readiness signal only for
// automation (src/app-ready.tsx), and a person's phone is what this counts.
const browser = await chromium.launch({
  executablePath: chromiumConfig.executable,
  args: [...chromiumConfig.args, '--disable-blink-features=AutomationControlled'],
});
try {
  const signingIn = await browser.newContext(PHONE);
  const page = await signingIn.newPage();
  await signInAs(page, server.url, DEMO.admin);
  await waitForPath(page, '/dashboard/chicken');
  // Cookies and localStorage (the session), not IndexedDB: no saved query cache, no service
  // worker, an empty HTTP cache: a first visit with a stored session.
  const session = await signingIn.storageState();
  await signingIn.close();

  console.log('page                  files  KiB gzip  (at the load event)');
  for (const target of TARGETS) {
    const context = await browser.newContext({
      ...PHONE,
      storageState: target.signedIn ? session : undefined,
    });
    const { atLoad, atIdle, finalPath } = await scriptsFetched(
      context,
      `${server.url}${target.path}`,
    );
    await context.close();
    const kib = (files: string[]) => files.reduce((sum, file) => sum + gzipKiB(file), 0);
    console.log(
      `${target.path.padEnd(20)}${String(atIdle.length).padStart(7)}${kib(atIdle).toFixed(1).padStart(10)}` +
        `  (${atLoad.length} files, ${kib(atLoad).toFixed(1)} KiB)` +
        (finalPath !== target.path ? `  ended on ${finalPath}` : ''),
    );
  }
  console.log(describeMachineSpeed(machineSpeed({ before: speedBefore, after: measureCpuLoop() })));
} finally {
  await browser.close();
  await server.close();
}

#!/usr/bin/env node
// Lighthouse benchmark (not a test: it asserts nothing). Serves dist/ with the sandbox on a
// free port and runs Lighthouse 12 (mobile preset, performance only) RUNS times on /login
// (signed out) and on /restaurants and the chicken dashboard (signed in), each run in a fresh
// copy of a prepared Chromium profile, so every run is a cold first visit. Prints the medians; writes
// .lighthouse/results.json.
// Usage: node scripts/bench-lighthouse.mjs [runs]   (npm run bench:lighthouse; build first)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import chromiumConfig from './chromium.json' with { type: 'json' };

const RUNS = Number(process.argv[2] ?? 5);
// Debian's chromium and the flags this machine needs (shared with the e2e suite).
const CHROMIUM = chromiumConfig.executable;
const FLAGS = chromiumConfig.args;
// The sandbox's administrator (sandbox/seed.ts, DEMO_ACCOUNTS / DEMO_PASSWORD).
const EMAIL = process.env.E2E_EMAIL ?? 'admin@demo.kitchen';
const PASSWORD = process.env.E2E_PASSWORD ?? 'Kitchen#2026';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.E2E_DIST_DIR ?? join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('bench-lighthouse: dist/index.html is missing; run `npx vite build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`bench-lighthouse: ${CHROMIUM} is missing; run node scripts/ensure-chromium.mjs`);
  process.exit(1);
}

/** The sandbox + dist on a free port, in a child (tests/e2e/support/serve.ts). */
async function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'tests/e2e/support/serve.ts')],
    {
      cwd: root,
      env: { ...process.env, E2E_DIST_DIR: dist, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line);
        if (typeof parsed.url === 'string') resolve(parsed.url.replace(/\/$/, ''));
      } catch {
        // a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (code ${code})`)));
  });
  return { url, close: () => child.kill('SIGTERM') };
}

/**
 * A profile holding only a signed-in session: sign in through the API, then write
 * localStorage `kc.session` from a same-origin page that runs no app code (the favicon), so
 * no service worker or cache is left behind.
 */
async function prepareSignedInProfile(url) {
  const response = await fetch(`${url}/api/v1/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || !body.success) {
    throw new Error(`sign-in as ${EMAIL} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  const { userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate } = body.results;
  const session = { userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate };

  const dir = mkdtempSync(join(tmpdir(), 'kc-lh-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate(
    `localStorage.setItem('kc.session', ${JSON.stringify(JSON.stringify(session))})`,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.close();
  return dir;
}

async function runLighthouse(url, profileTemplate) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'kc-lh-run-'));
  if (profileTemplate) cpSync(profileTemplate, userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, '--headless=new'],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the signed-in session: the profile is a fresh copy each run anyway.
      disableStorageReset: Boolean(profileTemplate),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    if (process.env.LH_SAVE_REPORTS) {
      // The full report, to see what a slow metric waits on.
      mkdirSync(join(root, '.lighthouse'), { recursive: true });
      const name = new URL(url).pathname.replaceAll('/', '_') || '_';
      writeFileSync(join(root, '.lighthouse', `report${name}.json`), JSON.stringify(lhr));
    }
    return {
      finalUrl: lhr.finalDisplayedUrl,
      score:
        lhr.categories.performance.score === null ? null : lhr.categories.performance.score * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const server = await startServer();
const pages = [];
let profile = null;
try {
  profile = await prepareSignedInProfile(server.url);
  const targets = [
    { name: 'login', path: '/login', profile: null },
    { name: 'restaurants', path: '/restaurants', profile },
    { name: 'dashboard', path: '/dashboard/chicken', profile },
  ];
  for (const target of targets) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await runLighthouse(`${server.url}${target.path}`, target.profile);
      runs.push(run);
      console.log(
        `${target.name} run ${i}/${RUNS}: score ${run.score?.toFixed(0)}  FCP ${run.fcp?.toFixed(0)} ms  ` +
          `LCP ${run.lcp?.toFixed(0)} ms  TBT ${run.tbt?.toFixed(0)} ms  CLS ${run.cls?.toFixed(3)}` +
          (new URL(run.finalUrl).pathname !== target.path ? `  (ended on ${run.finalUrl})` : ''),
      );
    }
    const medians = Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes'].map((key) => [
        key,
        median(runs.map((r) => r[key])),
      ]),
    );
    pages.push({ name: target.name, path: target.path, medians, runs });
  }
} finally {
  server.close();
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}

console.log(`\nLighthouse 12.8.2 mobile, performance, median of ${RUNS} runs`);
console.log(
  `${'page'.padEnd(14)}${'score'.padStart(7)}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'KiB'.padStart(8)}`,
);
for (const { name, medians: m } of pages) {
  console.log(
    `${name.padEnd(14)}${String(m.score?.toFixed(0)).padStart(7)}${String(m.fcp?.toFixed(0)).padStart(9)}` +
      `${String(m.lcp?.toFixed(0)).padStart(9)}${String(m.tbt?.toFixed(0)).padStart(9)}${String(m.cls?.toFixed(3)).padStart(8)}` +
      `${String(m.bytes === null ? null : (m.bytes / 1024).toFixed(0)).padStart(8)}`,
  );
}
mkdirSync(join(root, '.lighthouse'), { recursive: true });
writeFileSync(
  join(root, '.lighthouse', 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: '12.8.2', preset: 'mobile', runs: RUNS, pages }, null, 2)}\n`,
);
console.log('Wrote .lighthouse/results.json');

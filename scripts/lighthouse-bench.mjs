// What the Lighthouse benchmarks share (bench-lighthouse.mjs, bench-pages.ts): the build and
// Chromium they need, the sandbox serving the build on a free port, a Chromium profile holding
// only a signed-in session, and one Lighthouse run (mobile preset, performance only) in a fresh
// copy of that profile, so that every run is a cold first visit.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import chromiumConfig from './chromium.json' with { type: 'json' };

/**
 * The console is served over HTTPS with HTTP/2, as a deployed one is: installing it and its
 * service worker need a secure context, and HTTPS hosts speak HTTP/2. Lighthouse's simulated
 * phone network counts that: over HTTP/1.1 it lets a page's 30-odd files through six
 * connections at a time, a round trip each, where HTTP/2 sends them side by side on one.
 * BENCH_HTTP=1.1 serves plain HTTP/1.1, to compare (docs/decisions/console-and-first-screen.md,
 * "Measured over HTTPS with HTTP/2").
 */
const HTTP2 = process.env.BENCH_HTTP !== '1.1';

// Debian's chromium and the flags this machine needs (shared with the e2e suite); the server's
// certificate is the tests' own, so Chromium is told not to check it.
export const CHROMIUM = chromiumConfig.executable;
export const FLAGS = [...chromiumConfig.args, ...(HTTP2 ? ['--ignore-certificate-errors'] : [])];
// The sandbox's administrator (sandbox/seed.ts, DEMO_ACCOUNTS / DEMO_PASSWORD).
export const EMAIL = process.env.E2E_EMAIL ?? 'admin@demo.kitchen';
export const PASSWORD = process.env.E2E_PASSWORD ?? 'Kitchen#2026';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = process.env.E2E_DIST_DIR ?? join(root, 'dist');
export const resultsDir = join(root, '.lighthouse');

/** Exits 1, saying why, when the build or Chromium is missing: the benchmark cannot run. */
export function requireBuildAndChromium(name) {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${name}: ${dist}/index.html is missing; run \`npx vite build\` first.`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`${name}: ${CHROMIUM} is missing; run node scripts/ensure-chromium.mjs`);
    process.exit(1);
  }
}

/**
 * The tests' self-signed certificate for 127.0.0.1 (tests/helpers/tls-fixture.ts). The bench's
 * own calls (the sign-in) go to that server too, so this process does not check it either.
 */
function testCertificate() {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const dir = join(root, 'tests/helpers/tls');
  return { E2E_TLS_KEY: join(dir, 'key.pem'), E2E_TLS_CERT: join(dir, 'cert.pem') };
}

/** The sandbox + dist on a free port, in a child (tests/e2e/support/serve.ts). */
export async function startServer(env = {}) {
  const tls = HTTP2 ? testCertificate() : {};
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'tests/e2e/support/serve.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, ...tls, E2E_DIST_DIR: dist, NODE_ENV: 'production' },
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

/** The session `POST /auth/signIn` answers, as the console keeps it in localStorage. */
async function signIn(url) {
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
  return { userUuid, accessToken, refreshToken, accessExpDate, refreshExpDate };
}

/**
 * A profile holding only a signed-in session: sign in through the API, then write
 * localStorage `kc.session` from a same-origin page that runs no app code (the favicon), so
 * no service worker or cache is left behind.
 */
export async function prepareSignedInProfile(url) {
  const session = await signIn(url);
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

/** A fresh copy of `profileTemplate` (or an empty profile), removed by `remove`. */
export function copyProfile(profileTemplate) {
  const dir = mkdtempSync(join(tmpdir(), 'kc-lh-run-'));
  if (profileTemplate) cpSync(profileTemplate, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }) };
}

/**
 * One Lighthouse run (mobile preset, performance only) of `url` in a fresh copy of
 * `profileTemplate` (none: an empty profile, signed out), in a child process
 * (lighthouse-run.mjs). A run that has not ended after `timeoutMs` is stopped, its Chromium
 * killed, and fails with 'timed out'.
 */
export async function runLighthouse(url, profileTemplate, { timeoutMs = 5 * 60_000 } = {}) {
  const profile = copyProfile(profileTemplate);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, '--headless=new'],
    userDataDir: profile.dir,
    logLevel: 'silent',
  });
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts/lighthouse-run.mjs'),
      url,
      String(chrome.port),
      profileTemplate ? '1' : '0',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let timer;
  try {
    const answer = await new Promise((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.once('error', reject);
      child.once('exit', (code) => {
        const line = stdout.trim().split('\n').pop();
        try {
          resolve(JSON.parse(line ?? ''));
        } catch {
          reject(new Error(`Lighthouse exited (code ${code}): ${stderr.trim().split('\n')[0]}`));
        }
      });
      timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`timed out after ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    if (answer.error) throw new Error(answer.error);
    return answer;
  } finally {
    clearTimeout(timer);
    child.kill('SIGKILL');
    await chrome.kill();
    profile.remove();
  }
}

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each of `keys` over `runs`. */
export const medians = (runs, keys) =>
  Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));

/** Writes `data` as .lighthouse/`name`, pretty-printed. */
export function writeResults(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, name), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote .lighthouse/${name}`);
}

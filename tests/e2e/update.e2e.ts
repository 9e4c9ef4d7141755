/**
 * Deploys while the console is open, on a copy of dist/ served by its own server (the copy is
 * changed under the running page): the update prompt takes the page to the new version, and
 * an old index.html whose chunks are gone never leaves a blank page. Desktop only.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe } from 'node:test';
import { HEADERS_FILE, inlineScriptHashes } from '../../scripts/content-security.ts';
import { CREDENTIALS, submitSignIn } from './support/app.ts';
import { waitForControllingWorker, type ViewportSession } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import { DIST_DIR, startConsoleServer, type RunningServer } from './support/server.ts';
import type { Viewport } from './support/viewports.ts';

const DEPLOY_MARKER = 'kc-e2e-deploy';

/** A private copy of the build, served on a free port; removed by close(). */
interface Deployment {
  dir: string;
  server: RunningServer;
  close(): Promise<void>;
}

async function deployCopy(name: string): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), `kc-e2e-${name}-`));
  cpSync(DIST_DIR, dir, { recursive: true });
  let server: RunningServer;
  try {
    server = await startConsoleServer({ distDir: dir, logName: `sandbox-${name}.log` });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    server,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Writes a deployed file with an mtime past the old one (Last-Modified has 1 s resolution). */
function writeDeployed(file: string, text: string): void {
  const previous = statSync(file).mtimeMs;
  writeFileSync(file, text);
  const time = new Date(Math.max(Date.now(), previous + 2_000));
  utimesSync(file, time, time);
}

/**
 * A second deploy of the same build: index.html gains `<meta name="kc-e2e-deploy">`, and sw.js
 * precaches it under its new revision (so its bytes change and the browser finds an update).
 */
function deploySecondVersion(dir: string): void {
  const indexFile = join(dir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  assert.ok(html.includes('</head>'), 'dist/index.html has no </head>');
  const newHtml = html.replace('</head>', `<meta name="${DEPLOY_MARKER}" content="2">\n</head>`);
  const revision = createHash('md5').update(newHtml).digest('hex');

  const swFile = join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const entry = /"revision":"[0-9a-f]+","url":"index\.html"/;
  assert.match(sw, entry, 'dist/sw.js has no precache entry for index.html');
  const newSw = `${sw.replace(entry, `"revision":"${revision}","url":"index.html"`)}\n// deploy 2\n`;

  writeDeployed(indexFile, newHtml);
  writeDeployed(swFile, newSw);
}

/**
 * A later deploy of the same build under new names: every asset is renamed and every reference
 * to it rewritten, and the old files are gone — as after a real deploy, where an open page's
 * old chunks no longer exist.
 */
function deployRenamedAssets(dir: string): void {
  const assets = join(dir, 'assets');
  const before = readFileSync(join(dir, 'index.html'), 'utf8');
  const renames = readdirSync(assets).map((file) => {
    const dot = file.indexOf('.');
    return [file, `${file.slice(0, dot)}v2${file.slice(dot)}`] as const;
  });
  const textFiles = [
    ...readdirSync(dir).filter((file) => /\.(html|js|json|webmanifest)$/.test(file)),
    ...renames.filter(([file]) => /\.(js|css)$/.test(file)).map(([file]) => join('assets', file)),
  ];
  for (const file of textFiles) {
    const path = join(dir, file);
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    writeDeployed(path, text);
  }
  for (const [from, to] of renames) renameSync(join(assets, from), join(assets, to));
  rehashInlineScripts(dir, before);
}

/**
 * A real deploy's build hashes its own inline scripts into its content security policy
 * (scripts/content-security.ts); the renamed copy's scripts name new files, so its policy names
 * their new hashes, in index.html's <meta> and in the headers file.
 */
function rehashInlineScripts(dir: string, htmlBefore: string): void {
  const oldHashes = inlineScriptHashes(htmlBefore);
  const newHashes = inlineScriptHashes(readFileSync(join(dir, 'index.html'), 'utf8'));
  for (const file of ['index.html', HEADERS_FILE]) {
    const path = join(dir, file);
    let text = readFileSync(path, 'utf8');
    oldHashes.forEach(
      (hash, n) => (text = text.replaceAll(`'sha256-${hash}'`, `'sha256-${newHashes[n]}'`)),
    );
    writeDeployed(path, text);
  }
}

const REGISTRATION_STATE = `navigator.serviceWorker.getRegistration().then((r) => JSON.stringify({
  registration: !!r,
  installing: r?.installing?.state ?? null,
  waiting: r?.waiting?.state ?? null,
  active: r?.active?.state ?? null,
  controlled: navigator.serviceWorker.controller !== null,
  controllerIsActive: !!r && navigator.serviceWorker.controller === r.active,
}))`;

/** Errors a removed chunk is expected to cause (Chromium's and Firefox's wording). */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

export function updateSpecs(viewport: Viewport): void {
  describe('deploys while the console is open', () => {
    let deployment: Deployment | undefined;

    /** A fresh copy of dist/ on its own server, and a fresh browser context. */
    async function setUp(name: string, serviceWorkers: 'allow' | 'block') {
      deployment = await deployCopy(name);
      const session: ViewportSession = await harness.open(viewport, { serviceWorkers });
      return { dir: deployment.dir, url: deployment.server.url, page: session.page, session };
    }
    afterEach(async () => {
      await deployment?.close().catch(() => undefined);
      deployment = undefined;
    });

    e2eTest(
      'design card (service worker): a new deploy shows "A new version is available — Reload", and Reload opens the new version',
      async () => {
        const { dir, url, page } = await setUp('update', 'allow');
        await page.goto(`${url}/login`);
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        await waitForControllingWorker(page, async () => {
          await page.reload();
          await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        });
        assert.equal(
          await page.evaluate(`document.querySelector('meta[name="${DEPLOY_MARKER}"]') !== null`),
          false,
          'the first version already has the deploy marker',
        );

        deploySecondVersion(dir);
        await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.update())');

        const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
        const reload = prompt.getByRole('button', { name: 'Reload', exact: true });
        await reload.waitFor({ state: 'visible', timeout: 15_000 }).catch(async () => {
          assert.fail(
            `no "A new version is available" prompt with a "Reload" button within 15 s of a new ` +
              `sw.js and an update check; registration: ${await page.evaluate(REGISTRATION_STATE)}`,
          );
        });

        await page.evaluate('window.__kcBeforeReload = true');
        await reload.click();
        // A function, not a string: Playwright evaluates a string predicate in the page with
        // eval, which the console's Trusted Types policy refuses (scripts/content-security.ts).
        await page
          .waitForFunction(
            () =>
              (window as { __kcBeforeReload?: boolean }).__kcBeforeReload === undefined &&
              document.readyState === 'complete',
            null,
            { timeout: 15_000, polling: 200 },
          )
          .catch(async () => {
            assert.fail(
              `Reload did not reload the page within 15 s; registration: ${await page
                .evaluate(REGISTRATION_STATE)
                .catch(() => '(page unreadable)')}`,
            );
          });
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

        const state = JSON.parse((await page.evaluate(REGISTRATION_STATE)) as string) as {
          waiting: string | null;
          controlled: boolean;
          controllerIsActive: boolean;
        };
        assert.equal(state.waiting, null, 'a service worker is still waiting after Reload');
        assert.ok(state.controlled, 'no service worker controls the page after Reload');
        assert.ok(state.controllerIsActive, 'the page is not controlled by the active worker');
        // Pages are served from the controlling worker's precache: only the new worker has
        // the index.html with the marker.
        assert.equal(
          await page.evaluate(
            `document.querySelector('meta[name="${DEPLOY_MARKER}"]')?.content ?? null`,
          ),
          '2',
          'after Reload the page is still the old index.html (the old worker served it)',
        );
        assert.equal(
          await prompt.isVisible(),
          false,
          'the update prompt is still shown after the new version took over',
        );
      },
    );

    e2eTest(
      "design card (service worker): after a deploy removed the open page's chunks, it reloads once onto the new version",
      async () => {
        const { dir, url, page, session } = await setUp('stale-chunks', 'block');
        await page.goto(`${url}/login?redirect=%2Frestaurants`);
        await waitForReady(page);
        deployRenamedAssets(dir);

        let loads = 0;
        page.on('load', () => (loads += 1));
        await submitSignIn(page, CREDENTIALS.email, CREDENTIALS.password);
        // The old page asks for its restaurants chunk, which is gone: it reloads, and the new
        // index.html brings the new names.
        await waitForPage(page, '/restaurants');
        await page.getByRole('heading', { level: 1, name: 'Restaurants', exact: true }).waitFor();
        assert.equal(
          loads,
          1,
          `the page loaded ${loads} times after sign-in: reload once, no loop`,
        );
        assert.equal(
          await page.getByText('Something went wrong').count(),
          0,
          'the crash screen is shown instead of the new version',
        );
        const unexpected = session.errors.filter((problem) => !CHUNK_LOAD_ERROR.test(problem));
        assert.deepEqual(unexpected, [], 'uncaught page errors other than the missing chunk');
      },
    );
  });
}

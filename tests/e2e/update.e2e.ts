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
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CREDENTIALS, submitSignIn } from './support/app.ts';
import { CHROMIUM, CHROMIUM_ARGS, TSX_NAME_SHIM, type ViewportSession } from './support/browser.ts';
import { DIST_DIR, startConsoleServer, type RunningServer } from './support/server.ts';
import { e2eTest, type Suite } from './support/suite.ts';
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

/** The viewport session the failure screenshots of e2eTest read; one context per test. */
async function openSession(
  browser: Browser,
  viewport: Viewport,
  serviceWorkers: 'allow' | 'block',
): Promise<ViewportSession> {
  const context = await browser.newContext({
    viewport: viewport.viewport,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    deviceScaleFactor: viewport.deviceScaleFactor,
    serviceWorkers,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addInitScript({ content: TSX_NAME_SHIM });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    viewport,
    context,
    page,
    problems,
    close: () => context.close().catch(() => undefined),
  };
}

async function waitForController(page: Page, timeoutMs: number): Promise<boolean> {
  return page
    .waitForFunction('navigator.serviceWorker.controller !== null', null, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
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
  describe(
    `deploys while open (${viewport.name} ${viewport.viewport.width}×${viewport.viewport.height})`,
    { concurrency: 1 },
    () => {
      let browser: Browser | undefined;
      let browserError: unknown;
      let deployment: Deployment | undefined;
      let session: ViewportSession | undefined;
      const suite: Suite = {
        get url() {
          if (!deployment) throw new Error('no deployment for this test');
          return deployment.server.url;
        },
        get session() {
          if (!session) throw new Error('no browser session for this test');
          return session;
        },
      };

      /** A fresh copy of dist/ on its own server, and a fresh browser context. */
      async function setUp(name: string, serviceWorkers: 'allow' | 'block') {
        if (!browser) throw browserError ?? new Error('Chromium did not start');
        deployment = await deployCopy(name);
        session = await openSession(browser, viewport, serviceWorkers);
        return { dir: deployment.dir, url: deployment.server.url, page: session.page, session };
      }
      async function tearDown() {
        await session?.close();
        session = undefined;
        await deployment?.close();
        deployment = undefined;
      }

      before(async () => {
        browser = await chromium
          .launch({
            executablePath: CHROMIUM,
            headless: true,
            args: CHROMIUM_ARGS,
            timeout: 60_000,
          })
          .catch((error: unknown) => {
            browserError = new Error(
              `Chromium (${CHROMIUM}) could not be launched: ${String(error)}`,
            );
            return undefined;
          });
      });
      // After each test, not in it: e2eTest's failure screenshot needs the page still open.
      afterEach(async () => {
        await tearDown().catch(() => undefined);
      });
      after(async () => {
        await browser?.close().catch(() => undefined);
      });

      e2eTest(
        suite,
        'a new deploy shows "A new version is available — Reload", and Reload opens the new version',
        async () => {
          const { dir, url, page } = await setUp('update', 'allow');
          await page.goto(`${url}/login`);
          await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
          // The service worker claims the page it was installed from; reload once if it has not.
          if (!(await waitForController(page, 10_000))) {
            await page.reload();
            assert.ok(
              await waitForController(page, 10_000),
              `no service worker controls /login even after a reload: ${await page.evaluate(REGISTRATION_STATE)}`,
            );
          }
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
          await page
            .waitForFunction(
              `window.__kcBeforeReload === undefined && document.readyState === 'complete'`,
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
        suite,
        'an old index.html whose route chunk is gone never leaves a blank page',
        async () => {
          const { dir, url, page, session: current } = await setUp('stale-chunks', 'block');
          await page.goto(`${url}/login?redirect=%2Frestaurants`);
          await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

          // The deploy removed the chunks this page would load for /restaurants.
          const removed = readdirSync(join(dir, 'assets')).filter((file) =>
            /^restaurants-[\w-]+\.js$/.test(file),
          );
          assert.ok(removed.length > 0, `no restaurants-*.js chunk in ${DIST_DIR}/assets`);
          for (const file of removed) rmSync(join(dir, 'assets', file));

          let loads = 0;
          let lastLoad = Date.now();
          page.on('load', () => {
            loads += 1;
            lastLoad = Date.now();
          });
          const started = Date.now();
          await submitSignIn(page, CREDENTIALS.email, CREDENTIALS.password);

          // The app may reload (once for its own guard, once for the router's); then it must
          // stay on an error screen with "Reload", or on the real page (not the aria-hidden
          // skeleton), for 3 s.
          const crash = page
            .getByRole('alert')
            .filter({ hasText: 'Something went wrong' })
            .getByRole('button', { name: 'Reload', exact: true });
          const heading = page.getByRole('heading', { name: 'Restaurants', exact: true });
          const visible = (locator: typeof crash) =>
            locator
              .first()
              .isVisible()
              .catch(() => false);
          let settledOn: 'crash' | 'page' | null = null;
          while (Date.now() - started < 15_000 && loads <= 3) {
            const shown = (await visible(crash))
              ? 'crash'
              : (await visible(heading))
                ? 'page'
                : null;
            if (shown && Date.now() - lastLoad >= 3_000) {
              settledOn = shown;
              break;
            }
            await page.waitForTimeout(250);
          }

          assert.ok(
            loads <= 3,
            `the page loaded ${loads} times in ${Math.round((Date.now() - started) / 1000)} s after ` +
              `sign-in: a reload loop, not "reload once" (src/lib/service-worker.ts reloadOnStaleChunks)`,
          );
          const text = (await page.evaluate(
            'document.body ? document.body.innerText.trim() : ""',
          )) as string;
          assert.notEqual(text, '', 'the page is blank');
          assert.ok(
            settledOn !== null,
            `within 15 s the page did not settle on an error screen with "Reload" or the ` +
              `Restaurants page (${loads} loads); text: ${text.slice(0, 200).replace(/\s+/g, ' ')}`,
          );
          assert.ok(
            /\bReload\b/.test(text) || settledOn === 'page',
            `the page text has no "Reload": ${text.slice(0, 200).replace(/\s+/g, ' ')}`,
          );
          const unexpected = current.problems.filter((problem) => !CHUNK_LOAD_ERROR.test(problem));
          assert.deepEqual(unexpected, [], 'uncaught page errors other than the missing chunk');
        },
      );
    },
  );
}

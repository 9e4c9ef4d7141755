/**
 * One page of an engine that is not Chromium, driven the way each allows without downloading
 * a browser (../../../scripts/engines.json, TOOLCHAIN.md "Other engines"):
 * - Firefox ESR over WebDriver BiDi, through puppeteer-core;
 * - WebKitGTK's MiniBrowser (Safari's engine) through WebKitWebDriver, classic W3C WebDriver,
 *   under an Xvfb display of its own.
 * Both offer the same few verbs, so a spec is written once for the two. Neither gives the
 * page's uncaught errors the way Chromium's DevTools protocol does (WebKit's driver gives none
 * at all): the console keeps them itself when a test asks (index.html, `kc.test.errors`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import engines from '../../../scripts/engines.json' with { type: 'json' };
import { freePort } from '../../../scripts/free-port.mjs';
import { until } from '../support/until.ts';
import { WebDriverSession } from '../support/webdriver.ts';

export type Engine = 'webkit' | 'firefox';

/** A screen as an engine's users hold it. */
export interface EngineScreen {
  name: string;
  width: number;
  height: number;
}

export interface EnginePage {
  readonly engine: Engine;
  readonly screen: EngineScreen;
  /** Opens `url` by address, as a person types it, and returns once its document has loaded. */
  goto(url: string): Promise<void>;
  /** Runs a function body (with `return`) in the page; its answer must be JSON. */
  run<T>(body: string): Promise<T>;
  /** Runs an async function body in the page and answers what it resolves with. */
  runAsync<T>(body: string): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The flag that makes the console keep its page's uncaught errors (index.html). */
export const ERROR_RECORD_FLAG = 'kc.test.errors';

/**
 * A Firefox ESR of its own, at `screen`. Its profile is new and empty, as a first visit's is.
 */
export async function openFirefox(screen: EngineScreen): Promise<EnginePage> {
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath: engines.firefox,
      headless: true,
      protocolTimeout: 120_000,
      timeout: 60_000,
    })
    .catch((error: unknown) => {
      throw new Error(`Firefox (${engines.firefox}) could not be launched: ${String(error)}`);
    });
  const page = await browser.newPage();
  await page.setViewport({ width: screen.width, height: screen.height });
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(60_000);
  return {
    engine: 'firefox',
    screen,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    runAsync: <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

/**
 * MiniBrowser has a toolbar whose widgets keep its window at least 447 px wide: an iPhone's
 * 390 px page needs them smaller. A GTK stylesheet of the driver's own shrinks the browser's
 * chrome (never the page, which GTK does not style).
 */
const SMALL_CHROME_CSS = `toolbar, toolbar *, headerbar, headerbar *, entry, button, progressbar {
  min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0;
}`;

/** An X display nobody uses, from :90 on. */
function freeDisplay(): number {
  for (let display = 90; display < 190; display += 1)
    if (!existsSync(`/tmp/.X11-unix/X${display}`) && !existsSync(`/tmp/.X${display}-lock`))
      return display;
  throw new Error('no free X display between :90 and :189');
}

function stop(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

/**
 * A WebKit MiniBrowser of its own at `screen`: an Xvfb display, a WebKitWebDriver on a free
 * port, a session with a new, empty profile.
 */
export async function openWebKit(screen: EngineScreen): Promise<EnginePage> {
  // A driver whose port another process bound first exits: it starts again on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startWebKit(screen);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startWebKit(screen: EngineScreen): Promise<EnginePage> {
  const home = mkdtempSync(join(tmpdir(), 'kc-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), SMALL_CHROME_CSS);
  const display = freeDisplay();
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  const cleanUp = () => {
    stop(driver);
    stop(xvfb);
    // WebKit's processes may still write their shader cache as they exit: a folder left in the
    // temporary directory is no failure of the page's.
    try {
      rmSync(home, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // Left for the system's temporary-file clean-up.
    }
  };
  try {
    xvfb = spawn(
      engines.xvfb,
      [`:${display}`, '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
      {
        stdio: 'ignore',
      },
    );
    await until(
      `Xvfb :${display} did not start`,
      () => existsSync(`/tmp/.X11-unix/X${display}`),
      20_000,
    );
    const port = await freePort();
    driver = spawn(engines.webkitDriver, [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: `:${display}`,
        XDG_CONFIG_HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CACHE_HOME: join(home, 'cache'),
        // A person's browser has a language: without one WebKit reports navigator.language
        // 'C', which Intl refuses (uPlot formats numbers in it as its module loads).
        LANG: 'en_US.UTF-8',
        LANGUAGE: 'en_US',
      },
    });
    const server = `http://127.0.0.1:${port}`;
    // Its own answer, not another server's: the port was free when chosen, and another process
    // may have bound it first (then this driver exits, and the start fails and says so).
    await until(
      'WebKitWebDriver did not answer',
      async () =>
        driver?.exitCode !== null ||
        (await fetch(`${server}/status`)
          .then((response) => response.json() as Promise<{ value?: { ready?: unknown } }>)
          .then((status) => status.value?.ready === true)
          .catch(() => false)),
      20_000,
    );
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (port ${port} taken?)`);
    const session = await WebDriverSession.create(server, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: engines.miniBrowser,
        // Media a test starts with a click plays at once, as after a person's tap.
        args: ['--automation', '--autoplay-policy=allow'],
      },
    });
    await session.setTimeouts({ script: 60_000, pageLoad: 60_000, implicit: 0 });
    await fitWindow(session, screen);
    return webKitPage(session, screen, async () => {
      await session.close();
      cleanUp();
    });
  } catch (error) {
    cleanUp();
    throw new Error(`WebKit (${engines.webkitDriver}) could not be started: ${String(error)}`);
  }
}

/** Sizes the window so that the page's viewport is the screen's (the chrome takes the rest). */
async function fitWindow(session: WebDriverSession, screen: EngineScreen): Promise<void> {
  await session.setWindowSize(screen.width, screen.height);
  const inner = () => session.execute<[number, number]>('return [innerWidth, innerHeight];');
  const [width, height] = await inner();
  await session.setWindowSize(2 * screen.width - width, 2 * screen.height - height);
  const fitted = await inner();
  if (fitted[0] !== screen.width || fitted[1] !== screen.height)
    throw new Error(
      `WebKit's viewport is ${fitted.join('×')}, not ${screen.width}×${screen.height}`,
    );
}

function webKitPage(
  session: WebDriverSession,
  screen: EngineScreen,
  close: () => Promise<void>,
): EnginePage {
  const element = async (selector: string) => {
    const found = await session.find(selector);
    if (!found) throw new Error(`no element matches ${selector}`);
    return found;
  };
  return {
    engine: 'webkit',
    screen,
    goto: (url) => session.navigate(url),
    run: (body) => session.execute(body),
    async runAsync<T>(body: string) {
      const answer = await session.executeAsync<{ value?: T; error?: string }>(
        `const done = arguments[arguments.length - 1];
        (async () => { ${body} })().then((value) => done({ value }), (error) => done({ error: String(error) }));`,
      );
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.value as T;
    },
    click: async (selector) => session.click(await element(selector)),
    type: async (selector, text) => session.type(await element(selector), text),
    async screenshot(path) {
      writeFileSync(path, await session.screenshot());
    },
    close,
  };
}

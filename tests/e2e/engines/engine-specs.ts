/**
 * The console in Safari's engine and Firefox's (docs/decisions/test-suite.md, "Other engines"):
 * every page of the route table opened by address, one after another in one signed-in session
 * as people do (a fresh browser per page hid WebKit's hang), and once per engine what a person
 * does first: sign in, reopen offline with the last data, see a live notification arrive, play a
 * recording, and watch a live camera or read why it cannot play here.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../../../sandbox/seed.ts';
import { restaurantsFromApi, SESSION_KEY } from '../support/app.ts';
import { DEMO, HOME_PATH } from '../support/auth.ts';
import { PERSISTED_CACHE_SCRIPT } from '../support/device-data.ts';
import { controlCall } from '../support/sandbox-control.ts';
import { RESULTS_DIR } from '../support/server.ts';
import {
  englishTitles,
  sandboxIds,
  tourStops,
  withIds,
  type TourStop,
} from '../support/tour-stops.ts';
import { ERROR_RECORD_FLAG, type EnginePage } from './engine-page.ts';
import { until } from '../support/until.ts';
import type { NetworkSwitch } from './network-switch.ts';

/** What a run of this file shares: the console's address through the switch, and the switch. */
export interface EngineRun {
  network: NetworkSwitch;
  /** The server itself, for the control API (never switched off). */
  serverUrl: string;
}

/** A test that hangs fails after this; every wait inside is for a state. */
const STOP_TIMEOUT_MS = 90_000;
const READY_TIMEOUT_MS = 30_000;

/** Polls a page script until it answers true; says `what` did not happen otherwise. */
async function waitFor(
  page: EnginePage,
  body: string,
  what: string,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<void> {
  await until(
    what,
    () =>
      page.run<unknown>(body).then(
        (answer) => answer === true,
        () => false,
      ),
    timeoutMs,
  ).catch(async (error: unknown) => {
    const where = await page
      .run<string>(
        `return location.pathname + location.search + ' (ready: ' + document.documentElement.dataset.ready + ')'`,
      )
      .catch((failure: unknown) => `unreadable: ${String(failure)}`);
    throw new Error(`${String(error).replace(/^Error: /, '')}; at ${where}`);
  });
}

/** `<html data-ready>` names the current location: no route, query or lazy part under way. */
const SETTLED = `return document.documentElement.dataset.ready === location.pathname + location.search;`;

/** The page's uncaught errors the console kept (index.html), since the page loaded. */
function uncaughtErrors(page: EnginePage): Promise<string[]> {
  return page.run<string[]>('return (window.kcUncaughtErrors || []).slice();');
}

/** Whether a visible heading of `level` reads exactly `title`. */
function headingShown(level: number, title: string): string {
  return `return [...document.querySelectorAll('h${level}')].some((heading) =>
    heading.textContent.replace(/\\s+/g, ' ').trim() === ${JSON.stringify(title)} &&
    heading.getClientRects().length > 0 && !heading.closest('[aria-hidden="true"]'));`;
}

async function failureShot(page: EnginePage, name: string): Promise<string> {
  const dir = join(RESULTS_DIR, 'engines');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${page.engine}-${page.screen.name}-${name.replace(/\W+/g, '-')}.png`);
  return page.screenshot(file).then(
    () => file,
    () => '(no screenshot)',
  );
}

/** Runs `check`; on failure adds a screenshot and the page's kept errors to the message. */
async function withEvidence(page: EnginePage, name: string, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof Error) {
      const shot = await failureShot(page, name);
      const errors = await uncaughtErrors(page).catch(() => []);
      error.message += `\n  screenshot: ${shot}\n  uncaught errors: ${errors.join('\n    ') || 'none'}`;
    }
    throw error;
  }
}

/** Asks the console to keep its uncaught errors in this browser (a first visit's localStorage). */
async function recordErrors(page: EnginePage, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.run(`localStorage.setItem('${ERROR_RECORD_FLAG}', '1'); return true;`);
}

/** Spec 000 §4: sign-in through the form lands on the home page. */
async function signInThroughForm(page: EnginePage, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await waitFor(page, `return !!document.querySelector('input[type=email]');`, 'the sign-in form');
  await page.type('input[type=email]', DEMO.admin);
  await page.type('input[type=password]', DEMO_PASSWORD);
  await page.click('button[type=submit]');
  await waitFor(
    page,
    `return location.pathname === ${JSON.stringify(HOME_PATH)} && document.documentElement.dataset.ready === location.pathname + location.search;`,
    `the home page ${HOME_PATH} after signing in`,
  );
}

/** Everything the tour asserts of one stop (what Chromium's tour checks first, tour.e2e.ts). */
async function checkStop(page: EnginePage, url: string, stop: TourStop): Promise<void> {
  await page.goto(`${url}${stop.path}`);
  await waitFor(page, SETTLED, `${stop.path} settled (<html data-ready>)`);
  const pathname = await page.run<string>('return location.pathname;');
  assert.equal(pathname, stop.landing.split('?')[0], `${stop.path} ended elsewhere`);
  const title = englishTitles[stop.title];
  await waitFor(
    page,
    headingShown(stop.headingLevel, title),
    `${stop.path}: a level-${stop.headingLevel} heading "${title}"`,
    5_000,
  );
  assert.deepEqual(await uncaughtErrors(page), [], `${stop.path}: uncaught errors`);
  if (page.screen.width < 575) {
    const overflow = await page.run<number>(
      'return document.documentElement.scrollWidth - document.documentElement.clientWidth;',
    );
    assert.ok(overflow <= 0, `${stop.path}: the page scrolls sideways by ${overflow} px`);
  }
}

/**
 * The tour: the signed-out pages, sign-in through the form, then every signed-in page, in one
 * browser. `open` starts the engine at its screen.
 */
export function engineTourSpecs(
  label: string,
  open: () => Promise<EnginePage>,
  run: () => EngineRun,
  { journeys = false } = {},
): void {
  // Spec 000 §2 "Route paths": every page of the table, in this engine.
  describe(`page tour, ${label}`, { concurrency: 1 }, () => {
    let page: EnginePage | undefined;
    let ids: Record<string, string> | undefined;
    const opened = () => {
      assert.ok(page, 'the browser did not start');
      return page;
    };
    before(async () => {
      page = await open();
      ids = await sandboxIds(run().serverUrl);
    });
    after(async () => {
      await page?.close();
    });

    const stops = tourStops();
    const signedOut = stops.filter((stop) => !stop.signedIn);
    const signedIn = stops.filter((stop) => stop.signedIn);

    for (const stop of signedOut)
      test(`${stop.path} (signed out)`, { timeout: STOP_TIMEOUT_MS }, async () => {
        const page = opened();
        if (stop === signedOut[0]) await recordErrors(page, run().network.url);
        await withEvidence(page, stop.path, () => checkStop(page, run().network.url, stop));
      });

    test(
      'spec 000 §4: signing in through the form lands on the home page',
      { timeout: STOP_TIMEOUT_MS },
      async () => {
        const page = opened();
        await withEvidence(page, 'sign-in', () => signInThroughForm(page, run().network.url));
      },
    );

    for (const stop of signedIn)
      test(stop.path, { timeout: STOP_TIMEOUT_MS }, async () => {
        const page = opened();
        const at = withIds(stop, ids ?? {});
        await withEvidence(page, stop.path, () => checkStop(page, run().network.url, at));
      });

    if (journeys) journeySpecs(opened, run);
  });
}

/** The first restaurant the signed-in user may see, as the provider lists it. */
async function firstRestaurant(page: EnginePage, serverUrl: string) {
  const token = await page.run<string>(
    `return JSON.parse(localStorage.getItem('${SESSION_KEY}')).accessToken;`,
  );
  const { restaurants } = await restaurantsFromApi(serverUrl, token);
  return restaurants[0]!;
}

/** What a person does first, once per engine, after the tour in the same signed-in browser. */
function journeySpecs(opened: () => EnginePage, run: () => EngineRun): void {
  const journey = (
    title: string,
    evidence: string,
    body: (page: EnginePage, run: EngineRun) => Promise<void>,
    timeout = STOP_TIMEOUT_MS,
  ) =>
    test(title, { timeout }, async () => {
      const page = opened();
      await withEvidence(page, evidence, () => body(page, run()));
    });

  journey(
    'spec 000 §4 (live notifications): a notification sent now appears in the open panel',
    'notification',
    async (page, { network, serverUrl }) => {
      await page.goto(`${network.url}${HOME_PATH}`);
      await waitFor(page, SETTLED, 'the home page settled');
      await page.click('button[aria-label^="Notifications, "]');
      await waitFor(
        page,
        `return !!document.querySelector('[role=dialog][aria-label="Notifications"], [role=dialog] h2');`,
        'the notifications panel',
      );
      const text = `Fryer 3 oil low ${page.engine} ${Date.now()}`;
      // The live channel subscribes a moment after the page settles: until then a notification
      // reaches nobody, so it is sent again until one shows (each wait is for it to show).
      const shown = `return document.body.innerText.includes(${JSON.stringify(text)});`;
      for (let attempt = 1; ; attempt += 1) {
        const response = await controlCall(serverUrl, '/notify', {
          body: { email: DEMO.admin, type: 'WARN', message: text },
        });
        assert.equal(response.status, 200, `POST /__sandbox/notify answered ${response.status}`);
        const arrived = await waitFor(page, shown, 'the notification', 5_000).then(
          () => true,
          (error: unknown) => (attempt < 6 ? false : Promise.reject(error)),
        );
        if (arrived) break;
      }
      assert.deepEqual(await uncaughtErrors(page), [], 'uncaught errors');
    },
  );

  journey(
    'spec 001 §8: a finished recording plays',
    'recording',
    async (page, { network }) => {
      await page.goto(`${network.url}/cameras/recordings?status=FINISHED`);
      await waitFor(
        page,
        `return !!document.querySelector('button[aria-label^="Play "]');`,
        'a recording to play',
      );
      await page.click('button[aria-label^="Play "]');
      const playedPast = (seconds: number) =>
        `const video = document.querySelector('[role=dialog] video');
      return !!video && video.currentTime > ${seconds};`;
      // Software decoding on a machine busy with the other e2e processes: a run's WebKit took
      // over 30 s to get past its first frame (the limit is for a hang, not a measure).
      await waitFor(page, playedPast(0.5), 'the recording playing past 0.5 s', 90_000);
      const first = await page.run<number>(
        `return document.querySelector('[role=dialog] video').currentTime;`,
      );
      await waitFor(page, playedPast(first), 'the recording moving on', 60_000);
    },
    2 * STOP_TIMEOUT_MS,
  );

  journey(
    'spec 001 §4: a live camera plays, or says live video is not available in this browser',
    'live-camera',
    async (page, { network, serverUrl }) => {
      const kitchen = await firstRestaurant(page, serverUrl);
      await page.goto(`${network.url}/cameras/view?restaurantUuid=${kitchen.uuid}`);
      await waitFor(page, SETTLED, 'the camera view settled');
      const webRtc = await page.run<boolean>(`return typeof RTCPeerConnection !== 'undefined';`);
      await page.run(`const online = [...document.querySelectorAll('[aria-label="Cameras"] button')]
        .find((button) => /Online$/i.test(button.textContent.trim()));
        online.click(); return true;`);
      if (!webRtc) {
        await waitFor(
          page,
          `const alert = document.querySelector('[aria-label="Live cameras"] [role=alert]');
          return !!alert && alert.textContent.includes('Live video is not available in this browser');`,
          "the tile's 'not available in this browser'",
        );
        return;
      }
      // With WebRTC the tile asks the media gateway. This stage runs no Janus (the live video
      // stage plays cameras, in Chromium): the tile says what it is doing, never blank.
      await waitFor(
        page,
        `return !!document.querySelector('[aria-label="Live cameras"] [role=status], [aria-label="Live cameras"] [role=alert]');`,
        "the tile's state",
      );
    },
  );

  journey(
    'design card (offline shell and cache): offline, the restaurants page reopens with its last data',
    'offline',
    async (page, { network, serverUrl }) => {
      const opened = Date.now();
      await page.goto(`${network.url}/restaurants`);
      await waitFor(page, SETTLED, '/restaurants settled');
      const { name } = await firstRestaurant(page, serverUrl);
      const showsName = `return document.body.innerText.includes(${JSON.stringify(name)});`;
      await waitFor(page, showsName, `"${name}" on the page`);
      await waitFor(
        page,
        'return navigator.serviceWorker.controller !== null;',
        'the service worker controlling the page',
      );
      // This visit's answer saved (the tour saved an older one): a query answered since the
      // page opened that holds the name.
      const savedNow = `const json = await ${PERSISTED_CACHE_SCRIPT};
        return json !== null && JSON.parse(json).clientState.queries.some((query) =>
          query.state.dataUpdatedAt >= ${opened} &&
          JSON.stringify(query.state.data).includes(${JSON.stringify(name)}));`;
      await until(
        `the saved query cache holding this visit's "${name}"`,
        () => page.runAsync<boolean>(savedNow),
        20_000,
      );
      network.setOnline(false);
      try {
        await page.goto(`${network.url}/restaurants`);
        await waitFor(page, headingShown(1, 'Restaurants'), 'the Restaurants heading offline');
        await waitFor(page, showsName, `"${name}" offline, from the saved cache`);
      } finally {
        network.setOnline(true);
      }
    },
    2 * STOP_TIMEOUT_MS,
  );
}

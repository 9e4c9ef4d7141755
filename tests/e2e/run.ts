/**
 * End-to-end suite: the built console and the sandbox on a free port, driven by one Debian
 * Chromium through playwright-core. First the page tour (every page at phone, tablet and
 * desktop size), then the behaviour specs at the viewports they concern, the specs that wait on
 * real time, the desktop's own, and the tour in Spanish.
 * Runs on node:test, so the output ends with its summary (tests / pass / fail).
 * Usage: npm run test:e2e   (needs dist/: `npx vite build`; E2E_VIEWPORTS=phone to narrow)
 */
import { after, before, describe } from 'node:test';
import type { Browser } from 'playwright-core';
import { adminJourneySpecs } from './admin-journey.e2e.ts';
import { cameraSettingsSpecs } from './camera-settings.e2e.ts';
import { cameraViewSpecs } from './camera-view.e2e.ts';
import { floorLayoutSpecs, fullScreenFloorSpecs, wideHourFloorSpecs } from './floor-layout.e2e.ts';
import { kitchenFloorSpecs } from './kitchen-floor.e2e.ts';
import { kitchenPlayerSpecs } from './kitchen-player.e2e.ts';
import { analyticsPageSpecs } from './analytics-pages.e2e.ts';
import { authFlowSpecs } from './auth-flows.e2e.ts';
import { chartKeyboardSpecs } from './chart-keyboard.e2e.ts';
import { contentSecuritySpecs } from './content-security.e2e.ts';
import { dashboardSpecs } from './dashboards.e2e.ts';
import { devicesSpecs } from './devices.e2e.ts';
import { footageSpecs } from './footage.e2e.ts';
import { fryersAdjustmentSpecs } from './fryers-adjustment.e2e.ts';
import { installabilitySpecs } from './installability.e2e.ts';
import { kitchenRecordSpecs } from './kitchen-records.e2e.ts';
import { miniPlayerSpecs } from './mini-player.e2e.ts';
import { largeChainSpecs } from './large-chain.e2e.ts';
import { lentSessionSpecs } from './lent-sessions.e2e.ts';
import { notificationSpecs } from './notifications.e2e.ts';
import { offlineSpecs } from './offline.e2e.ts';
import { outboxSpecs } from './outbox.e2e.ts';
import { plugPlaySpecs } from './plug-play.e2e.ts';
import { pushSpecs } from './push.e2e.ts';
import { dashboardToRecordsSpecs, recordListSpecs } from './records.e2e.ts';
import { rolesPolicySpecs } from './roles-policies.e2e.ts';
import { sessionSpecs } from './session.e2e.ts';
import { shellSpecs } from './shell.e2e.ts';
import { signInSpecs } from './sign-in.e2e.ts';
import { signOutSpecs } from './sign-out.e2e.ts';
import { supportAuditSpecs } from './support-audit.e2e.ts';
import { scheduledProductionSpecs } from './scheduled-production.e2e.ts';
import { productionMonitorSpecs } from './production-monitor.e2e.ts';
import { restaurantsAdminSpecs } from './restaurants-admin.e2e.ts';
import { usersSpecs } from './users.e2e.ts';
import { launchBrowser } from './support/browser.ts';
import { closeTestSessions, setRunning } from './support/harness.ts';
import { startConsoleServer, type RunningServer } from './support/server.ts';
import { selectedViewports, VIEWPORTS, type Viewport } from './support/viewports.ts';
import { spanishTableSpecs } from './table-fit.e2e.ts';
import { spanishTourSpecs, specProviderTourSpecs, tourSpecs } from './tour.e2e.ts';
import { dictionarySpecs } from './dictionaries.e2e.ts';
import { monitoringSpecs } from './monitoring.e2e.ts';
import { providerContractSpecs } from './provider-contract.e2e.ts';
import { unusualSpecs } from './unusual.e2e.ts';
import { updateSpecs } from './update.e2e.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;

const viewports = selectedViewports();
/** Behaviour specs run where they matter: a desktop and a phone. */
const deep = viewports.filter((viewport) => viewport.name !== 'tablet');
/**
 * Chromium's tour at a phone's and a desktop's sizes: a tablet's 1024×768 is toured in WebKit, the
 * engine of most kitchen tablets (tests/e2e/engines), and a page checked at three sizes in one
 * engine and again in another cost the suite its budget (docs/decisions/test-suite.md, "Other
 * engines"). The tablet's floor layout, tables in Spanish and production specs stay here.
 */
const TOURED = viewports.filter((viewport) => viewport.name !== 'tablet');
/**
 * Specs for a desktop alone run with the desktop's other specs; `npm test` moves them into a
 * process of their own with the Spanish tour and tables (E2E_DESKTOP_ONLY=1 there, 0 in the
 * others; scripts/test-all.sh), or into the real-time one where the plan keeps it whole.
 */
const desktop =
  process.env.E2E_DESKTOP_ONLY === '1'
    ? VIEWPORTS[2]
    : process.env.E2E_DESKTOP_ONLY === '0'
      ? undefined
      : viewports.find((viewport) => viewport.name === 'desktop');
/**
 * Specs that wait on real time rather than on the machine: the kitchen's planning ticks and
 * stages, a dropped socket's reconnection, a deploy's update check. `npm test` runs them in a
 * process of their own (E2E_REAL_TIME=only there, apart in the others), beside the unit tests
 * or beside the tours' processes, where their waits leave the machine to the others; unset,
 * they run with the rest.
 */
const REAL_TIME = process.env.E2E_REAL_TIME;
/**
 * The screens at which a set of specs that `npm test` may run apart from its screen's tour runs
 * here: `variable` '1' at all three, '0' at none; unset, at this process's screens, unless it
 * runs only the real-time specs.
 */
function screensHere(variable: string): readonly Viewport[] {
  const chosen = process.env[variable];
  if (chosen !== undefined) return chosen === '1' ? VIEWPORTS : [];
  return REAL_TIME === 'only' ? [] : viewports;
}
/** Whether a set of specs of one screen (`screensHere`) runs here. */
function runsHere(variable: string, screen: Viewport['name']): boolean {
  return screensHere(variable).some((viewport) => viewport.name === screen);
}
/** The phone's tour against a provider of the spec (SANDBOX_PROFILE=spec). */
const SPEC_TOUR = runsHere('E2E_SPEC_TOUR', 'phone');
/** The Spanish tour (a phone's). */
const SPANISH_TOUR = runsHere('E2E_SPANISH_TOUR', 'phone');
/** The lists' tables in Spanish at a tablet's and a desktop's sizes (table-fit.e2e.ts). */
const SPANISH_TABLES = runsHere('E2E_SPANISH_TABLES', 'tablet');

/**
 * Specs written for one screen beyond its behaviour specs: production settings and scheduled
 * production on a phone and a tablet, the floor layout on a tablet, and on a phone server
 * monitoring, the large chain and the widest hour. `npm test` runs them with the specs that
 * wait on real time, beside the unit tests (E2E_SCREEN_SPECS=1 there, 0 in the tours'
 * processes).
 */
const screenSpecs = screensHere('E2E_SCREEN_SPECS');

/**
 * Keyboard specs run where a keyboard is at hand: a desktop and a tablet. `npm test` runs them
 * in the process that ends first (E2E_KEYBOARD=1 there, 0 in the others).
 */
const keyboard = screensHere('E2E_KEYBOARD').filter((viewport) => viewport.name !== 'phone');

/**
 * Behaviour specs whose pages change shape on a phone (cards for tables, a drawer, a filter
 * sheet, full-screen forms) run on a phone and a desktop. The rest check what no screen size
 * changes and run once, on the screen their users hold; the tour still opens each of their
 * pages at all three sizes. The machine is busy with one worker's browser, so every spec run
 * twice costs its whole time again (docs/measurements.md, "The test suite").
 */
const BOTH_SCREENS = [
  shellSpecs,
  dashboardSpecs,
  analyticsPageSpecs,
  recordListSpecs,
  unusualSpecs,
  kitchenRecordSpecs,
  supportAuditSpecs,
  restaurantsAdminSpecs,
  usersSpecs,
  rolesPolicySpecs,
  adminJourneySpecs,
  // Camera settings: full-screen forms and profile cards on a phone.
  cameraSettingsSpecs,
  cameraViewSpecs,
  // Plug-and-play: one stream a screen width on a phone, a row on a desktop.
  plugPlaySpecs,
  // The mini-player: dragged on a desktop, docked on a phone.
  miniPlayerSpecs,
  // From a figure to the footage: a tap on a phone as at a desk.
  footageSpecs,
  // The kitchen player: History below the picture on a phone, beside it on a desktop.
  kitchenPlayerSpecs,
  // Its first spec on both; the panel's others on a desktop.
  notificationSpecs,
  // The admin's landing on both; the other accounts and the messages on a desktop.
  authFlowSpecs,
];
/** A manager signs in, loses the network and gets a push, on a phone. */
const PHONE_ONLY = [signInSpecs, offlineSpecs, outboxSpecs, pushSpecs];

describe('kitchen console (e2e)', { concurrency: 1 }, () => {
  // A failing hook is not counted by node:test's summary: the hook records why, and every test
  // that needs the server or the browser fails with it.
  before(async () => {
    try {
      // Contexts restored from one saved sign-in share its refresh token, which rotates: an
      // hour-long access token means the run never refreshes it.
      server = await startConsoleServer({
        env: { SANDBOX_ACCESS_TTL: '3600' },
        // `npm test` runs several e2e processes side by side: a log each.
        logName: `sandbox-${viewports.map((viewport) => viewport.name).join('-') || 'no-viewport'}.log`,
      });
      browser = await launchBrowser();
      setRunning({ url: server.url, browser });
    } catch (error) {
      setRunning(undefined, error);
    }
  });
  after(async () => {
    await browser?.close().catch(() => undefined);
    await server?.close();
  });
  closeTestSessions();

  if (REAL_TIME !== 'only') mainSpecs();
  screenOnlySpecs(screenSpecs);
  if (REAL_TIME !== 'apart') realTimeSpecs();
  if (desktop) desktopOnlySpecs(desktop);
  if (SPANISH_TOUR) spanishTourSpecs();
  if (SPEC_TOUR) specProviderTourSpecs();
  // Lists' tables at every size a table is drawn at, in the longer language.
  if (SPANISH_TABLES) describe('tables in Spanish', () => spanishTableSpecs());

  // Last: what every spec above made the browser send, held to spec §7.
  providerContractSpecs();
});

/** The tour, then the behaviour specs at the screens they concern. */
function mainSpecs(): void {
  tourSpecs(TOURED);

  for (const viewport of deep) {
    describe(`${viewport.name} ${viewport.viewport.width}×${viewport.viewport.height}`, () => {
      for (const specs of BOTH_SCREENS) specs(viewport);
      if (viewport.name === 'phone') for (const specs of PHONE_ONLY) specs(viewport);
    });
  }

  for (const viewport of keyboard) {
    describe(`${viewport.name} keyboard`, () => {
      chartKeyboardSpecs(viewport);
      dashboardToRecordsSpecs(viewport);
    });
  }
}

/** The specs written for one screen (`screenSpecs`), at the screens given. */
function screenOnlySpecs(screens: readonly Viewport[]): void {
  // Server monitoring on the real Prometheus, a phone here and a desktop with the desktop's own
  // specs (below), like the other behaviour specs (the tour opens its pages on a tablet): each
  // raises its own kitchen's GPU temperature, so the alerts of the screens never meet.
  const phone = screens.find((viewport) => viewport.name === 'phone');
  if (phone) describe(`${phone.name} monitoring`, () => monitoringSpecs(phone));

  const kitchenScreens = screens.filter((viewport) => viewport.name !== 'desktop');
  // Fryers, adjustment and recommendations: a tablet and a phone.
  for (const viewport of kitchenScreens)
    describe(`${viewport.name} production settings`, () => fryersAdjustmentSpecs(viewport));
  // Catering and recurring orders: a tablet and a phone.
  for (const viewport of kitchenScreens)
    describe(`${viewport.name} scheduled production`, () => scheduledProductionSpecs(viewport));
  // The kitchen-floor account's layout, on the crew's tablets held both ways, with the tablet's.
  if (kitchenScreens.some((viewport) => viewport.name === 'tablet')) {
    describe('tablet floor layout', () => {
      floorLayoutSpecs();
      fullScreenFloorSpecs();
    });
  }

  // A chain of 2,000 restaurants, on a phone: where searching beats scrolling. The monitor on a
  // phone in Spanish, at the hour of the widest times.
  if (phone) describe('phone, large chain', () => largeChainSpecs(phone));
  if (phone) describe('phone, the widest hour', () => wideHourFloorSpecs(phone));
}

/**
 * Lent sessions, installability, the session's tabs and sign-out: a desk's browser. The fleet
 * and the dictionaries, kept by an administrator at a desk. Server monitoring at a desk (its
 * phone specs run with the phone's). A recording's HLS playback and download run with the live
 * video, in its own stage (tests/e2e/video/run.ts).
 */
function desktopOnlySpecs(desktop: Viewport): void {
  describe(`desktop only`, () => {
    lentSessionSpecs(desktop);
    installabilitySpecs(desktop);
    contentSecuritySpecs(desktop);
    sessionSpecs(desktop);
    signOutSpecs(desktop);
    devicesSpecs(desktop);
    dictionarySpecs(desktop);
  });
  describe(`${desktop.name} monitoring`, () => monitoringSpecs(desktop));
}

/** The specs that wait on real time (REAL_TIME): the kitchen's, a socket's, a deploy's. */
function realTimeSpecs(): void {
  // The live production queue: its main target is a tablet, and a phone.
  for (const viewport of viewports.filter((viewport) => viewport.name !== 'desktop'))
    describe(`${viewport.name} production monitor`, () => productionMonitorSpecs(viewport));
  // A catering order from the office to the floor, on the crew's tablet, at SANDBOX_SPEED.
  for (const viewport of viewports.filter((viewport) => viewport.name === 'tablet'))
    describe(`${viewport.name} kitchen floor`, () => kitchenFloorSpecs(viewport));
  // Deploys while the console is open: its own copies of dist/ and servers.
  const wide = REAL_TIME === 'only' ? VIEWPORTS[2] : desktop;
  if (wide) describe(`desktop deploys`, () => updateSpecs(wide));
}

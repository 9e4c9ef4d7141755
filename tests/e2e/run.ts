/**
 * End-to-end suite: the built console and the sandbox on a free port, driven by Debian's
 * chromium through playwright-core, at phone, tablet and desktop sizes. Runs on node:test,
 * so the output ends with its summary (tests / pass / fail).
 * Usage: npm run test:e2e   (needs dist/: `npx vite build`; E2E_VIEWPORTS=phone to narrow)
 */
import { after, before, describe } from 'node:test';
import { loginAccessibilitySpecs, restaurantsAccessibilitySpecs } from './accessibility.e2e.ts';
import { authFlowSpecs } from './auth-flows.e2e.ts';
import { installabilitySpecs } from './installability.e2e.ts';
import { notificationSpecs } from './notifications.e2e.ts';
import { offlineSpecs } from './offline.e2e.ts';
import { sessionSpecs } from './session.e2e.ts';
import { shellSpecs } from './shell.e2e.ts';
import { dashboardSpecs } from './dashboards.e2e.ts';
import { analyticsPageSpecs } from './analytics-pages.e2e.ts';
import { signInSpecs } from './sign-in.e2e.ts';
import { updateSpecs } from './update.e2e.ts';
import { openViewport, type ViewportSession } from './support/browser.ts';
import { describeIsolated } from './support/contexts.ts';
import { resetSandbox } from './support/sandbox-control.ts';
import { startConsoleServer, type RunningServer } from './support/server.ts';
import type { Suite } from './support/suite.ts';
import { selectedViewports } from './support/viewports.ts';

// Hooks never throw: a server or browser that fails to start is rethrown by every test that
// needs it, so each counts as failed in node:test's summary (a failing hook is not counted).
let server: RunningServer | undefined;
let serverError: unknown;

describe('kitchen console (e2e)', { concurrency: 1 }, () => {
  before(async () => {
    server = await startConsoleServer().catch((error: unknown) => {
      serverError = error;
      return undefined;
    });
  });
  after(async () => {
    await server?.close();
  });

  for (const viewport of selectedViewports()) {
    describe(
      `${viewport.name} ${viewport.viewport.width}×${viewport.viewport.height}`,
      { concurrency: 1 },
      () => {
        let session: ViewportSession | undefined;
        let sessionError: unknown;
        const suite: Suite = {
          get url() {
            if (!server) throw serverError ?? new Error('the server did not start');
            return server.url;
          },
          get session() {
            if (!session)
              throw sessionError ?? new Error(`no browser session for ${viewport.name}`);
            return session;
          },
        };

        before(async () => {
          try {
            await resetSandbox(suite.url);
            session = await openViewport(viewport);
          } catch (error) {
            sessionError = error;
          }
        });
        after(async () => {
          if (session?.problems.length) {
            console.log(
              `# ${viewport.name}: page errors seen:\n#   ${session.problems.slice(0, 20).join('\n#   ')}`,
            );
          }
          await session?.close();
        });

        loginAccessibilitySpecs(suite);
        installabilitySpecs(suite);
        signInSpecs(suite);
        restaurantsAccessibilitySpecs(suite);
        shellSpecs(suite);
        dashboardSpecs(suite);
        analyticsPageSpecs(suite);
        notificationSpecs(suite);
        offlineSpecs(suite);
        // Last: a fresh browser context per test; one resets the sandbox (the rate limit).
        describeIsolated('sign-in, session and access', suite, viewport, (isolated) => {
          authFlowSpecs(isolated);
          sessionSpecs(isolated);
        });
      },
    );
  }

  // Deploys while the console is open: its own copy of dist/ and server, desktop only.
  const desktop = selectedViewports().find((viewport) => viewport.name === 'desktop');
  if (desktop) updateSpecs(desktop);
});

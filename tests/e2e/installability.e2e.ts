import assert from 'node:assert/strict';
import { openPersistentContext, waitForControllingWorker } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import type { Viewport } from './support/viewports.ts';

interface InstallabilityError {
  errorId: string;
  errorArguments: Array<{ name: string; value: string }>;
}

/** The console is an installable PWA (its manifest, icons and service worker). */
export function installabilitySpecs(viewport: Viewport): void {
  e2eTest('design card (installable PWA): Chromium finds the console installable', async () => {
    const session = await openPersistentContext(viewport);
    harness.watch(session.page);
    const { page, context } = session;
    try {
      await page.goto(`${harness.url}/login`);
      await waitForControllingWorker(page, () => page.reload());
      const cdp = await context.newCDPSession(page);
      try {
        // Resolves once the browser has fetched and parsed the manifest the page links.
        const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as {
          errors: Array<{ message: string }>;
        };
        assert.deepEqual(manifestErrors, [], 'the manifest has errors');
        const { installabilityErrors: errors } = (await cdp.send(
          'Page.getInstallabilityErrors',
        )) as {
          installabilityErrors: InstallabilityError[];
        };
        assert.deepEqual(
          errors,
          [],
          `Page.getInstallabilityErrors: ${errors
            .map(
              (e) => `${e.errorId}${e.errorArguments.map((a) => ` ${a.name}=${a.value}`).join('')}`,
            )
            .join('; ')}`,
        );
      } finally {
        await cdp.detach().catch(() => undefined);
      }
    } finally {
      await session.close();
    }
  });
}

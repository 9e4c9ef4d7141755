import assert from 'node:assert/strict';
import { waitForServiceWorker } from './support/browser.ts';
import { e2eTest, type Suite } from './support/suite.ts';

interface InstallabilityError {
  errorId: string;
  errorArguments: Array<{ name: string; value: string }>;
}

export function installabilitySpecs(suite: Suite): void {
  e2eTest(suite, 'Chromium finds the console installable', async () => {
    const { page, context } = suite.session;
    await page.goto(`${suite.url}/login`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    try {
      let errors: InstallabilityError[] = [];
      // The manifest and its icons load after the page; ask again while they are in flight.
      for (let attempt = 0; attempt < 5; attempt++) {
        ({ installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: InstallabilityError[];
        });
        if (errors.length === 0) break;
        await page.waitForTimeout(1000);
      }
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
  });
}

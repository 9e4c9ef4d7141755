import { restaurantUuid, submitSignIn } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import { startConsoleServer } from './support/server.ts';
import type { Viewport } from './support/viewports.ts';

/** A chain of 2,000 restaurants, on its own server (the shared one keeps the demo chain). */
export function largeChainSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 000 §2, §9: in a chain of 2,000, restaurant 1500 is one search away, and its dashboard follows',
    async () => {
      const server = await startConsoleServer({
        env: { SANDBOX_RESTAURANTS: '2000', SANDBOX_ACCESS_TTL: '3600' },
        logName: `sandbox-large-chain-${viewport.name}.log`,
      });
      try {
        const token = await apiSignIn(server.url, DEMO.admin);
        const uuid = await restaurantUuid(server.url, token, 1500);
        const session = await harness.open(viewport);
        const { page } = session;
        // Signed in on the restaurants page: Global on the dashboard would sum 2,000 kitchens.
        await page.goto(`${server.url}/login?redirect=%2Frestaurants`);
        await submitSignIn(page, DEMO.admin);
        await waitForPage(page, '/restaurants');

        await page.getByRole('button', { name: 'Current restaurant: Global' }).click();
        await page.getByRole('textbox', { name: 'Search restaurants' }).fill('1500');
        await page.getByRole('option', { name: /^1500 - / }).click();
        await page.getByRole('button', { name: /^Current restaurant: 1500 - / }).waitFor();

        // Reloaded on the dashboard, the choice holds and every figure is restaurant 1500's.
        const asked = page.waitForRequest(
          (request) =>
            request.url().includes('/api/v1/analytic/') &&
            new URL(request.url()).searchParams.get('restaurantUuid') === uuid,
        );
        await page.goto(`${server.url}/dashboard/chicken`);
        await waitForPage(page, '/dashboard/chicken');
        await asked;
        await page.getByRole('button', { name: /^Current restaurant: 1500 - / }).waitFor();
        await screenshot(session, 'large-chain-dashboard');
      } finally {
        await server.close();
      }
    },
  );
}

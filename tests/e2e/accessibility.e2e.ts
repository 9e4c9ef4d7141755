import assert from 'node:assert/strict';
import { field } from './support/app.ts';
import { formatViolations, seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, ensureSignedIn, type Suite } from './support/suite.ts';

/** Lets fonts, the skeleton swap and Mantine's transitions settle before axe reads colours. */
async function settle(suite: Suite) {
  await suite.session.page.waitForLoadState('networkidle').catch(() => undefined);
  await suite.session.page.waitForTimeout(400);
}

export function loginAccessibilitySpecs(suite: Suite): void {
  e2eTest(suite, '/login has no serious or critical axe violations', async () => {
    const { page } = suite.session;
    await page.goto(`${suite.url}/login`);
    await field(page, 'Email').waitFor();
    await settle(suite);
    await screenshot(suite.session, 'login');
    const violations = await seriousViolations(page);
    assert.equal(violations.length, 0, `axe on /login:\n${formatViolations(violations)}`);
  });
}

export function restaurantsAccessibilitySpecs(suite: Suite): void {
  e2eTest(suite, '/restaurants has no serious or critical axe violations', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.getByRole('heading', { name: 'Restaurants', exact: true }).first().waitFor();
    await settle(suite);
    const violations = await seriousViolations(page);
    assert.equal(violations.length, 0, `axe on /restaurants:\n${formatViolations(violations)}`);
  });
}

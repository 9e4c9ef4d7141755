import assert from 'node:assert/strict';
import {
  CREDENTIALS,
  accessToken,
  expectRestaurantList,
  restaurantsFromApi,
  signIn,
  submitSignIn,
} from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** Spec 000 §4 "Sign-in and session", §8: the form, its server error, the first list. */
export function signInSpecs(viewport: Viewport): void {
  e2eTest('spec 000 §8: a wrong password shows "Invalid email or password"', async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await page.goto(`${harness.url}/login`);
    await waitForReady(page);
    await submitSignIn(page, CREDENTIALS.email, `${CREDENTIALS.password}-wrong`);
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.first().waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).pathname, '/login');
    await screenshot(session, 'login-error');
  });

  e2eTest('spec 000 §4: signs in and lists the restaurants the sandbox has', async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await signIn(page, harness.url);
    const expected = await restaurantsFromApi(harness.url, await accessToken(page));
    assert.ok(expected.total > 0, 'the sandbox lists no restaurant for this user');
    await expectRestaurantList(page, expected);
    await screenshot(session, 'restaurants');
  });
}

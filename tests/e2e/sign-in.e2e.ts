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
import { e2eTest, type Suite } from './support/suite.ts';

export function signInSpecs(suite: Suite): void {
  e2eTest(suite, 'a wrong password shows "Invalid email or password"', async () => {
    const { page } = suite.session;
    await page.goto(`${suite.url}/login`);
    await submitSignIn(page, CREDENTIALS.email, `${CREDENTIALS.password}-wrong`);
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.first().waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).pathname, '/login');
    await screenshot(suite.session, 'login-error');
  });

  e2eTest(suite, 'signs in and lists the restaurants the sandbox has', async () => {
    const { page } = suite.session;
    await signIn(page, suite.url);
    await page.getByRole('heading', { name: 'Restaurants', exact: true }).first().waitFor();
    const expected = await restaurantsFromApi(suite.url, await accessToken(page));
    assert.ok(expected.total > 0, 'the sandbox lists no restaurant for this user');
    await expectRestaurantList(page, expected);
    await screenshot(suite.session, 'restaurants');
  });
}

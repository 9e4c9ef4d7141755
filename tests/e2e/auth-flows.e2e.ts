/**
 * Sign-in as each demo account lands where spec 000 §4's redirect rules say, and bad input gets
 * a clear message without a storm of requests (spec 000 §5, §8). Every test has a fresh
 * browser context (describeIsolated), so one account's session never leaks into the next.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES } from '../../sandbox/seed.ts';
import { totp } from '../../sandbox/totp.ts';
import { listUsers, resetUserMultiFactor } from '../../src/api/users/managed-users.endpoints.ts';
import { field } from './support/app.ts';
import { providerCall } from './support/provider-call.ts';
import {
  DEMO,
  HOME_HEADING,
  HOME_PATH,
  apiSignIn,
  codeBoxes,
  expectPage,
  heading,
  pasteIntoCode,
  requestCount,
  signInAs,
  submitRecoveryCode,
  typeCode,
  unusedTotp,
} from './support/auth.ts';
import { screenshot, type ViewportSession } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForReady } from './support/ready.ts';
import { clearSignInLimit } from './support/sandbox-control.ts';
import { VIEWPORTS, type Viewport } from './support/viewports.ts';

const SIGN_IN_PATH = '/api/v1/auth/signIn';
const VERIFY_PATH = '/api/v1/auth/multiFactor/verify';

/** A signed-in page of the shell: its path and its title heading. */
async function expectHome(page: Page) {
  await expectPage(page, HOME_PATH, HOME_HEADING);
}

/** Fails when any page of the test threw, or the crash screen is shown. */
async function expectNoCrash(session: ViewportSession, page: Page) {
  assert.deepEqual(session.errors, [], 'uncaught errors in the page');
  assert.equal(
    await page.getByText('Something went wrong', { exact: false }).first().isVisible(),
    false,
    'the crash screen is shown',
  );
}

/**
 * The flagged account without an authenticator again, whatever an earlier viewport did: an
 * administrator's multi-factor reset, through the provider API (it is not a lockout).
 */
async function withoutMultiFactor(email: string) {
  const token = await apiSignIn(harness.url, DEMO.admin);
  const listed = await providerCall(harness.url, token, listUsers, { query: { search: email } });
  const user = listed.content.find((candidate) => candidate.email === email);
  assert.ok(user, `${email} is in the seed`);
  if (!user.multiFactorAuthentication) return;
  await providerCall(harness.url, token, resetUserMultiFactor, { params: { id: user.uuid } });
}

/** Submits the sign-in form and waits for the sandbox's answer to that one request. */
async function submitAndWait(page: Page) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === SIGN_IN_PATH,
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return (await answered).status();
}

/** Every test opens its own context: one account's session never leaks into the next. */
export function authFlowSpecs(viewport: Viewport): void {
  // Where they land does not depend on the screen: admin at every size, the others on desktop.
  const homeAccounts =
    viewport.name === 'desktop' ? [DEMO.admin, DEMO.manager, DEMO.crew] : [DEMO.admin];
  for (const email of homeAccounts) {
    e2eTest(
      `spec 000 §4: ${email} signs in through the form and lands on ${HOME_PATH}`,
      async () => {
        const session = await harness.open(viewport);
        const { page } = session;
        await signInAs(page, harness.url, email);
        await expectHome(page);
      },
    );
  }

  e2eTest(
    `spec 000 §4: ${DEMO.mfa} goes to /multi-step-auth, and the app's TOTP code opens the dashboard`,
    async () => {
      const session = await harness.open(viewport);
      const { page } = session;
      await signInAs(page, harness.url, DEMO.mfa);
      await expectPage(page, '/multi-step-auth', 'Multi Factor Auth');
      await page.getByLabel('Digit 1 of 6', { exact: true }).waitFor();
      await screenshot(session, 'multi-step-auth');
      // Not the code of an earlier sign-in of this run: the sandbox takes a code once.
      await typeCode(page, await unusedTotp());
      await expectHome(page);
    },
  );

  e2eTest(
    `spec 000 §4: ${DEMO.mfa} can use a single-use recovery code instead of the app`,
    async () => {
      const session = await harness.open(viewport);
      const { page } = session;
      await signInAs(page, harness.url, DEMO.mfa);
      await expectPage(page, '/multi-step-auth', 'Multi Factor Auth');
      // Single-use codes, and the sandbox is not reset during the run: one per viewport.
      const index = VIEWPORTS.findIndex((candidate) => candidate.name === viewport.name);
      await submitRecoveryCode(page, DEMO_RECOVERY_CODES[index]!);
      await expectHome(page);
    },
  );

  e2eTest(
    `spec 000 §4, §6 (docs/decisions/sign-in-and-access.md, "Required multi-factor setup"): ${DEMO.mfaSetup} sets multi-factor up after the password (QR code, a code, recovery codes), then lands home`,
    async () => {
      await withoutMultiFactor(DEMO.mfaSetup);
      const session = await harness.open(viewport);
      const { page } = session;
      await signInAs(page, harness.url, DEMO.mfaSetup);
      await expectPage(page, '/multi-step-auth', 'Set up two-step verification');
      await page.getByRole('img', { name: /^QR code/ }).waitFor({ state: 'visible' });
      const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
      await screenshot(session, 'multi-factor-setup');
      await typeCode(page, totp(secret, Date.now()));
      const codes = page.getByTestId('recovery-code');
      await codes.first().waitFor({ state: 'visible' });
      assert.equal(await codes.count(), 8);
      await screenshot(session, 'multi-factor-setup-codes');
      await page.getByRole('button', { name: 'I have saved them', exact: true }).click();
      await expectHome(page);
      await expectNoCrash(session, page);
    },
  );

  e2eTest(`spec 000 §4: ${DEMO.expired} goes to /change-expired-password`, async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await signInAs(page, harness.url, DEMO.expired);
    await expectPage(page, '/change-expired-password', 'Change Expired Password');
    await field(page, 'Current password').waitFor();
    await screenshot(session, 'change-expired-password');
  });

  e2eTest(
    `spec 000 §8: ${DEMO.blocked} goes to /blocked-account with the blocked message`,
    async () => {
      const session = await harness.open(viewport);
      const { page } = session;
      await signInAs(page, harness.url, DEMO.blocked);
      await expectPage(page, '/blocked-account', 'Blocked Account');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your account is blocked' })
        .first()
        .waitFor({ state: 'visible' });
      await screenshot(session, 'blocked-account');
    },
  );

  // Messages do not depend on the screen size: desktop only, to keep the run short.
  if (viewport.name !== 'desktop') return;

  e2eTest(
    'spec 000 §8: a wrong password shows "Invalid email or password" after exactly one request',
    async () => {
      const session = await harness.open(viewport);
      const { page } = session;
      await page.goto(`${harness.url}/login`);
      await waitForReady(page);
      const before = await requestCount(harness.url, SIGN_IN_PATH);
      await field(page, 'Email').fill(DEMO.manager);
      await field(page, 'Password').fill(`${DEMO_PASSWORD}-wrong`);
      assert.equal(await submitAndWait(page), 401);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email or password' })
        .first()
        .waitFor({ state: 'visible' });
      await waitForReady(page);
      assert.equal(await requestCount(harness.url, SIGN_IN_PATH), before + 1);
      assert.equal(new URL(page.url()).pathname, '/login');
      await expectNoCrash(session, page);
    },
  );

  e2eTest('spec 000 §5: empty fields show the field messages and send no request', async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await page.goto(`${harness.url}/login`);
    await field(page, 'Email').waitFor();
    const before = await requestCount(harness.url, SIGN_IN_PATH);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter your email', { exact: true }).waitFor({ state: 'visible' });
    await page.getByText('Enter your password', { exact: true }).waitFor({ state: 'visible' });
    // An e-mail that is not one is refused the same way.
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByText('Enter a valid email address', { exact: true })
      .waitFor({ state: 'visible' });
    await waitForReady(page);
    assert.equal(
      await requestCount(harness.url, SIGN_IN_PATH),
      before,
      'the form sent a sign-in request although its fields were invalid',
    );
    await expectNoCrash(session, page);
  });

  e2eTest(
    'spec 000 §5: pasting "12ab56" into the verification code sends nothing and does not crash',
    async () => {
      const session = await harness.open(viewport);
      const { page } = session;
      await signInAs(page, harness.url, DEMO.mfa);
      await expectPage(page, '/multi-step-auth', 'Multi Factor Auth');
      const before = await requestCount(harness.url, VERIFY_PATH);
      await pasteIntoCode(page, '12ab56');
      await page
        .getByText('Paste a code of 6 digits only.', { exact: true })
        .waitFor({ state: 'visible' });
      await waitForReady(page);
      assert.equal(await codeBoxes(page), '', 'the refused paste left digits in the boxes');
      assert.equal(
        await requestCount(harness.url, VERIFY_PATH),
        before,
        'a verify request was sent for a paste with letters',
      );
      assert.equal(new URL(page.url()).pathname, '/multi-step-auth');
      await expectNoCrash(session, page);
    },
  );

  e2eTest('spec 000 §4: a reset link with a bogus token lands on /login-expired', async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await page.goto(`${harness.url}/reset-password?token=bogus`);
    await expectPage(page, '/login-expired', 'Expired Token');
    await page.getByText('This link has expired or was already used.').waitFor();
    await expectNoCrash(session, page);
  });

  e2eTest(
    'spec 000 §8: six wrong passwords in a row: the 429 is a clear alert, one request per submit',
    async () => {
      const session = await harness.open(viewport);
      const { page } = session;
      try {
        await page.goto(`${harness.url}/login`);
        await waitForReady(page);
        const before = await requestCount(harness.url, SIGN_IN_PATH);
        await field(page, 'Email').fill(DEMO.norole);
        await field(page, 'Password').fill(`${DEMO_PASSWORD}-wrong`);
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 6; attempt++) statuses.push(await submitAndWait(page));
        assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
        await page
          .getByRole('alert')
          .filter({ hasText: /too many/i })
          .first()
          .waitFor({ state: 'visible' });
        await heading(page, 'Sign in to the kitchen console').waitFor();
        await waitForReady(page);
        assert.equal(await requestCount(harness.url, SIGN_IN_PATH), before + 6);
        assert.equal(new URL(page.url()).pathname, '/login');
        await expectNoCrash(session, page);
      } finally {
        await clearSignInLimit(harness.url);
      }
    },
  );
}

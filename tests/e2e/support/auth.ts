/** Helpers for the sign-in, session and access tests (sandbox/README.md "Demo accounts"). */
import assert from 'node:assert/strict';
import { setTimeout } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../sandbox/seed.ts';
import { totp } from '../../../sandbox/totp.ts';
import { SESSION_KEY, field, submitSignIn } from './app.ts';
import { sandboxRequests } from './sandbox-control.ts';

export const DEMO = {
  admin: 'admin@demo.kitchen',
  manager: 'manager@demo.kitchen',
  crew: 'crew@demo.kitchen',
  mfa: 'mfa@demo.kitchen',
  expired: 'expired@demo.kitchen',
  blocked: 'blocked@demo.kitchen',
  norole: 'norole@demo.kitchen',
  mfaSetup: 'mfa-setup@demo.kitchen',
} as const;

export type Account = keyof typeof DEMO;

export const HOME_PATH = '/dashboard/chicken';
export const HOME_HEADING = 'Dashboard';

/** Opens /login and signs in through the form as `email` (the demo password by default). */
export async function signInAs(
  page: Page,
  baseUrl: string,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, email, password);
}

/** Waits until the page's path is `pathname` (client-side navigations count). */
export async function waitForPath(page: Page, pathname: string, timeoutMs = 15_000) {
  await page
    .waitForURL((url) => url.pathname === pathname, { timeout: timeoutMs, waitUntil: 'commit' })
    .catch(() => {
      assert.fail(`expected to be on ${pathname} within ${timeoutMs / 1000} s; at ${page.url()}`);
    });
}

/** A visible heading with exactly this text (the aria-hidden skeleton does not count). */
export function heading(page: Page, name: string, level?: number) {
  return page.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) }).first();
}

/** Waits until the page is `pathname` and shows `title` as a heading. */
export async function expectPage(page: Page, pathname: string, title: string) {
  await waitForPath(page, pathname);
  await heading(page, title).waitFor({ state: 'visible' });
}

/** RFC 6238's time step, the sandbox's too (sandbox/totp.ts). */
const TOTP_STEP_MS = 30_000;
/** The time steps whose codes of mfa@ this run has typed: its sandbox takes each code once. */
const typedTotpSteps = new Set<number>();

/**
 * A code of mfa@'s authenticator app (RFC 6238, the sandbox's own implementation) that this run
 * has not typed yet. The sandbox takes an app code once (RFC 6238 §5.2) and accepts the codes of
 * one step either side of now (sandbox/totp.ts), so this is the app's current code or, that one
 * typed, its next; both typed, it waits for the next step to begin, whose next code is new.
 */
export async function unusedTotp(): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / TOTP_STEP_MS);
    const unused = [step, step + 1].find((candidate) => !typedTotpSteps.has(candidate));
    if (unused !== undefined) {
      typedTotpSteps.add(unused);
      return totp(DEMO_TOTP_SECRET, unused * TOTP_STEP_MS);
    }
    await setTimeout((step + 1) * TOTP_STEP_MS - now);
  }
}

/** Types a 6-digit code into the six boxes of the verification code, as a user does. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByLabel('Digit 1 of 6', { exact: true });
  await first.click();
  await page.keyboard.type(code, { delay: 20 });
}

/** A paste of `text` into the first box of the verification code (a real ClipboardEvent). */
export async function pasteIntoCode(page: Page, text: string): Promise<void> {
  const first = page.getByLabel('Digit 1 of 6', { exact: true });
  await first.focus();
  // A string, not a function: evaluated as is (page.evaluate calls only real functions).
  await page.evaluate(`(() => {
    const box = document.activeElement;
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

/** Switches /multi-step-auth to the recovery code, types it and verifies. */
export async function submitRecoveryCode(page: Page, recoveryCode: string): Promise<void> {
  await page.getByRole('button', { name: 'Use a recovery code', exact: true }).click();
  await field(page, 'Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** The values of the six digit boxes, joined. */
export async function codeBoxes(page: Page): Promise<string> {
  const values: string[] = [];
  for (let index = 1; index <= 6; index++) {
    values.push(await page.getByLabel(`Digit ${index} of 6`, { exact: true }).inputValue());
  }
  return values.join('');
}

/** Signs out through the account menu of the shell ("My Account: …" → "Sign Out"). */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
}

/** localStorage `kc.session` as stored, or null. */
export async function storedSession(page: Page): Promise<{
  accessToken: string;
  accessExpDate: number;
  userUuid: string;
  [key: string]: unknown;
} | null> {
  const raw = (await page.evaluate(`localStorage.getItem(${JSON.stringify(SESSION_KEY)})`)) as
    string | null;
  return raw
    ? (JSON.parse(raw) as { accessToken: string; accessExpDate: number; userUuid: string })
    : null;
}

/** How many requests the sandbox has answered on this exact /api/v1 path. */
export async function requestCount(baseUrl: string, path: string): Promise<number> {
  return (await sandboxRequests(baseUrl, path)).length;
}

/** Signs in through the API (no browser): the access token, e.g. to ask what a user may see. */
export async function apiSignIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/signIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  assert.equal(response.status, 200, `POST /api/v1/auth/signIn for ${email}: ${response.status}`);
  const body = (await response.json()) as { results: { accessToken: string } };
  return body.results.accessToken;
}

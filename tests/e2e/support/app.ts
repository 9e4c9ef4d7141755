import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../sandbox/seed.ts';
import { listRestaurants } from '../../../src/api/restaurants/restaurants.endpoints.ts';
import type { Restaurant } from '../../../src/api/restaurants/restaurants.schema.ts';
import { providerCall } from './provider-call.ts';
import { waitForReady } from './ready.ts';

/** The sandbox's administrator: every restaurant (override with E2E_EMAIL / E2E_PASSWORD). */
export const CREDENTIALS = {
  email: process.env.E2E_EMAIL ?? 'admin@demo.kitchen',
  password: process.env.E2E_PASSWORD ?? DEMO_PASSWORD,
};

export const SESSION_KEY = 'kc.session';

export interface ListedRestaurant {
  uuid: string;
  number: number;
  name: string;
  /** Spec 000 §3: the zone the kitchen's times are read in. */
  timezone: string;
}

/** `hh:mm` in `zone` at `time`, 24-hour: a kitchen's wall clock. */
export function localClock(zone: string, time: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time);
}

/**
 * A field found by its label as a user reads it: "Email", or "Email *" where the form marks
 * required fields (Mantine's asterisk is aria-hidden but part of the label's text).
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

/** Fills the sign-in form as a user would and submits it. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through /login, asking to come back to /restaurants, and waits for it. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login?redirect=%2Frestaurants`);
  await submitSignIn(page, CREDENTIALS.email, CREDENTIALS.password);
  await page.waitForURL((url) => url.pathname === '/restaurants', { timeout: 20_000 });
}

/** The access token the console stored under localStorage `kc.session`. */
export async function accessToken(page: Page): Promise<string> {
  const raw = (await page.evaluate(`localStorage.getItem(${JSON.stringify(SESSION_KEY)})`)) as
    string | null;
  assert.ok(raw, `localStorage "${SESSION_KEY}" is empty after sign-in`);
  const session = JSON.parse(raw) as { accessToken?: unknown };
  assert.equal(typeof session.accessToken, 'string', `"${SESSION_KEY}" has no accessToken`);
  return session.accessToken as string;
}

/** What the sandbox says the user may see: GET /api/v1/restaurants?limit=100. */
export async function restaurantsFromApi(
  baseUrl: string,
  token: string,
): Promise<{ total: number; restaurants: ListedRestaurant[] }> {
  const page = await providerCall(baseUrl, token, listRestaurants, { query: { limit: 100 } });
  return { total: page.total, restaurants: page.content.map(listed) };
}

/** Our chain numbers its restaurants (spec 000 §3 allows another provider's text). */
function listed(restaurant: Restaurant): ListedRestaurant {
  const { uuid, name, timezone } = restaurant;
  return { uuid, name, timezone, number: Number(restaurant.number) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches "1001 - Peachtree & 5th" on a card or a selector, "1001⇥Peachtree & 5th" across two
 * cells of a table row (innerText separates cells with a tab): a dash, dot or just white space
 * between; or "Peachtree & 5th⇥1001" where a table heads its row with the name (the
 * restaurants table, spec 001 §3's order), the address under the name and the number in the next
 * cell or folded under both.
 */
export function restaurantLabel(restaurant: ListedRestaurant): RegExp {
  const name = escapeRegExp(restaurant.name);
  return new RegExp(
    `(^|\\D)${restaurant.number}\\s*[-–—·:]?\\s*${name}|${name}[^\\t]*?\\s${restaurant.number}(\\D|$)`,
  );
}

/** The restaurants whose "number - name" appears in the page's main content. */
export async function restaurantsShown(
  page: Page,
  restaurants: ListedRestaurant[],
): Promise<ListedRestaurant[]> {
  const main = page.locator('main');
  const text =
    (await main.count()) > 0 ? await main.first().innerText() : await page.innerText('body');
  return restaurants.filter((restaurant) => restaurantLabel(restaurant).test(text));
}

/**
 * Checks that the settled page lists at least min(12, total) of the sandbox's restaurants, or
 * shows the sandbox's total as a count ("48 restaurants"). Returns how many it saw.
 */
export async function expectRestaurantList(
  page: Page,
  expected: { total: number; restaurants: ListedRestaurant[] },
): Promise<number> {
  await waitForReady(page);
  const want = Math.min(12, expected.total);
  const countText = new RegExp(`(^|\\D)${expected.total}\\s+restaurants?\\b`, 'i');
  const shown = await restaurantsShown(page, expected.restaurants);
  const hasCount = countText.test(await page.innerText('body'));
  assert.ok(
    shown.length >= want || hasCount,
    `expected at least ${want} distinct restaurants as "number - name" or number and name in one row (sandbox total ${expected.total}, ` +
      `e.g. "${expected.restaurants[0]?.number} - ${expected.restaurants[0]?.name}") or the text ` +
      `"${expected.total} restaurants"; saw ${shown.length}: ` +
      `${shown.map((r) => `${r.number} - ${r.name}`).join(', ') || '(none)'}\n` +
      `page text starts: ${(await page.innerText('body')).slice(0, 400).replace(/\s+/g, ' ')}`,
  );
  return shown.length;
}

/** The uuid of restaurant `number`, found as the console finds it: the provider's search. */
export async function restaurantUuid(
  baseUrl: string,
  token: string,
  number: number,
): Promise<string> {
  const page = await providerCall(baseUrl, token, listRestaurants, {
    query: { search: String(number), limit: 100 },
  });
  const found = page.content.map(listed).find((restaurant) => restaurant.number === number);
  assert.ok(found, `the sandbox has restaurant ${number}`);
  return found.uuid;
}

/**
 * The page tour's stops: every page of the route table (spec 000 §2 "Route paths"), signed out
 * (AUTH_ROUTES) and signed in (APP_ROUTES), and the id families, each with what it is opened at
 * (real sandbox ids, a chosen kitchen where the page needs one) and what it waits for. The tour
 * (tour.e2e.ts) checks them; `npm run bench:pages` (scripts/bench-pages.ts) measures them.
 */
import assert from 'node:assert/strict';
import { APP_ROUTES, AUTH_ROUTES, FAMILY_PAGES } from '../../../src/lib/route-table.ts';
import { auth as englishAuth } from '../../../src/lib/i18n/en/auth.ts';
import { appPages as englishAppPages } from '../../../src/lib/i18n/en/app-pages.ts';
import { pages as englishAuthPages } from '../../../src/lib/i18n/en/pages.ts';
import { pageCheck, type PageCheck } from '../page-checks.ts';
import { apiSignIn, DEMO } from './auth.ts';
import { startRush } from './sandbox-control.ts';

/** The texts a stop's heading comes from, in English. */
export const englishTitles = { ...englishAuthPages, ...englishAppPages, ...englishAuth };
export type TitleKey = keyof typeof englishTitles;

export interface TourStop {
  /** The route as the table has it, e.g. `/users/$uuid/sessions`. */
  route: string;
  /** What is opened: the route with real ids from the sandbox. */
  path: string;
  /** Where a visitor ends up (an auth page a signed-out visitor may not stay on goes to login). */
  landing: string;
  title: TitleKey;
  /** Signed-in pages title themselves with an h1; auth pages with their card's h2. */
  headingLevel: 1 | 2;
  signedIn: boolean;
  /**
   * Its data is one kitchen's (registry `oneKitchen`): toured with a busy kitchen chosen, after
   * every Global stop, as the choice stays with the session.
   */
  kitchen: boolean;
  /** What the tour waits for and checks there beyond the common checks. */
  checks: PageCheck;
}

/**
 * Real ids for the parameterised routes, asked of the sandbox as the admin sees it, and the
 * kitchen the one-kitchen stops are toured in, put in a lunch rush so that its queue is busy
 * whatever the hour of the run (at night a kitchen may have nothing under way).
 */
export async function sandboxIds(baseUrl: string): Promise<Record<string, string>> {
  const token = await apiSignIn(baseUrl, DEMO.admin);
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200, `GET ${path} answered ${response.status}`);
    return ((await response.json()) as { results: unknown }).results;
  };
  const restaurants = (await get('/restaurants?limit=1')) as { content: Array<{ uuid: string }> };
  const kitchen = restaurants.content[0]!.uuid;
  const me = (await get('/users/user')) as { uuid: string };
  const tablets = (await get('/tablets/list?restaurantUuid=' + kitchen)) as {
    content: Array<{ uuid: string }>;
  };
  await startRush(baseUrl, kitchen);
  return {
    kitchen,
    '/restaurants/$uuid/devices/pc': kitchen,
    '/restaurants/$uuid/devices/tablets': kitchen,
    '/users/$uuid/sessions': me.uuid,
    '/devices/tablets/$uuid/sessions': tablets.content[0]!.uuid,
    '/pcs/$id': kitchen,
    '/kitchen-player/$id': kitchen,
  };
}

/**
 * The stop with its route's `$uuid` replaced by a real id (`sandboxIds`), and a one-kitchen
 * page with its kitchen chosen in the URL.
 */
export function withIds(stop: TourStop, ids: Record<string, string>): TourStop {
  const family = stop.route.includes('$');
  if (!family && !stop.kitchen) return stop;
  if (!family) return { ...stop, path: `${stop.route}?restaurantUuid=${ids.kitchen}` };
  const id = ids[stop.route];
  assert.ok(id, `no sandbox id for ${stop.route}`);
  const path = stop.route.replace(/\$(uuid|id)/, id);
  return { ...stop, path, landing: path };
}

/**
 * Auth pages a signed-out visitor cannot stay on (spec 000 §4 redirect rules): the second
 * factor and the expired password need a session; a reset link without a token has expired.
 */
const SIGNED_OUT_LANDINGS: Record<string, { landing: string; title: TitleKey }> = {
  '/login': { landing: '/login', title: 'auth.signInTitle' },
  '/change-expired-password': { landing: '/login', title: 'auth.signInTitle' },
  '/multi-step-auth': { landing: '/login', title: 'auth.signInTitle' },
  '/reset-password': { landing: '/login-expired', title: 'routes.loginExpired' },
};

export function tourStops(): TourStop[] {
  const signedOut = AUTH_ROUTES.map(({ path, title }): TourStop => ({
    route: path,
    path,
    landing: SIGNED_OUT_LANDINGS[path]?.landing ?? path,
    title: SIGNED_OUT_LANDINGS[path]?.title ?? title,
    headingLevel: 2,
    signedIn: false,
    kitchen: false,
    checks: {},
  }));
  const signedIn = APP_ROUTES.map((route): TourStop => ({
    route: route.path,
    path: route.path,
    landing: route.path,
    title: route.title,
    headingLevel: 1,
    signedIn: true,
    kitchen: 'oneKitchen' in route && route.oneKitchen === true,
    checks: pageCheck(route),
  }));
  // Toured with a real id, with their page's checks: `/pcs/{id}` shows its kitchen's live
  // queue, `/kitchen-player/{id}` its player, whatever the header's choice.
  const families = Object.entries(FAMILY_PAGES).map(([route, page]): TourStop => {
    const listed = APP_ROUTES.find((entry) => entry.path === page)!;
    return {
      route,
      path: route,
      landing: route,
      title: listed.title,
      headingLevel: 1,
      signedIn: true,
      kitchen: true,
      checks: pageCheck(listed),
    };
  });
  const global = signedIn.filter((stop) => !stop.kitchen);
  const kitchen = signedIn.filter((stop) => stop.kitchen);
  return [...signedOut, ...global, ...kitchen, ...families];
}

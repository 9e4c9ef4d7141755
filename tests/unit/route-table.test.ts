import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MODULES, type AccessSubject, type ModuleType } from '../../src/lib/access';
import type { MessageKey } from '../../src/lib/i18n/messages-en';
import { es } from '../../src/lib/i18n/messages-es';
import { SIDEBAR_SECTIONS } from '../../src/lib/navigation';
import {
  APP_ROUTES,
  DASHBOARD_PATH,
  allowedPages,
  appRoute,
  familyHref,
  homePath,
  type AppPath,
  type OffSidebar,
  type RouterPath,
} from '../../src/lib/route-table';
import { DICTIONARY_PAGES } from '../../src/lib/dictionary-pages';
import { EVENT_KIND_KEYS, eventKindPath } from '../../src/lib/event-kinds';
import { TIMER_STATION_KEYS, timerStationPath } from '../../src/lib/timer-stations';
import { UNUSUAL_KIND_KEYS, unusualKindPath } from '../../src/lib/unusual-kinds';
import type { FileRoutesByTo } from '../../src/routeTree.gen';

/** The whole English catalogue: the entry's parts and every lazily registered part. */
const en: Record<string, unknown> = Object.assign(
  {},
  ...Object.values(import.meta.glob('../../src/lib/i18n/en/*.ts', { eager: true })).flatMap(
    (part) => Object.values(part as Record<string, object>),
  ),
);

const APP_ROUTE_FILES = join(__dirname, '../../src/routes/_app');

/** The route files of the signed-in pages, each with the path it serves. */
function routeFiles(dir = APP_ROUTE_FILES): Array<{ file: string; path: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    const segments = relative(APP_ROUTE_FILES, full)
      .replace(/\.tsx$/, '')
      .split(/[\\/]/)
      .filter((segment) => segment !== 'index')
      // `restaurants_` is un-nested from `restaurants` (TanStack Router); the path has no `_`.
      .map((segment) => segment.replace(/_$/, ''));
    return [{ file: relative(APP_ROUTE_FILES, full), path: `/${segments.join('/')}` }];
  });
}

/** A family's route file serves one page per entry of its table (lib/timer-stations.ts, …). */
const FAMILY_ROUTES: Record<string, { pages: readonly string[]; guard: string; frame: string }> = {
  '/timers-cycle-history/$station': {
    pages: TIMER_STATION_KEYS.map(timerStationPath),
    guard: 'timerStationPath(params.station)',
    frame: 'timerStationPath(station)',
  },
  '/events/$kind': {
    pages: EVENT_KIND_KEYS.map(eventKindPath),
    guard: 'eventKindPath(params.kind)',
    frame: 'eventKindPath(kind)',
  },
  '/settings/$product/$dictionary': {
    pages: DICTIONARY_PAGES.map((page) => page.path),
    guard: 'params.path',
    frame: 'path',
  },
  '/unusual/$kind': {
    pages: UNUSUAL_KIND_KEYS.map(unusualKindPath),
    guard: 'unusualKindPath(params.kind)',
    frame: 'unusualKindPath(kind)',
  },
};

/** Routes under the signed-in layout that are not pages: home and the id families redirect. */
const NOT_PAGES = ['/', '/pcs/$id', '/kitchen-player/$id'];
const OFF_SIDEBAR: readonly OffSidebar[] = ['detail', 'tab', 'account', 'support'];

describe('the page registry: every page declared once, completely', () => {
  it.each(APP_ROUTES.map((page) => [page.path, page] as const))('%s', (path, page) => {
    // Its module is one the access model knows, or null for the user's own settings, which
    // every signed-in user may open and which the account menu lists (spec 000 §2, §6).
    if (page.module === null) expect(page.sidebar, 'a page open to all').toBe('account');
    else expect(MODULES).toContain(page.module);
    // Its title has an English and a Spanish text.
    expect(en[page.title], `English ${page.title}`).toEqual(expect.any(String));
    expect(es[page.title], `Spanish ${page.title}`).toEqual(expect.any(String));
    // A sidebar section that exists, with a label both catalogues have; or why it has none.
    if (typeof page.sidebar === 'string') {
      expect(OFF_SIDEBAR).toContain(page.sidebar);
      expect(page.sidebar === 'detail', 'a detail page is one record ($uuid)').toBe(
        path.includes('$'),
      );
    } else {
      const [section, label = page.title] = page.sidebar as readonly [string, MessageKey?];
      expect(SIDEBAR_SECTIONS.map((candidate) => candidate.id)).toContain(section);
      expect(en[label], `English ${label}`).toEqual(expect.any(String));
      expect(es[label], `Spanish ${label}`).toEqual(expect.any(String));
    }
  });

  it('has each path once, and each chart-to-list name once', () => {
    const paths = APP_ROUTES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const lists = APP_ROUTES.flatMap((page) =>
      'list' in page && page.list ? [page.list.kind] : [],
    );
    expect(new Set(lists).size).toBe(lists.length);
  });

  it('has every route file under src/routes/_app, and a route file for every page', () => {
    const served = routeFiles()
      .flatMap((route) => FAMILY_ROUTES[route.path]?.pages ?? [route.path])
      .filter((path) => !NOT_PAGES.includes(path));
    expect(served.toSorted()).toEqual(APP_ROUTES.map((page) => page.path).toSorted());
  });

  it("has each route file guard and frame its own page, not another's", () => {
    for (const { file, path } of routeFiles()) {
      if (NOT_PAGES.includes(path)) continue;
      const source = readFileSync(join(APP_ROUTE_FILES, file), 'utf8');
      const family = FAMILY_ROUTES[path];
      if (family) {
        // The station's page, from the parameter the route has checked against the table.
        expect(source).toContain(`guardPage(context.user, ${family.guard})`);
        expect(source).toContain(`path={${family.frame}}`);
        continue;
      }
      const named = /const PATH = '([^']+)'/.exec(source)?.[1];
      const guarded = /guardPage\(context\.user, '([^']+)'\)/.exec(source)?.[1] ?? named;
      const framed = /PageFrame\s+path="([^"]+)"/.exec(source)?.[1] ?? named;
      expect([file, guarded, framed]).toEqual([file, path, path]);
    }
  });

  it('a path that is no route, or no page of the registry, does not compile', () => {
    // @ts-expect-error: no page of the registry is '/pcs/monitr'
    const typo: AppPath = '/pcs/monitr';
    // @ts-expect-error: no route file serves '/pcs/monitr', so no registry entry may name it
    const entry: RouterPath = '/pcs/monitr';
    // @ts-expect-error: no station of lib/timer-stations.ts is 'fryr'
    const station: AppPath = '/timers-cycle-history/fryr';
    expect(appRoute(typo)).toBeUndefined();
    expect(appRoute(station)).toBeUndefined();
    expect(appRoute(entry)).toBeUndefined();
    // Every page of the registry is a route of the router's generated tree, a family's page
    // being its route with the parameter written out (`/timers-cycle-history/$station`).
    expectTypeOf<AppPath>().toExtend<RouterPath>();
    expectTypeOf<'/timers-cycle-history/fryer'>().toExtend<AppPath>();
    expectTypeOf<'/timers-cycle-history/$station'>().toExtend<keyof FileRoutesByTo>();
  });
});

const viewing = (...modules: ModuleType[]): AccessSubject => ({
  type: 'MANAGER',
  userRoleDto: { accessList: modules.map((moduleType) => ({ moduleType, actionType: ['VIEW'] })) },
});
const paths = (subject: AccessSubject) => allowedPages(subject).map((route) => route.path);

describe('id route families (spec 000 §2)', () => {
  it('spec 000 §2: navigates to /pcs/{id} and /kitchen-player/{id} from a path without the id', () => {
    const current = { pathname: '/dashboard/chicken', search: '' };
    expect(familyHref('/pcs', 'pc-7', current)).toBe('/pcs/pc-7');
    expect(familyHref('/kitchen-player', 'cam-2', current)).toBe('/kitchen-player/cam-2');
  });

  it('spec 000 §2: stays when the current path already contains the id', () => {
    expect(familyHref('/pcs', 'pc-7', { pathname: '/pcs/pc-7', search: '' })).toBeNull();
    expect(
      familyHref('/kitchen-player', 'cam-2', {
        pathname: '/kitchen-player/cam-2',
        search: '?restaurantUuid=r-1',
      }),
    ).toBeNull();
  });

  it('spec 000 §2: carries restaurantUuid over when present', () => {
    const current = { pathname: '/pcs/monitor', search: '?restaurantUuid=r-1' };
    expect(familyHref('/pcs', 'pc-7', current)).toBe('/pcs/pc-7?restaurantUuid=r-1');
    expect(familyHref('/kitchen-player', 'cam-2', current)).toBe(
      '/kitchen-player/cam-2?restaurantUuid=r-1',
    );
  });

  it('spec 000 §2: adds no query when there is no restaurantUuid to carry', () => {
    expect(familyHref('/pcs', 'pc-7', { pathname: '/events/chicken', search: '?tab=2' })).toBe(
      '/pcs/pc-7',
    );
  });
});

describe('allowed pages and home (spec 000 §2, §6)', () => {
  it('spec 000 §6: ADMIN and a user with no role may open every page of the route table', () => {
    const all = APP_ROUTES.map((route) => route.path);
    expect(paths({ type: 'ADMIN', userRoleDto: null })).toEqual(all);
    expect(paths({ type: 'ADMIN', userRoleDto: { accessList: [] } })).toEqual(all);
    expect(paths({ type: 'USER', userRoleDto: null })).toEqual(all);
  });

  it('spec 000 §6: other users get the pages of modules with VIEW, in sidebar order, plus their own settings', () => {
    expect(paths(viewing('REPORTS', 'EVENTS'))).toEqual([
      '/events/chicken',
      '/events/potato',
      '/events/analytics',
      '/entry-chutes',
      '/basket-events',
      '/reports',
      '/user-settings/authentification-log',
      '/user-settings/active-sessions',
      '/user-settings/security',
    ]);
  });

  it('spec 000 §6: a module granted without VIEW opens none of its pages', () => {
    const subject: AccessSubject = {
      type: 'MANAGER',
      userRoleDto: { accessList: [{ moduleType: 'USERS', actionType: ['EDIT', 'DELETE'] }] },
    };
    expect(paths(subject).filter((path) => !path.startsWith('/user-settings/'))).toEqual([]);
  });

  it('spec 000 §2: home is the dashboard when it is allowed', () => {
    expect(homePath({ type: 'ADMIN', userRoleDto: null })).toBe(DASHBOARD_PATH);
    expect(homePath({ type: 'USER', userRoleDto: null })).toBe(DASHBOARD_PATH);
    expect(homePath(viewing('USERS', 'DASHBOARD'))).toBe(DASHBOARD_PATH);
  });

  it('spec 000 §2: without the dashboard, home is the first allowed page', () => {
    expect(homePath(viewing('REPORTS', 'EVENTS'))).toBe('/events/chicken');
    expect(homePath(viewing('USERS'))).toBe('/users');
    expect(homePath(viewing('RESTAURANT'))).toBe('/restaurants');
    expect(homePath(viewing('SUPPORT', 'DEVICE'))).toBe('/devices/pc');
  });

  it('spec 000 §6: with no allowed page the dashboard is home', () => {
    expect(homePath(viewing())).toBe(DASHBOARD_PATH);
  });
});

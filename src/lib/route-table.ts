import { canView, type AccessSubject, type ModuleType } from './access';
import type { MessageKey } from './i18n/messages-en';
import type { FileRoutesByPath } from '@tanstack/react-router';
import type { SectionId, TabGroupId } from './page-places';
import {
  TIMER_STATIONS,
  TIMER_STATION_KEYS,
  timerStationPath,
  type TimerStation,
} from './timer-stations';
import { DICTIONARY_PAGES, DICTIONARY_PRODUCTS, type DictionaryPagePath } from './dictionary-pages';
import { EVENT_KINDS, EVENT_KIND_KEYS, eventKindPath, type EventKind } from './event-kinds';
import {
  UNUSUAL_KINDS,
  UNUSUAL_KIND_KEYS,
  unusualKindPath,
  type UnusualKind,
} from './unusual-kinds';

type WithoutTrailingSlash<Path> = Path extends `${infer Trimmed}/` ? Trimmed : Path;

/**
 * Each family route with its parameter written out: one route file serves every entry of its
 * table, and each entry is a page of its own in the registry, with its own title, link and
 * access (`/unusual/$kind` → `/unusual/empty-pan`).
 */
interface FamilyPaths {
  '/timers-cycle-history/$station': ReturnType<typeof timerStationPath>;
  '/unusual/$kind': ReturnType<typeof unusualKindPath>;
  '/events/$kind': ReturnType<typeof eventKindPath>;
  '/settings/$product/$dictionary': DictionaryPagePath;
}
type FamilyPages<Path> = Path extends keyof FamilyPaths ? FamilyPaths[Path] : Path;

/**
 * A path of the router's generated tree: `src/routeTree.gen.ts` declares every route file in
 * `FileRoutesByPath` (type-only, nothing is bundled), so a registry path without a route file
 * does not compile. The e2e and scripts project does not include the tree; there it is a string
 * (the app and test projects hold the check).
 */
export type RouterPath = keyof FileRoutesByPath extends never
  ? string
  : FamilyPages<WithoutTrailingSlash<FileRoutesByPath[keyof FileRoutesByPath]['fullPath']>>;

/**
 * Why a page has no sidebar link (spec 000 §2 lists the sidebar's links exactly), and so where
 * its way in is (tests/unit/reachability.test.ts holds every page to one):
 * - `detail`: one record's page (`$uuid`), opened from its list; its breadcrumbs lead back there.
 * - `tab`: a tab beside a sidebar page: a settings dictionary's (`/settings/chicken/containers`
 *   beside Materials), or a page of a tab group (`tabs` below: `/dashboard/potato` beside the
 *   chicken dashboard, `/entry-chutes` beside the events, `/timers-cycle-history/prq` beside
 *   the other stations).
 * - `account`: in the profile menu (spec 000 §2), the user's own settings.
 * - `support`: in the account menu beside 'Contact support', for users with its module.
 */
export type OffSidebar = 'detail' | 'tab' | 'account' | 'support';

/**
 * What the e2e page tour waits for or checks on a built page beyond its heading
 * (tests/e2e/page-checks.ts maps each to browser code):
 * - `charts`: its charts are drawn, and no card says its data failed to load;
 * - `data`: no card says its data failed to load (the sandbox fails none).
 * - `records`: a record list shows rows, and nothing failed to load.
 * - `pages`: an offset-paged list (ui/list/paged-list.tsx) shows rows, and nothing failed to load.
 * - `rows`: a plain list (ui/list/list-view.tsx) shows rows, and nothing failed to load.
 */
export type TourReadiness = 'charts' | 'data' | 'records' | 'pages' | 'rows';

/**
 * One page of the registry: everything the guard, the page frame, the sidebar, breadcrumbs,
 * chart-to-list links and the page tour need to know of it. A page is added here, once.
 */
export interface AppRoute {
  /** A route of the router's generated tree (`src/routeTree.gen.ts`): a typo does not compile. */
  path: RouterPath;
  /** The module whose VIEW opens it (spec 000 §6); null only for the user's own settings. */
  module: ModuleType | null;
  title: MessageKey;
  /**
   * Its sidebar section, with the link's text when the sidebar shows a shorter one than the
   * title ("Chicken" under Events), or why it has no link.
   */
  sidebar: readonly [section: SectionId, label?: MessageKey] | OffSidebar;
  /**
   * Its group of sibling pages, each shown on every other as a tab or switch by the page frame
   * (lib/page-tabs.ts), with the tab's text when it is not the title; so a page off the sidebar
   * is one tap from its area's pages.
   */
  tabs?: readonly [group: TabGroupId, label?: MessageKey];
  /**
   * Its data is a time range (dashboards, events, histories, logs): the toolbar has the shared
   * date-range picker bound to the URL (spec 000 §2 "Shared widgets").
   */
  dateRange?: true;
  tour?: TourReadiness;
  /**
   * Its data is one kitchen's (a production queue, orders, fryers): in Global mode it asks for a
   * restaurant (ui/feedback/one-kitchen.tsx), and the page tour opens it with one chosen.
   */
  oneKitchen?: true;
  /**
   * A list a chart point links to (lib/list-links.ts): the name callers use and the search that
   * opens the page's list view.
   */
  list?: { kind: string; search: Readonly<Record<string, string>> };
}

/** Pages without the shell, reachable before sign-in is complete (spec 000 §2 "Shell rules"). */
export const AUTH_ROUTES = [
  { path: '/login', title: 'routes.login' },
  { path: '/login-expired', title: 'routes.loginExpired' },
  { path: '/change-expired-password', title: 'routes.changeExpiredPassword' },
  { path: '/reset-password', title: 'routes.resetPassword' },
  { path: '/forgot-password', title: 'routes.forgotPassword' },
  { path: '/blocked-account', title: 'routes.blockedAccount' },
  { path: '/multi-step-auth', title: 'routes.multiStepAuth' },
] as const satisfies ReadonlyArray<{ path: RouterPath; title: MessageKey }>;

export const DASHBOARD_PATH = '/dashboard/chicken';

/**
 * Spec 000 §2 families: pages reached by an id, each framed as the page of the table it belongs
 * to (`/pcs/{id}` is the monitor of one kitchen): its title and access are that page's.
 */
export const FAMILY_PAGES = {
  '/pcs/$id': '/pcs/monitor',
  '/kitchen-player/$id': '/kitchen-player/player',
} as const satisfies Readonly<Record<string, RouterPath>>;

type StationEntry<S extends TimerStation> = (typeof TIMER_STATIONS)[S];

/**
 * A station's page with its literal values, as if written out in the registry below: lists,
 * tabs and the tour read the registry's literal types (a list's kind, a page's title).
 */
type TimerStationPage<S extends TimerStation> = {
  path: `/timers-cycle-history/${S}`;
  module: 'TIMER_CYCLE_HISTORY';
  title: StationEntry<S>['title'];
  sidebar: StationEntry<S>['sidebar'] extends readonly [...infer Label]
    ? readonly ['timers', ...Label]
    : 'tab';
  tabs: StationEntry<S> extends { tab: infer Label }
    ? readonly ['timerStations', Label]
    : readonly ['timerStations'];
  dateRange: true;
  tour: 'records';
} & (StationEntry<S> extends { list: infer Kind }
  ? { list: { kind: Kind; search: Record<never, string> } }
  : unknown);

/** A timer-history station's page (lib/timer-stations.ts): the family's but for its placement. */
function timerStationPage<S extends TimerStation>(station: S): TimerStationPage<S> {
  const entry: StationEntry<TimerStation> & { tab?: MessageKey; list?: string } =
    TIMER_STATIONS[station];
  const page: AppRoute = {
    path: timerStationPath(station),
    module: 'TIMER_CYCLE_HISTORY',
    title: entry.title,
    sidebar: entry.sidebar === 'tab' ? 'tab' : ['timers', ...entry.sidebar],
    tabs: entry.tab ? ['timerStations', entry.tab] : ['timerStations'],
    dateRange: true,
    tour: 'records',
    ...(entry.list ? { list: { kind: entry.list, search: {} } } : {}),
  };
  // The entry's literal types, which TypeScript does not carry through the table's lookup.
  return page as TimerStationPage<S>;
}

/** Every station's page, each with its own literal values. */
const TIMER_STATION_PAGES = TIMER_STATION_KEYS.map(timerStationPage) as Array<
  { [S in TimerStation]: TimerStationPage<S> }[TimerStation]
>;

/** An event list's page (lib/event-kinds.ts), with its literal values. */
type EventKindPage<K extends EventKind> = {
  path: `/events/${K}`;
  module: 'EVENTS';
  title: (typeof EVENT_KINDS)[K]['title'];
  sidebar: readonly ['events', (typeof EVENT_KINDS)[K]['label']];
  tabs: readonly ['events', (typeof EVENT_KINDS)[K]['label']];
  dateRange: true;
  tour: 'records';
};

/** Both event lists' pages: the family's but for their path, title and link text. */
const EVENT_KIND_PAGES = EVENT_KIND_KEYS.map((kind): AppRoute => ({
  path: eventKindPath(kind),
  module: 'EVENTS',
  title: EVENT_KINDS[kind].title,
  sidebar: ['events', EVENT_KINDS[kind].label],
  tabs: ['events', EVENT_KINDS[kind].label],
  dateRange: true,
  tour: 'records',
})) as Array<{ [K in EventKind]: EventKindPage<K> }[EventKind]>;

/** A dictionary's settings page (lib/dictionary-pages.ts). */
type DictionarySettingsPage = Omit<AppRoute, 'path' | 'title'> & {
  path: DictionaryPagePath;
  module: 'MATERIAL_SETTINGS';
  title: (typeof DICTIONARY_PAGES)[number]['title'];
};

/** Every dictionary's page: a product's first is its sidebar link, the others its tabs. */
const DICTIONARY_SETTINGS_PAGES = DICTIONARY_PAGES.map((page): DictionarySettingsPage => ({
  path: page.path,
  module: 'MATERIAL_SETTINGS',
  title: page.title,
  sidebar: page.first ? ['settings', DICTIONARY_PRODUCTS[page.product].label] : 'tab',
  tour: 'data',
}));

/** An image-event list's page (lib/unusual-kinds.ts), with its literal values. */
type UnusualKindPage<K extends UnusualKind> = {
  path: `/unusual/${K}`;
  module: 'UNUSUAL';
  title: (typeof UNUSUAL_KINDS)[K]['title'];
  sidebar: readonly ['unusual'];
  dateRange: true;
  tour: 'records';
};

/** Every image-event list's page: the family's but for its path and title. */
const UNUSUAL_KIND_PAGES = UNUSUAL_KIND_KEYS.map((kind): AppRoute => ({
  path: unusualKindPath(kind),
  module: 'UNUSUAL',
  title: UNUSUAL_KINDS[kind].title,
  sidebar: ['unusual'],
  dateRange: true,
  tour: 'records',
})) as Array<{ [K in UnusualKind]: UnusualKindPage<K> }[UnusualKind]>;

/**
 * The page registry: the spec's route table (000 §2, 001 §2), one entry per signed-in page.
 * Order is the sidebar's, so "the first allowed page" is the first allowed entry here, and a
 * section's links are its entries in this order (lib/navigation.ts).
 */
export const APP_ROUTES = [
  {
    path: DASHBOARD_PATH,
    module: 'DASHBOARD',
    title: 'routes.dashboardChicken',
    sidebar: ['dashboard', 'nav.chicken'],
    tabs: ['dashboards', 'nav.chicken'],
    dateRange: true,
    tour: 'charts',
  },
  {
    path: '/dashboard/potato',
    module: 'DASHBOARD',
    title: 'routes.dashboardPotato',
    sidebar: 'tab',
    tabs: ['dashboards', 'nav.potato'],
    dateRange: true,
    tour: 'data',
  },
  {
    path: '/pcs/monitor',
    module: 'PCS',
    title: 'routes.pcsMonitor',
    sidebar: ['pcs'],
    tour: 'data',
    oneKitchen: true,
  },
  {
    path: '/pcs/scheduled-production',
    module: 'PCS',
    title: 'routes.pcsScheduledProduction',
    sidebar: ['pcs'],
    tour: 'records',
    oneKitchen: true,
  },
  {
    path: '/pcs/recommendations',
    module: 'PCS',
    title: 'routes.pcsRecommendations',
    sidebar: ['pcs'],
    tour: 'records',
  },
  {
    path: '/pcs/fryer-manager',
    module: 'PCS',
    title: 'routes.pcsFryerManager',
    sidebar: ['pcs'],
    tour: 'rows',
    oneKitchen: true,
  },
  {
    path: '/pcs/adjustment',
    module: 'PCS',
    title: 'routes.pcsAdjustment',
    sidebar: ['pcs', 'nav.adjustment'],
    tour: 'data',
    oneKitchen: true,
  },
  ...EVENT_KIND_PAGES,
  {
    path: '/events/analytics',
    module: 'EVENTS',
    title: 'routes.eventsAnalytics',
    sidebar: ['events', 'nav.analytics'],
    tabs: ['events', 'nav.analytics'],
    dateRange: true,
    tour: 'data',
  },
  {
    path: '/entry-chutes',
    module: 'EVENTS',
    title: 'routes.entryChutes',
    sidebar: 'tab',
    tabs: ['events'],
    dateRange: true,
    tour: 'records',
  },
  {
    path: '/basket-events',
    module: 'EVENTS',
    title: 'routes.basketEvents',
    sidebar: 'tab',
    tabs: ['events'],
    dateRange: true,
    tour: 'records',
  },
  ...TIMER_STATION_PAGES,
  {
    path: '/timers-cycle-history/analytics',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersAnalytics',
    sidebar: ['timers', 'nav.analytics'],
    dateRange: true,
    tour: 'data',
  },
  {
    path: '/stock-out-reports/chicken',
    module: 'STOCK_OUT',
    title: 'routes.stockOutChicken',
    sidebar: ['stockOut', 'nav.chicken'],
    dateRange: true,
    tour: 'data',
    list: { kind: 'stockOut', search: { view: 'list' } },
  },
  {
    path: '/performance/chicken',
    module: 'PERFORMANCE',
    title: 'routes.performanceChicken',
    sidebar: ['performance', 'nav.chicken'],
    dateRange: true,
    tour: 'data',
  },
  ...UNUSUAL_KIND_PAGES,
  {
    path: '/unusual/recordings',
    module: 'UNUSUAL',
    title: 'routes.unusualRecordings',
    sidebar: ['unusual'],
    dateRange: true,
    tour: 'records',
  },
  {
    path: '/kitchen-player/player',
    module: 'KITCHEN_PLAYER',
    title: 'routes.kitchenPlayer',
    sidebar: ['kitchenPlayer'],
    tour: 'data',
    oneKitchen: true,
  },
  {
    path: '/kitchen-player/recordings',
    module: 'KITCHEN_PLAYER',
    title: 'routes.kitchenPlayerRecordings',
    sidebar: ['kitchenPlayer'],
    tour: 'pages',
  },
  {
    path: '/plug-play/plug',
    module: 'PLUG_AND_PLAY',
    title: 'routes.plugPlay',
    sidebar: ['plugPlay'],
    tour: 'data',
    oneKitchen: true,
  },
  {
    path: '/plug-play/aruco',
    module: 'PLUG_AND_PLAY',
    title: 'routes.plugPlayAruco',
    sidebar: ['plugPlay'],
    tour: 'data',
  },
  {
    path: '/cameras/view',
    module: 'CAMERAS',
    title: 'routes.camerasView',
    sidebar: ['cameras'],
    tour: 'data',
    oneKitchen: true,
  },
  {
    path: '/cameras/settings',
    module: 'CAMERAS',
    title: 'routes.camerasSettings',
    sidebar: ['cameras', 'nav.settings'],
    tour: 'data',
    oneKitchen: true,
  },
  {
    path: '/cameras/recordings',
    module: 'CAMERAS',
    title: 'routes.camerasRecordings',
    sidebar: ['cameras'],
    tour: 'pages',
  },
  {
    path: '/devices/pc',
    module: 'DEVICE',
    title: 'routes.devicesPc',
    sidebar: ['devices'],
    tour: 'pages',
  },
  {
    path: '/devices/tablets',
    module: 'DEVICE',
    title: 'routes.devicesTablets',
    sidebar: ['devices'],
    tour: 'pages',
  },
  {
    path: '/devices/tablets/$uuid/sessions',
    module: 'DEVICE',
    title: 'routes.tabletSessions',
    sidebar: 'detail',
    tour: 'data',
  },
  {
    path: '/restaurants',
    module: 'RESTAURANT',
    title: 'routes.restaurants',
    sidebar: ['restaurants'],
  },
  {
    path: '/restaurants/$uuid/devices/pc',
    module: 'RESTAURANT',
    title: 'routes.restaurantPcs',
    sidebar: 'detail',
    tour: 'pages',
  },
  {
    path: '/restaurants/$uuid/devices/tablets',
    module: 'RESTAURANT',
    title: 'routes.restaurantTablets',
    sidebar: 'detail',
    tour: 'pages',
  },
  {
    path: '/monitoring/server-management',
    module: 'MONITORING',
    title: 'routes.monitoringServers',
    sidebar: ['monitoring'],
    dateRange: true,
    tour: 'data',
  },
  {
    path: '/monitoring/graphics',
    module: 'MONITORING',
    title: 'routes.monitoringGraphics',
    sidebar: ['monitoring'],
    dateRange: true,
    // Not 'charts': a Prometheus started minutes ago has no sample at the day's 30-minute
    // steps, and the page rightly says 'Not reported' (monitoring.e2e.ts draws a 15-minute one).
    tour: 'data',
  },
  {
    path: '/monitoring/alerts',
    module: 'MONITORING',
    title: 'routes.monitoringAlerts',
    sidebar: ['monitoring'],
    dateRange: true,
    tour: 'data',
  },
  {
    path: '/reports',
    module: 'REPORTS',
    title: 'routes.reports',
    sidebar: ['reports'],
    dateRange: true,
  },
  ...DICTIONARY_SETTINGS_PAGES,
  {
    path: '/users',
    module: 'USERS',
    title: 'routes.users',
    sidebar: ['users'],
    tour: 'pages',
  },
  {
    path: '/users/$uuid/sessions',
    module: 'USERS',
    title: 'routes.userSessions',
    sidebar: 'detail',
    tour: 'data',
  },
  {
    path: '/roles',
    module: 'USERS',
    title: 'routes.roles',
    sidebar: ['permissions'],
    tour: 'pages',
  },
  {
    path: '/policies',
    module: 'USERS',
    title: 'routes.policies',
    sidebar: ['permissions'],
    tour: 'pages',
  },
  {
    path: '/audit-log',
    module: 'AUDIT',
    title: 'routes.auditLog',
    sidebar: ['auditLog'],
    dateRange: true,
    tour: 'pages',
  },
  {
    path: '/support-history',
    module: 'SUPPORT',
    title: 'routes.supportHistory',
    sidebar: 'support',
    dateRange: true,
    tour: 'records',
  },
  {
    path: '/user-settings/authentification-log',
    module: null,
    title: 'routes.authLog',
    sidebar: 'account',
  },
  {
    path: '/user-settings/active-sessions',
    module: null,
    title: 'routes.activeSessions',
    sidebar: 'account',
  },
  {
    path: '/user-settings/security',
    module: null,
    title: 'routes.security',
    sidebar: 'account',
  },
] as const satisfies readonly AppRoute[];

/** One entry of the registry, with its literal values. */
export type AppPage = (typeof APP_ROUTES)[number];

/** A page of the registry; route files, `guardPage` and `PageFrame` take this, not a string. */
export type AppPath = AppPage['path'];

const byPath = new Map<string, AppRoute>(APP_ROUTES.map((route) => [route.path, route]));

/**
 * A page's path as TanStack Router's `to`. A family's page (`/timers-cycle-history/fryer`) is
 * the family's route with its parameter written out: the router matches it, but types only the
 * route's own path (`/timers-cycle-history/$station`); the registry's type checks the path.
 */
export const routerTo = (path: AppPath): string => path;

/** The registry's entry of a route id such as `/devices/tablets/$uuid/sessions`. */
export function appRoute(path: string): AppRoute | undefined {
  return byPath.get(path);
}

/** Whether the page's toolbar has the shared date-range picker (spec 000 §2 "Shared widgets"). */
export function hasDateRange(path: string): boolean {
  return appRoute(path)?.dateRange === true;
}

/** `path` with the current `restaurantUuid` query parameter carried over, when present. */
export function withRestaurantUuid(path: string, currentSearch: string): string {
  const restaurantUuid = new URLSearchParams(currentSearch).get('restaurantUuid');
  return restaurantUuid ? `${path}?${new URLSearchParams({ restaurantUuid })}` : path;
}

/**
 * Spec 000 §2: the kitchen player (`/kitchen-player/{id}`) and production-control
 * (`/pcs/{id}`) families. Navigation happens only when the current path does not already
 * contain the id; `restaurantUuid` is carried over when present. Null means "stay".
 */
export function familyHref(
  family: '/kitchen-player' | '/pcs',
  id: string,
  current: { pathname: string; search: string },
): string | null {
  if (current.pathname.split('/').includes(id)) return null;
  return withRestaurantUuid(`${family}/${encodeURIComponent(id)}`, current.search);
}

/** Pages the subject may open, in sidebar order (spec 000 §6). */
export function allowedPages(subject: AccessSubject): AppPage[] {
  return APP_ROUTES.filter((route) => route.module === null || canView(subject, route.module));
}

/**
 * Where "home" is for this subject: the dashboard if allowed, else the first allowed page of a
 * module; with no allowed page the dashboard is home (spec 000 §2, §6), where the guard shows
 * that nothing is granted rather than redirecting in a loop.
 */
export function homePath(subject: AccessSubject): AppPath {
  const pages = allowedPages(subject).filter(
    (route) => route.module !== null && !route.path.includes('$'),
  );
  if (pages.some((route) => route.path === DASHBOARD_PATH)) return DASHBOARD_PATH;
  return pages[0]?.path ?? DASHBOARD_PATH;
}

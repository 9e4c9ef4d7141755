import { canView, type AccessSubject, type ModuleType } from './access';
import type { MessageKey } from './i18n/messages-en';

/**
 * The spec's route table (000 §2, 001 §2): every page with the module whose VIEW it needs and
 * its title. `module: null` is open to every signed-in user (their own settings). Order is the
 * sidebar's, so "the first allowed page" is the first allowed entry here.
 */
export interface AppRoute {
  path: string;
  module: ModuleType | null;
  title: MessageKey;
  /**
   * The page is built; without it the page says "This page is not available yet". The e2e page
   * tour holds each page to its flag, both ways.
   */
  built?: true;
}

/**
 * Pages whose data is a time range (dashboards, events, histories, logs): their toolbar has the
 * shared date-range picker bound to the URL (spec 000 §2 "Shared widgets").
 */
const DATE_RANGE_PAGES = new Set<string>([
  '/dashboard/chicken',
  '/dashboard/potato',
  '/performance/chicken',
  '/events/chicken',
  '/events/potato',
  '/events/analytics',
  '/entry-chutes',
  '/basket-events',
  '/stock-out-reports/chicken',
  '/reports',
  '/unusual/event',
  '/unusual/dp-remaining',
  '/unusual/wrong-marker',
  '/unusual/empty-pan',
  '/unusual/identical-markers',
  '/unusual/recordings',
  '/monitoring/graphics',
  '/monitoring/alerts',
  '/audit-log',
  '/support-history',
]);

export function hasDateRange(path: string): boolean {
  return DATE_RANGE_PAGES.has(path) || path.startsWith('/timers-cycle-history/');
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
] as const satisfies ReadonlyArray<{ path: string; title: MessageKey }>;

export const DASHBOARD_PATH = '/dashboard/chicken';

export const APP_ROUTES = [
  { path: DASHBOARD_PATH, module: 'DASHBOARD', title: 'routes.dashboardChicken', built: true },
  { path: '/dashboard/potato', module: 'DASHBOARD', title: 'routes.dashboardPotato', built: true },
  { path: '/pcs/monitor', module: 'PCS', title: 'routes.pcsMonitor' },
  { path: '/pcs/scheduled-production', module: 'PCS', title: 'routes.pcsScheduledProduction' },
  { path: '/pcs/recommendations', module: 'PCS', title: 'routes.pcsRecommendations' },
  { path: '/pcs/fryer-manager', module: 'PCS', title: 'routes.pcsFryerManager' },
  { path: '/pcs/adjustment', module: 'PCS', title: 'routes.pcsAdjustment' },
  { path: '/events/chicken', module: 'EVENTS', title: 'routes.eventsChicken' },
  { path: '/events/potato', module: 'EVENTS', title: 'routes.eventsPotato' },
  { path: '/events/analytics', module: 'EVENTS', title: 'routes.eventsAnalytics', built: true },
  { path: '/entry-chutes', module: 'EVENTS', title: 'routes.entryChutes' },
  { path: '/basket-events', module: 'EVENTS', title: 'routes.basketEvents' },
  {
    path: '/timers-cycle-history/breading',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersBreading',
  },
  {
    path: '/timers-cycle-history/fryer',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersFryer',
  },
  {
    path: '/timers-cycle-history/conveyor',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersConveyor',
  },
  {
    path: '/timers-cycle-history/hot-holding',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersHotHolding',
  },
  {
    path: '/timers-cycle-history/entree-chutes',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersEntreeChutes',
  },
  {
    path: '/timers-cycle-history/scheduled-production',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersScheduledProduction',
  },
  {
    path: '/timers-cycle-history/analytics',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersAnalytics',
  },
  {
    path: '/timers-cycle-history/dump-pan',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersDumpPan',
  },
  {
    path: '/timers-cycle-history/fry-chutes',
    module: 'TIMER_CYCLE_HISTORY',
    title: 'routes.timersFryChutes',
  },
  { path: '/timers-cycle-history/prq', module: 'TIMER_CYCLE_HISTORY', title: 'routes.timersPrq' },
  {
    path: '/stock-out-reports/chicken',
    module: 'STOCK_OUT',
    title: 'routes.stockOutChicken',
    built: true,
  },
  {
    path: '/performance/chicken',
    module: 'PERFORMANCE',
    title: 'routes.performanceChicken',
    built: true,
  },
  { path: '/unusual/event', module: 'UNUSUAL', title: 'routes.unusualEvent' },
  { path: '/unusual/dp-remaining', module: 'UNUSUAL', title: 'routes.unusualDpRemaining' },
  { path: '/unusual/wrong-marker', module: 'UNUSUAL', title: 'routes.unusualWrongMarker' },
  { path: '/unusual/empty-pan', module: 'UNUSUAL', title: 'routes.unusualEmptyPan' },
  {
    path: '/unusual/identical-markers',
    module: 'UNUSUAL',
    title: 'routes.unusualIdenticalMarkers',
  },
  { path: '/unusual/recordings', module: 'UNUSUAL', title: 'routes.unusualRecordings' },
  { path: '/kitchen-player/player', module: 'KITCHEN_PLAYER', title: 'routes.kitchenPlayer' },
  {
    path: '/kitchen-player/recordings',
    module: 'KITCHEN_PLAYER',
    title: 'routes.kitchenPlayerRecordings',
  },
  { path: '/plug-play/plug', module: 'PLUG_AND_PLAY', title: 'routes.plugPlay' },
  { path: '/plug-play/aruco', module: 'PLUG_AND_PLAY', title: 'routes.plugPlayAruco' },
  { path: '/cameras/view', module: 'CAMERAS', title: 'routes.camerasView' },
  { path: '/cameras/settings', module: 'CAMERAS', title: 'routes.camerasSettings' },
  { path: '/cameras/recordings', module: 'CAMERAS', title: 'routes.camerasRecordings' },
  { path: '/devices/pc', module: 'DEVICE', title: 'routes.devicesPc' },
  { path: '/devices/tablets', module: 'DEVICE', title: 'routes.devicesTablets' },
  { path: '/devices/tablets/$uuid/sessions', module: 'DEVICE', title: 'routes.tabletSessions' },
  { path: '/restaurants', module: 'RESTAURANT', title: 'routes.restaurants', built: true },
  { path: '/restaurants/$uuid/devices/pc', module: 'RESTAURANT', title: 'routes.restaurantPcs' },
  {
    path: '/restaurants/$uuid/devices/tablets',
    module: 'RESTAURANT',
    title: 'routes.restaurantTablets',
  },
  {
    path: '/monitoring/server-management',
    module: 'MONITORING',
    title: 'routes.monitoringServers',
  },
  { path: '/monitoring/graphics', module: 'MONITORING', title: 'routes.monitoringGraphics' },
  { path: '/monitoring/alerts', module: 'MONITORING', title: 'routes.monitoringAlerts' },
  { path: '/reports', module: 'REPORTS', title: 'routes.reports', built: true },
  {
    path: '/settings/chicken/materials',
    module: 'MATERIAL_SETTINGS',
    title: 'routes.settingsChickenMaterials',
  },
  {
    path: '/settings/chicken/containers',
    module: 'MATERIAL_SETTINGS',
    title: 'routes.settingsChickenContainers',
  },
  {
    path: '/settings/chicken/packages',
    module: 'MATERIAL_SETTINGS',
    title: 'routes.settingsChickenPackages',
  },
  {
    path: '/settings/potato/materials',
    module: 'MATERIAL_SETTINGS',
    title: 'routes.settingsPotatoMaterials',
  },
  {
    path: '/settings/potato/packages',
    module: 'MATERIAL_SETTINGS',
    title: 'routes.settingsPotatoPackages',
  },
  { path: '/users', module: 'USERS', title: 'routes.users' },
  { path: '/users/$uuid/sessions', module: 'USERS', title: 'routes.userSessions' },
  { path: '/roles', module: 'USERS', title: 'routes.roles' },
  { path: '/policies', module: 'USERS', title: 'routes.policies' },
  { path: '/audit-log', module: 'AUDIT', title: 'routes.auditLog' },
  { path: '/support-history', module: 'SUPPORT', title: 'routes.supportHistory' },
  {
    path: '/user-settings/authentification-log',
    module: null,
    title: 'routes.authLog',
    built: true,
  },
  {
    path: '/user-settings/active-sessions',
    module: null,
    title: 'routes.activeSessions',
    built: true,
  },
  { path: '/user-settings/security', module: null, title: 'routes.security', built: true },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];

const byPath = new Map<string, AppRoute>(APP_ROUTES.map((route) => [route.path, route]));

/** The table entry of a route id such as `/devices/tablets/$uuid/sessions`. */
export function appRoute(path: string): AppRoute | undefined {
  return byPath.get(path);
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
export function allowedPages(subject: AccessSubject): AppRoute[] {
  return APP_ROUTES.filter((route) => route.module === null || canView(subject, route.module));
}

/**
 * Where "home" is for this subject: the dashboard if allowed, else the first allowed page of a
 * module; with no allowed page the dashboard is home (spec 000 §2, §6), where the guard shows
 * that nothing is granted rather than redirecting in a loop.
 */
export function homePath(subject: AccessSubject): string {
  const pages = allowedPages(subject).filter(
    (route) => route.module !== null && !route.path.includes('$'),
  );
  if (pages.some((route) => route.path === DASHBOARD_PATH)) return DASHBOARD_PATH;
  return pages[0]?.path ?? DASHBOARD_PATH;
}

import { isAdmin, type AccessSubject } from './access';
import type { MessageKey } from './i18n/messages-en';
import { allowedPages, appRoute, DASHBOARD_PATH } from './route-table';

/**
 * The sidebar (spec 000 §2 "Shell rules"): exactly the spec's sections and sub-links, in its
 * order. A section with one link is drawn as a plain link. Each path is a page of the route
 * table; its title there names the page, `label` is the shorter text the sidebar shows.
 */
export interface NavLink {
  path: string;
  label: MessageKey;
}

export interface NavSection {
  id: string;
  label: MessageKey;
  links: readonly NavLink[];
}

export const SIDEBAR_SECTIONS = [
  {
    id: 'dashboard',
    label: 'nav.dashboard',
    links: [{ path: DASHBOARD_PATH, label: 'nav.chicken' }],
  },
  {
    id: 'pcs',
    label: 'nav.pcs',
    links: [
      { path: '/pcs/monitor', label: 'nav.monitor' },
      { path: '/pcs/scheduled-production', label: 'nav.scheduledProduction' },
      { path: '/pcs/recommendations', label: 'nav.recommendations' },
      { path: '/pcs/fryer-manager', label: 'nav.fryerManager' },
      { path: '/pcs/adjustment', label: 'nav.adjustment' },
    ],
  },
  {
    id: 'events',
    label: 'nav.events',
    links: [
      { path: '/events/chicken', label: 'nav.chicken' },
      { path: '/events/potato', label: 'nav.potato' },
      { path: '/events/analytics', label: 'nav.analytics' },
    ],
  },
  {
    id: 'timers',
    label: 'nav.timersCycleHistory',
    links: [
      { path: '/timers-cycle-history/breading', label: 'nav.breading' },
      { path: '/timers-cycle-history/fryer', label: 'nav.fryer' },
      { path: '/timers-cycle-history/conveyor', label: 'nav.conveyor' },
      { path: '/timers-cycle-history/hot-holding', label: 'nav.hotHolding' },
      { path: '/timers-cycle-history/entree-chutes', label: 'nav.entreeChutes' },
      { path: '/timers-cycle-history/scheduled-production', label: 'nav.scheduledProduction' },
      { path: '/timers-cycle-history/analytics', label: 'nav.analytics' },
    ],
  },
  {
    id: 'stockOut',
    label: 'nav.stockOut',
    links: [{ path: '/stock-out-reports/chicken', label: 'nav.chicken' }],
  },
  {
    id: 'performance',
    label: 'nav.performance',
    links: [{ path: '/performance/chicken', label: 'nav.chicken' }],
  },
  {
    id: 'unusual',
    label: 'nav.unusual',
    links: [
      { path: '/unusual/event', label: 'nav.unusualEvents' },
      { path: '/unusual/dp-remaining', label: 'nav.dpRemaining' },
      { path: '/unusual/wrong-marker', label: 'nav.wrongMarker' },
      { path: '/unusual/empty-pan', label: 'nav.emptyPan' },
      { path: '/unusual/identical-markers', label: 'nav.identicalMarkers' },
      { path: '/unusual/recordings', label: 'nav.unusualRecordings' },
    ],
  },
  {
    id: 'kitchenPlayer',
    label: 'nav.kitchenPlayer',
    links: [
      { path: '/kitchen-player/player', label: 'nav.player' },
      { path: '/kitchen-player/recordings', label: 'nav.recordings' },
    ],
  },
  {
    id: 'plugPlay',
    label: 'nav.plugPlay',
    links: [
      { path: '/plug-play/plug', label: 'nav.pnp' },
      { path: '/plug-play/aruco', label: 'nav.aruco' },
    ],
  },
  {
    id: 'cameras',
    label: 'nav.cameras',
    links: [
      { path: '/cameras/view', label: 'nav.view' },
      { path: '/cameras/settings', label: 'nav.settings' },
      { path: '/cameras/recordings', label: 'nav.recordings' },
    ],
  },
  {
    id: 'devices',
    label: 'nav.devices',
    links: [
      { path: '/devices/pc', label: 'nav.pc' },
      { path: '/devices/tablets', label: 'nav.tablets' },
    ],
  },
  {
    id: 'restaurants',
    label: 'nav.restaurants',
    links: [{ path: '/restaurants', label: 'nav.restaurants' }],
  },
  {
    id: 'monitoring',
    label: 'nav.monitoring',
    links: [
      { path: '/monitoring/server-management', label: 'nav.serverManagement' },
      { path: '/monitoring/graphics', label: 'nav.graphics' },
      { path: '/monitoring/alerts', label: 'nav.alerts' },
    ],
  },
  { id: 'reports', label: 'nav.reports', links: [{ path: '/reports', label: 'nav.reports' }] },
  {
    id: 'settings',
    label: 'nav.settings',
    links: [
      { path: '/settings/chicken/materials', label: 'nav.chicken' },
      { path: '/settings/potato/materials', label: 'nav.potato' },
    ],
  },
  { id: 'users', label: 'nav.users', links: [{ path: '/users', label: 'nav.users' }] },
  {
    id: 'permissions',
    label: 'nav.permissions',
    links: [
      { path: '/roles', label: 'nav.roles' },
      { path: '/policies', label: 'nav.policies' },
    ],
  },
  { id: 'auditLog', label: 'nav.auditLog', links: [{ path: '/audit-log', label: 'nav.auditLog' }] },
] as const satisfies readonly NavSection[];

/**
 * Spec 000 §2: a sub-link shows only for ADMIN or when it is among the user's allowed pages;
 * a section with no link left is not shown.
 */
export function visibleSections(subject: AccessSubject): NavSection[] {
  const admin = isAdmin(subject);
  const allowed = new Set(allowedPages(subject).map((route) => route.path));
  return SIDEBAR_SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => admin || allowed.has(link.path)),
  })).filter((section) => section.links.length > 0);
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Where a page sits in the sidebar. The section is the one whose links share the page's first
 * path segment. The link is the page's own, else the one it lies under
 * (`/devices/tablets/$uuid/sessions` under Tablets) or a sibling tab of
 * (`/settings/chicken/containers` beside `/settings/chicken/materials`).
 */
export function sidebarPlace(path: string): { section: NavSection; link: NavLink | null } | null {
  const page = segments(path);
  for (const section of SIDEBAR_SECTIONS as readonly NavSection[]) {
    if (!section.links.some((link) => segments(link.path)[0] === page[0])) continue;
    const link = section.links.find((candidate) => {
      const target = segments(candidate.path);
      const shared = target.findIndex((segment, index) => page[index] !== segment);
      const common = shared === -1 ? target.length : shared;
      const under = common === target.length;
      const sibling = common >= 2 && common === target.length - 1 && page.length === target.length;
      return under || sibling;
    });
    return { section, link: link ?? null };
  }
  return null;
}

export interface Crumb {
  label: MessageKey;
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  path?: string;
}

/**
 * Breadcrumbs for a route id: the sidebar section (when it has several links), the sidebar
 * link the page lies under (linked, when it is another page), then the page's own title.
 */
export function breadcrumbs(path: string): Crumb[] {
  const route = appRoute(path);
  if (!route) return [];
  const place = sidebarPlace(path);
  const crumbs: Crumb[] = [];
  if (place) {
    const single = place.section.links.length === 1;
    if (!single) crumbs.push({ label: place.section.label });
    if (place.link && place.link.path !== path) {
      crumbs.push({
        label: single ? place.section.label : place.link.label,
        path: place.link.path,
      });
    }
  }
  crumbs.push({ label: route.title });
  return crumbs;
}

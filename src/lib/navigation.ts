import { isAdmin, type AccessSubject } from './access';
import type { MessageKey } from './i18n/messages-en';
import { SECTIONS, type SectionId } from './page-places';
import { allowedPages, appRoute, APP_ROUTES, type AppPath } from './route-table';

/**
 * The sidebar (spec 000 §2 "Shell rules"): exactly the spec's sections, in its order. A section
 * with one link is drawn as a plain link. Its links are the registry's pages that name the
 * section (route-table.ts), in the registry's order. A link's `label` is the page's title
 * unless the entry gives the sidebar a shorter text ("Chicken" under Events).
 */
export interface NavLink {
  path: AppPath;
  label: MessageKey;
}

export interface NavSection {
  id: SectionId;
  label: MessageKey;
  links: readonly NavLink[];
}

export const SIDEBAR_SECTIONS: readonly NavSection[] = SECTIONS.map((section) => ({
  ...section,
  links: APP_ROUTES.flatMap(({ path, title, sidebar }): NavLink[] =>
    typeof sidebar === 'object' && sidebar[0] === section.id
      ? [{ path, label: sidebar[1] ?? title }]
      : [],
  ),
}));

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

/**
 * The account menu's page links, as data: the profile menu's pages (spec 000 §2: Authentication
 * Log, Active Sessions and Security, open to every signed-in user), then support history
 * beside 'Contact support' (spec 001 §2 "Support"), only for users whose role grants its module
 * (000 §6). The registry's pages that name these places, in its order.
 */
export const ACCOUNT_LINKS = {
  profile: menuLinks('account'),
  support: menuLinks('support'),
} as const;

function menuLinks(place: 'account' | 'support'): readonly NavLink[] {
  return APP_ROUTES.flatMap(({ path, title, sidebar }): NavLink[] =>
    sidebar === place ? [{ path, label: title }] : [],
  );
}

/** The account menu's links the subject may open. */
export function accountLinks(subject: AccessSubject): typeof ACCOUNT_LINKS {
  const allowed = new Set<string>(allowedPages(subject).map((route) => route.path));
  const open = (links: readonly NavLink[]) => links.filter((link) => allowed.has(link.path));
  return { profile: open(ACCOUNT_LINKS.profile), support: open(ACCOUNT_LINKS.support) };
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
  for (const section of SIDEBAR_SECTIONS) {
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

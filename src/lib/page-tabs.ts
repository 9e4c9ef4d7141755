import type { AccessSubject } from './access';
import type { MessageKey } from './i18n/messages-en';
import { GROUPS, type TabGroupId } from './page-places';
import { allowedPages, APP_ROUTES, hasDateRange, type AppPath } from './route-table';
import { sharedSearchOf } from './url-state';

/**
 * Groups of sibling pages, each shown on every page of its group (docs/decisions/shell-and-widgets.md "Pages off
 * the sidebar"): spec 000 §2 lists pages its sidebar does not link (the potato dashboard, entry
 * chutes and basket events, the PRQ, dump-pan and fry-chutes histories), and a page reached
 * only by typing its address is a page nobody finds. A page names its group in the registry
 * (`tabs`, route-table.ts), in the registry's order; the page frame draws the group:
 * - `switch`: two pages of one kind (the dashboards: Chicken | Potato), a segmented control;
 * - `tabs`: a row of tabs that wraps on a phone.
 */

export interface PageTab {
  path: AppPath;
  label: MessageKey;
}

export interface TabGroup {
  id: TabGroupId;
  /** The name of the tab row (its `aria-label`). */
  label: MessageKey;
  control: 'switch' | 'tabs';
  tabs: readonly PageTab[];
}

/** Every group with all its pages: the links the page frame may draw, as data. */
export const TAB_GROUPS: readonly TabGroup[] = GROUPS.map((group) => ({
  ...group,
  tabs: APP_ROUTES.flatMap((page): PageTab[] =>
    'tabs' in page && page.tabs?.[0] === group.id
      ? [{ path: page.path, label: page.tabs[1] ?? page.title }]
      : [],
  ),
}));

/**
 * The group the page at `path` belongs to, with only the tabs `subject` may open (spec 000 §6,
 * as the sidebar: a link shows only when its page opens). Null when the page is in no group,
 * may not be opened, or is the only page of its group left: a row of one tab leads nowhere.
 */
export function visibleTabs(path: string, subject: AccessSubject): TabGroup | null {
  const group = TAB_GROUPS.find((candidate) => candidate.tabs.some((tab) => tab.path === path));
  if (!group) return null;
  const allowed = new Set<string>(allowedPages(subject).map((page) => page.path));
  const tabs = group.tabs.filter((tab) => allowed.has(tab.path));
  return allowed.has(path) && tabs.length > 1 ? { ...group, tabs } : null;
}

/**
 * What a tab carries from the page on screen (spec 000 §2: the restaurant and the date range
 * are the URL's, shared by the pages): the restaurant always, the dates when `target` has a
 * date range. The page's own filters stay behind: they are another list's.
 */
export function tabSearch(
  target: AppPath,
  search: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const { restaurantUuid, ...dates } = sharedSearchOf(search);
  return {
    ...(hasDateRange(target) ? dates : {}),
    ...(restaurantUuid === undefined ? {} : { restaurantUuid }),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, type AccessSubject, type ModuleType } from '../../src/lib/access';
import { DICTIONARY_PAGES } from '../../src/lib/dictionary-pages';
import { accountLinks, sidebarPlace, visibleSections } from '../../src/lib/navigation';
import { TAB_GROUPS, visibleTabs } from '../../src/lib/page-tabs';
import { allowedPages, APP_ROUTES, homePath } from '../../src/lib/route-table';

/**
 * Every page of the route table (spec 000 §2, 001 §2) has a way in from the signed-in frame, by
 * links and menus alone, for anyone who may open it (000 §6): a page found only by typing its
 * address is a page nobody finds (docs/decisions/shell-and-widgets.md "Pages off the sidebar"). The frame's links
 * are read as the shell reads them, from data:
 * - the header's logo (home) and the sidebar (lib/navigation.ts `visibleSections`);
 * - the account menu (lib/navigation.ts `accountLinks`);
 * - on a page reached, its tab group (lib/page-tabs.ts, drawn by the page frame) and its
 *   settings dictionary's tabs (features/dictionaries/dictionary-pages.ts);
 * - a record's page (`$uuid`) when its list is reached and some page links to its route id.
 * The header's ADMIN control and settings icon lead to sidebar pages, so add nothing here.
 */

const SOURCE = join(__dirname, '../../src');

/** The console's components and hooks: where a link to a record's page or a family is written. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const LINKING_SOURCE = [join(SOURCE, 'features'), join(SOURCE, 'ui')]
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'));

/** Whether a component or hook names `target` as a link's route id or family (a quoted literal). */
function linkedInSource(...targets: string[]): boolean {
  return LINKING_SOURCE.some((source) =>
    targets.some((target) => source.includes(`'${target}`) || source.includes(`"${target}`)),
  );
}

/**
 * The route families built from an id (spec 000 §2), which are not pages of the table: each is
 * reached when some page links into it (`familyHref(family, …)` or its route id).
 */
const FAMILIES = ['/kitchen-player', '/pcs'] as const;

/**
 * Families no page links to, and why: each is a documented exception. None today: the
 * restaurants list and the monitor's restaurant choice lead to `/pcs/{id}`.
 */
const FAMILIES_WITHOUT_LINK: Partial<Record<(typeof FAMILIES)[number], string>> = {};

/** The pages `subject` reaches from the signed-in frame by following links and menus. */
function reachable(subject: AccessSubject): Set<string> {
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    queue.push(path);
  };
  reach(homePath(subject));
  for (const section of visibleSections(subject)) section.links.forEach((link) => reach(link.path));
  const menu = accountLinks(subject);
  [...menu.profile, ...menu.support].forEach((link) => reach(link.path));

  const allowed = new Set<string>(allowedPages(subject).map((page) => page.path));
  const records = APP_ROUTES.filter((page) => page.path.includes('$'));
  while (queue.length > 0) {
    const page = queue.shift()!;
    visibleTabs(page, subject)?.tabs.forEach((tab) => reach(tab.path));
    const dictionary = DICTIONARY_PAGES.find((tab) => tab.path === page);
    DICTIONARY_PAGES.filter((tab) => tab.product === dictionary?.product).forEach((tab) =>
      reach(tab.path),
    );
    for (const record of records) {
      const list = sidebarPlace(record.path)?.link?.path;
      if (list === page && allowed.has(record.path) && linkedInSource(record.path)) {
        reach(record.path);
      }
    }
  }
  return reached;
}

const viewing = (moduleType: ModuleType): AccessSubject => ({
  type: 'MANAGER',
  userRoleDto: { accessList: [{ moduleType, actionType: ['VIEW'] }] },
});

/** The pages of the table `subject` may open that no link leads to. */
function unreached(subject: AccessSubject): string[] {
  const reached = reachable(subject);
  return allowedPages(subject)
    .map((page) => page.path)
    .filter((path) => !reached.has(path));
}

describe('every page of the route table is reachable from the signed-in frame (spec 000 §2)', () => {
  it('ADMIN, who may open every page, reaches each by links and menus', () => {
    expect(allowedPages({ type: 'ADMIN', userRoleDto: null })).toHaveLength(APP_ROUTES.length);
    expect(unreached({ type: 'ADMIN', userRoleDto: null }), 'pages no link leads to').toEqual([]);
  });

  it.each(MODULES)(
    'a role with VIEW of %s alone reaches every page of it, and no link leads elsewhere',
    (moduleType) => {
      const subject = viewing(moduleType);
      expect(unreached(subject), 'pages no link leads to').toEqual([]);
      const allowed = new Set<string>(allowedPages(subject).map((page) => page.path));
      const shut = [...reachable(subject)].filter((path) => !allowed.has(path));
      expect(shut, 'links to pages the role does not open').toEqual([]);
    },
  );

  it.each(FAMILIES)('the %s/{id} family: a page links into it, or it is an exception', (family) => {
    const linked =
      linkedInSource(`${family}/$id`) ||
      LINKING_SOURCE.some((source) => source.includes(`familyHref('${family}'`));
    if (family in FAMILIES_WITHOUT_LINK) {
      expect(linked, `a page links into ${family}/{id}: drop its exception`).toBe(false);
    } else {
      expect(linked, `no page links into ${family}/{id}`).toBe(true);
    }
  });

  it('every page of a tab group is in the registry once, and every group has two pages', () => {
    for (const group of TAB_GROUPS) {
      expect(group.tabs.length, group.id).toBeGreaterThan(1);
      const paths = group.tabs.map((tab) => tab.path);
      expect(new Set(paths).size, group.id).toBe(paths.length);
    }
  });
});

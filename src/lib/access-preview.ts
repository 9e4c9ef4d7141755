/**
 * The effective access preview ('View as', beyond the spec's access anchors): what a person with
 * this type, role and restaurant gets, asked of the same rules the shell obeys (access.ts,
 * route-table.ts, navigation.ts), so the preview cannot drift from what they will really see;
 * and the combinations that make no sense. Pure.
 */
import {
  ACTIONS,
  isAdmin,
  MODULES,
  mergePermissions,
  USER_TYPE,
  type AccessSubject,
  type ActionType,
  type ModuleType,
} from './access';
import { visibleSections, type NavSection } from './navigation';
import { allowedPages, type AppPage } from './route-table';

/**
 * Whom to preview: a user (their type, role and restaurant) or a role alone (any non-admin
 * type, no `restaurantUuid`: the restaurant is then not asked about).
 */
export type PreviewSubject = AccessSubject & { restaurantUuid?: string | null };

/** Why the preview is as it is, beyond the role's own grants. */
export type PreviewBasis = 'admin' | 'noRole' | 'role';

export type PreviewWarning =
  /** CREATE, EDIT or DELETE on a module without its VIEW: the page holding the buttons is shut. */
  | { kind: 'actionWithoutView'; moduleType: ModuleType; actions: ActionType[] }
  /** A USER is bound to exactly one restaurant (spec 000 §6); without it they see no kitchen. */
  | { kind: 'userWithoutRestaurant' }
  /** The role grants no action at all: only ADMIN passes an empty list (spec 000 §6). */
  | { kind: 'grantsNothing' }
  /** Something is granted, but VIEW of no module: no page opens. */
  | { kind: 'noPage' };

export interface AccessPreviewModel {
  basis: PreviewBasis;
  /** The sidebar exactly as they will see it. */
  sections: NavSection[];
  /** Pages they may open that have no sidebar link (a record's page, a tab), by path. */
  otherPages: AppPage[];
  /** Per module, in the spec's order, the actions they hold; modules with none left out. */
  modules: Array<{ moduleType: ModuleType; actions: ActionType[] }>;
  warnings: PreviewWarning[];
}

export function accessPreview(subject: PreviewSubject): AccessPreviewModel {
  const basis: PreviewBasis = isAdmin(subject) ? 'admin' : subject.userRoleDto ? 'role' : 'noRole';
  const sections = visibleSections(subject);
  const linked = new Set(sections.flatMap((section) => section.links.map((link) => link.path)));
  const otherPages = allowedPages(subject).filter(
    (page) => page.module !== null && !linked.has(page.path),
  );
  const merged = basis === 'role' ? mergePermissions(subject.userRoleDto!.accessList) : null;
  const modules = MODULES.flatMap((moduleType) => {
    // ADMIN and a user without a role pass every check (spec 000 §6).
    const actions = merged ? ACTIONS.filter((a) => merged.get(moduleType)?.has(a)) : [...ACTIONS];
    return actions.length > 0 ? [{ moduleType, actions }] : [];
  });
  return { basis, sections, otherPages, modules, warnings: warningsOf(subject, basis, modules) };
}

function warningsOf(
  subject: PreviewSubject,
  basis: PreviewBasis,
  modules: AccessPreviewModel['modules'],
): PreviewWarning[] {
  const warnings: PreviewWarning[] = [];
  if (
    subject.type === USER_TYPE &&
    subject.restaurantUuid !== undefined &&
    !subject.restaurantUuid
  ) {
    warnings.push({ kind: 'userWithoutRestaurant' });
  }
  if (basis !== 'role') return warnings;
  if (modules.length === 0) return [...warnings, { kind: 'grantsNothing' }];
  for (const { moduleType, actions } of modules) {
    if (!actions.includes('VIEW'))
      warnings.push({ kind: 'actionWithoutView', moduleType, actions });
  }
  if (!modules.some(({ actions }) => actions.includes('VIEW'))) warnings.push({ kind: 'noPage' });
  return warnings;
}

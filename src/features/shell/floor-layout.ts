import { USER_TYPE, type AccessSubject } from '../../lib/access';
import { allowedPages, FAMILY_PAGES } from '../../lib/route-table';

/**
 * A kitchen-floor account (docs/decisions/production.md, "The floor layout"): a USER, bound to
 * one kitchen, every page of a module it may open a PCS page (spec 000 §6, visible pages are
 * those of modules with VIEW). Its own settings pages, which every user has, do not count; nor
 * does a user with no page. Any other type may switch kitchens or choose Global (000 §6), which
 * the floor layout's header has no place for: a PCS-only manager of several kitchens keeps the
 * frame with its selector.
 */
export function pagesAreAllPcs(user: AccessSubject): boolean {
  if (user.type !== USER_TYPE) return false;
  const pages = allowedPages(user).filter((page) => page.module !== null);
  return pages.length > 0 && pages.every((page) => page.module === 'PCS');
}

/** The queue monitor, `/pcs/monitor` or one kitchen's `/pcs/{id}` (spec 001 §2). */
export function isMonitorPage(page: string): boolean {
  const framed: string = FAMILY_PAGES[page as keyof typeof FAMILY_PAGES] ?? page;
  return framed === '/pcs/monitor';
}

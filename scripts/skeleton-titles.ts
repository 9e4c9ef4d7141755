import { appPages as english } from '../src/lib/i18n/en/app-pages.ts';
import { appPages as spanish } from '../src/lib/i18n/es/app-pages.ts';
import { APP_ROUTES, FAMILY_PAGES } from '../src/lib/route-table.ts';

type Titles = Record<string, readonly [en: string, es: string]>;

/**
 * Each signed-in page's title by its route path, in English and Spanish: what the page frame's
 * heading will say (src/features/shell/page-frame.tsx), for the skeleton to say it first
 * (scripts/vite-first-paint.ts).
 */
export function skeletonTitles(): Titles {
  const titles: Titles = {};
  for (const { path, title } of APP_ROUTES) {
    const key = title as keyof typeof english;
    const [en, es] = [english[key], spanish[key]];
    if (typeof en !== 'string' || typeof es !== 'string')
      throw new Error(`skeleton titles: ${path}'s title ${title} is not a text of app-pages`);
    titles[path] = [en, es];
  }
  // A family's page is framed as its table page (`/pcs/$id` as the monitor).
  for (const [family, page] of Object.entries(FAMILY_PAGES)) titles[family] = titles[page]!;
  return titles;
}

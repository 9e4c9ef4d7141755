import { Link } from '@tanstack/react-router';
import type { AccessSubject } from '../../lib/access';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { sidebarPlace, visibleSections, type NavLink } from '../../lib/navigation';
import { routerTo } from '../../lib/route-table';
import { restaurantSearch } from './current-page';
import { shell } from '../../lib/i18n/en/shell';
import { appPages } from '../../lib/i18n/en/app-pages';

registerMessages(shell, appPages);

/**
 * The sidebar's sections and links (spec 000 §2), filtered to what the user may open. A section
 * with several links folds (a native `<details>`: keyboard and screen readers for free, no
 * script); the one holding the current page is open. `onNavigate` lets the phone drawer close
 * when a link is followed.
 */
export function SidebarNav({
  user,
  currentPage,
  restaurantUuid,
  onNavigate,
}: {
  user: AccessSubject;
  currentPage: string;
  /** Carried over to every link, so the next page shows the same restaurant. */
  restaurantUuid: string | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  const place = sidebarPlace(currentPage);
  const activePath = place?.link?.path;
  const link = ({ path, label }: NavLink, text = t(label)) => (
    <Link
      to={routerTo(path)}
      search={restaurantSearch(restaurantUuid)}
      className="kc-nav-item"
      data-active={path === activePath || undefined}
      aria-current={path === activePath ? 'page' : undefined}
      onClick={onNavigate}
    >
      {text}
    </Link>
  );

  return (
    <nav aria-label={t('shell.mainNavigation')} className="kc-nav">
      <ul>
        {visibleSections(user).map((section) => (
          <li key={section.id}>
            {section.links.length === 1 ? (
              link(section.links[0]!, t(section.label))
            ) : (
              <details open={place?.section.id === section.id || undefined}>
                <summary
                  className="kc-nav-item"
                  data-active={section.links.some((item) => item.path === activePath) || undefined}
                >
                  {t(section.label)}
                </summary>
                <ul>
                  {section.links.map((item) => (
                    <li key={item.path}>{link(item)}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

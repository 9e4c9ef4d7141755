import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { sidebarPlace, visibleSections, type NavSection } from '../../lib/navigation';
import { restaurantSearch } from './current-page';

/**
 * The sidebar's sections and links (spec 000 §2), filtered to what the user may open. A section
 * with several links folds; the one holding the current page starts open. `onNavigate` lets
 * the phone drawer close when a link is followed.
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
  const sections = visibleSections(user);
  const place = sidebarPlace(currentPage);
  const activePath = place?.link?.path;
  const search = restaurantSearch(restaurantUuid);

  return (
    <nav aria-label={t('shell.mainNavigation')} className="kc-nav">
      {sections.map((section) =>
        section.links.length === 1 ? (
          <NavLink
            key={section.id}
            component={Link}
            to={section.links[0]!.path}
            search={search}
            label={t(section.label)}
            active={activePath === section.links[0]!.path}
            aria-current={activePath === section.links[0]!.path ? 'page' : undefined}
            onClick={onNavigate}
          />
        ) : (
          <SidebarSection
            key={section.id}
            section={section}
            initiallyOpen={place?.section.id === section.id}
            activePath={activePath}
            search={search}
            onNavigate={onNavigate}
          />
        ),
      )}
    </nav>
  );
}

function SidebarSection({
  section,
  initiallyOpen,
  activePath,
  search,
  onNavigate,
}: {
  section: NavSection;
  initiallyOpen: boolean;
  activePath: string | undefined;
  search: never;
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <NavLink
      component="button"
      type="button"
      label={t(section.label)}
      opened={opened}
      onChange={setOpened}
      childrenOffset="md"
      active={section.links.some((link) => link.path === activePath)}
      variant="subtle"
    >
      {section.links.map((link) => (
        <NavLink
          key={link.path}
          component={Link}
          to={link.path}
          search={search}
          label={t(link.label)}
          active={link.path === activePath}
          aria-current={link.path === activePath ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}

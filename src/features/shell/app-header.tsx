import { ActionIcon, Anchor, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RestaurantChoice } from '../../api/restaurants/restaurant-choice';
import { isAdmin, type AccessSubject } from '../../lib/access';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { homePath } from '../../lib/route-table';
import { canOpen } from '../../lib/route-guard';
import { SettingsIcon, ShieldIcon } from '../../ui/theme/icons';
import { AccountControl } from './account-control';
import { restaurantSearch } from './current-page';
import { RestaurantSelector } from './restaurant-selector';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

/** Where the header's settings icon leads (spec 000 §2), when role and allowed pages permit. */
const SETTINGS_PATH = '/settings/chicken/materials';
/** The ADMIN-only control (spec 000 §2, decided in docs/decisions/shell-and-widgets.md): the audit log. */
const ADMIN_CONTROL_PATH = '/audit-log';

/**
 * The header (spec 000 §2 "Shell rules"): sidebar toggle, logo to the first allowed page, the
 * restaurant selector, the ADMIN-only control, the settings icon, notifications and the
 * account menu.
 */
export function AppHeader({
  user,
  email,
  choice,
  onChooseRestaurant,
  navOpened,
  onToggleNav,
  notifications,
}: {
  user: AccessSubject;
  email: string | undefined;
  choice: RestaurantChoice;
  onChooseRestaurant(uuid: string): void;
  navOpened: boolean;
  onToggleNav(): void;
  notifications?: ReactNode;
}) {
  const { t } = useI18n();
  const search = restaurantSearch(
    choice.options.some((option) => option.value === choice.current) ? choice.current : undefined,
  );
  return (
    <Group component="header" className="kc-header" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={t('shell.toggleSidebar')}
          aria-controls="kc-sidebar"
          aria-expanded={navOpened}
        />
        <Anchor
          component={Link}
          to={homePath(user)}
          search={search}
          className="kc-logo"
          underline="never"
        >
          <span className="kc-logo-mark" aria-hidden="true">
            KC
          </span>
          <span className="kc-logo-name">{t('app.name')}</span>
        </Anchor>
        <RestaurantSelector choice={choice} onChoose={onChooseRestaurant} />
      </Group>
      <Group gap={4} wrap="nowrap">
        {isAdmin(user) && (
          <HeaderIconLink to={ADMIN_CONTROL_PATH} search={search} label={t('shell.adminAuditLog')}>
            <ShieldIcon />
          </HeaderIconLink>
        )}
        {canOpen(user, SETTINGS_PATH) && (
          <HeaderIconLink to={SETTINGS_PATH} search={search} label={t('shell.settings')}>
            <SettingsIcon />
          </HeaderIconLink>
        )}
        {notifications}
        <AccountControl user={user} email={email} />
      </Group>
    </Group>
  );
}

/** An icon link of the header with its name as a tooltip; phones reach these from the sidebar. */
function HeaderIconLink({
  to,
  search,
  label,
  children,
}: {
  to: string;
  search: never;
  label: string;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      search={search}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-tip={label}
      data-tip-end
      visibleFrom="xs"
    >
      {children}
    </ActionIcon>
  );
}

import { Box, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { signOut } from '../../api/auth/auth.api';
import type { AccessSubject } from '../../lib/access';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { appPages } from '../../lib/i18n/en/app-pages';
import { accountLinks, visibleSections, type NavLink } from '../../lib/navigation';
import { routerTo } from '../../lib/route-table';
import { LanguageSwitch } from '../../ui/forms/language-switch';
import { OutboxMenuItems, useSignOutCheck } from './outbox-menu';

import { support } from '../../lib/i18n/en/support';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(appPages, support, shell);

/** The support request form (spec 001 §7), loaded when first asked for. */
const SupportRequestDialog = lazy(() => import('./support-request-dialog'));

/** What the account menu adds in the floor layout, which has no sidebar (floor-header.tsx). */
export interface FloorAccount {
  fullScreen: { active: boolean; exit(): void };
}

/**
 * Spec 000 §2: 'My Account' and 'Sign Out'; Sign Out logs out and goes to the login page.
 * Between them the profile pages, 'Contact support' and, for a user with its module, support
 * history (lib/navigation.ts `accountLinks`). Loaded on first use and opened at once
 * (account-control.tsx). In the floor layout (`floor`), which has no sidebar, it starts with the
 * user's pages (the sidebar's links) and, in full screen, the way out of it.
 */
export default function AccountMenu({
  user,
  email,
  floor,
  target,
}: {
  user: AccessSubject;
  email: string | undefined;
  floor?: FloorAccount;
  target: ReactElement;
}) {
  const { t } = useI18n();
  const links = accountLinks(user);
  const item = ({ path, label }: NavLink) => (
    <Menu.Item key={path} component={Link} to={routerTo(path)}>
      {t(label)}
    </Menu.Item>
  );
  const pages = floor ? visibleSections(user).flatMap((section) => section.links) : [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [supportOpened, setSupportOpened] = useState(false);

  async function onSignOut() {
    await signOut(queryClient, () => navigate({ to: '/login', replace: true }));
  }
  // Actions still waiting to be sent are named before they are dropped (outbox-menu.tsx).
  const signOutCheck = useSignOutCheck(() => void onSignOut());

  return (
    <>
      <Menu position="bottom-end" width={260} defaultOpened>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {floor?.fullScreen.active && (
            <Menu.Item onClick={floor.fullScreen.exit} data-exit-full-screen>
              {t('shell.exitFullScreen')}
            </Menu.Item>
          )}
          {pages.length > 0 && (
            <>
              <Menu.Label>{t('shell.pages')}</Menu.Label>
              {pages.map(item)}
              <Menu.Divider />
            </>
          )}
          <Menu.Label>{t('auth.myAccount')}</Menu.Label>
          {email && (
            <Text size="xs" c="dimmed" px="sm" pb={6} truncate>
              {email}
            </Text>
          )}
          {links.profile.map(item)}
          <Menu.Item onClick={() => setSupportOpened(true)}>{t('support.contact')}</Menu.Item>
          {links.support.map(item)}
          <Menu.Divider />
          <Box px="sm" pb="xs">
            <LanguageSwitch compact />
          </Box>
          <Menu.Divider />
          <OutboxMenuItems />
          <Menu.Item color="red" onClick={signOutCheck.request}>
            {t('auth.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {signOutCheck.dialog}
      {supportOpened && (
        <Suspense fallback={null}>
          <SupportRequestDialog opened onClose={() => setSupportOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Box, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { signOut } from '../../api/auth/auth.api';
import type { AccessSubject } from '../../lib/access';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { appPages } from '../../lib/i18n/en/app-pages';
import { accountLinks, type NavLink } from '../../lib/navigation';
import { LanguageSwitch } from '../../ui/forms/language-switch';

import { support } from '../../lib/i18n/en/support';

registerMessages(appPages, support);

/** The support request form (spec 001 §7), loaded when first asked for. */
const SupportRequestDialog = lazy(() => import('./support-request-dialog'));

/**
 * Spec 000 §2: 'My Account' and 'Sign Out'; Sign Out logs out and goes to the login page.
 * Between them the profile pages, 'Contact support' and, for a user with its module, support
 * history (lib/navigation.ts `accountLinks`). Loaded on first use and opened at once
 * (account-control.tsx).
 */
export default function AccountMenu({
  user,
  email,
  target,
}: {
  user: AccessSubject;
  email: string | undefined;
  target: ReactElement;
}) {
  const { t } = useI18n();
  const links = accountLinks(user);
  const item = ({ path, label }: NavLink) => (
    <Menu.Item key={path} component={Link} to={path}>
      {t(label)}
    </Menu.Item>
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [supportOpened, setSupportOpened] = useState(false);

  async function onSignOut() {
    await signOut(queryClient, () => navigate({ to: '/login', replace: true }));
  }

  return (
    <>
      <Menu position="bottom-end" width={260} defaultOpened>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
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
          <Menu.Item color="red" onClick={() => void onSignOut()}>
            {t('auth.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {supportOpened && (
        <Suspense fallback={null}>
          <SupportRequestDialog opened onClose={() => setSupportOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

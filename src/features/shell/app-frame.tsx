import {
  Anchor,
  Box,
  Container,
  Group,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { signOut } from '../../api/auth/auth.api';
import { usersQueries } from '../../api/users/users.queries';
import { getConfig } from '../../lib/config';
import { useI18n } from '../../lib/i18n/i18n';
import { LanguageSwitch } from '../../ui/language-switch';
import { useOnline } from '../../ui/use-online';

/**
 * The signed-in frame: header, content and footer. The shell issue grows it into the full
 * header (restaurant selector, sidebar, notifications); this is the part every page needs.
 */
export function AppFrame() {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="kc-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Box
        component="header"
        px="md"
        h={56}
        style={{
          display: 'flex',
          alignItems: 'center',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Anchor component={Link} to="/" fw={700} c="var(--mantine-color-text)" underline="never">
            {t('app.name')}
          </Anchor>
          <AccountMenu />
        </Group>
      </Box>
      {!online && (
        <Text role="status" size="sm" ta="center" py={4} bg="var(--mantine-color-yellow-light)">
          {t('app.offline')}
        </Text>
      )}
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Container component="footer" size="xl" py="md" w="100%">
        <Text size="xs" c="dimmed" ta="center">
          {t('app.footer', { year: new Date().getFullYear(), email: getConfig().supportEmail })}
        </Text>
      </Container>
    </Box>
  );
}

/** Spec 000 §2: the profile menu has Authentication Log, Active Sessions and Security. */
const PROFILE_LINKS = [
  { to: '/user-settings/authentification-log', title: 'routes.authLog' },
  { to: '/user-settings/active-sessions', title: 'routes.activeSessions' },
  { to: '/user-settings/security', title: 'routes.security' },
] as const;

function AccountMenu() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useQuery(usersQueries.current());

  async function onSignOut() {
    await signOut(queryClient);
    await navigate({ to: '/login', replace: true });
  }

  return (
    <Menu position="bottom-end" width={240} closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton px="xs" py={6}>
          <Text size="sm" truncate maw={{ base: 140, xs: 260 }}>
            <VisuallyHidden>{t('auth.myAccount')}: </VisuallyHidden>
            {user?.email ?? t('auth.myAccount')}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('auth.myAccount')}</Menu.Label>
        {PROFILE_LINKS.map(({ to, title }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(title)}
          </Menu.Item>
        ))}
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
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LOGIN_EXPIRED_PATH, LOGIN_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { AuthCard } from './auth-card';

registerMessages(authFlows);

/** Expired Token: a password link that expired or was used; ask for a new one or sign in. */
export function LoginExpiredPage() {
  const { t } = useI18n();
  return (
    <AuthCard path={LOGIN_EXPIRED_PATH}>
      <Stack>
        <Text>{t('expiredLink.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('expiredLink.hint')}
        </Text>
        <Button component={Link} to="/forgot-password" fullWidth>
          {t('expiredLink.requestNew')}
        </Button>
        <Button component={Link} to={LOGIN_PATH} variant="default" fullWidth>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

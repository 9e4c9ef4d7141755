import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOut } from '../../api/auth/auth.api';
import { BLOCKED_PATH, LOGIN_PATH } from '../../lib/auth-redirects';
import { getConfig } from '../../lib/config';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { AuthCard } from './auth-card';

registerMessages(authFlows);

/**
 * Spec 000 §8: 403 'User is blocked' shows this screen until sign-out, which clears the session
 * and the blocked mark, then goes to sign-in.
 */
export function BlockedAccountPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const supportEmail = getConfig().supportEmail;

  async function onSignOut() {
    setPending(true);
    await signOut(queryClient);
    await navigate({ to: LOGIN_PATH, replace: true });
  }

  return (
    <AuthCard path={BLOCKED_PATH}>
      <Stack>
        <Alert color="red" variant="light" role="alert" title={t('blocked.title')}>
          {t('blocked.text')}
        </Alert>
        <Text size="sm">
          {t('blocked.contact')}{' '}
          <Anchor href={`mailto:${supportEmail}`} size="sm">
            {supportEmail}
          </Anchor>
        </Text>
        <Button onClick={() => void onSignOut()} loading={pending} fullWidth>
          {t('blocked.backToSignIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

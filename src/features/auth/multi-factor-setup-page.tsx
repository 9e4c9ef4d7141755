import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { signOut } from '../../api/auth/auth.api';
import { LOGIN_PATH, MULTI_FACTOR_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { AuthCard } from './auth-card';

registerMessages(authFlows);

/**
 * The multi-factor page for a session that must set multi-factor up before any page opens
 * (docs/decisions/sign-in-and-access.md, "Required multi-factor setup"): why, the setup itself (`children`, which
 * the route composes from the security page's steps) and, throughout, a way to sign out.
 */
export function MultiFactorSetupPage({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function onSignOut() {
    await signOut(queryClient);
    await navigate({ to: LOGIN_PATH, replace: true });
  }

  return (
    <AuthCard path={MULTI_FACTOR_PATH} heading={t('mfaSetup.title')}>
      <Text size="sm">{t('mfaSetup.intro')}</Text>
      {children}
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={() => void onSignOut()}>
          {t('auth.signOut')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}

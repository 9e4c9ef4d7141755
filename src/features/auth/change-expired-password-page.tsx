import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOut } from '../../api/auth/auth.api';
import { changeOwnPassword } from '../../api/users/password.api';
import { CHANGE_EXPIRED_PASSWORD_PATH, LOGIN_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { PasswordForm, type PasswordFormValues } from '../../ui/forms/password-form';
import { failureText } from '../../ui/feedback/failure-text';
import { AuthCard } from './auth-card';

registerMessages(authFlows);

/**
 * Spec 000 §4: `daysToPasswordExpiration` 0 leads here. The change answers a new session,
 * stored by `changeOwnPassword`, after which the redirect rules let the user go home.
 */
export function ChangeExpiredPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit({ currentPassword, newPassword }: PasswordFormValues) {
    setPending(true);
    setError(null);
    const result = await changeOwnPassword(currentPassword, newPassword);
    setPending(false);
    if (!result.success) {
      setError(failureText(result.code, result.message, t));
      return;
    }
    await navigate({ to: '/', replace: true });
  }

  async function onSignOut() {
    await signOut(queryClient);
    await navigate({ to: LOGIN_PATH, replace: true });
  }

  return (
    <AuthCard path={CHANGE_EXPIRED_PASSWORD_PATH}>
      <Stack>
        <Text size="sm">{t('expiredPassword.intro')}</Text>
        {error && (
          <Alert color="red" variant="light" title={t('password.changeFailed')} role="alert">
            {error}
          </Alert>
        )}
        <PasswordForm
          askCurrent
          askConfirmation={false}
          submitLabel={t('password.save')}
          pending={pending}
          onSubmit={(values) => void onSubmit(values)}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => void onSignOut()}
        >
          {t('auth.signOut')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

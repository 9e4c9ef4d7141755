import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../../api/users/password.api';
import { LOGIN_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { failureText } from '../../ui/feedback/failure-text';
import { AuthCard } from './auth-card';
import { EmailField, emailError } from './email-field';
import { ConnectedButton } from '../../ui/forms/connected-button';

registerMessages(authFlows);

/**
 * Asks for a reset link. The confirmation reads the same whether or not the account exists,
 * so the page never tells who has one.
 */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    const invalid = emailError(value, t);
    setFieldError(invalid ?? null);
    if (invalid) return;
    setServerError(null);
    setPending(true);
    const result = await requestPasswordReset(value);
    setPending(false);
    if (!result.success) {
      setServerError(failureText(result.code, result.message, t));
      return;
    }
    setSentTo(value);
  }

  return (
    <AuthCard path="/forgot-password">
      {sentTo ? (
        <Stack>
          <Alert color="green" variant="light" role="status" title={t('forgot.sentTitle')}>
            {t('forgot.sent', { email: sentTo })}
          </Alert>
          <Button component={Link} to={LOGIN_PATH} fullWidth>
            {t('authFlows.backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack>
            <Text size="sm">{t('forgot.intro')}</Text>
            {serverError && (
              <Alert color="red" variant="light" title={t('forgot.failed')} role="alert">
                {serverError}
              </Alert>
            )}
            <EmailField
              label={t('auth.email')}
              value={email}
              error={fieldError}
              onChange={setEmail}
            />
            <ConnectedButton type="submit" loading={pending} fullWidth>
              {t('forgot.send')}
            </ConnectedButton>
            <Anchor component={Link} to={LOGIN_PATH} size="sm" ta="center">
              {t('authFlows.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

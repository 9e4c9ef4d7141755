import { Alert, Anchor, PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { signIn } from '../../api/auth/auth.api';
import { loginSnapshot } from '../../api/auth/login-state';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { authRedirect, MULTI_FACTOR_PATH } from '../../lib/auth-redirects';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { failureText } from '../../ui/feedback/failure-text';
import { AuthCard } from './auth-card';
import { EmailField, emailError } from './email-field';
import { ConnectedButton } from '../../ui/forms/connected-button';

const routeApi = getRouteApi('/login');

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  errors.email = emailError(email, t);
  if (!password) errors.password = t('auth.passwordRequired');
  return errors;
}

export function LoginPage() {
  const { t } = useI18n();
  const search = routeApi.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const errors = validate(email, password, t);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;

    setPending(true);
    setServerError(null);
    const result = await signIn({ email: email.trim(), password });
    setPending(false);
    if (!result.success) {
      setServerError(failureText(result.code, result.message, t));
      return;
    }
    // A new person on a shared tablet starts from an empty cache.
    queryClient.clear();
    // Spec 000 §4: an expired password or a pending second factor comes before the page, and
    // the page asked for waits behind the second factor.
    const requested = safeRedirectPath(search.redirect);
    const target = authRedirect(loginSnapshot(), '/login', requested) ?? '/';
    if (target === MULTI_FACTOR_PATH) {
      await navigate({ to: MULTI_FACTOR_PATH, search: { redirect: requested }, replace: true });
    } else {
      await navigate({ href: target, replace: true });
    }
  }

  return (
    <AuthCard path="/login" heading={t('auth.signInTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {search.reason === 'session-ended' && !serverError && (
            <Alert color="yellow" variant="light" role="alert">
              {t('auth.sessionExpired')}
            </Alert>
          )}
          {serverError && (
            <Alert color="red" variant="light" title={t('auth.signInFailed')} role="alert">
              {serverError}
            </Alert>
          )}
          <EmailField
            label={t('auth.email')}
            value={email}
            error={fieldErrors.email}
            onChange={setEmail}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <ConnectedButton type="submit" loading={pending} fullWidth>
            {t('auth.signIn')}
          </ConnectedButton>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t('authFlows.forgotPasswordLink')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

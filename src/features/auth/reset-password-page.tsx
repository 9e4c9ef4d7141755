import { Alert, Button, Stack, Text } from '@mantine/core';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { setPasswordWithToken } from '../../api/users/password.api';
import { LOGIN_EXPIRED_PATH, LOGIN_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { ErrorState } from '../../ui/feedback/error-state';
import { PasswordForm, type PasswordFormValues } from '../../ui/forms/password-form';
import { failureText } from '../../ui/feedback/failure-text';
import type { Translate } from '../../lib/i18n/i18n';
import { AuthCard } from './auth-card';

registerMessages(authFlows);

const routeApi = getRouteApi('/reset-password');

/** Set New Password: from the e-mailed link, a new password twice, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useI18n();
  const link = routeApi.useLoaderData();
  const router = useRouter();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit({ newPassword }: PasswordFormValues) {
    setPending(true);
    setError(null);
    const result = await setPasswordWithToken(link.token, newPassword);
    setPending(false);
    if (result.success) {
      setDone(true);
      return;
    }
    // Used or expired since the page opened (another tab, the 30 minutes ran out).
    if (result.code === 410) {
      await navigate({ href: LOGIN_EXPIRED_PATH, replace: true });
      return;
    }
    setError(setFailureText(result.code, t));
  }

  let body;
  if (link.status === 'unchecked') {
    body = (
      <ErrorState
        title={t('reset.checkFailed')}
        message={checkFailureText(link.code, t)}
        onRetry={() => void router.invalidate()}
      />
    );
  } else if (done) {
    body = (
      <Stack>
        <Alert color="green" variant="light" role="status" title={t('reset.doneTitle')}>
          {t('reset.done')}
        </Alert>
        <Button component={Link} to={LOGIN_PATH} fullWidth>
          {t('reset.signIn')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <Text size="sm">
          {link.email ? t('reset.intro', { email: link.email }) : t('reset.introNoEmail')}
        </Text>
        {error && (
          <Alert color="red" variant="light" title={t('reset.failed')} role="alert">
            {error}
          </Alert>
        )}
        <PasswordForm
          askCurrent={false}
          askConfirmation
          submitLabel={t('password.save')}
          pending={pending}
          onSubmit={(values) => void onSubmit(values)}
        />
      </Stack>
    );
  }

  return <AuthCard path="/reset-password">{body}</AuthCard>;
}

/*
 * Our catalogue's words, never the provider's text (English whatever the user reads): no answer
 * or one we could not read as everywhere (`failureText`), else what the page knows of the call.
 */
function checkFailureText(code: number, t: Translate): string {
  return failureText(code, t('reset.checkFailedText'), t);
}

function setFailureText(code: number, t: Translate): string {
  return failureText(code, code === 400 ? t('reset.refusedText') : t('reset.failedText'), t);
}

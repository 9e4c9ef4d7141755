import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { signOut } from '../../api/auth/auth.api';
import {
  verifyMultiFactorCode,
  verifyMultiFactorRecoveryCode,
} from '../../api/auth/multi-factor.api';
import type { ApiResult } from '../../api/request';
import { LOGIN_PATH, MULTI_FACTOR_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { MFA_CODE_PATTERN } from '../../lib/password-policy';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { CodeInput } from '../../ui/forms/code-input';
import { failureText } from '../../ui/feedback/failure-text';
import { AuthCard } from './auth-card';
import { ConnectedButton } from '../../ui/forms/connected-button';

registerMessages(authFlows);

const routeApi = getRouteApi(MULTI_FACTOR_PATH);

type Mode = 'code' | 'recovery';

/**
 * The sign-in's second step (spec 000 §4): a 6-digit code from the authenticator app, sent as
 * soon as the sixth digit is in, or a single-use recovery code.
 */
export function MultiStepAuthPage() {
  const { t } = useI18n();
  const search = routeApi.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The sixth digit and a click on Verify can arrive together: one request only.
  const inFlight = useRef(false);
  const firstBox = useRef<HTMLInputElement>(null);

  async function verify(check: () => Promise<ApiResult<null>>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setServerError(null);
    const result = await check();
    inFlight.current = false;
    setPending(false);
    if (result.success) {
      await navigate({ href: safeRedirectPath(search.redirect), replace: true });
      return;
    }
    setServerError(failureText(result.code, result.message, t));
    setCode('');
    firstBox.current?.focus();
  }

  function verifyCode(value: string) {
    if (!MFA_CODE_PATTERN.test(value)) {
      setFieldError(t('mfa.codeIncomplete'));
      return;
    }
    setFieldError(null);
    void verify(() => verifyMultiFactorCode(value));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'code') {
      verifyCode(code);
      return;
    }
    const value = recoveryCode.trim();
    if (!value) {
      setFieldError(t('mfa.recoveryCodeRequired'));
      return;
    }
    setFieldError(null);
    void verify(() => verifyMultiFactorRecoveryCode(value));
  }

  function switchMode() {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setFieldError(null);
    setServerError(null);
  }

  async function onSignOut() {
    await signOut(queryClient);
    await navigate({ to: LOGIN_PATH, replace: true });
  }

  return (
    <AuthCard path={MULTI_FACTOR_PATH}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {serverError && (
            <Alert color="red" variant="light" title={t('mfa.failed')} role="alert">
              {serverError}
            </Alert>
          )}
          {mode === 'code' ? (
            <CodeInput
              label={t('mfa.codeLabel')}
              description={t('mfa.codeHint')}
              value={code}
              onChange={(value) => {
                setCode(value);
                setFieldError(null);
              }}
              onComplete={verifyCode}
              error={fieldError}
              autoFocus
              inputRef={firstBox}
            />
          ) : (
            <TextInput
              label={t('mfa.recoveryCodeLabel')}
              description={t('mfa.recoveryCodeHint')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              data-autofocus
              autoFocus
              value={recoveryCode}
              error={fieldError}
              onChange={(event) => {
                setRecoveryCode(event.currentTarget.value);
                setFieldError(null);
              }}
            />
          )}
          <ConnectedButton type="submit" loading={pending} fullWidth>
            {t('mfa.verify')}
          </ConnectedButton>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={switchMode}>
              {mode === 'code' ? t('mfa.useRecoveryCode') : t('mfa.useAppCode')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => void onSignOut()}>
              {t('auth.signOut')}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {t('mfa.lostDevice')}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

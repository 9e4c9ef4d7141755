import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Code.css';
import { Alert, Box, Button, Center, Code, Flex, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { multiFactorMutations } from '../../api/auth/multi-factor.api';
import { useI18n } from '../../lib/i18n/i18n';
import { MFA_CODE_PATTERN } from '../../lib/password-policy';
import { CodeInput } from '../../ui/forms/code-input';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { useMultiFactorQr } from './use-multi-factor-qr';
import { ConnectedButton } from '../../ui/forms/connected-button';

const QR_SIZE = 200;

/**
 * The middle of enabling (spec 001 §2 "Security"): the QR image of the new secret, the secret
 * itself for typing, and a 6-digit code from the app that turns multi-factor on. Without
 * `onCancel` (a setup the sign-in requires) there is no Cancel button.
 */
export function MultiFactorSetup({
  secret,
  onEnabled,
  onCancel,
}: {
  /** Absent when the provider's answer does not carry it: the QR code alone. */
  secret: string | undefined;
  onEnabled(recoveryCodes: string[]): void;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const qr = useMultiFactorQr(`${secret ?? ''}#${attempt}`);
  const confirm = useMutation(multiFactorMutations.confirm());
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  function submit(value: string) {
    if (!MFA_CODE_PATTERN.test(value)) {
      setFieldError(t('mfa.codeIncomplete'));
      return;
    }
    if (confirm.isPending) return;
    setFieldError(null);
    confirm.mutate(value, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: () => {
        setCode('');
        firstBox.current?.focus();
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(code);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('security.scanQr')}</Text>
        <Center>
          {qr && 'url' in qr ? (
            <Box
              component="img"
              src={qr.url}
              alt={t('security.qrAlt')}
              width={QR_SIZE}
              height={QR_SIZE}
              style={{ imageRendering: 'pixelated', background: 'white' }}
            />
          ) : qr ? (
            <ErrorState
              title={t('security.qrFailed')}
              message={errorText(qr.error, t)}
              onRetry={() => setAttempt((value) => value + 1)}
            />
          ) : (
            <Center w={QR_SIZE} h={QR_SIZE}>
              <Loader aria-label={t('app.loading')} />
            </Center>
          )}
        </Center>
        {secret && (
          <Stack gap={4}>
            <Text size="sm">{t('security.secretLabel')}</Text>
            <Code
              fz="md"
              p="xs"
              data-testid="mfa-secret"
              style={{ wordBreak: 'break-all', userSelect: 'all' }}
            >
              {secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
          </Stack>
        )}
        {confirm.error && (
          <Alert color="red" variant="light" role="alert" title={t('mfa.failed')}>
            {errorText(confirm.error, t)}
          </Alert>
        )}
        <CodeInput
          label={t('security.codeLabel')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setFieldError(null);
          }}
          onComplete={submit}
          error={fieldError}
          inputRef={firstBox}
        />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
              {t('authFlows.cancel')}
            </Button>
          )}
          <ConnectedButton type="submit" loading={confirm.isPending}>
            {t('security.turnOn')}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}

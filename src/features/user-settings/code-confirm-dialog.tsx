import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { MFA_CODE_PATTERN } from '../../lib/password-policy';
import { ConfirmButtons } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { CodeInput } from '../../ui/forms/code-input';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';

type Mode = 'code' | 'recovery';

/**
 * A security change confirmed with a current second factor: turning multi-factor off, making new
 * recovery codes (docs/decisions/sign-in-and-access.md, "Every channel checks who is there"), so a
 * session left open cannot make it alone. It asks for the code from the app and, when the call
 * takes one (`recoveryCode`), offers a recovery code instead. A refused code (wrong, already used,
 * or too many wrong ones) keeps the dialog open with the provider's message and what was typed;
 * the confirm sends the code, never its sixth digit alone.
 */
export function CodeConfirmDialog<Factor, Result>({
  opened,
  title,
  text,
  confirmLabel,
  mutation,
  appCode,
  recoveryCode,
  onClose,
  onDone,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The call, sent with what `appCode` or `recoveryCode` makes of the typed code. */
  mutation: UseMutationOptions<Result, Error, Factor>;
  appCode(code: string): Factor;
  /** Left out when the call takes only a code from the app. */
  recoveryCode?(recoveryCode: string): Factor;
  onClose(): void;
  onDone(result: Result): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const check = useMutation(mutation);
  const [mode, setMode] = useState<Mode>('code');
  const [code, setCode] = useState('');
  const [typedRecoveryCode, setTypedRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);
  const recoveryBox = useRef<HTMLInputElement>(null);

  function forget() {
    setMode('code');
    setCode('');
    setTypedRecoveryCode('');
    setFieldError(null);
    check.reset();
  }

  function close() {
    forget();
    onClose();
  }

  /** What the form holds as the call's factor, or null with the field's message set. */
  function typedFactor(): Factor | null {
    if (mode === 'code') {
      if (MFA_CODE_PATTERN.test(code)) return appCode(code);
      setFieldError(t('mfa.codeIncomplete'));
      return null;
    }
    const value = typedRecoveryCode.trim();
    if (value && recoveryCode) return recoveryCode(value);
    setFieldError(t('mfa.recoveryCodeRequired'));
    return null;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const factor = typedFactor();
    if (factor === null || check.isPending) return;
    setFieldError(null);
    check.mutate(factor, {
      onSuccess: (result) => {
        forget();
        onDone(result);
      },
      // What was typed stays, to be corrected or typed over (a box selects its digit on focus).
      onError: () => (mode === 'code' ? firstBox : recoveryBox).current?.focus(),
    });
  }

  function switchMode() {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setFieldError(null);
    check.reset();
  }

  return (
    <Modal
      opened={opened}
      onClose={check.isPending ? () => undefined : close}
      title={title}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{text}</Text>
          {check.error && (
            <Alert color="red" variant="light" role="alert" title={t('mfa.failed')}>
              {errorText(check.error, t)}
            </Alert>
          )}
          {mode === 'code' ? (
            <CodeInput
              label={t('security.currentCodeLabel')}
              value={code}
              onChange={(value) => {
                setCode(value);
                setFieldError(null);
              }}
              error={fieldError}
              inputRef={firstBox}
            />
          ) : (
            <TextInput
              label={t('mfa.recoveryCodeLabel')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              ref={recoveryBox}
              value={typedRecoveryCode}
              error={fieldError}
              onChange={(event) => {
                setTypedRecoveryCode(event.currentTarget.value);
                setFieldError(null);
              }}
            />
          )}
          {recoveryCode && (
            <Anchor component="button" type="button" size="sm" onClick={switchMode}>
              {mode === 'code' ? t('mfa.useRecoveryCode') : t('mfa.useAppCode')}
            </Anchor>
          )}
          <ConfirmButtons
            cancelLabel={t('authFlows.cancel')}
            confirmLabel={confirmLabel}
            pending={check.isPending}
            onCancel={close}
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}

import '@mantine/core/styles/Modal.css';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { multiFactorMutations } from '../../api/auth/multi-factor.api';
import { useI18n } from '../../lib/i18n/i18n';
import { MFA_CODE_PATTERN } from '../../lib/password-policy';
import { ConfirmButtons } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { CodeInput } from '../../ui/forms/code-input';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';

/**
 * Turning multi-factor off asks for a current code from the app
 * (docs/decisions/sign-in-and-access.md, "Every channel checks who is there"), so a session left
 * open cannot drop the second factor alone. A refused code (wrong, or too many wrong ones)
 * keeps the dialog open with the provider's message; Turn off sends the code, never its sixth
 * digit alone.
 */
export function DisableMultiFactorDialog({
  opened,
  onClose,
  onDisabled,
}: {
  opened: boolean;
  onClose(): void;
  onDisabled(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const disable = useMutation(multiFactorMutations.disable());
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  function close() {
    setCode('');
    setFieldError(null);
    disable.reset();
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!MFA_CODE_PATTERN.test(code)) {
      setFieldError(t('mfa.codeIncomplete'));
      return;
    }
    if (disable.isPending) return;
    setFieldError(null);
    disable.mutate(code, {
      onSuccess: () => {
        setCode('');
        disable.reset();
        onDisabled();
      },
      onError: () => {
        setCode('');
        firstBox.current?.focus();
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={disable.isPending ? () => undefined : close}
      title={t('security.disableTitle')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('security.disableText')}</Text>
          {disable.error && (
            <Alert color="red" variant="light" role="alert" title={t('mfa.failed')}>
              {errorText(disable.error, t)}
            </Alert>
          )}
          <CodeInput
            label={t('security.disableCodeLabel')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setFieldError(null);
            }}
            error={fieldError}
            inputRef={firstBox}
          />
          <ConfirmButtons
            cancelLabel={t('authFlows.cancel')}
            confirmLabel={t('security.turnOff')}
            pending={disable.isPending}
            onCancel={close}
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}

import '@mantine/core/styles/Flex.css';
import { Button, Flex, PasswordInput, Stack } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { isStrongPassword } from '../../lib/password-policy';
import { ConnectedButton } from './connected-button';
import { PasswordRules } from './password-rules';

// Its texts load with it (the English auth-flow texts are not in the first page).
registerMessages(authFlows);

export interface PasswordFormValues {
  /** Empty when the form does not ask for it. */
  currentPassword: string;
  newPassword: string;
}

export interface PasswordFormProps {
  /** A change asks for the current password; a reset link does not. */
  askCurrent: boolean;
  /** Ask for the new password twice. */
  askConfirmation: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit(values: PasswordFormValues): void;
  /** Shows a Cancel button (in a dialog); without it Save spans the card, as on sign-in. */
  onCancel?(): void;
}

/**
 * A new password with the rules shown live (spec 000 §5): Save stays disabled until the
 * current password is given, every rule holds and the repetition matches.
 */
export function PasswordForm({
  askCurrent,
  askConfirmation,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: PasswordFormProps) {
  const { t } = useI18n();
  const rulesId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const mismatch = askConfirmation && confirmation !== '' && confirmation !== newPassword;
  const valid =
    (!askCurrent || currentPassword !== '') &&
    isStrongPassword(newPassword) &&
    (!askConfirmation || confirmation === newPassword);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    onSubmit({ currentPassword: askCurrent ? currentPassword : '', newPassword });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {askCurrent && (
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            data-autofocus
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
        )}
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          data-autofocus={askCurrent ? undefined : true}
          aria-describedby={rulesId}
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordRules password={newPassword} id={rulesId} />
        {askConfirmation && (
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            value={confirmation}
            error={mismatch ? t('password.mismatch') : undefined}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
        )}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('authFlows.cancel')}
            </Button>
          )}
          <ConnectedButton type="submit" loading={pending} disabled={!valid} fullWidth={!onCancel}>
            {submitLabel}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}

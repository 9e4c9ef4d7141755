import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import { Alert, Button, Flex, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ROLE_NAME_MAX_LENGTH } from '../../api/roles/roles.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { ConnectedButton } from '../../ui/forms/connected-button';

/** A name is required, trimmed, at most 100 characters (the server checks the same). */
export function nameProblem(name: string, t: ReturnType<typeof useI18n>['t']): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('accessForm.required');
  if (trimmed.length > ROLE_NAME_MAX_LENGTH)
    return t('accessForm.tooLong', { max: ROLE_NAME_MAX_LENGTH });
  return undefined;
}

/**
 * The create/edit form of a role or a policy, in a modal (full screen on a phone): the name,
 * what the record is made of (`children`), Save and Cancel. A refusal from the server is said
 * above the fields with its message, and the form keeps everything typed.
 */
export function AccessFormModal({
  opened,
  title,
  name,
  onNameChange,
  nameError,
  failure,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  name: string;
  onNameChange(name: string): void;
  nameError?: string;
  /** The last save's error, if it failed. */
  failure: unknown;
  pending: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={title}
      fullScreen={isMobile}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure != null && (
            <Alert color="red" variant="light" title={t('accessForm.failed')} role="alert">
              {errorText(failure, t)}
            </Alert>
          )}
          <LimitedTextInput
            label={t('accessForm.name')}
            required
            value={name}
            onChange={onNameChange}
            maxLength={ROLE_NAME_MAX_LENGTH}
            error={nameError}
            data-autofocus
          />
          {children}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('accessForm.cancel')}
            </Button>
            <ConnectedButton type="submit" loading={pending}>
              {t('accessForm.save')}
            </ConnectedButton>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}

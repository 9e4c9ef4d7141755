import '@mantine/core/styles/Modal.css';
import { Alert, Button, Flex, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TABLET_NAME_MAX_LENGTH } from '../../api/devices/devices.constants';
import { devicesMutations } from '../../api/devices/devices.queries';
import type { Tablet } from '../../api/devices/devices.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { notify } from '../../ui/feedback/notify';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { ConnectedButton } from '../../ui/forms/connected-button';

/** The name's problem, or null (the provider's rule: trimmed, 1 to 60 characters). */
export function tabletNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > TABLET_NAME_MAX_LENGTH ? 'tooLong' : null;
}

/**
 * Rename a tablet (PUT /tablets/name/{id}); full screen on a phone. A refusal shows the
 * provider's message in the form and keeps what was typed.
 */
export function RenameTabletDialog({
  tablet,
  onClose,
}: {
  tablet: Tablet | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={tablet !== null}
      onClose={onClose}
      title={tablet ? t('devices.renameTitle', { tablet: tablet.name }) : ''}
      fullScreen={isMobile}
      centered
    >
      {/* Keyed by the tablet, so each opening starts from its current name. */}
      {tablet && <RenameForm key={tablet.uuid} tablet={tablet} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ tablet, onDone }: { tablet: Tablet; onDone(): void }) {
  const { t } = useI18n();
  const rename = useMutation(devicesMutations.rename());
  const [name, setName] = useState(tablet.name);
  const [touched, setTouched] = useState(false);
  const problem = tabletNameProblem(name);
  const shownProblem = touched && problem;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    rename.mutate(
      { uuid: tablet.uuid, name: name.trim() },
      {
        onSuccess: (renamed) => {
          void notify({ color: 'green', message: t('devices.renamed', { name: renamed.name }) });
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {rename.isError && (
          <Alert color="red" variant="light" role="alert" title={t('errors.title')}>
            {errorText(rename.error, t)}
          </Alert>
        )}
        <LimitedTextInput
          label={t('devices.field.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            if (rename.isError) rename.reset();
          }}
          onBlur={() => setTouched(true)}
          maxLength={TABLET_NAME_MAX_LENGTH}
          required
          data-autofocus
          error={
            shownProblem === 'required'
              ? t('devices.nameRequired')
              : shownProblem === 'tooLong'
                ? t('devices.nameTooLong', { max: TABLET_NAME_MAX_LENGTH })
                : undefined
          }
        />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            {t('devices.cancel')}
          </Button>
          <ConnectedButton type="submit" loading={rename.isPending}>
            {t('devices.save')}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}

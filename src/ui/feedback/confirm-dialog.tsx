import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import { Button, Flex, Modal, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../hooks/use-is-mobile';
import { ConnectedButton } from '../forms/connected-button';

/** "Are you sure?" before something that cannot be undone; full screen on a phone. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  pending = false,
  worksOffline = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** The confirmed action waits in the outbox offline (or is local), so it needs no connection. */
  worksOffline?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      centered
    >
      <Text size="sm">{children}</Text>
      <ConfirmButtons
        cancelLabel={t('authFlows.cancel')}
        confirmLabel={confirmLabel}
        pending={pending}
        worksOffline={worksOffline}
        onCancel={onClose}
        onConfirm={onConfirm}
        mt="lg"
      />
    </Modal>
  );
}

/**
 * Cancel and the red confirm of something that cannot be undone, in a row, stacked with the
 * confirm on top on a phone. Cancel is focused first and waits while the confirm runs; without
 * `onConfirm` the confirm submits its form. The confirm needs a connection unless `worksOffline`.
 */
export function ConfirmButtons({
  cancelLabel,
  confirmLabel,
  pending,
  worksOffline = false,
  onCancel,
  onConfirm,
  mt,
}: {
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  worksOffline?: boolean;
  onCancel(): void;
  onConfirm?(): void;
  mt?: MantineSpacing;
}) {
  return (
    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
        {cancelLabel}
      </Button>
      {worksOffline ? (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color="red"
          onClick={onConfirm}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      ) : (
        <ConnectedButton
          type={onConfirm ? 'button' : 'submit'}
          color="red"
          onClick={onConfirm}
          loading={pending}
        >
          {confirmLabel}
        </ConnectedButton>
      )}
    </Flex>
  );
}

import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import { Button, Flex, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../hooks/use-is-mobile';

/** "Are you sure?" before something that cannot be undone; full screen on a phone. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
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
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('authFlows.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Flex>
    </Modal>
  );
}

import '@mantine/core/styles/Modal.css';
import { Button, Flex, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';

/** Delete asked of a record in use: why it cannot be, and nothing to confirm. */
export function InUseDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={isMobile} centered>
      <Text size="sm" role="alert">
        {children}
      </Text>
      <Flex justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('app.close')}
        </Button>
      </Flex>
    </Modal>
  );
}

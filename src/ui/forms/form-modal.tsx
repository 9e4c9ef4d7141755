import '@mantine/core/styles/Modal.css';
import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile';

/**
 * A create or edit form in a modal: full screen on a phone, centred elsewhere. The form is
 * keyed by `formKey` (the record's id, or 'new'), so each opening starts from the values of
 * what is edited, never from the last one's.
 */
export function FormModal({
  opened,
  title,
  formKey,
  size,
  onClose,
  children,
}: {
  opened: boolean;
  title: ReactNode;
  formKey: string;
  size?: ModalProps['size'];
  onClose(): void;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={isMobile}
      size={size}
      centered
    >
      {opened && <Fragment key={formKey}>{children}</Fragment>}
    </Modal>
  );
}

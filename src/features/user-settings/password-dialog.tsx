import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { changeOwnPassword } from '../../api/users/password.api';
import { useI18n } from '../../lib/i18n/i18n';
import { failureText } from '../../ui/feedback/failure-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { PasswordForm, type PasswordFormValues } from '../../ui/forms/password-form';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';

/**
 * The password-change dialog (spec 000 §4, §8): old and new password, Save disabled until the
 * rules hold. Success stores the new session, says 'Password successfully changed' and closes;
 * a failure shows the provider's message as a red notice titled 'Error'. Both for 3000 ms.
 */
export function PasswordDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const [pending, setPending] = useState(false);

  async function onSubmit({ currentPassword, newPassword }: PasswordFormValues) {
    setPending(true);
    const result = await changeOwnPassword(currentPassword, newPassword);
    setPending(false);
    if (result.success) {
      void notify({
        color: 'green',
        title: t('password.changedTitle'),
        message: t('password.changed'),
      });
      onClose();
      return;
    }
    void notifyError(failureText(result.code, result.message, t), t('errors.title'));
  }

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={t('password.changeTitle')}
      fullScreen={isMobile}
      centered
    >
      <PasswordForm
        askCurrent
        askConfirmation={false}
        submitLabel={t('password.save')}
        pending={pending}
        onSubmit={(values) => void onSubmit(values)}
        onCancel={onClose}
      />
    </Modal>
  );
}

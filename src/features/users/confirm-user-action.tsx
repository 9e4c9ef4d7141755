import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { managedUsersMutations } from '../../api/users/managed-users.queries';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import type { ConfirmedAction } from './user-offers';
import { fullName } from './user-format';

const CONFIRM_TEXTS: Record<
  ConfirmedAction,
  { title: MessageKey; text: MessageKey; confirm: MessageKey; done: MessageKey }
> = {
  block: {
    title: 'users.blockTitle',
    text: 'users.blockText',
    confirm: 'users.block',
    done: 'users.blocked',
  },
  unblock: {
    title: 'users.unblockTitle',
    text: 'users.unblockText',
    confirm: 'users.unblock',
    done: 'users.unblocked',
  },
  delete: {
    title: 'users.deleteTitle',
    text: 'users.deleteText',
    confirm: 'users.delete',
    done: 'users.deleted',
  },
  resetPassword: {
    title: 'users.resetPasswordTitle',
    text: 'users.resetPasswordText',
    confirm: 'users.resetPassword',
    done: 'users.passwordResetSent',
  },
  resetMultiFactor: {
    title: 'users.resetMultiFactorTitle',
    text: 'users.resetMultiFactorText',
    confirm: 'users.resetMultiFactor',
    done: 'users.multiFactorReset',
  },
};

/**
 * The confirm dialog of a blocking, deleting or reset action, naming the user and what it does;
 * once confirmed, the call, a notice of how it went, and the dialog closed either way.
 */
export default function ConfirmUserAction({
  action,
  onClose,
}: {
  action: { kind: ConfirmedAction; user: ManagedUser } | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const mutations = {
    block: useMutation(managedUsersMutations.block()),
    unblock: useMutation(managedUsersMutations.unblock()),
    delete: useMutation(managedUsersMutations.remove()),
    resetPassword: useMutation(managedUsersMutations.resetPassword()),
    resetMultiFactor: useMutation(managedUsersMutations.resetMultiFactor()),
  };
  // The last action's texts stay while the dialog closes.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  const texts = shown ? CONFIRM_TEXTS[shown.kind] : null;
  const values: Record<string, string> = shown
    ? { user: fullName(shown.user), email: shown.user.email }
    : {};
  const mutation = shown ? mutations[shown.kind] : null;

  return (
    <ConfirmDialog
      opened={action !== null}
      title={texts ? t(texts.title) : ''}
      confirmLabel={texts ? t(texts.confirm) : ''}
      pending={mutation?.isPending ?? false}
      onClose={onClose}
      onConfirm={() => {
        if (!action || !texts) return;
        mutations[action.kind].mutate(action.user.uuid, {
          onSuccess: () => void notify({ color: 'green', message: t(texts.done, values) }),
          onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
          onSettled: onClose,
        });
      }}
    >
      {texts ? t(texts.text, values) : ''}
    </ConfirmDialog>
  );
}

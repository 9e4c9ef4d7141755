import { ActionIcon, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  blockUser,
  deleteUser,
  inviteUser,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../../api/users/managed-users.endpoints';
import { managedUsersMutations } from '../../api/users/managed-users.queries';
import type { User } from '../../api/users/users.schema';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { canCall, isAdmin } from '../../lib/access';
import { userChangeRefusal } from '../../lib/delegation';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { fullName } from './user-format';

/** The actions asked about first: each cannot be undone or locks someone out. */
export type ConfirmedAction = 'block' | 'unblock' | 'delete' | 'resetPassword' | 'resetMultiFactor';

/** What a row's menu asks the page to open. */
export type UserDialog =
  | { kind: 'edit'; user: ManagedUser }
  | { kind: 'viewAs'; user: ManagedUser }
  | { kind: ConfirmedAction; user: ManagedUser };

/** The signed-in user, whose role decides which actions are offered. */
export type Manager = Pick<User, 'uuid' | 'type' | 'userRoleDto' | 'restaurantUuids'>;

/**
 * Which actions `me` is offered on `user`: only those their role allows (spec 000 §6, the
 * provider refuses the rest anyway), none that make no sense for that user (an invitation
 * after a first sign-in), never blocking or deleting oneself, only an ADMIN acts on an ADMIN or
 * on a user without a role (delegation.ts `userChangeRefusal`), and only an ADMIN resets
 * multi-factor. Whom `me` sees at all the provider decides (their restaurants).
 */
export function offeredActions(me: Manager, user: ManagedUser) {
  const self = me.uuid === user.uuid;
  const mayTouch = userChangeRefusal(me, user) === null;
  const may = (endpoint: Parameters<typeof canCall>[1]) => mayTouch && canCall(me, endpoint);
  return {
    edit: may(updateUser),
    invite: may(inviteUser) && user.status === 'INVITED',
    resetPassword: may(restoreUserPassword) && !user.blocked,
    notification: may(setUserNotification),
    block: may(blockUser) && !user.blocked && !self,
    unblock: may(unblockUser) && user.blocked,
    delete: may(deleteUser) && !self,
    resetMultiFactor: isAdmin(me) && user.multiFactorAuthentication,
  };
}

/** A row's actions behind one button: what the page opens, or a call made at once. */
export function UserActionsMenu({
  me,
  user,
  onOpen,
}: {
  me: Manager;
  user: ManagedUser;
  onOpen(dialog: UserDialog): void;
}) {
  const { t } = useI18n();
  const offered = offeredActions(me, user);
  const navigate = useNavigate();
  const invite = useMutation(managedUsersMutations.invite());
  const notification = useMutation(managedUsersMutations.setNotification());
  const name = fullName(user);
  const failed = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('users.actionsLabel', { user: name })}
          data-testid="user-actions"
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {offered.edit && (
          <Menu.Item onClick={() => onOpen({ kind: 'edit', user })}>{t('users.edit')}</Menu.Item>
        )}
        <Menu.Item
          onClick={() =>
            void navigate({ to: '/users/$uuid/sessions', params: { uuid: user.uuid } })
          }
        >
          {t('users.sessions')}
        </Menu.Item>
        <Menu.Item onClick={() => onOpen({ kind: 'viewAs', user })}>{t('users.viewAs')}</Menu.Item>
        {offered.invite && (
          <Menu.Item
            onClick={() =>
              invite.mutate(user.uuid, {
                onSuccess: () =>
                  void notify({
                    color: 'green',
                    message: t('users.invited', { email: user.email }),
                  }),
                onError: failed,
              })
            }
          >
            {t('users.invite')}
          </Menu.Item>
        )}
        {offered.resetPassword && (
          <Menu.Item onClick={() => onOpen({ kind: 'resetPassword', user })}>
            {t('users.resetPassword')}
          </Menu.Item>
        )}
        {offered.notification && (
          <Menu.Item
            onClick={() =>
              notification.mutate(
                { uuid: user.uuid, notification: !user.notification },
                {
                  onSuccess: () =>
                    void notify({
                      color: 'green',
                      message: t('users.notificationSaved', {
                        user: name,
                        state: t(user.notification ? 'users.off' : 'users.on'),
                      }),
                    }),
                  onError: failed,
                },
              )
            }
          >
            {t(user.notification ? 'users.notificationsOff' : 'users.notificationsOn')}
          </Menu.Item>
        )}
        {offered.resetMultiFactor && (
          <Menu.Item onClick={() => onOpen({ kind: 'resetMultiFactor', user })}>
            {t('users.resetMultiFactor')}
          </Menu.Item>
        )}
        {offered.unblock && (
          <Menu.Item onClick={() => onOpen({ kind: 'unblock', user })}>
            {t('users.unblock')}
          </Menu.Item>
        )}
        {offered.block && (
          <Menu.Item color="red" onClick={() => onOpen({ kind: 'block', user })}>
            {t('users.block')}
          </Menu.Item>
        )}
        {offered.delete && (
          <Menu.Item color="red" onClick={() => onOpen({ kind: 'delete', user })}>
            {t('users.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

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
export function ConfirmUserAction({
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

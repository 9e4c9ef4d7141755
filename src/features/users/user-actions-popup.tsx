import { Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { managedUsersMutations } from '../../api/users/managed-users.queries';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { ConnectedMenuItem } from '../../ui/forms/connected-menu-item';
import { RowMenuPopup } from '../../ui/list/row-menu-popup';
import { offeredActions, type Manager, type UserDialog } from './user-offers';
import { fullName } from './user-format';

/**
 * A row's menu (user-actions.tsx `UserActionsMenu`), loaded on the button's first use: the
 * items `offeredActions` allows, and the calls made at once (invite, notifications). A user
 * beyond the signed-in user's powers gets the reason in place of the actions it hides.
 */
export default function UserActionsPopup({
  me,
  user,
  onOpen,
  target,
}: {
  me: Manager;
  user: ManagedUser;
  onOpen(dialog: UserDialog): void;
  target: ReactElement;
}) {
  const { t } = useI18n();
  const offered = offeredActions(me, user);
  const navigate = useNavigate();
  const invite = useMutation(managedUsersMutations.invite());
  const notification = useMutation(managedUsersMutations.setNotification());
  const name = fullName(user);
  const failed = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));

  return (
    <RowMenuPopup target={target}>
      <Menu.Dropdown>
        {offered.refusal && (
          <Menu.Label data-testid="user-actions-refusal">
            {t(`users.refusal.${offered.refusal.reason}`)}
          </Menu.Label>
        )}
        {offered.edit && (
          <ConnectedMenuItem onClick={() => onOpen({ kind: 'edit', user })}>
            {t('users.edit')}
          </ConnectedMenuItem>
        )}
        {offered.sessions && (
          <Menu.Item
            onClick={() =>
              void navigate({ to: '/users/$uuid/sessions', params: { uuid: user.uuid } })
            }
          >
            {t('users.sessions')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => onOpen({ kind: 'viewAs', user })}>{t('users.viewAs')}</Menu.Item>
        {offered.invite && (
          <ConnectedMenuItem
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
          </ConnectedMenuItem>
        )}
        {offered.resetPassword && (
          <ConnectedMenuItem onClick={() => onOpen({ kind: 'resetPassword', user })}>
            {t('users.resetPassword')}
          </ConnectedMenuItem>
        )}
        {offered.notification && (
          <ConnectedMenuItem
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
          </ConnectedMenuItem>
        )}
        {offered.resetMultiFactor && (
          <ConnectedMenuItem onClick={() => onOpen({ kind: 'resetMultiFactor', user })}>
            {t('users.resetMultiFactor')}
          </ConnectedMenuItem>
        )}
        {offered.unblock && (
          <ConnectedMenuItem onClick={() => onOpen({ kind: 'unblock', user })}>
            {t('users.unblock')}
          </ConnectedMenuItem>
        )}
        {offered.block && (
          <ConnectedMenuItem color="red" onClick={() => onOpen({ kind: 'block', user })}>
            {t('users.block')}
          </ConnectedMenuItem>
        )}
        {offered.delete && (
          <ConnectedMenuItem color="red" onClick={() => onOpen({ kind: 'delete', user })}>
            {t('users.delete')}
          </ConnectedMenuItem>
        )}
      </Menu.Dropdown>
    </RowMenuPopup>
  );
}

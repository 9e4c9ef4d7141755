import { lazy } from 'react';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { RowMenu } from '../../ui/list/row-menu';
import { fullName } from './user-format';
import type { Manager, UserDialog } from './user-offers';

const loadActionsPopup = () => import('./user-actions-popup');
const UserActionsPopup = lazy(loadActionsPopup);

/**
 * A row's actions behind one button: what the page opens, or a call made at once. The menu, its
 * items and their calls load and mount on the button's first use (`RowMenu`), not with each row.
 */
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
  return (
    <RowMenu
      label={t('users.actionsLabel', { user: fullName(user) })}
      testId="user-actions"
      preload={() => void loadActionsPopup()}
      menu={(target) => <UserActionsPopup me={me} user={user} onOpen={onOpen} target={target} />}
    />
  );
}

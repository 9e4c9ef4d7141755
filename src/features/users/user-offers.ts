import {
  blockUser,
  deleteUser,
  inviteUser,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../../api/users/managed-users.endpoints';
import type { User } from '../../api/users/users.schema';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { canCall, isAdmin } from '../../lib/access';
import { userChangeRefusal } from '../../lib/delegation';
import { isBlocked } from './user-format';

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
  const blocked = isBlocked(user);
  return {
    edit: may(updateUser),
    invite: may(inviteUser) && user.status === 'INVITED',
    resetPassword: may(restoreUserPassword) && blocked !== true,
    notification: may(setUserNotification),
    block: may(blockUser) && blocked !== true && !self,
    unblock: may(unblockUser) && blocked !== false,
    delete: may(deleteUser) && !self,
    resetMultiFactor: isAdmin(me) && user.multiFactorAuthentication,
  };
}

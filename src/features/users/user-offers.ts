import {
  blockUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
  inviteUser,
  listUserSessions,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../../api/users/managed-users.endpoints';
import type { User } from '../../api/users/users.schema';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { canCall, isAdmin } from '../../lib/access';
import { actOnRefusal, type ActOnRefusal, type Party } from '../../lib/delegation';
import { isBlocked, restaurantScopeOf } from './user-format';

/** The actions asked about first: each cannot be undone or locks someone out. */
export type ConfirmedAction = 'block' | 'unblock' | 'delete' | 'resetPassword' | 'resetMultiFactor';

/** What a row's menu asks the page to open. */
export type UserDialog =
  | { kind: 'edit'; user: ManagedUser }
  | { kind: 'viewAs'; user: ManagedUser }
  | { kind: ConfirmedAction; user: ManagedUser };

/** The signed-in user, whose role decides which actions are offered. */
export type Manager = Pick<
  User,
  'uuid' | 'type' | 'userRoleDto' | 'restaurantUuid' | 'restaurantUuids'
>;

function partyOf(user: Manager | ManagedUser): Party {
  return { type: user.type, userRoleDto: user.userRoleDto, restaurants: restaurantScopeOf(user) };
}

/**
 * Which actions `me` is offered on `user`: only those their role allows (spec 000 §6, the
 * provider refuses the rest anyway), none that make no sense for that user (an invitation
 * after a first sign-in), never blocking or deleting oneself, and only on a user whose powers and
 * restaurants lie within `me`'s (delegation.ts `actOnRefusal`: never an ADMIN or a user without a
 * role unless `me` is an ADMIN); `refusal` says why not, for the menu to show. Only an ADMIN
 * resets multi-factor. Whom `me` sees at all the provider decides (their restaurants).
 */
export function offeredActions(me: Manager, user: ManagedUser) {
  const self = me.uuid === user.uuid;
  const refusal: ActOnRefusal | null = actOnRefusal(partyOf(me), partyOf(user));
  const may = (endpoint: Parameters<typeof canCall>[1]) =>
    refusal === null && canCall(me, endpoint);
  const blocked = isBlocked(user);
  return {
    refusal,
    edit: may(updateUser),
    sessions: may(listUserSessions),
    endSession: may(listUserSessions) && may(deleteUserSession),
    endSessions: may(listUserSessions) && may(deleteUserSessions),
    invite: may(inviteUser) && user.status === 'INVITED',
    resetPassword: may(restoreUserPassword) && blocked !== true,
    notification: may(setUserNotification),
    block: may(blockUser) && blocked !== true && !self,
    unblock: may(unblockUser) && blocked !== false,
    delete: may(deleteUser) && !self,
    resetMultiFactor: isAdmin(me) && user.multiFactorAuthentication,
  };
}

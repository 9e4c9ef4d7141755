import { mutationOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import {
  blockUser,
  createUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
  getUser,
  inviteUser,
  listUsers,
  listUserSessions,
  resetUserMultiFactor,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from './managed-users.endpoints';
import type { UpdateUserBody, UserFormBody, UserListQuery } from './managed-users.schema';
import { usersQueries } from './users.queries';

export const managedUsersQueries = {
  /** The users page's lists and details: what its changes make stale (not the current user). */
  all: () => [...usersQueries.all(), 'managed'] as const,
  /** GET /users: one page of users. */
  list: (query: UserListQuery) => endpointQuery(managedUsersQueries.all(), listUsers, { query }),
  /** GET /users/{id}: one user. */
  detail: (uuid: string) =>
    endpointQuery(managedUsersQueries.all(), getUser, { params: { id: uuid } }),
  /** GET /users/{id}/sessions: the user's live sessions. */
  sessions: (uuid: string) =>
    endpointQuery(managedUsersQueries.all(), listUserSessions, { params: { id: uuid } }),
};

/** A change to one user by id: the users page's lists are asked again whatever the outcome. */
function userAction(name: string, call: (uuid: string) => Promise<unknown>) {
  return () =>
    mutationOptions({
      mutationKey: [...managedUsersQueries.all(), name],
      mutationFn: call,
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: managedUsersQueries.all() }),
    });
}

const byId = (uuid: string) => ({ params: { id: uuid } });

export const managedUsersMutations = {
  /** POST /users; the lists are asked again once it is in. */
  create: () =>
    mutationOptions({
      mutationKey: [...managedUsersQueries.all(), 'create'],
      mutationFn: (body: UserFormBody) => request(createUser, { body }).then(unwrap),
      onSuccess: (_data, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: managedUsersQueries.all() }),
    }),
  /** POST /users/update; the current user too, who may have edited themselves. */
  update: () =>
    mutationOptions({
      mutationKey: [...managedUsersQueries.all(), 'update'],
      mutationFn: (body: UpdateUserBody) => request(updateUser, { body }).then(unwrap),
      onSuccess: (_data, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: usersQueries.all() }),
    }),
  /** PUT /users/notification/{id}. */
  setNotification: () =>
    mutationOptions({
      mutationKey: [...managedUsersQueries.all(), 'notification'],
      mutationFn: ({ uuid, notification }: { uuid: string; notification: boolean }) =>
        request(setUserNotification, { ...byId(uuid), body: { notification } }).then(unwrap),
      onSettled: (_data, _error, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: managedUsersQueries.all() }),
    }),
  remove: userAction('delete', (uuid) => request(deleteUser, byId(uuid)).then(unwrap)),
  invite: userAction('invite', (uuid) => request(inviteUser, byId(uuid)).then(unwrap)),
  block: userAction('block', (uuid) => request(blockUser, byId(uuid)).then(unwrap)),
  unblock: userAction('unblock', (uuid) => request(unblockUser, byId(uuid)).then(unwrap)),
  resetPassword: userAction('password', (uuid) =>
    request(restoreUserPassword, byId(uuid)).then(unwrap),
  ),
  resetMultiFactor: userAction('multiFactor', (uuid) =>
    request(resetUserMultiFactor, byId(uuid)).then(unwrap),
  ),
  /** DELETE /users/{id}/sessions/{sessionId}. */
  endSession: () =>
    mutationOptions({
      mutationKey: [...managedUsersQueries.all(), 'endSession'],
      mutationFn: ({ uuid, sessionId }: { uuid: string; sessionId: string }) =>
        request(deleteUserSession, { params: { id: uuid, sessionId } }).then(unwrap),
      onSettled: (_data, _error, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: managedUsersQueries.all() }),
    }),
  /** DELETE /users/{id}/sessions. */
  endSessions: userAction('endSessions', (uuid) =>
    request(deleteUserSessions, byId(uuid)).then(unwrap),
  ),
};

import { tolerantArray, voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { sessionSchema } from '../auth/auth.schema';
import {
  managedUserSchema,
  notificationFlagBodySchema,
  updateUserBodySchema,
  userFormBodySchema,
  userListQuerySchema,
  userPageSchema,
} from './managed-users.schema';

// Administration of users (spec 001 §7 "Users"), apart from the signed-in user's own
// calls (users.endpoints.ts), which every page loads. Paths the spec does not show (a user's
// sessions, the multi-factor reset) are chosen in docs/decisions/administration.md, "Users and their sessions".

/** GET /users: offset paged; search by name or e-mail; type, role and restaurant filters. */
export const listUsers = endpoint({
  method: 'GET',
  path: '/users',
  query: userListQuerySchema,
  response: userPageSchema,
  auth: true,
  access: needs('USERS'),
});

/** GET /users/{id}: one user; 404 for one unknown or out of the caller's restaurants. */
export const getUser = endpoint({
  method: 'GET',
  path: '/users/:id',
  response: managedUserSchema,
  auth: true,
  access: needs('USERS'),
});

/** POST /users: creates the user and e-mails their invitation; 409 for an e-mail in use. */
export const createUser = endpoint({
  method: 'POST',
  path: '/users',
  body: userFormBodySchema,
  response: managedUserSchema,
  auth: true,
  access: needs('USERS', 'CREATE'),
});

/** POST /users/update: the whole form, with the user's uuid in the body. */
export const updateUser = endpoint({
  method: 'POST',
  path: '/users/update',
  body: updateUserBodySchema,
  response: managedUserSchema,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** PUT /users/notification/{id}: sets the user's notification flag. */
export const setUserNotification = endpoint({
  method: 'PUT',
  path: '/users/notification/:id',
  body: notificationFlagBodySchema,
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** DELETE /users/{id}: ends their sessions too; nobody deletes themselves (400). */
export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/users/:id',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'DELETE'),
});

/** POST /users/{id}/password/restore: e-mails the user a password reset link. */
export const restoreUserPassword = endpoint({
  method: 'POST',
  path: '/users/:id/password/restore',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** POST /users/invitation/{id}: e-mails (again) the invitation to set a password. */
export const inviteUser = endpoint({
  method: 'POST',
  path: '/users/invitation/:id',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** PUT /users/{id}/block: their sessions end at once; their sign-in answers 403. */
export const blockUser = endpoint({
  method: 'PUT',
  path: '/users/:id/block',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** PUT /users/{id}/unblock. */
export const unblockUser = endpoint({
  method: 'PUT',
  path: '/users/:id/unblock',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/**
 * PUT /users/{id}/multiFactor/reset: removes the user's authenticator and recovery codes (a
 * lost phone) and ends their sessions. ADMIN only: the provider answers 403 to anyone else.
 */
export const resetUserMultiFactor = endpoint({
  method: 'PUT',
  path: '/users/:id/multiFactor/reset',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** GET /users/{id}/sessions: the user's live sessions, newest sign-in first. */
export const listUserSessions = endpoint({
  method: 'GET',
  path: '/users/:id/sessions',
  response: tolerantArray(sessionSchema),
  auth: true,
  access: needs('USERS'),
});

/** DELETE /users/{id}/sessions/{sessionId}: ends one; its tokens answer 401 from then on. */
export const deleteUserSession = endpoint({
  method: 'DELETE',
  path: '/users/:id/sessions/:sessionId',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** DELETE /users/{id}/sessions: ends every session of the user. */
export const deleteUserSessions = endpoint({
  method: 'DELETE',
  path: '/users/:id/sessions',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

import { voidResult } from '../../lib/tolerant-read';
import { endpoint } from '../../lib/endpoint';
import { tokensSchema } from '../auth/auth.schema';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetTokenCheckSchema,
  resetTokenQuerySchema,
  userSchema,
} from './users.schema';

/** The current user (spec 001 §7 "Users": GET /users/user). */
export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/users/user',
  response: userSchema,
  auth: true,
  access: 'session',
});

/** POST /users/password/forgot: always succeeds, so it never tells who has an account. */
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/users/password/forgot',
  body: forgotPasswordBodySchema,
  response: voidResult,
  auth: false,
});

/** GET /users/password/reset/check: 410 when the link's token has expired or was used. */
export const checkResetToken = endpoint({
  method: 'GET',
  path: '/users/password/reset/check',
  query: resetTokenQuerySchema,
  response: resetTokenCheckSchema,
  auth: false,
});

/** POST /users/password/reset: sets a new password with the token from the e-mailed link. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/users/password/reset',
  body: resetPasswordBodySchema,
  response: voidResult,
  auth: false,
});

/** PUT /users/password: changes the password; the answer is a fresh session (spec 000 §4). */
export const changePassword = endpoint({
  method: 'PUT',
  path: '/users/password',
  body: changePasswordBodySchema,
  response: tokensSchema,
  auth: true,
  access: 'session',
});

import { endpoint } from '../../lib/endpoint';
import { userSchema } from './users.schema';

/** The current user (spec 001 §7 "Users": GET /users/user). */
export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/users/user',
  response: userSchema,
  auth: true,
});

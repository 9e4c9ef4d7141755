import * as v from 'valibot';
import { endpoint } from '../../lib/endpoint';
import {
  credentialsSchema,
  refreshBodySchema,
  signInResultSchema,
  tokensSchema,
} from './auth.schema';

/** POST /auth/signIn: 403 'User is blocked'; 429 after repeated failures within a minute. */
export const signIn = endpoint({
  method: 'POST',
  path: '/auth/signIn',
  body: credentialsSchema,
  response: signInResultSchema,
  auth: false,
});

/** POST /auth/refresh: rotates both tokens; a used refresh token answers 401. */
export const refreshTokens = endpoint({
  method: 'POST',
  path: '/auth/refresh',
  body: refreshBodySchema,
  response: tokensSchema,
  auth: false,
});

/** POST /auth/logout: ends the session of the bearer token. */
export const signOut = endpoint({
  method: 'POST',
  path: '/auth/logout',
  response: v.null(),
  auth: true,
});

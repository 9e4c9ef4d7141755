import { getCurrentUser } from '../../src/api/users/users.endpoints';
import type { SandboxApi } from '../context';
import { toUserDto } from '../model/users';
import { serve } from '../route';

export function registerUserRoutes(api: SandboxApi): void {
  /** Answers with an expired password too: the console needs the user to show the change form. */
  serve(
    api,
    getCurrentUser,
    ({ user, sandbox }) => toUserDto(user, sandbox.chain.roles, sandbox.chain.policies),
    { allow: ['passwordExpired'] },
  );
}

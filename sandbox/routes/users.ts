import { getCurrentUser } from '../../src/api/users/users.endpoints';
import type { SandboxApi } from '../context';
import { toUserDto } from '../model/users';
import { serve } from '../route';

export function registerUserRoutes(api: SandboxApi): void {
  serve(api, getCurrentUser, ({ user, sandbox }) =>
    toUserDto(user, sandbox.chain.roles, sandbox.chain.policies),
  );
}

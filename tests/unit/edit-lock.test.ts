import { describe, expect, it } from 'vitest';
import { editLock, holdsPolicy, holdsRole } from '../../src/features/roles/edit-lock';
import type { Permission } from '../../src/lib/access';

const HELD: Permission[] = [{ moduleType: 'EVENTS', actionType: ['VIEW', 'EDIT'] }];
const supervisor = {
  type: 'MANAGER',
  userRoleDto: { uuid: 'role-sup', name: 'Area Supervisor', accessList: HELD },
};
const admin = { type: 'ADMIN', userRoleDto: null };

describe('which roles and policies are read-only (decision "Delegation: grant only what you hold")', () => {
  it('the role one holds and the policies it is made of: only an ADMIN changes them', () => {
    expect(holdsRole(supervisor, { uuid: 'role-sup' })).toBe(true);
    expect(holdsPolicy(supervisor, { roleNames: ['Shift Lead', 'Area Supervisor'] })).toBe(true);
    expect(holdsPolicy(supervisor, { roleNames: ['Shift Lead'] })).toBe(false);
    expect(editLock(supervisor, HELD, true)).toBe('held');
    expect(editLock(admin, HELD, true)).toBeNull();
  });

  it('one granting more than one holds is read-only; one within it is not', () => {
    const more: Permission[] = [{ moduleType: 'EVENTS', actionType: ['DELETE'] }];
    expect(editLock(supervisor, more, false)).toBe('beyond');
    expect(
      editLock(supervisor, [{ moduleType: 'EVENTS', actionType: ['VIEW'] }], false),
    ).toBeNull();
    expect(editLock(admin, more, false)).toBeNull();
  });

  it('a user without a role holds nothing of the kind, and everything (spec 000 §6)', () => {
    const unrestricted = { type: 'MANAGER', userRoleDto: null };
    expect(holdsPolicy(unrestricted, { roleNames: ['Area Supervisor'] })).toBe(false);
    expect(
      editLock(unrestricted, [{ moduleType: 'AUDIT', actionType: ['DELETE'] }], false),
    ).toBeNull();
  });
});

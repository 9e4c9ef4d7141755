import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  MODULES,
  can,
  canView,
  mergePermissions,
  passes,
  type AccessSubject,
  type Permission,
} from '../../src/lib/access';

const withRole = (type: string, ...accessList: Permission[]): AccessSubject => ({
  type,
  userRoleDto: { accessList },
});
const noRole = (type: string): AccessSubject => ({ type, userRoleDto: null });

describe('access model (spec 000 §6)', () => {
  it('spec 000 §6: ADMIN passes every check, whatever its role says', () => {
    for (const admin of [noRole('ADMIN'), withRole('ADMIN')]) {
      for (const module of MODULES) {
        for (const action of ACTIONS) expect(can(admin, module, action)).toBe(true);
      }
      expect(passes(admin, [])).toBe(true);
    }
  });

  it('spec 000 §6: an empty permission list passes only for ADMIN', () => {
    expect(passes(noRole('ADMIN'), [])).toBe(true);
    expect(passes(withRole('MANAGER', { moduleType: 'USERS', actionType: ['VIEW'] }), [])).toBe(
      false,
    );
    expect(passes(withRole('USER'), [])).toBe(false);
    expect(passes(noRole('MANAGER'), [])).toBe(false);
    expect(passes(noRole('USER'), [])).toBe(false);
  });

  it('spec 000 §6: a user with no role is not restricted', () => {
    for (const user of [noRole('MANAGER'), noRole('USER')]) {
      for (const module of MODULES) {
        for (const action of ACTIONS) expect(can(user, module, action)).toBe(true);
      }
    }
  });

  it('spec 000 §6: a role with an empty access list grants nothing', () => {
    const user = withRole('USER');
    for (const module of MODULES) expect(canView(user, module)).toBe(false);
  });

  it("spec 000 §6: a role's policies are merged per module", () => {
    const manager = withRole(
      'MANAGER',
      { moduleType: 'PCS', actionType: ['VIEW'] },
      { moduleType: 'EVENTS', actionType: ['VIEW'] },
      { moduleType: 'PCS', actionType: ['EDIT'] },
    );
    expect(passes(manager, [{ moduleType: 'PCS', actionType: ['VIEW', 'EDIT'] }])).toBe(true);
    expect(
      passes(manager, [
        { moduleType: 'PCS', actionType: ['EDIT'] },
        { moduleType: 'EVENTS', actionType: ['VIEW'] },
      ]),
    ).toBe(true);
    expect(can(manager, 'PCS', 'DELETE')).toBe(false);
    expect(can(manager, 'EVENTS', 'EDIT')).toBe(false);
    expect(mergePermissions(manager.userRoleDto!.accessList).get('PCS')).toEqual(
      new Set(['VIEW', 'EDIT']),
    );
  });

  it('spec 000 §6: every required permission must be held, not just one of them', () => {
    const user = withRole('USER', { moduleType: 'EVENTS', actionType: ['VIEW'] });
    expect(
      passes(user, [
        { moduleType: 'EVENTS', actionType: ['VIEW'] },
        { moduleType: 'USERS', actionType: ['VIEW'] },
      ]),
    ).toBe(false);
  });

  it('spec 000 §6: a page needs VIEW; other actions on its module do not open it', () => {
    const user = withRole('MANAGER', {
      moduleType: 'CAMERAS',
      actionType: ['CREATE', 'EDIT', 'DELETE'],
    });
    expect(canView(user, 'CAMERAS')).toBe(false);
    expect(can(user, 'CAMERAS', 'EDIT')).toBe(true);
    expect(
      canView(withRole('MANAGER', { moduleType: 'CAMERAS', actionType: ['VIEW'] }), 'CAMERAS'),
    ).toBe(true);
  });

  it('spec 000 §6: a module left with no actions is dropped when merging', () => {
    const merged = mergePermissions([
      { moduleType: 'AUDIT', actionType: [] },
      { moduleType: 'USERS', actionType: ['VIEW'] },
    ]);
    expect([...merged.keys()]).toEqual(['USERS']);
  });
});

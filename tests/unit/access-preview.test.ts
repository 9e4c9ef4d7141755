import { describe, expect, it } from 'vitest';
import type { Permission } from '../../src/lib/access';
import { accessPreview } from '../../src/lib/access-preview';

const role = (accessList: Permission[]) => ({ type: 'MANAGER', userRoleDto: { accessList } });

describe("the effective access preview ('View as')", () => {
  it('a role granting only EVENTS view shows exactly the events pages', () => {
    const preview = accessPreview(role([{ moduleType: 'EVENTS', actionType: ['VIEW'] }]));
    expect(preview.basis).toBe('role');
    expect(preview.sections.map((section) => section.id)).toEqual(['events']);
    expect(preview.sections[0]!.links.map((link) => link.path)).toEqual([
      '/events/chicken',
      '/events/potato',
      '/events/analytics',
    ]);
    // Pages of the module with no sidebar link are listed apart.
    expect(preview.otherPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/entry-chutes', '/basket-events']),
    );
    expect(preview.otherPages.every((page) => page.module === 'EVENTS')).toBe(true);
    expect(preview.modules).toEqual([{ moduleType: 'EVENTS', actions: ['VIEW'] }]);
    expect(preview.warnings).toEqual([]);
  });

  it("merges the role's policies per module (spec 001 §6)", () => {
    const preview = accessPreview(
      role([
        { moduleType: 'USERS', actionType: ['VIEW'] },
        { moduleType: 'USERS', actionType: ['EDIT'] },
      ]),
    );
    expect(preview.modules).toEqual([{ moduleType: 'USERS', actions: ['VIEW', 'EDIT'] }]);
    expect(preview.sections.map((section) => section.id)).toEqual(['users', 'permissions']);
  });

  it('warns about an action without VIEW on its module', () => {
    const preview = accessPreview(
      role([
        { moduleType: 'EVENTS', actionType: ['VIEW'] },
        { moduleType: 'USERS', actionType: ['EDIT', 'DELETE'] },
      ]),
    );
    expect(preview.warnings).toEqual([
      { kind: 'actionWithoutView', moduleType: 'USERS', actions: ['EDIT', 'DELETE'] },
    ]);
    expect(preview.sections.map((section) => section.id)).toEqual(['events']);
  });

  it('warns that no page opens when nothing grants VIEW', () => {
    const preview = accessPreview(role([{ moduleType: 'USERS', actionType: ['EDIT'] }]));
    expect(preview.sections).toEqual([]);
    expect(preview.warnings.map((warning) => warning.kind)).toEqual([
      'actionWithoutView',
      'noPage',
    ]);
  });

  it('warns about a role that grants nothing: an empty list passes only for ADMIN (000 §6)', () => {
    const preview = accessPreview(role([]));
    expect(preview.sections).toEqual([]);
    expect(preview.modules).toEqual([]);
    expect(preview.warnings).toEqual([{ kind: 'grantsNothing' }]);
  });

  it('warns about a USER with no restaurant; says nothing of one when none is asked about', () => {
    const events = [{ moduleType: 'EVENTS' as const, actionType: ['VIEW' as const] }];
    const crew = { type: 'USER', userRoleDto: { accessList: events } };
    expect(accessPreview({ ...crew, restaurantUuid: null }).warnings).toEqual([
      { kind: 'userWithoutRestaurant' },
    ]);
    expect(accessPreview({ ...crew, restaurantUuid: 'r-1' }).warnings).toEqual([]);
    expect(accessPreview(crew).warnings).toEqual([]);
  });

  it('an ADMIN and a user without a role see everything, every action', () => {
    for (const subject of [
      { type: 'ADMIN', userRoleDto: null },
      { type: 'MANAGER', userRoleDto: null },
    ]) {
      const preview = accessPreview(subject);
      expect(preview.basis).toBe(subject.type === 'ADMIN' ? 'admin' : 'noRole');
      expect(preview.sections.map((section) => section.id)).toContain('auditLog');
      expect(preview.modules.every((module) => module.actions.length === 4)).toBe(true);
      expect(preview.modules).toHaveLength(18);
      expect(preview.warnings).toEqual([]);
    }
  });
});

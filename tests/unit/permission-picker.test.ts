import { describe, expect, it } from 'vitest';
import { ACTIONS, MODULES, mergePermissions, type Permission } from '../../src/lib/access';
import {
  capitalise,
  clearAll,
  grants,
  moduleCoverage,
  normalizePermissions,
  overallCoverage,
  selectAll,
  toggleAction,
  toggleModule,
} from '../../src/lib/permission-picker';

const EVENTS_VIEW: Permission[] = [{ moduleType: 'EVENTS', actionType: ['VIEW'] }];

describe('permission picker rules (spec 001 §5 "Permissions")', () => {
  it('Select All grants every action on every module', () => {
    const all = selectAll();
    expect(all).toHaveLength(MODULES.length);
    for (const moduleType of MODULES) expect(moduleCoverage(all, moduleType)).toBe('all');
    expect(overallCoverage(all)).toBe('all');
  });

  it('Clear All removes all', () => {
    expect(clearAll()).toEqual([]);
    expect(overallCoverage(clearAll())).toBe('none');
  });

  it('toggling a module grants all its actions when it has not all of them', () => {
    expect(toggleModule([], 'USERS')).toEqual([{ moduleType: 'USERS', actionType: [...ACTIONS] }]);
    const some: Permission[] = [{ moduleType: 'USERS', actionType: ['EDIT'] }];
    expect(toggleModule(some, 'USERS')).toEqual([
      { moduleType: 'USERS', actionType: ['VIEW', 'CREATE', 'EDIT', 'DELETE'] },
    ]);
  });

  it('toggling a module granted in full removes all its actions, and the module is dropped', () => {
    const list = [...EVENTS_VIEW, { moduleType: 'USERS' as const, actionType: [...ACTIONS] }];
    expect(toggleModule(list, 'USERS')).toEqual(EVENTS_VIEW);
  });

  it('a module left with no actions is dropped', () => {
    expect(toggleAction(EVENTS_VIEW, 'EVENTS', 'VIEW')).toEqual([]);
    expect(normalizePermissions([{ moduleType: 'AUDIT', actionType: [] }])).toEqual([]);
  });

  it('one action box adds or removes just that action, in the spec order', () => {
    const withEdit = toggleAction(EVENTS_VIEW, 'EVENTS', 'EDIT');
    expect(withEdit).toEqual([{ moduleType: 'EVENTS', actionType: ['VIEW', 'EDIT'] }]);
    expect(grants(withEdit, 'EVENTS', 'EDIT')).toBe(true);
    expect(moduleCoverage(withEdit, 'EVENTS')).toBe('some');
    const created = toggleAction(withEdit, 'EVENTS', 'CREATE');
    expect(created[0]!.actionType).toEqual(['VIEW', 'CREATE', 'EDIT']);
    expect(toggleAction(created, 'EVENTS', 'VIEW')[0]!.actionType).toEqual(['CREATE', 'EDIT']);
  });

  it('normal lists merge per module and keep the spec order of modules and actions', () => {
    const list: Permission[] = [
      { moduleType: 'USERS', actionType: ['EDIT'] },
      { moduleType: 'DASHBOARD', actionType: ['VIEW'] },
      { moduleType: 'USERS', actionType: ['VIEW', 'EDIT'] },
    ];
    expect(normalizePermissions(list)).toEqual([
      { moduleType: 'DASHBOARD', actionType: ['VIEW'] },
      { moduleType: 'USERS', actionType: ['VIEW', 'EDIT'] },
    ]);
    expect(overallCoverage(list)).toBe('some');
  });

  it('the list view capitalises actions (spec 001 §6)', () => {
    expect(ACTIONS.map(capitalise)).toEqual(['View', 'Create', 'Edit', 'Delete']);
  });
});

describe("a role's policies merged per module (spec 001 §6)", () => {
  it('unites the actions of policies naming the same module', () => {
    const merged = mergePermissions([
      { moduleType: 'PCS', actionType: ['VIEW'] },
      { moduleType: 'PCS', actionType: ['VIEW', 'EDIT'] },
      { moduleType: 'EVENTS', actionType: ['VIEW'] },
    ]);
    expect([...merged.get('PCS')!]).toEqual(['VIEW', 'EDIT']);
    expect([...merged.keys()]).toEqual(['PCS', 'EVENTS']);
  });
});

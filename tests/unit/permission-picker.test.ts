import { describe, expect, it } from 'vitest';
import { ACTIONS, MODULES, mergePermissions, type Permission } from '../../src/lib/access';
import {
  clearAll,
  grants,
  heldPermissions,
  holdsEverything,
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

/** What an Area Supervisor-like role holds: Events in full, Users without Delete, Audit View. */
const HELD: Permission[] = [
  { moduleType: 'EVENTS', actionType: [...ACTIONS] },
  { moduleType: 'USERS', actionType: ['VIEW', 'CREATE', 'EDIT'] },
  { moduleType: 'AUDIT', actionType: ['VIEW'] },
];
const manager = (accessList: Permission[]) => ({
  type: 'MANAGER',
  userRoleDto: { accessList },
});

describe('the picker offers only what the user holds (decision "Delegation: grant only what you hold")', () => {
  it('Select All grants every held action and nothing else', () => {
    expect(selectAll(HELD)).toEqual(normalizePermissions(HELD));
    expect(overallCoverage(selectAll(HELD), HELD)).toBe('all');
    expect(overallCoverage(EVENTS_VIEW, HELD)).toBe('some');
    expect(overallCoverage([], HELD)).toBe('none');
  });

  it("a module's toggle grants its held actions; then it is in full, and the toggle removes them", () => {
    const users = toggleModule([], 'USERS', HELD);
    expect(users).toEqual([{ moduleType: 'USERS', actionType: ['VIEW', 'CREATE', 'EDIT'] }]);
    expect(moduleCoverage(users, 'USERS', HELD)).toBe('all');
    expect(moduleCoverage(users, 'USERS')).toBe('some');
    expect(toggleModule(users, 'USERS', HELD)).toEqual([]);
    // A module held in nothing gains nothing.
    expect(toggleModule([], 'MONITORING', HELD)).toEqual([]);
  });

  it('an ADMIN and a user without a role hold everything (spec 000 §6); anyone else their role', () => {
    expect(heldPermissions({ type: 'ADMIN', userRoleDto: null })).toEqual(selectAll());
    expect(heldPermissions({ type: 'MANAGER', userRoleDto: null })).toEqual(selectAll());
    expect(holdsEverything(heldPermissions({ type: 'MANAGER', userRoleDto: null }))).toBe(true);
    const held = heldPermissions(manager([...HELD, { moduleType: 'USERS', actionType: ['VIEW'] }]));
    expect(held).toEqual(normalizePermissions(HELD));
    expect(holdsEverything(held)).toBe(false);
  });
});

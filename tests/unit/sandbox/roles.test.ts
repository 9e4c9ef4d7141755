import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listAuditTrail } from '../../../src/api/audit/audit.endpoints';
import {
  createPolicy,
  createRole,
  listPolicies,
  listRoleConstituents,
  listRoles,
} from '../../../src/api/roles/roles.endpoints';
import {
  policyPageSchema,
  policySchema,
  rolePageSchema,
  roleSchema,
} from '../../../src/api/roles/roles.schema';
import { userSchema } from '../../../src/api/users/users.schema';
import type { Sandbox } from '../../../sandbox/app';
import { apiPath, call, get, setUp, signInAs, type Query } from './sandbox-client';

/** Within what the test's manager holds, so delegation lets them grant it. */
const USERS_VIEW = [{ moduleType: 'USERS', actionType: ['VIEW'] }];
const EVENTS_VIEW = [{ moduleType: 'EVENTS', actionType: ['VIEW'] }];

async function roles(sandbox: Sandbox, token: string, query: Query = {}) {
  const answer = await get(sandbox, token, listRoles.path, query);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(rolePageSchema, answer.json.results);
}

async function policies(sandbox: Sandbox, token: string, query: Query = {}) {
  const answer = await get(sandbox, token, listPolicies.path, query);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(policyPageSchema, answer.json.results);
}

async function newPolicy(sandbox: Sandbox, token: string, name: string, accesses: unknown) {
  const answer = await call(sandbox, 'POST', apiPath(createPolicy.path), {
    token,
    body: { name, accesses },
  });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(policySchema, answer.json.results);
}

async function newRole(sandbox: Sandbox, token: string, name: string, constituents: string[]) {
  const answer = await call(sandbox, 'POST', apiPath(createRole.path), {
    token,
    body: { name, constituents },
  });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(roleSchema, answer.json.results);
}

/** The manager's role swapped for one granting `accesses` (USERS VIEW and no more, say). */
async function managerWith(sandbox: Sandbox, adminToken: string, accesses: unknown) {
  const policy = await newPolicy(sandbox, adminToken, 'Manager test policy', accesses);
  const role = await newRole(sandbox, adminToken, 'Manager test role', [policy.uuid]);
  const manager = sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!;
  manager.roleUuid = role.uuid;
  const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
  return { token: accessToken, policy, role };
}

describe('roles and policies (spec 001 §7 "Roles and policies")', () => {
  it('lists roles and policies 20 a page by name, offset paged, searched by name', async () => {
    const { sandbox, token } = await setUp();
    for (let index = 0; index < 22; index++) {
      await newPolicy(sandbox, token, `Bulk ${String(index).padStart(2, '0')}`, EVENTS_VIEW);
    }
    const first = await policies(sandbox, token);
    expect(first.content).toHaveLength(20);
    expect(first.total).toBe(28);
    const names = first.content.map((policy) => policy.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const second = await policies(sandbox, token, { offset: 20, size: 20 });
    expect(second.content).toHaveLength(8);
    expect(new Set([...names, ...second.content.map((p) => p.name)]).size).toBe(28);
    const found = await policies(sandbox, token, { search: 'bulk 1' });
    expect(found.total).toBe(10);

    const all = await roles(sandbox, token, { search: 'MANAGER' });
    expect(all.content.map((role) => role.name)).toEqual(['Restaurant Manager']);
    expect(all.content[0]!.constituents.map((c) => c.name)).toEqual([
      'Kitchen operations viewer',
      'PC maintenance',
    ]);
    expect(all.content[0]!.userCount).toBeGreaterThanOrEqual(2);
  });

  it('GET /roles/constituents answers every policy with what it grants', async () => {
    const { sandbox, token } = await setUp();
    const answer = await get(sandbox, token, listRoleConstituents.path);
    expect(answer.status).toBe(200);
    const constituents = v.parse(listRoleConstituents.response, answer.json.results);
    expect(constituents.map((c) => c.name)).toEqual([
      'Area supervision',
      'Field support',
      'Kitchen operations viewer',
      'PC maintenance',
      'Production floor',
      'Shift floor',
    ]);
    expect(constituents.find((c) => c.name === 'PC maintenance')!.accesses).toEqual([
      { moduleType: 'PCS', actionType: ['VIEW', 'EDIT'] },
    ]);
  });

  it('stores a policy merged per module, in the spec order, modules without actions dropped (001 §5)', async () => {
    const { sandbox, token } = await setUp();
    const policy = await newPolicy(sandbox, token, '  Night shift  ', [
      { moduleType: 'USERS', actionType: ['EDIT'] },
      { moduleType: 'EVENTS', actionType: ['VIEW'] },
      { moduleType: 'USERS', actionType: ['VIEW', 'EDIT'] },
      { moduleType: 'AUDIT', actionType: [] },
    ]);
    expect(policy.name).toBe('Night shift');
    expect(policy.accesses).toEqual([
      { moduleType: 'EVENTS', actionType: ['VIEW'] },
      { moduleType: 'USERS', actionType: ['VIEW', 'EDIT'] },
    ]);
  });

  it('answers 400 with a message for each bad body, never 500', async () => {
    const { sandbox, token } = await setUp();
    const bad: Array<[string, string, unknown, RegExp]> = [
      ['policy without a name', '/policies', { name: '  ', accesses: EVENTS_VIEW }, /name/i],
      [
        'policy name too long',
        '/policies',
        { name: 'x'.repeat(101), accesses: EVENTS_VIEW },
        /100/,
      ],
      [
        'unknown module',
        '/policies',
        { name: 'a', accesses: [{ moduleType: 'NOPE', actionType: ['VIEW'] }] },
        /Unknown module/,
      ],
      [
        'unknown action',
        '/policies',
        { name: 'a', accesses: [{ moduleType: 'EVENTS', actionType: ['FLY'] }] },
        /Unknown action/,
      ],
      ['policy granting nothing', '/policies', { name: 'a', accesses: [] }, /at least one action/],
      ['role without a name', '/roles', { name: '', constituents: ['x'] }, /name/i],
      ['role without policies', '/roles', { name: 'a', constituents: [] }, /at least one policy/],
      [
        'role with an unknown policy',
        '/roles',
        { name: 'a', constituents: ['missing'] },
        /Unknown policy: missing/,
      ],
      ['no body at all', '/roles', undefined, /Invalid body/],
    ];
    for (const [what, path, body, message] of bad) {
      const answer = await call(sandbox, 'POST', apiPath(path), { token, body });
      expect(answer.status, what).toBe(400);
      expect(answer.json.message, what).toMatch(message);
    }
    const malformed = await call(sandbox, 'POST', apiPath('/policies'), { token, rawBody: '{' });
    expect(malformed.status).toBe(400);
  });

  it('answers 409 for a name another role or policy has, in any case', async () => {
    const { sandbox, token } = await setUp();
    const taken = await call(sandbox, 'POST', apiPath('/roles'), {
      token,
      body: { name: 'shift LEAD', constituents: [sandbox.context.chain.policies[0]!.uuid] },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('A role named "shift LEAD" already exists');
    const policy = await newPolicy(sandbox, token, 'Mine', EVENTS_VIEW);
    const renamed = await call(sandbox, 'PUT', apiPath(`/policies/${policy.uuid}`), {
      token,
      body: { name: 'pc maintenance', accesses: EVENTS_VIEW },
    });
    expect(renamed.status).toBe(409);
    // Its own name, unchanged, is not a clash.
    const same = await call(sandbox, 'PUT', apiPath(`/policies/${policy.uuid}`), {
      token,
      body: { name: 'MINE', accesses: EVENTS_VIEW },
    });
    expect(same.status).toBe(200);
  });

  it('answers 404 for an unknown role or policy', async () => {
    const { sandbox, token } = await setUp();
    const calls: Array<[string, string, unknown]> = [
      [
        'PUT',
        '/roles/missing',
        { name: 'a', constituents: [sandbox.context.chain.policies[0]!.uuid] },
      ],
      ['DELETE', '/roles/missing', undefined],
      ['PUT', '/policies/missing', { name: 'a', accesses: EVENTS_VIEW }],
      ['DELETE', '/policies/missing', undefined],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(sandbox, method, apiPath(path), { token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json.message).toMatch(/(Role|Policy) not found/);
    }
  });

  it('refuses to delete a policy a role is made of, naming the roles (409)', async () => {
    const { sandbox, token } = await setUp();
    const viewer = sandbox.context.chain.policies.find(
      (p) => p.name === 'Kitchen operations viewer',
    )!;
    const answer = await call(sandbox, 'DELETE', apiPath(`/policies/${viewer.uuid}`), { token });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(
      'Policy "Kitchen operations viewer" is part of roles "Area Supervisor", "Restaurant Manager": remove it from them first',
    );
    const loose = await newPolicy(sandbox, token, 'Loose', EVENTS_VIEW);
    const gone = await call(sandbox, 'DELETE', apiPath(`/policies/${loose.uuid}`), { token });
    expect(gone.status).toBe(200);
    expect((await policies(sandbox, token, { search: 'Loose' })).total).toBe(0);
  });

  it('refuses to delete a role users hold: without one they would be unrestricted (409)', async () => {
    const { sandbox, token } = await setUp();
    const shiftLead = (await roles(sandbox, token, { search: 'Shift Lead' })).content[0]!;
    const answer = await call(sandbox, 'DELETE', apiPath(`/roles/${shiftLead.uuid}`), { token });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/^Role "Shift Lead" is held by \d+ users: give them/);
    const spare = await newRole(sandbox, token, 'Spare', [sandbox.context.chain.policies[0]!.uuid]);
    const gone = await call(sandbox, 'DELETE', apiPath(`/roles/${spare.uuid}`), { token });
    expect(gone.status).toBe(200);
  });

  it('answers 403 per missing action: a manager with USERS VIEW only may list but not change', async () => {
    const { sandbox, token: admin } = await setUp();
    const { token, policy, role } = await managerWith(sandbox, admin, [
      { moduleType: 'USERS', actionType: ['VIEW'] },
    ]);
    expect((await get(sandbox, token, '/roles')).status).toBe(200);
    expect((await get(sandbox, token, '/policies')).status).toBe(200);
    expect((await get(sandbox, token, '/roles/constituents')).status).toBe(200);
    const refusals: Array<[string, string, unknown, string]> = [
      ['POST', '/roles', { name: 'x', constituents: [policy.uuid] }, 'USERS CREATE'],
      ['PUT', `/roles/${role.uuid}`, { name: 'x', constituents: [policy.uuid] }, 'USERS EDIT'],
      ['DELETE', `/roles/${role.uuid}`, undefined, 'USERS DELETE'],
      ['POST', '/policies', { name: 'x', accesses: EVENTS_VIEW }, 'USERS CREATE'],
      ['PUT', `/policies/${policy.uuid}`, { name: 'x', accesses: EVENTS_VIEW }, 'USERS EDIT'],
      ['DELETE', `/policies/${policy.uuid}`, undefined, 'USERS DELETE'],
    ];
    for (const [method, path, body, missing] of refusals) {
      const answer = await call(sandbox, method, apiPath(path), { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.message).toBe(`Access denied: ${missing} is not granted to this user`);
    }
  });

  it('a role without USERS at all cannot even list roles (403)', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const answer = await get(sandbox, token, '/roles');
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Access denied: USERS VIEW is not granted to this user');
  });

  it("a policy change changes what the role's users can do at once, without signing in again", async () => {
    const { sandbox, token: admin } = await setUp();
    const { token, policy } = await managerWith(sandbox, admin, [
      { moduleType: 'USERS', actionType: ['VIEW'] },
    ]);
    const before = await call(sandbox, 'POST', apiPath('/policies'), {
      token,
      body: { name: 'By the manager', accesses: USERS_VIEW },
    });
    expect(before.status).toBe(403);
    const edited = await call(sandbox, 'PUT', apiPath(`/policies/${policy.uuid}`), {
      token: admin,
      body: {
        name: policy.name,
        accesses: [{ moduleType: 'USERS', actionType: ['VIEW', 'CREATE'] }],
      },
    });
    expect(edited.status).toBe(200);
    const after = await call(sandbox, 'POST', apiPath('/policies'), {
      token,
      body: { name: 'By the manager', accesses: USERS_VIEW },
    });
    expect(after.status, after.json.message).toBe(200);
    const me = v.parse(userSchema, (await get(sandbox, token, '/users/user')).json.results);
    expect(me.userRoleDto?.accessList).toEqual([
      { moduleType: 'USERS', actionType: ['VIEW', 'CREATE'] },
    ]);
  });

  it('a role edit changes its constituents and what its users carry', async () => {
    const { sandbox, token } = await setUp();
    const events = await newPolicy(sandbox, token, 'Events only', EVENTS_VIEW);
    const lead = (await roles(sandbox, token, { search: 'Shift Lead' })).content[0]!;
    const answer = await call(sandbox, 'PUT', apiPath(`/roles/${lead.uuid}`), {
      token,
      body: { name: 'Shift Lead', constituents: [events.uuid, events.uuid] },
    });
    expect(answer.status).toBe(200);
    const role = v.parse(roleSchema, answer.json.results);
    expect(role.constituents).toEqual([{ uuid: events.uuid, name: 'Events only' }]);
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const me = v.parse(
      userSchema,
      (await get(sandbox, crew.accessToken, '/users/user')).json.results,
    );
    expect(me.userRoleDto?.accessList).toEqual(EVENTS_VIEW);
  });

  it('each write adds its line to the audit trail, naming the role or policy', async () => {
    const { sandbox, token } = await setUp();
    const policy = await newPolicy(sandbox, token, 'Audited policy', EVENTS_VIEW);
    const role = await newRole(sandbox, token, 'Audited role', [policy.uuid]);
    await call(sandbox, 'PUT', apiPath(`/roles/${role.uuid}`), {
      token,
      body: { name: 'Audited role', constituents: [policy.uuid] },
    });
    await call(sandbox, 'PUT', apiPath(`/policies/${policy.uuid}`), {
      token,
      body: { name: 'Audited policy', accesses: EVENTS_VIEW },
    });
    await call(sandbox, 'DELETE', apiPath(`/roles/${role.uuid}`), { token });
    await call(sandbox, 'DELETE', apiPath(`/policies/${policy.uuid}`), { token });
    // A refused write adds nothing.
    await call(sandbox, 'DELETE', apiPath('/roles/missing'), { token });
    const trail = await get(sandbox, token, listAuditTrail.path, { area: 'USERS', limit: 6 });
    const lines = (trail.json.results as { content: Array<Record<string, unknown>> }).content;
    expect(lines.map((line) => [line.action, line.target])).toEqual([
      ['POLICY_DELETED', 'Audited policy'],
      ['ROLE_DELETED', 'Audited role'],
      ['POLICY_UPDATED', 'Audited policy'],
      ['ROLE_UPDATED', 'Audited role'],
      ['ROLE_CREATED', 'Audited role'],
      ['POLICY_CREATED', 'Audited policy'],
    ]);
    for (const line of lines) expect(line.userEmail).toBe('admin@demo.kitchen');
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../../src/api/auth/auth.schema';
import { managedUserSchema, userPageSchema } from '../../../src/api/users/managed-users.schema';
import type { Sandbox } from '../../../sandbox/app';
import { apiPath, call, setUp, signInAs, type Query, userOf } from './sandbox-client';

const ADMIN = 'admin@demo.kitchen';
const MANAGER = 'manager@demo.kitchen';
const CREW = 'crew@demo.kitchen';

function roleUuid(sandbox: Sandbox, name: string): string {
  return sandbox.context.chain.roles.find((role) => role.name === name)!.uuid;
}

function restaurantUuid(sandbox: Sandbox, number: number): string {
  return sandbox.context.chain.restaurants.find((r) => r.number === number)!.uuid;
}

async function list(sandbox: Sandbox, token: string, query: Query = {}) {
  const answer = await call(sandbox, 'GET', apiPath('/users', query), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(userPageSchema, answer.json.results);
}

function newUser(sandbox: Sandbox, overrides: Record<string, unknown> = {}) {
  return {
    email: 'new.cook@demo.kitchen',
    firstName: 'Nia',
    lastName: 'Cook',
    type: 'USER',
    roleUuid: roleUuid(sandbox, 'Shift Lead'),
    restaurantUuids: [restaurantUuid(sandbox, 1001)],
    notification: true,
    multiFactorRequired: false,
    ...overrides,
  };
}

async function outboxOf(sandbox: Sandbox, email: string) {
  const answer = await call(sandbox, 'GET', `/__sandbox/outbox?email=${email}`);
  return answer.json.messages as Array<{ subject: string; link: string }>;
}

async function auditActions(sandbox: Sandbox, token: string) {
  const answer = await call(sandbox, 'GET', apiPath('/auditTrail', { limit: 100 }), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return (answer.json.results as { content: Array<{ action: string; target: string | null }> })
    .content;
}

describe('the seeded users (at least 60, several types and roles)', () => {
  it('has 60 or more users, some blocked, some invited and never signed in, three types', async () => {
    const { sandbox, token } = await setUp();
    const page = await list(sandbox, token, { limit: 100 });
    expect(page.total).toBeGreaterThanOrEqual(60);
    const statuses = new Set(page.content.map((user) => user.status));
    expect(statuses).toEqual(new Set(['ACTIVE', 'INVITED', 'BLOCKED']));
    expect(new Set(page.content.map((user) => user.type))).toEqual(
      new Set(['ADMIN', 'MANAGER', 'USER']),
    );
    expect(new Set(page.content.map((user) => user.userRoleDto?.name)).size).toBeGreaterThan(3);
  });
});

describe('GET /users: search, filters, sort and paging', () => {
  it('searches by name or e-mail, filters by type, role and restaurant, sorts by name', async () => {
    const { sandbox, token } = await setUp();
    const byName = await list(sandbox, token, { search: 'marcus reyes' });
    expect(byName.content.map((user) => user.email)).toEqual([MANAGER]);
    const byEmail = await list(sandbox, token, { search: 'CREW@demo' });
    expect(byEmail.content.map((user) => user.email)).toEqual([CREW]);

    const admins = await list(sandbox, token, { type: 'ADMIN' });
    expect(admins.content.every((user) => user.type === 'ADMIN')).toBe(true);
    const shiftLead = roleUuid(sandbox, 'Shift Lead');
    const leads = await list(sandbox, token, { roleUuid: shiftLead, limit: 100 });
    expect(leads.total).toBeGreaterThan(0);
    expect(leads.content.every((user) => user.userRoleDto?.uuid === shiftLead)).toBe(true);

    const at1001 = await list(sandbox, token, {
      restaurantUuid: restaurantUuid(sandbox, 1001),
      limit: 100,
    });
    expect(at1001.content.map((user) => user.email)).toEqual(
      expect.arrayContaining([CREW, MANAGER, ADMIN]),
    );

    const sorted = await list(sandbox, token, { sortBy: 'name', limit: 100 });
    const names = sorted.content.map((user) => `${user.lastName} ${user.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await list(sandbox, token, { limit: 10, offset: 10 });
    expect(second.content).toHaveLength(10);
    expect(second.offset).toBe(10);
  });

  it('400 for a bad filter (spec 000 §5: never a 500)', async () => {
    const { sandbox, token } = await setUp();
    const bad: Query[] = [{ type: 'OWNER' }, { sortBy: 'password' }, { limit: 0 }];
    for (const query of bad) {
      const answer = await call(sandbox, 'GET', apiPath('/users', query), { token });
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('USERS permissions are enforced on every call (spec 000 §6)', () => {
  it('403 with the missing action for a role without USERS VIEW, CREATE, EDIT', async () => {
    const { sandbox, token } = await setUp(MANAGER);
    const crew = userOf(sandbox, CREW).uuid;
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', '/users', undefined, 'USERS VIEW'],
      ['POST', '/users', newUser(sandbox), 'USERS CREATE'],
      ['PUT', `/users/${crew}/block`, undefined, 'USERS EDIT'],
      ['PUT', `/users/notification/${crew}`, { notification: false }, 'USERS EDIT'],
      ['DELETE', `/users/${crew}`, undefined, 'USERS DELETE'],
    ];
    for (const [method, path, body, needed] of cases) {
      const answer = await call(sandbox, method, `/api/v1${path}`, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.message).toBe(`Access denied: ${needed} is not granted to this user`);
    }
    expect(userOf(sandbox, CREW).blocked).toBe(false);
  });

  it('a supervisor (USERS VIEW, CREATE, EDIT) cannot delete, nor make an administrator', async () => {
    const { sandbox, token } = await setUp(MANAGER);
    userOf(sandbox, MANAGER).roleUuid = roleUuid(sandbox, 'Area Supervisor');
    const crew = userOf(sandbox, CREW).uuid;
    const deleted = await call(sandbox, 'DELETE', `/api/v1/users/${crew}`, { token });
    expect(deleted.status).toBe(403);
    expect(deleted.json.message).toBe('Access denied: USERS DELETE is not granted to this user');

    const admin = await call(sandbox, 'POST', '/api/v1/users', {
      token,
      body: newUser(sandbox, { type: 'ADMIN', restaurantUuids: null }),
    });
    expect(admin.status).toBe(403);
    expect(admin.json.message).toBe('Only an administrator can manage administrators');

    const elsewhere = await call(sandbox, 'POST', '/api/v1/users', {
      token,
      body: newUser(sandbox, { restaurantUuids: [restaurantUuid(sandbox, 1002)] }),
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.message).toBe('You can only give access to your own restaurants');
  });

  it('a user bound to some restaurants sees only users whose restaurants all lie within theirs (404 otherwise, as for an unknown user; docs/decisions/sign-in-and-access.md, "Delegation")', async () => {
    const { sandbox, token } = await setUp(MANAGER);
    userOf(sandbox, MANAGER).roleUuid = roleUuid(sandbox, 'Area Supervisor');
    const mine = userOf(sandbox, MANAGER).restaurantUuids!;
    const page = await list(sandbox, token, { limit: 100 });
    expect(page.total).toBeLessThan(sandbox.context.chain.users.length);
    for (const user of page.content) {
      const theirs =
        user.type === 'USER'
          ? [user.restaurantUuid!]
          : user.type === 'ADMIN'
            ? null
            : (user.restaurantUuids ?? null);
      expect(theirs !== null && theirs.every((uuid) => mine.includes(uuid)), user.email).toBe(true);
    }
    const elsewhere = userOf(sandbox, 'blocked@demo.kitchen');
    expect(mine).not.toContain(elsewhere.restaurantUuid);
    const answer = await call(sandbox, 'GET', `/api/v1/users/${elsewhere.uuid}`, { token });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('User not found');
  });

  it('only an ADMIN resets a user’s multi-factor', async () => {
    const { sandbox, token } = await setUp('norole@demo.kitchen');
    const mfa = userOf(sandbox, 'mfa@demo.kitchen').uuid;
    const answer = await call(sandbox, 'PUT', `/api/v1/users/${mfa}/multiFactor/reset`, { token });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Only an administrator can reset multi-factor');
  });
});

describe('POST /users and POST /users/update: the form is checked on the server too', () => {
  it('400 with a message per bad body', async () => {
    const { sandbox, token } = await setUp();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ email: 'not-an-email' }, /email/i],
      [{ firstName: '   ' }, /firstName/],
      [{ lastName: 'x'.repeat(51) }, /lastName/],
      [{ type: 'OWNER' }, /type/],
      [{ restaurantUuids: [] }, /^A USER works at exactly one restaurant$/],
      [{ restaurantUuids: null }, /^A USER works at exactly one restaurant$/],
      [{ type: 'MANAGER', restaurantUuids: [] }, /^Choose at least one restaurant/],
      [{ roleUuid: 'nope' }, /^Unknown role$/],
      [{ restaurantUuids: ['nope'] }, /^Unknown restaurant$/],
      [{ notification: 'yes' }, /notification/],
    ];
    for (const [overrides, message] of cases) {
      const answer = await call(sandbox, 'POST', '/api/v1/users', {
        token,
        body: newUser(sandbox, overrides),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
  });

  it('creates a user who is INVITED, with the invitation in the outbox and an audit line', async () => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'POST', '/api/v1/users', {
      token,
      body: newUser(sandbox, { email: ' New.Cook@Demo.Kitchen ' }),
    });
    expect(answer.status, answer.json.message).toBe(200);
    const created = v.parse(managedUserSchema, answer.json.results);
    expect(created).toMatchObject({
      email: 'new.cook@demo.kitchen',
      status: 'INVITED',
      restaurantUuid: restaurantUuid(sandbox, 1001),
      userRoleDto: { name: 'Shift Lead' },
    });
    const mail = await outboxOf(sandbox, 'new.cook@demo.kitchen');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('You are invited to the Kitchen Console');
    expect(mail[0]!.link).toMatch(/^\/reset-password\?token=/);
    expect(await auditActions(sandbox, token)).toContainEqual(
      expect.objectContaining({
        action: 'USER_CREATED',
        target: 'Nia Cook (new.cook@demo.kitchen)',
      }),
    );

    const again = await call(sandbox, 'POST', '/api/v1/users', {
      token,
      body: newUser(sandbox, { email: 'NEW.COOK@demo.kitchen' }),
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A user with this e-mail already exists');
  });

  it('updates a user; 409 for another’s e-mail, 404 for an unknown one', async () => {
    const { sandbox, token } = await setUp();
    const crew = userOf(sandbox, CREW);
    const body = newUser(sandbox, { uuid: crew.uuid, email: CREW, firstName: 'Priyanka' });
    const updated = await call(sandbox, 'POST', '/api/v1/users/update', { token, body });
    expect(updated.status, updated.json.message).toBe(200);
    expect(crew.firstName).toBe('Priyanka');

    const taken = await call(sandbox, 'POST', '/api/v1/users/update', {
      token,
      body: { ...body, email: MANAGER },
    });
    expect(taken.status).toBe(409);
    const unknown = await call(sandbox, 'POST', '/api/v1/users/update', {
      token,
      body: { ...body, uuid: 'nobody' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('User not found');
  });
});

describe('block, unblock, delete, invite, reset (spec 001 §2 "Users")', () => {
  it('blocking ends the user’s sessions at once; their sign-in answers 403 until unblocked', async () => {
    const { sandbox, token } = await setUp();
    const crewSession = await signInAs(sandbox, CREW);
    const crew = userOf(sandbox, CREW).uuid;
    const blocked = await call(sandbox, 'PUT', `/api/v1/users/${crew}/block`, { token });
    expect(blocked.status, blocked.json.message).toBe(200);

    const next = await call(sandbox, 'GET', '/api/v1/users/user', {
      token: crewSession.accessToken,
    });
    expect(next.status).toBe(401);
    const refresh = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: crewSession.refreshToken },
    });
    expect(refresh.status).toBe(401);
    await expect(signInAs(sandbox, CREW)).rejects.toThrow(/403: User is blocked/);

    const unblocked = await call(sandbox, 'PUT', `/api/v1/users/${crew}/unblock`, { token });
    expect(unblocked.status).toBe(200);
    await expect(signInAs(sandbox, CREW)).resolves.toBeDefined();
    expect((await auditActions(sandbox, token)).map((line) => line.action)).toEqual(
      expect.arrayContaining(['USER_BLOCKED', 'USER_UNBLOCKED']),
    );
  });

  it('nobody blocks or deletes themselves (400)', async () => {
    const { sandbox, token } = await setUp();
    const me = userOf(sandbox, ADMIN).uuid;
    const block = await call(sandbox, 'PUT', `/api/v1/users/${me}/block`, { token });
    expect(block.status).toBe(400);
    expect(block.json.message).toBe('You cannot block yourself');
    const remove = await call(sandbox, 'DELETE', `/api/v1/users/${me}`, { token });
    expect(remove.status).toBe(400);
    expect(remove.json.message).toBe('You cannot delete yourself');
  });

  it('deletes a user: their session ends, they are gone (404 after), the audit names them', async () => {
    const { sandbox, token } = await setUp();
    const crewSession = await signInAs(sandbox, CREW);
    const crew = userOf(sandbox, CREW).uuid;
    const removed = await call(sandbox, 'DELETE', `/api/v1/users/${crew}`, { token });
    expect(removed.status).toBe(200);
    const after = await call(sandbox, 'GET', `/api/v1/users/${crew}`, { token });
    expect(after.status).toBe(404);
    const theirs = await call(sandbox, 'GET', '/api/v1/users/user', {
      token: crewSession.accessToken,
    });
    expect(theirs.status).toBe(401);
    expect(await auditActions(sandbox, token)).toContainEqual(
      expect.objectContaining({
        action: 'USER_DELETED',
        target: 'Priya Natarajan (crew@demo.kitchen)',
      }),
    );
    const again = await call(sandbox, 'DELETE', `/api/v1/users/${crew}`, { token });
    expect(again.status).toBe(404);
  });

  it('a password reset and an invitation land in the outbox; an invitation only before a first sign-in', async () => {
    const { sandbox, token } = await setUp();
    const crew = userOf(sandbox, CREW).uuid;
    const reset = await call(sandbox, 'POST', `/api/v1/users/${crew}/password/restore`, { token });
    expect(reset.status).toBe(200);
    const [mail] = await outboxOf(sandbox, CREW);
    expect(mail!.subject).toBe('Reset your Kitchen Console password');
    const token2 = new URL(mail!.link, 'http://x').searchParams.get('token')!;
    const check = await call(
      sandbox,
      'GET',
      apiPath('/users/password/reset/check', { token: token2 }),
    );
    expect(check.json.results).toEqual({ email: CREW });

    const invite = await call(sandbox, 'POST', `/api/v1/users/invitation/${crew}`, { token });
    expect(invite.status).toBe(409);
    const never = userOf(sandbox, 'norole@demo.kitchen');
    const invited = await call(sandbox, 'POST', `/api/v1/users/invitation/${never.uuid}`, {
      token,
    });
    expect(invited.status).toBe(200);
    expect((await outboxOf(sandbox, 'norole@demo.kitchen'))[0]!.subject).toBe(
      'You are invited to the Kitchen Console',
    );
    expect((await auditActions(sandbox, token)).map((line) => line.action)).toEqual(
      expect.arrayContaining(['PASSWORD_RESET', 'USER_INVITED']),
    );
  });

  it('sets the notification flag; 400 without it', async () => {
    const { sandbox, token } = await setUp();
    const crew = userOf(sandbox, CREW);
    const before = crew.notification;
    const path = `/api/v1/users/notification/${crew.uuid}`;
    const answer = await call(sandbox, 'PUT', path, { token, body: { notification: !before } });
    expect(answer.status).toBe(200);
    expect(crew.notification).toBe(!before);
    expect((await call(sandbox, 'PUT', path, { token, body: {} })).status).toBe(400);
  });

  it('an ADMIN resets a lost multi-factor: password alone signs in after; 409 when none is set', async () => {
    const { sandbox, token } = await setUp();
    const mfa = userOf(sandbox, 'mfa@demo.kitchen');
    const path = `/api/v1/users/${mfa.uuid}/multiFactor/reset`;
    expect((await call(sandbox, 'PUT', path, { token })).status).toBe(200);
    expect(mfa.totpSecret).toBeNull();
    const session = await signInAs(sandbox, 'mfa@demo.kitchen');
    expect(session.multiFactorAuthentication).toBe(false);
    const again = await call(sandbox, 'PUT', path, { token });
    expect(again.status).toBe(409);
    expect((await auditActions(sandbox, token)).map((line) => line.action)).toContain(
      'MFA_DISABLED',
    );
  });
});

describe('a user’s sessions (GET/DELETE /users/{id}/sessions)', () => {
  it('lists them newest first; ends one, then all; 404 for an unknown session or user', async () => {
    const { sandbox, token } = await setUp();
    const crew = userOf(sandbox, CREW).uuid;
    const first = await signInAs(sandbox, CREW, undefined, { 'User-Agent': 'First' });
    await signInAs(sandbox, CREW, undefined, { 'User-Agent': 'Second' });
    const path = `/api/v1/users/${crew}/sessions`;
    const listed = await call(sandbox, 'GET', path, { token });
    const sessions = v.parse(v.array(sessionSchema), listed.json.results);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.signedInTime).toBeGreaterThanOrEqual(sessions[1]!.signedInTime);

    const firstSession = sessions.find((session) => session.userAgent === 'First')!;
    const one = await call(sandbox, 'DELETE', `${path}/${firstSession.uuid}`, { token });
    expect(one.status).toBe(200);
    const ended = await call(sandbox, 'GET', '/api/v1/users/user', { token: first.accessToken });
    expect(ended.status).toBe(401);
    expect((await call(sandbox, 'DELETE', `${path}/nope`, { token })).status).toBe(404);

    expect((await call(sandbox, 'DELETE', path, { token })).status).toBe(200);
    const none = await call(sandbox, 'GET', path, { token });
    expect(none.json.results).toEqual([]);
    expect((await call(sandbox, 'GET', '/api/v1/users/nobody/sessions', { token })).status).toBe(
      404,
    );
    const lines = await auditActions(sandbox, token);
    expect(lines.filter((line) => line.action === 'SESSION_ENDED').length).toBeGreaterThanOrEqual(
      2,
    );
  });
});

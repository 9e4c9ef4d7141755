/**
 * What answers carry (docs/decisions/sign-in-and-access.md): every answer is cut to its declared
 * response before it is sent (sandbox/cut-to-schema.ts), so a field no schema names never leaves
 * the sandbox, even from a handler that forgot to map its record. The cut only removes: it
 * applies none of the console's tolerant readings (transforms, defaults, fallbacks), so what it
 * keeps is what the handler wrote.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../src/api/auth/auth.endpoints';
import { vectorResultSchema } from '../../../src/api/monitoring/monitoring.schema';
import { queueMessageSchema } from '../../../src/api/production/production.schema';
import { restaurantSchema } from '../../../src/api/restaurants/restaurants.schema';
import { roleSchema } from '../../../src/api/roles/roles.schema';
import { listUsers } from '../../../src/api/users/managed-users.endpoints';
import { getCurrentUser } from '../../../src/api/users/users.endpoints';
import { voidResult } from '../../../src/lib/tolerant-read';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import type { SandboxEnv } from '../../../sandbox/context';
import { cutToSchema, UndeclaredShape } from '../../../sandbox/cut-to-schema';
import { toManagedUserDto, toUserDto, type UserRecord } from '../../../sandbox/model/users';
import { serve, servePublic } from '../../../sandbox/route';
import { DEMO_PASSWORD } from '../../../sandbox/seed';
import { ORIGIN, signInAs } from './sandbox-client';

/** What a user record holds that no answer may carry. */
const SECRETS = [
  'passwordHash',
  'previousPasswordHashes',
  'totpSecret',
  'pendingTotpSecret',
  'recoveryCodes',
] as const;

/**
 * The sandbox's own routes beside three whose handlers forgot to map: each spreads the whole
 * user record (its password hash, TOTP secret, recovery codes) into its answer.
 */
function sandboxWithCarelessHandlers(profile: 'ours' | 'spec') {
  const sandbox = createSandbox({ profile });
  const api = new Hono<SandboxEnv>();
  api.use('*', async (c, next) => {
    c.set('sandbox', sandbox.context);
    await next();
  });
  const { roles, policies, users } = sandbox.context.chain;
  const careless = (user: UserRecord) => ({ ...user, ...toUserDto(user, roles, policies) });
  serve(api, getCurrentUser, ({ user }) => careless(user));
  serve(api, listUsers, () => ({
    content: users.slice(0, 5).map((user) => ({
      ...user,
      ...toManagedUserDto(user, roles, policies),
    })),
    total: 5,
  }));
  servePublic(api, signIn, ({ body }) => {
    const user = users.find((candidate) => candidate.email === body.email)!;
    return {
      ...sandbox.context.tokens.startSession(user.uuid, {
        userAgent: 'test',
        ipAddress: '127.0.0.1',
        multiFactorVerified: true,
      }).tokens,
      multiFactorAuthentication: false,
      user: careless(user),
      loginInfo: { daysToPasswordExpiration: 90, passwordHash: user.passwordHash },
    };
  });
  return { sandbox, api };
}

async function answerOf(api: Hono<SandboxEnv>, path: string, init: RequestInit = {}) {
  const response = await api.fetch(new Request(`${ORIGIN}${path}`, init));
  expect(response.status).toBe(200);
  return JSON.stringify(await response.json());
}

async function bearer(sandbox: Sandbox) {
  const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
  return { headers: { Authorization: `Bearer ${accessToken}` } };
}

describe('a handler that returns secret fields does not leak them', () => {
  it.each(['ours', 'spec'] as const)(
    'the %s provider profile: one user, a list of users, a sign-in',
    async (profile) => {
      const { sandbox, api } = sandboxWithCarelessHandlers(profile);
      const auth = await bearer(sandbox);
      const answers = [
        await answerOf(api, '/users/user', auth),
        await answerOf(api, '/users', auth),
        await answerOf(api, '/auth/signIn', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'mfa@demo.kitchen', password: DEMO_PASSWORD }),
        }),
      ];
      for (const answer of answers) {
        for (const secret of SECRETS) expect(answer).not.toContain(`"${secret}"`);
        // What the console reads is still there.
        expect(answer).toContain('"email"');
        expect(answer).toContain('"userRoleDto"');
      }
    },
  );
});

describe('the cut reads a schema only for the keys it names', () => {
  it('keeps what every accepting option of a union names, whichever comes first', () => {
    const schema = v.union([
      v.object({ a: v.number() }),
      v.object({ a: v.number(), b: v.number() }),
    ]);
    expect(cutToSchema(schema, { a: 1, b: 2, secret: 3 })).toEqual({ a: 1, b: 2 });
  });

  it('a whole restaurant keeps its details; a key neither form names goes', () => {
    const detail = {
      uuid: 'r1',
      name: 'Peachtree',
      number: 1001,
      timezone: 'America/New_York',
      state: null,
      city: 'Atlanta',
      postalCode: '30308',
      securityCode: '482913',
      addressLine1: '675 Ponce De Leon Ave NE',
      addressLine2: null,
      hosts: [{ name: 'kitchen-pc-01', address: '10.200.1.20', sshPassword: 'x' }],
    };
    expect(cutToSchema(restaurantSchema, { ...detail, ownerNotes: 'x' })).toEqual({
      ...detail,
      hosts: [{ name: 'kitchen-pc-01', address: '10.200.1.20' }],
    });
  });

  it("a pack summary in spec 001 §3's second form goes as written: not read into the first", () => {
    const second = {
      material: 'Nuggets',
      catering: {
        uuid: 'c1',
        batchNumber: 7,
        restaurantDepartureTime: 1_700_000_000_000,
        demandDescription: 'Office lunch',
      },
      containers: { items: [{ panName: 'Half pan', quantity: 2, pieces: 40 }] },
      packages: { items: [{ packageType: 'Box 20', quantity: 1, pieces: 20, cost: 3 }] },
    };
    const message = { type: 'ORDERS', seq: 4, at: 1, orders: [], packSummaries: [second] };
    expect(v.parse(queueMessageSchema, message)).toMatchObject({
      packSummaries: [{ panInfo: expect.any(Array), total: { quantity: 3, pieces: 60 } }],
    });
    expect(cutToSchema(queueMessageSchema, message)).toEqual({
      ...message,
      packSummaries: [
        {
          ...second,
          packages: { items: [{ packageType: 'Box 20', quantity: 1, pieces: 20 }] },
        },
      ],
    });
  });

  it('applies no fallback, default or transform: a value goes as the handler wrote it', () => {
    const schema = v.object({
      status: v.fallback(v.picklist(['ON', 'OFF']), 'OFF'),
      count: v.optional(v.number(), 0),
      label: v.pipe(
        v.string(),
        v.transform((text) => text.toUpperCase()),
      ),
    });
    expect(cutToSchema(schema, { status: 'MAINTENANCE', label: 'fryer' })).toEqual({
      status: 'MAINTENANCE',
      label: 'fryer',
    });
  });

  it("records and tuples: a series' labels whole, its sample as sent (a string stays one)", () => {
    const vector = {
      resultType: 'vector',
      result: [{ metric: { host: 'kc-1001', job: 'node' }, value: [1_700_000_000, '0.25', 'x'] }],
      warnings: ['cut'],
    };
    expect(cutToSchema(vectorResultSchema, vector)).toEqual({
      resultType: 'vector',
      result: [{ metric: { host: 'kc-1001', job: 'node' }, value: [1_700_000_000, '0.25'] }],
    });
  });

  it('a reader of `unknown` is cut by the wire shape it declares; a void answer carries no key', () => {
    const role = {
      uuid: 'role-1',
      name: 'Shift Lead',
      accessList: [{ moduleType: 'USERS', actionType: ['VIEW'], grantedBy: 'admin' }],
    };
    expect(cutToSchema(roleSchema, role)).toEqual({
      ...role,
      accessList: [{ moduleType: 'USERS', actionType: ['VIEW'] }],
    });
    expect(cutToSchema(voidResult, { unreadTotalResults: 3 })).toEqual({});
    expect(cutToSchema(voidResult, null)).toBeNull();
  });

  it('an object where the declaration reads a value is the sandbox’s own bug, named', () => {
    const schema = v.object({ name: v.fallback(v.string(), '') });
    expect(() => cutToSchema(schema, { name: { first: 'Ann' } })).toThrow(UndeclaredShape);
    expect(() => cutToSchema(schema, { name: { first: 'Ann' } })).toThrow(/\.name/);
  });
});

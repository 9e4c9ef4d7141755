import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allows } from '../../../src/lib/access';
import type { AnyEndpoint } from '../../../src/lib/endpoint';
import { listUnassignedDevices } from '../../../src/api/restaurants/restaurants-admin.endpoints';
import { userSchema } from '../../../src/api/users/users.schema';
import { createSandbox } from '../../../sandbox/app';
import { POOL_REFUSAL } from '../../../sandbox/routes/restaurant-devices';
import { anyAddress, declaredEndpoints } from '../../helpers/declared-endpoints';
import { call, send, signInAs } from './sandbox-client';

const endpoints = await declaredEndpoints();
const signedInEndpoints = endpoints.filter(([, declared]) => declared.auth);
/** Calls that need a module action: each demo account's answer follows its role. */
const moduleEndpoints = signedInEndpoints.filter(([, declared]) => declared.access !== 'session');

/**
 * Calls that a rule beyond the role refuses to some accounts the role lets through, with the
 * rule's own 403 (docs/decisions.md, "Devices": the unassigned pool is an administrator's).
 * The pool's other calls answer this test's empty body 400 before the rule is asked.
 */
const RULES_BEYOND_ROLE = new Map<AnyEndpoint, string>([[listUnassignedDevices, POOL_REFUSAL]]);

/** Demo accounts whose session is whole (no pending code, no expired password). */
const ACCOUNTS = [
  'admin@demo.kitchen',
  'manager@demo.kitchen',
  'crew@demo.kitchen',
  'norole@demo.kitchen',
];

describe('access is declared on every endpoint (spec 000 §6)', () => {
  it.each(signedInEndpoints)('%s names the access it needs', (_name, declared) => {
    expect(declared.access).toBeDefined();
  });

  it('at least one call needs a module action another account lacks', async () => {
    expect(moduleEndpoints.length).toBeGreaterThan(30);
  });
});

describe.each(ACCOUNTS)('the sandbox enforces each call’s access for %s (spec 000 §6)', (email) => {
  const sandbox = createSandbox();
  const session = signInAs(sandbox, email);

  it.each(moduleEndpoints)('%s: 403 exactly when the role lacks it', async (_name, declared) => {
    const { accessToken } = await session;
    const me = await call(sandbox, 'GET', '/api/v1/users/user', { token: accessToken });
    const user = v.parse(userSchema, me.json.results);
    const response = await send(sandbox, declared.method, anyAddress(declared), {
      token: accessToken,
      body: declared.body ? {} : undefined,
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    const rule = RULES_BEYOND_ROLE.get(declared);
    if (allows(user, declared.access!)) {
      if (rule && response.status === 403) expect(body.message).toBe(rule);
      else expect(response.status, body.message).not.toBe(403);
    } else {
      expect(response.status).toBe(403);
      expect(body.message).toMatch(/^Access denied: [A-Z_]+ (VIEW|CREATE|EDIT|DELETE)/);
    }
  });
});

describe('the issue’s two cases', () => {
  it('crew (no REPORTS module) cannot list reports; the manager (REPORTS VIEW) cannot delete one', async () => {
    const sandbox = createSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const list = await call(sandbox, 'GET', '/api/v1/report', { token: crew.accessToken });
    expect(list.status).toBe(403);
    expect(list.json.message).toBe('Access denied: REPORTS VIEW is not granted to this user');

    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const reports = await call(sandbox, 'GET', '/api/v1/report?limit=1', {
      token: manager.accessToken,
    });
    expect(reports.status).toBe(200);
    const [first] = (reports.json.results as { content: Array<{ uuid: string }> }).content;
    const deleted = await call(sandbox, 'DELETE', `/api/v1/report/${first!.uuid}`, {
      token: manager.accessToken,
    });
    expect(deleted.status).toBe(403);
    expect(deleted.json.message).toBe('Access denied: REPORTS DELETE is not granted to this user');
  });
});

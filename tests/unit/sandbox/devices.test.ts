import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  availabilityPageSchema,
  pcPageSchema,
  tabletAvailabilityPageSchema,
  tabletLogPageSchema,
  tabletPageSchema,
  tabletSessionPageSchema,
} from '../../../src/api/devices/devices.schema';
import { DEVICE_STATUS_RANK, type DeviceStatus } from '../../../src/api/devices/devices.constants';
import type { Sandbox } from '../../../sandbox/app';
import { auditTrailOf } from '../../../sandbox/model/audit-trail';
import { isOnline } from '../../../sandbox/model/fleet';
import {
  apiPath,
  call,
  DAY_MS,
  get,
  restaurantsOf,
  setUp,
  START,
  withoutRole,
  type Query,
} from './sandbox-client';
import { STATE_WAIT } from '../../helpers/wait';

async function ok<S extends v.GenericSchema>(
  schema: S,
  sandbox: Sandbox,
  token: string,
  path: string,
  query: Query = {},
): Promise<v.InferOutput<S>> {
  const answer = await get(sandbox, token, path, query);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(schema, answer.json.results);
}

const fleetOf = (sandbox: Sandbox) => sandbox.context.chain.fleet;

/** Gives the crew member's role (Shift floor) DEVICE with just these actions. */
function grantCrewDevice(sandbox: Sandbox, ...actions: Array<'VIEW' | 'EDIT' | 'DELETE'>) {
  const policy = sandbox.context.chain.policies.find((p) => p.name === 'Shift floor')!;
  policy.accesses.push({ moduleType: 'DEVICE', actionType: actions });
}

function lastAudit(sandbox: Sandbox) {
  // The trail is newest first.
  return auditTrailOf(sandbox.context.chain)[0]!;
}

describe('GET /devices (spec 001 §2 "Devices (PC)", §9 devices by status DESC)', () => {
  it('lists the PCs status DESC by default: to confirm first, then offline, then online', async () => {
    const { sandbox, token } = await setUp();
    const page = await ok(pcPageSchema, sandbox, token, '/devices', { limit: 100 });
    const ranks = page.content.map((pc) => DEVICE_STATUS_RANK[pc.status as DeviceStatus]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(page.content[0]!.status).toBe('NOT_CONFIRMED');
    // An administrator in Global mode also sees the PCs not assigned yet.
    expect(page.total).toBe(fleetOf(sandbox).pcs.length);
  });

  it('filters by restaurant, status and identifier; sorts by identifier', async () => {
    const { sandbox, token } = await setUp();
    const [r1001] = restaurantsOf(sandbox, 1001);
    const page = await ok(pcPageSchema, sandbox, token, '/devices', { restaurantUuid: r1001! });
    expect(page.total).toBe(5);
    expect(page.content.every((pc) => pc.restaurantUuid === r1001)).toBe(true);
    const unconfirmed = await ok(pcPageSchema, sandbox, token, '/devices', {
      status: 'NOT_CONFIRMED',
      limit: 100,
    });
    expect(unconfirmed.content.length).toBeGreaterThan(0);
    expect(unconfirmed.content.every((pc) => pc.status === 'NOT_CONFIRMED')).toBe(true);
    const spare = await ok(pcPageSchema, sandbox, token, '/devices', {
      search: 'SPARE',
      sortBy: 'identifier',
      orderDirection: 'ASC',
    });
    expect(spare.content.map((pc) => pc.identifier)).toEqual([
      'kc-spare-01',
      'kc-spare-02',
      'kc-spare-03',
      'kc-spare-04',
      'kc-spare-05',
      'kc-spare-06',
    ]);
  });

  it('spec 000 §6: a non-administrator sees only the PCs of their restaurants, never spares', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    withoutRole(sandbox, 'manager@demo.kitchen');
    const page = await ok(pcPageSchema, sandbox, token, '/devices', { limit: 100 });
    const mine = new Set(restaurantsOf(sandbox, 1001, 1003, 1006, 1010, 1015));
    expect(page.total).toBe(25);
    expect(page.content.every((pc) => pc.restaurantUuid && mine.has(pc.restaurantUuid))).toBe(true);
    const [other] = restaurantsOf(sandbox, 1002);
    const refused = await get(sandbox, token, '/devices', { restaurantUuid: other! });
    expect(refused.status).toBe(404);
  });

  it('refuses bad queries with 400', async () => {
    const { sandbox, token } = await setUp();
    const bad: Query[] = [{ status: 'BROKEN' }, { limit: 0 }, { sortBy: 'uuid' }, { offset: -1 }];
    for (const query of bad) {
      const answer = await get(sandbox, token, '/devices', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('PUT /devices/{id}/confirm and DELETE /devices/{id}', () => {
  it('confirms a NOT_CONFIRMED PC, refuses a second confirm (409), audits it', async () => {
    const { sandbox, token } = await setUp();
    const pc = fleetOf(sandbox).pcs.find(
      (candidate) => !candidate.confirmed && candidate.restaurantUuid,
    )!;
    const answer = await call(sandbox, 'PUT', apiPath(`/devices/${pc.uuid}/confirm`), { token });
    expect(answer.status, answer.json.message).toBe(200);
    expect((answer.json.results as { status: string }).status).not.toBe('NOT_CONFIRMED');
    expect(pc.confirmed).toBe(true);
    expect(lastAudit(sandbox)).toMatchObject({
      action: 'DEVICE_CONFIRMED',
      target: pc.identifier,
      targetUuid: pc.uuid,
      restaurantUuid: pc.restaurantUuid,
    });
    const again = await call(sandbox, 'PUT', apiPath(`/devices/${pc.uuid}/confirm`), { token });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already confirmed/);
  });

  it('deletes a PC and audits it; 404 for unknown ids', async () => {
    const { sandbox, token } = await setUp();
    const pc = fleetOf(sandbox).pcs[0]!;
    const answer = await call(sandbox, 'DELETE', apiPath(`/devices/${pc.uuid}`), { token });
    expect(answer.status).toBe(200);
    expect(fleetOf(sandbox).pcs).not.toContain(pc);
    expect(lastAudit(sandbox)).toMatchObject({ action: 'DEVICE_DELETED', target: pc.identifier });
    const gone = await call(sandbox, 'DELETE', apiPath(`/devices/${pc.uuid}`), { token });
    expect(gone.status).toBe(404);
  });

  it('404 for a PC of a restaurant the user may not see', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    withoutRole(sandbox, 'manager@demo.kitchen');
    const [other] = restaurantsOf(sandbox, 1002);
    const pc = fleetOf(sandbox).pcs.find((candidate) => candidate.restaurantUuid === other)!;
    const answer = await call(sandbox, 'DELETE', apiPath(`/devices/${pc.uuid}`), { token });
    expect(answer.status).toBe(404);
    expect(fleetOf(sandbox).pcs).toContain(pc);
  });

  it('spec 000 §6: 403 per missing action (VIEW, EDIT, DELETE of DEVICE or RESTAURANT)', async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    const pc = fleetOf(sandbox).pcs.find((candidate) => !candidate.confirmed)!;
    const tablet = fleetOf(sandbox).tablets[0]!;
    const list = await get(sandbox, token, '/devices');
    expect(list.status).toBe(403);
    expect(list.json.message).toMatch(/DEVICE VIEW or RESTAURANT VIEW/);
    grantCrewDevice(sandbox, 'VIEW');
    expect((await get(sandbox, token, '/devices')).status).toBe(200);
    const writes: Array<[string, string, unknown, RegExp]> = [
      ['PUT', `/devices/${pc.uuid}/confirm`, undefined, /DEVICE EDIT/],
      ['DELETE', `/devices/${pc.uuid}`, undefined, /DEVICE DELETE/],
      ['PUT', `/tablets/name/${tablet.uuid}`, { name: 'X' }, /DEVICE EDIT/],
      ['PUT', `/tablets/${tablet.uuid}/remote-access`, { remoteAccess: true }, /DEVICE EDIT/],
      [
        'POST',
        `/tablets/command/${tablet.uuid}`,
        { action: 'STOP', alternateView: false, alternateTime: 10 },
        /DEVICE EDIT/,
      ],
      ['DELETE', `/tablets/${tablet.uuid}`, undefined, /DEVICE DELETE/],
      ['DELETE', `/tablet-sessions?tabletUuid=${tablet.uuid}`, undefined, /DEVICE DELETE/],
    ];
    for (const [method, path, body, message] of writes) {
      const answer = await call(sandbox, method, apiPath(path), { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.message).toMatch(message);
    }
  });
});

describe('GET /availability/devices (spec 001 §4 availability timeline)', () => {
  it('answers each PC with its online periods clipped to the range', async () => {
    const { sandbox, token } = await setUp();
    const [r1001] = restaurantsOf(sandbox, 1001);
    const startDate = START - 7 * DAY_MS;
    const page = await ok(availabilityPageSchema, sandbox, token, '/availability/devices', {
      restaurantUuid: r1001!,
      startDate,
      endDate: START,
    });
    expect(page.total).toBe(5);
    expect(page.startDate).toBe(startDate);
    for (const device of page.content) {
      for (const period of device.onlinePeriods) {
        expect(period.onlineStartTime).toBeGreaterThanOrEqual(startDate);
        expect(period.onlineEndTime).toBeLessThanOrEqual(START);
        expect(period.onlineEndTime).toBeGreaterThan(period.onlineStartTime);
      }
    }
  });

  it('400 for a missing, empty or reversed range', async () => {
    const { sandbox, token } = await setUp();
    const bad: Query[] = [
      {},
      { startDate: START, endDate: START },
      { startDate: START, endDate: START - DAY_MS },
      { startDate: 'yesterday', endDate: START },
    ];
    for (const query of bad) {
      const answer = await get(sandbox, token, '/availability/devices', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('tablets (spec 001 §7 "Tablets and devices")', () => {
  it('lists tablets with model and build filters, echoing the filters (spec 001 §4)', async () => {
    const { sandbox, token } = await setUp();
    const models = await ok(v.array(v.string()), sandbox, token, '/tablets/models');
    const builds = await ok(v.array(v.string()), sandbox, token, '/tablets/builds');
    expect(models.length).toBeGreaterThan(1);
    expect(builds.length).toBeGreaterThan(1);
    const [r1001] = restaurantsOf(sandbox, 1001);
    const page = await ok(tabletPageSchema, sandbox, token, '/tablets/list', {
      restaurantUuid: r1001!,
      model: models[0]!,
    });
    expect(page.content.every((tablet) => tablet.model === models[0])).toBe(true);
    expect(page.filters).toEqual({
      restaurantUuid: r1001,
      model: models[0],
      build: null,
      search: null,
    });
    const all = await ok(tabletPageSchema, sandbox, token, '/tablets/list', { limit: 100 });
    const ranks = all.content.map((tablet) => DEVICE_STATUS_RANK[tablet.status as DeviceStatus]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('renames a tablet (trimmed), audits it with its restaurant; 400 for a blank name', async () => {
    const { sandbox, token } = await setUp();
    const tablet = fleetOf(sandbox).tablets.find((candidate) => candidate.restaurantUuid)!;
    const oldName = tablet.name;
    const blank = await call(sandbox, 'PUT', apiPath(`/tablets/name/${tablet.uuid}`), {
      token,
      body: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toMatch(/Name is required/);
    const long = await call(sandbox, 'PUT', apiPath(`/tablets/name/${tablet.uuid}`), {
      token,
      body: { name: 'x'.repeat(61) },
    });
    expect(long.status).toBe(400);
    const answer = await call(sandbox, 'PUT', apiPath(`/tablets/name/${tablet.uuid}`), {
      token,
      body: { name: '  Fryer 2  ' },
    });
    expect(answer.status).toBe(200);
    expect(tablet.name).toBe('Fryer 2');
    const restaurant = sandbox.context.chain.restaurants.find(
      (r) => r.uuid === tablet.restaurantUuid,
    )!;
    expect(lastAudit(sandbox)).toMatchObject({
      action: 'TABLET_RENAMED',
      target: `${oldName} · ${restaurant.number} - ${restaurant.name}`,
      restaurantUuid: restaurant.uuid,
    });
    const unknown = await call(sandbox, 'PUT', apiPath('/tablets/name/nope'), {
      token,
      body: { name: 'A' },
    });
    expect(unknown.status).toBe(404);
  });

  it('switches remote access; 400 for a non-boolean', async () => {
    const { sandbox, token } = await setUp();
    const tablet = fleetOf(sandbox).tablets.find((candidate) => !candidate.remoteAccess)!;
    const path = apiPath(`/tablets/${tablet.uuid}/remote-access`);
    expect(
      (await call(sandbox, 'PUT', path, { token, body: { remoteAccess: 'yes' } })).status,
    ).toBe(400);
    const answer = await call(sandbox, 'PUT', path, { token, body: { remoteAccess: true } });
    expect(answer.status).toBe(200);
    expect(tablet.remoteAccess).toBe(true);
    expect(lastAudit(sandbox).action).toBe('TABLET_REMOTE_ACCESS_CHANGED');
  });

  it('sends a command: kept as the last command, logged by the tablet, audited', async () => {
    const { sandbox, token } = await setUp();
    // Online, so it answers (tablet-commands.test.ts); remote access on, so it may be told.
    const tablet = fleetOf(sandbox).tablets.find(
      (candidate) =>
        candidate.restaurantUuid && isOnline(candidate, sandbox.context.chain.seededAt),
    )!;
    tablet.remoteAccess = true;
    const streams = await ok(v.array(v.string()), sandbox, token, '/tablets/command/zones/stream', {
      restaurantUuid: tablet.restaurantUuid!,
    });
    const path = apiPath(`/tablets/command/${tablet.uuid}`);
    const bad: unknown[] = [
      { action: 'START', alternateView: false, alternateTime: 10 },
      { action: 'JUMP', streamName: streams[0], alternateView: false, alternateTime: 10 },
      { action: 'START', streamName: streams[0], alternateView: true, alternateTime: 0 },
      { action: 'START', streamName: streams[0], alternateView: true, alternateTime: 2.5 },
      { action: 'START', streamName: 'Nowhere', alternateView: true, alternateTime: 10 },
    ];
    for (const body of bad) {
      const answer = await call(sandbox, 'POST', path, { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const answer = await call(sandbox, 'POST', path, {
      token,
      body: { action: 'START', streamName: streams[0], alternateView: true, alternateTime: 10 },
    });
    expect(answer.status, answer.json.message).toBe(200);
    expect(tablet.lastCommand).toMatchObject({ action: 'START', streamName: streams[0] });
    await vi.waitFor(async () => {
      const logs = await ok(tabletLogPageSchema, sandbox, token, '/tablets/logs', {
        restaurantUuid: tablet.restaurantUuid!,
      });
      expect(logs.content[0]!.message).toBe(`Command START received (${streams[0]})`);
    }, STATE_WAIT);
    expect(lastAudit(sandbox)).toMatchObject({ action: 'TABLET_COMMAND_SENT' });
  });

  it('409 for a command to a tablet not in a restaurant', async () => {
    const { sandbox, token } = await setUp();
    const spare = fleetOf(sandbox).tablets.find((candidate) => !candidate.restaurantUuid)!;
    const answer = await call(sandbox, 'POST', apiPath(`/tablets/command/${spare.uuid}`), {
      token,
      body: { action: 'STOP', alternateView: false, alternateTime: 10 },
    });
    expect(answer.status).toBe(409);
  });

  it('deletes a log line and a tablet, both audited', async () => {
    const { sandbox, token } = await setUp();
    const log = fleetOf(sandbox).tabletLogs[0]!;
    const deleted = await call(sandbox, 'DELETE', apiPath(`/tablets/logs/${log.uuid}`), { token });
    expect(deleted.status).toBe(200);
    expect(fleetOf(sandbox).tabletLogs).not.toContain(log);
    expect(lastAudit(sandbox).action).toBe('TABLET_LOG_DELETED');
    const tablet = fleetOf(sandbox).tablets[0]!;
    const answer = await call(sandbox, 'DELETE', apiPath(`/tablets/${tablet.uuid}`), { token });
    expect(answer.status).toBe(200);
    expect(fleetOf(sandbox).tablets).not.toContain(tablet);
    expect(fleetOf(sandbox).tabletSessions.some((s) => s.tabletUuid === tablet.uuid)).toBe(false);
    expect(lastAudit(sandbox).action).toBe('TABLET_DELETED');
  });

  it('answers tablet availability with its filters', async () => {
    const { sandbox, token } = await setUp();
    const page = await ok(tabletAvailabilityPageSchema, sandbox, token, '/availability/tablets', {
      startDate: START - DAY_MS,
      endDate: START,
      search: 'fryer',
    });
    expect(page.content.every((tablet) => /fryer/i.test(tablet.name ?? ''))).toBe(true);
    expect(page.filters?.search).toBe('fryer');
  });
});

describe('tablet sessions (spec 001 §3 "Tablet session: signedInTime")', () => {
  it('a tablet’s sessions are the ones seeded, whatever moved before they were first asked for', async () => {
    // Sessions are drawn when first asked for (sandbox/model/fleet.ts): from the fleet as seeded.
    const asked = async (unassignFirst: boolean) => {
      const { sandbox, token } = await setUp();
      const [other, tablet] = fleetOf(sandbox).tablets.filter((t) => t.restaurantUuid);
      if (unassignFirst) {
        const path = apiPath(`/restaurants/${other!.restaurantUuid}/changeRestaurant`);
        const moved = await call(sandbox, 'PUT', path, { token, body: { devices: [other!.uuid] } });
        expect(moved.status).toBe(200);
      }
      return ok(tabletSessionPageSchema, sandbox, token, '/tablet-sessions', {
        tabletUuid: tablet!.uuid,
      });
    };
    const untouched = await asked(false);
    expect(untouched.content.length).toBeGreaterThan(0);
    expect(await asked(true)).toEqual(untouched);
  });

  it('lists a tablet’s sessions newest first; 404 for an unknown tablet', async () => {
    const { sandbox, token } = await setUp();
    const tablet = fleetOf(sandbox).tablets.find((candidate) => candidate.restaurantUuid)!;
    const page = await ok(tabletSessionPageSchema, sandbox, token, '/tablet-sessions', {
      tabletUuid: tablet.uuid,
    });
    expect(page.tablet?.name).toBe(tablet.name);
    const times = page.content.map((session) => session.signedInTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get(sandbox, token, '/tablet-sessions', { tabletUuid: 'nope' })).status).toBe(
      404,
    );
    expect((await get(sandbox, token, '/tablet-sessions')).status).toBe(400);
  });

  it('deletes one session, then all, auditing each with the tablet', async () => {
    const { sandbox, token } = await setUp();
    const tablet = fleetOf(sandbox).tablets.find((candidate) => candidate.restaurantUuid)!;
    const sessions = () =>
      fleetOf(sandbox).tabletSessions.filter((session) => session.tabletUuid === tablet.uuid);
    const count = sessions().length;
    const first = sessions()[0]!;
    const one = await call(
      sandbox,
      'DELETE',
      apiPath('/tablet-sessions', { tabletUuid: tablet.uuid, sessionUuid: first.uuid }),
      { token },
    );
    expect(one.json.results).toEqual({ deleted: 1 });
    expect(sessions()).toHaveLength(count - 1);
    expect(lastAudit(sandbox)).toMatchObject({
      action: 'TABLET_SESSIONS_DELETED',
      targetUuid: tablet.uuid,
    });
    const again = await call(
      sandbox,
      'DELETE',
      apiPath('/tablet-sessions', { tabletUuid: tablet.uuid, sessionUuid: first.uuid }),
      { token },
    );
    expect(again.status).toBe(404);
    const all = await call(
      sandbox,
      'DELETE',
      apiPath('/tablet-sessions', { tabletUuid: tablet.uuid }),
      {
        token,
      },
    );
    expect(all.json.results).toEqual({ deleted: count - 1 });
    expect(sessions()).toHaveLength(0);
  });
});

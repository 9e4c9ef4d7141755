import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  exportAuditTrail,
  listAuditTrail,
  listAuditUsers,
} from '../../../src/api/audit/audit.endpoints';
import {
  auditTrailPageSchema,
  auditUsersSchema,
  type AuditEntry,
} from '../../../src/api/audit/audit.schema';
import {
  RECORD_ENDPOINTS,
  TIMER_ENDPOINTS,
} from '../../../src/api/timer-history/timer-history.endpoints';
import { getRecommendationHistory } from '../../../src/api/recommendation-history/recommendation-history.endpoints';
import { UNUSUAL_ENDPOINTS } from '../../../src/api/unusual/unusual.endpoints';
import type { Sandbox } from '../../../sandbox/app';
import {
  apiPath,
  call,
  DAY_MS,
  restaurantsOf,
  send,
  setUp,
  signInAs,
  START,
  type Query,
} from './sandbox-client';

const TRAIL = listAuditTrail.path;

let pace: string | undefined;
beforeEach(() => {
  pace = process.env.SANDBOX_DOWNLOAD_KIBPS;
  process.env.SANDBOX_DOWNLOAD_KIBPS = '0';
});
afterEach(() => {
  if (pace === undefined) delete process.env.SANDBOX_DOWNLOAD_KIBPS;
  else process.env.SANDBOX_DOWNLOAD_KIBPS = pace;
});

async function trail(sandbox: Sandbox, token: string, query: Query = {}) {
  const answer = await call(sandbox, 'GET', apiPath(TRAIL, query), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(auditTrailPageSchema, answer.json.results);
}

/** Every line the user sees with these filters, a page of 100 at a time. */
async function everything(sandbox: Sandbox, token: string, query: Query = {}) {
  const lines: AuditEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await trail(sandbox, token, { ...query, limit: 100, offset });
    lines.push(...page.content);
    if (offset + 100 >= page.total) return lines;
  }
}

function userUuid(sandbox: Sandbox, email: string): string {
  return sandbox.context.chain.users.find((user) => user.email === email)!.uuid;
}

describe('spec 001 §7 GET /auditTrail: access and restaurant scope', () => {
  it('answers 403 with the missing permission to a role without AUDIT (spec 000 §6)', async () => {
    const { sandbox } = await setUp();
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    for (const path of [TRAIL, exportAuditTrail.path, listAuditUsers.path]) {
      const answer = await call(sandbox, 'GET', apiPath(path), { token: accessToken });
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('Access denied: AUDIT VIEW is not granted to this user');
    }
  });

  it("an auditor of two restaurants sees only those restaurants' lines; another's is 404", async () => {
    const { sandbox } = await setUp();
    const { chain } = sandbox.context;
    const auditor = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
    auditor.roleUuid = chain.roles.find((role) => role.name === 'Support Engineer')!.uuid;
    auditor.restaurantUuids = restaurantsOf(sandbox, 1001, 1003);
    const { accessToken } = await signInAs(sandbox, auditor.email);
    const lines = await everything(sandbox, accessToken);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(auditor.restaurantUuids).toContain(line.restaurantUuid);
    const answer = await call(
      sandbox,
      'GET',
      apiPath(TRAIL, { restaurantUuid: restaurantsOf(sandbox, 1002)[0]! }),
      { token: accessToken },
    );
    expect(answer.status).toBe(404);
  });
});

describe('the seeded audit trail: 90 days, consistent with the rest of the chain', () => {
  it('goes back 90 days and no further, newest first', async () => {
    const { sandbox, token } = await setUp();
    const lines = await everything(sandbox, token);
    const times = lines.map((line) => line.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(START - 90 * DAY_MS);
    expect(Math.min(...times)).toBeLessThan(START - 80 * DAY_MS);
  });

  it('every sign-in of the authentication log is a SIGN_IN line at the same time', async () => {
    const { sandbox, token } = await setUp();
    const admin = userUuid(sandbox, 'admin@demo.kitchen');
    const signIns = sandbox.context.chain.authLog
      .filter((line) => line.userUuid === admin && line.event === 'SIGN_IN')
      .map((line) => line.time)
      .sort((a, b) => b - a);
    const lines = await everything(sandbox, token, { userUuid: admin, action: 'SIGN_IN' });
    expect(lines.map((line) => line.time)).toEqual(signIns);
  });

  it('every seeded support request has its SUPPORT_REQUEST_SENT line', async () => {
    const { sandbox, token } = await setUp();
    const requests = await call(sandbox, 'GET', apiPath('/support/history', { limit: 100 }), {
      token,
    });
    const sentLines = await everything(sandbox, token, { action: 'SUPPORT_REQUEST_SENT' });
    const sent = new Set(sentLines.map((line) => line.targetUuid));
    for (const request of (requests.json.results as { content: Array<{ uuid: string }> }).content)
      expect(sent.has(request.uuid)).toBe(true);
  });
});

describe('spec 001 §4 "Tables are zero-based paged": offset paging and the filters', () => {
  it('answers 20 lines by default; consecutive offsets neither skip nor repeat', async () => {
    const { sandbox, token } = await setUp();
    const first = await trail(sandbox, token);
    expect(first.content).toHaveLength(20);
    expect(first.offset).toBe(0);
    const a = await trail(sandbox, token, { limit: 10, offset: 0 });
    const b = await trail(sandbox, token, { limit: 10, offset: 10 });
    expect([...a.content, ...b.content].map((line) => line.uuid)).toEqual(
      first.content.map((line) => line.uuid),
    );
    expect(a.total).toBe(first.total);
  });

  it('who, what, when and which restaurant each narrow the list', async () => {
    const { sandbox, token } = await setUp();
    const all = await everything(sandbox, token);
    const admin = userUuid(sandbox, 'admin@demo.kitchen');
    const byAdmin = await everything(sandbox, token, { userUuid: admin });
    expect(byAdmin.length).toBe(all.filter((line) => line.userUuid === admin).length);
    expect(byAdmin.length).toBeGreaterThan(0);

    const users = await everything(sandbox, token, { area: 'USERS' });
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((line) => line.area === 'USERS')).toBe(true);

    const [restaurant] = restaurantsOf(sandbox, 1001);
    const there = await everything(sandbox, token, { restaurantUuid: restaurant! });
    expect(there.length).toBe(all.filter((line) => line.restaurantUuid === restaurant).length);
    expect(there.length).toBeGreaterThan(0);

    const from = START - 10 * DAY_MS;
    const to = START - 3 * DAY_MS;
    const ranged = await everything(sandbox, token, { startDate: from, endDate: to });
    expect(ranged.length).toBe(all.filter((line) => line.time >= from && line.time <= to).length);
  });

  it.each([
    ['a limit over 100', { limit: 101 }],
    ['a negative offset', { offset: -1 }],
    ['an unknown action', { action: 'DANCED' }],
    ['an action of another area', { area: 'USERS', action: 'SIGN_IN' }],
    ['a reversed range', { startDate: START, endDate: START - DAY_MS }],
    ['an empty user', { userUuid: '' }],
  ])('answers 400 with a message, never 500, for %s', async (_name, query) => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'GET', apiPath(TRAIL, query), { token });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBeTruthy();
  });
});

describe('recorded actions add their line as they happen', () => {
  it('a sign-in adds SIGN_IN for that user, from the address it came from', async () => {
    const { sandbox, token } = await setUp();
    // Behind a proxy on this machine, whose X-Forwarded-For is believed.
    sandbox.context.trustedProxies = ['127.0.0.1'];
    await signInAs(sandbox, 'crew@demo.kitchen', undefined, { 'X-Forwarded-For': '192.0.2.77' });
    const [line] = (await trail(sandbox, token, { limit: 1 })).content;
    expect(line).toMatchObject({
      action: 'SIGN_IN',
      area: 'ACCOUNT',
      userEmail: 'crew@demo.kitchen',
      ipAddress: '192.0.2.77',
      restaurantNumber: 1001,
    });
  });

  it('deleting a timer record adds TIMER_RECORD_DELETED in its restaurant; a failed delete adds nothing', async () => {
    const { sandbox, token } = await setUp();
    const fryer = TIMER_ENDPOINTS.fryer;
    const list = await call(sandbox, 'GET', apiPath(fryer.list.path, { limit: 1 }), { token });
    const [record] = (
      list.json.results as { content: Array<{ uuid: string; restaurantUuid: string }> }
    ).content;
    const before = (await trail(sandbox, token, { limit: 1 })).total;
    const deleted = await call(sandbox, 'DELETE', `/api/v1${fryer.list.path}/${record!.uuid}`, {
      token,
    });
    expect(deleted.status).toBe(200);
    const [line] = (await trail(sandbox, token, { limit: 1 })).content;
    expect(line).toMatchObject({
      action: 'TIMER_RECORD_DELETED',
      area: 'TIMER_CYCLE_HISTORY',
      targetUuid: record!.uuid,
      restaurantUuid: record!.restaurantUuid,
      userEmail: 'admin@demo.kitchen',
    });
    const again = await call(sandbox, 'DELETE', `/api/v1${fryer.list.path}/${record!.uuid}`, {
      token,
    });
    expect(again.status).toBe(404);
    expect((await trail(sandbox, token, { limit: 1 })).total).toBe(before + 1);
  });

  it.each([
    ['an entry-chute record', RECORD_ENDPOINTS['entry-chutes'], 'KITCHEN_RECORD_DELETED', 'EVENTS'],
    ['a basket event', RECORD_ENDPOINTS['basket-events'], 'KITCHEN_RECORD_DELETED', 'EVENTS'],
    ['a wrong-marker event', UNUSUAL_ENDPOINTS['wrong-marker'], 'UNUSUAL_EVENT_DELETED', 'UNUSUAL'],
    [
      'a recommendation',
      { list: getRecommendationHistory },
      'TIMER_RECORD_DELETED',
      'TIMER_CYCLE_HISTORY',
    ],
  ] as const)(
    'deleting %s adds its audit line (action and area) in its restaurant',
    async (_name, endpoints, action, area) => {
      const { sandbox, token } = await setUp();
      const week = { startTime: START - 7 * DAY_MS, endTime: START, limit: 1 };
      const list = await call(sandbox, 'GET', apiPath(endpoints.list.path, week), { token });
      const [record] = (
        list.json.results as {
          content: Array<{ uuid?: string; eventId?: string; restaurantUuid: string }>;
        }
      ).content;
      const id = record!.uuid ?? record!.eventId!;
      const deleted = await call(sandbox, 'DELETE', `/api/v1${endpoints.list.path}/${id}`, {
        token,
      });
      expect(deleted.status).toBe(200);
      const [line] = (await trail(sandbox, token, { limit: 1 })).content;
      expect(line).toMatchObject({
        action,
        area,
        targetUuid: id,
        restaurantUuid: record!.restaurantUuid,
      });
    },
  );

  it('a report delete adds REPORT_DELETED', async () => {
    const { sandbox, token } = await setUp();
    const reports = await call(sandbox, 'GET', apiPath('/report', { limit: 1 }), { token });
    const [report] = (reports.json.results as { content: Array<{ uuid: string }> }).content;
    await call(sandbox, 'DELETE', `/api/v1/report/${report!.uuid}`, { token });
    const [line] = (await trail(sandbox, token, { limit: 1 })).content;
    expect(line).toMatchObject({ action: 'REPORT_DELETED', targetUuid: report!.uuid });
  });
});

describe('GET /auditTrail/xls and /auditTrail/users', () => {
  it('exports the filtered lines as a spreadsheet, and the export is itself recorded', async () => {
    const { sandbox, token } = await setUp();
    const admin = userUuid(sandbox, 'admin@demo.kitchen');
    const filters = {
      userUuid: admin,
      area: 'SUPPORT',
      startDate: START - 30 * DAY_MS,
      endDate: START,
    };
    const listed = await trail(sandbox, token, { ...filters, limit: 100 });
    const count = listed.total;
    expect(listed.content).toHaveLength(count);
    // A range wider than the trail is named from its first line (the seed's trail may start
    // after the range does).
    const first = Math.max(filters.startDate, Math.min(...listed.content.map((l) => l.time)));
    const firstDay = new Date(first).toISOString().slice(0, 10);
    const response = await send(sandbox, 'GET', apiPath(exportAuditTrail.path, filters), {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="Audit log all restaurants ${firstDay} - 2026-11-22.xls"`,
    );
    const text = await response.text();
    expect(text.match(/<Row>/g)!.length).toBe(count + 3);
    const [line] = (await trail(sandbox, token, { limit: 1 })).content;
    expect(line).toMatchObject({ action: 'AUDIT_EXPORTED', userUuid: admin });
  });

  it("lists the trail's people by name", async () => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'GET', apiPath(listAuditUsers.path), { token });
    const users = v.parse(auditUsersSchema, answer.json.results);
    expect(users.map((user) => user.email)).toContain('admin@demo.kitchen');
    const names = users.map((user) => user.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listAuditTrail } from '../../../src/api/audit/audit.endpoints';
import { listSupportHistory, sendSupportRequest } from '../../../src/api/support/support.endpoints';
import { supportPageSchema, type SupportRequest } from '../../../src/api/support/support.schema';
import type { Sandbox } from '../../../sandbox/app';
import {
  apiPath,
  call,
  DAY_MS,
  restaurantsOf,
  setUp,
  signInAs,
  START,
  type Query,
} from './sandbox-client';

const HISTORY = listSupportHistory.path;

async function history(sandbox: Sandbox, token: string, query: Query = {}) {
  const answer = await call(sandbox, 'GET', apiPath(HISTORY, query), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(supportPageSchema, answer.json.results);
}

/** Every request the user sees with these filters, following the cursor. */
async function everything(sandbox: Sandbox, token: string, query: Query = {}) {
  const rows: SupportRequest[] = [];
  let page = await history(sandbox, token, { ...query, limit: 100 });
  rows.push(...page.content);
  while (page.existsNextPage) {
    page = await history(sandbox, token, {
      ...query,
      limit: 100,
      cursorDirection: 'NEXT',
      cursor: page.cursor!,
    });
    rows.push(...page.content);
  }
  return rows;
}

/** POST /support/support as a browser sends a form: multipart, its boundary in the header. */
async function sendForm(sandbox: Sandbox, token: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await sandbox.app.fetch(
    new Request(`http://sandbox.test/api/v1${sendSupportRequest.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.9' },
      body: form,
    }),
  );
  return {
    status: response.status,
    json: (await response.json()) as { message?: string; results?: SupportRequest },
  };
}

const png = (bytes: number, name = 'fryer.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/**
 * The manager's account as a support engineer of two restaurants: the Support Engineer role
 * (SUPPORT VIEW, CREATE, EDIT; no DELETE), restaurants 1001 and 1003.
 */
function supportEngineer(sandbox: Sandbox) {
  const { chain } = sandbox.context;
  const user = chain.users.find((candidate) => candidate.email === 'manager@demo.kitchen')!;
  user.roleUuid = chain.roles.find((role) => role.name === 'Support Engineer')!.uuid;
  user.restaurantUuids = restaurantsOf(sandbox, 1001, 1003);
  return user;
}

describe('spec 001 §7 GET /support/history: access and restaurant scope', () => {
  it('answers 403 with the missing permission to a role without SUPPORT (spec 000 §6)', async () => {
    const { sandbox } = await setUp();
    for (const email of ['manager@demo.kitchen', 'crew@demo.kitchen']) {
      const { accessToken } = await signInAs(sandbox, email);
      const answer = await call(sandbox, 'GET', apiPath(HISTORY), { token: accessToken });
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('Access denied: SUPPORT VIEW is not granted to this user');
    }
  });

  it("a support engineer sees only their restaurants' requests, and 404 for another's", async () => {
    const { sandbox } = await setUp();
    const engineer = supportEngineer(sandbox);
    const { accessToken } = await signInAs(sandbox, engineer.email);
    const rows = await everything(sandbox, accessToken);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.restaurantUuid === null) expect(row.requesterUuid).toBe(engineer.uuid);
      else expect(engineer.restaurantUuids).toContain(row.restaurantUuid);
    }
    const [other] = restaurantsOf(sandbox, 1002);
    const asked = await call(sandbox, 'GET', apiPath(HISTORY, { restaurantUuid: other! }), {
      token: accessToken,
    });
    expect(asked.status).toBe(404);

    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const foreign = (await everything(sandbox, admin.accessToken)).find(
      (row) => row.restaurantUuid === other && row.status === 'OPEN',
    );
    if (foreign) {
      const resolved = await call(
        sandbox,
        'PUT',
        `/api/v1/support/request/resolve/${foreign.uuid}`,
        { token: accessToken },
      );
      expect(resolved.status).toBe(404);
    }
  });

  it('a support engineer may resolve but not delete (SUPPORT DELETE is not theirs): 403', async () => {
    const { sandbox } = await setUp();
    supportEngineer(sandbox);
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    const [row] = (await history(sandbox, accessToken)).content;
    const answer = await call(sandbox, 'DELETE', `/api/v1/support/request/${row!.uuid}`, {
      token: accessToken,
    });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Access denied: SUPPORT DELETE is not granted to this user');
  });
});

describe('spec 001 §3 support history filters and §9 "Support history 20" a page', () => {
  it('answers 20 newest first by default, and NEXT pages continue without repeats', async () => {
    const { sandbox, token } = await setUp();
    const first = await history(sandbox, token);
    expect(first.content).toHaveLength(20);
    expect(first.existsPreviousPage).toBe(false);
    const times = first.content.map((row) => row.requestTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const next = await history(sandbox, token, {
      cursorDirection: 'NEXT',
      cursor: first.cursor!,
    });
    expect(next.existsPreviousPage).toBe(true);
    const seen = new Set(first.content.map((row) => row.uuid));
    expect(next.content.some((row) => seen.has(row.uuid))).toBe(false);
    expect(next.content[0]!.requestTime).toBeLessThanOrEqual(times.at(-1)!);
  });

  it('covers 90 days of requests, the older ones mostly resolved', async () => {
    const { sandbox, token } = await setUp();
    const rows = await everything(sandbox, token);
    const oldest = Math.min(...rows.map((row) => row.requestTime));
    expect(oldest).toBeGreaterThanOrEqual(START - 90 * DAY_MS);
    expect(oldest).toBeLessThan(START - 60 * DAY_MS);
    const old = rows.filter((row) => row.requestTime < START - 7 * DAY_MS);
    expect(old.filter((row) => row.status === 'RESOLVED').length).toBeGreaterThan(old.length / 2);
  });

  it('status, role, search and the date range each narrow the list', async () => {
    const { sandbox, token } = await setUp();
    const all = await everything(sandbox, token);
    const open = await everything(sandbox, token, { status: 'OPEN' });
    expect(open.length).toBe(all.filter((row) => row.status === 'OPEN').length);
    expect(open.length).toBeGreaterThan(0);

    const crew = await everything(sandbox, token, { role: 'USER' });
    expect(crew.length).toBeGreaterThan(0);
    expect(crew.every((row) => row.role === 'USER')).toBe(true);
    expect((await everything(sandbox, token, { role: 'all' })).length).toBe(all.length);

    const found = await everything(sandbox, token, { search: '  FRYER 2 ' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => /fryer 2/i.test(`${row.subject} ${row.message}`))).toBe(true);

    const from = START - 10 * DAY_MS;
    const to = START - 5 * DAY_MS;
    const ranged = await everything(sandbox, token, { startDate: from, endDate: to });
    expect(ranged.length).toBe(
      all.filter((row) => row.requestTime >= from && row.requestTime <= to).length,
    );
  });

  it.each([
    ['a search over 255 characters', { search: 'x'.repeat(256) }],
    ['an unknown status', { status: 'CLOSED' }],
    ['an unknown role', { role: 'CHEF' }],
    ['a limit over 100', { limit: 101 }],
    ['a reversed range', { startDate: START, endDate: START - DAY_MS }],
    ['NEXT with a cursor it never made', { cursorDirection: 'NEXT', cursor: 'bm9wZQ' }],
  ])('answers 400 with a message, never 500, for %s', async (_name, query) => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'GET', apiPath(HISTORY, query), { token });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBeTruthy();
  });
});

describe('spec 001 §7 PUT /support/request/resolve/{id} and DELETE /support/request/{id}', () => {
  it('resolve marks it resolved by the caller; a second resolve is 409', async () => {
    const { sandbox, token } = await setUp();
    const [open] = (await history(sandbox, token, { status: 'OPEN' })).content;
    const answer = await call(sandbox, 'PUT', `/api/v1/support/request/resolve/${open!.uuid}`, {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.results).toMatchObject({ status: 'RESOLVED', resolvedBy: 'Dana Whitfield' });
    const again = await call(sandbox, 'PUT', `/api/v1/support/request/resolve/${open!.uuid}`, {
      token,
    });
    expect(again.status).toBe(409);
    const stillOpen = await everything(sandbox, token, { status: 'OPEN' });
    expect(stillOpen.some((row) => row.uuid === open!.uuid)).toBe(false);
  });

  it('delete removes it from every call; deleting it again is 404', async () => {
    const { sandbox, token } = await setUp();
    const [row] = (await history(sandbox, token)).content;
    const answer = await call(sandbox, 'DELETE', `/api/v1/support/request/${row!.uuid}`, {
      token,
    });
    expect(answer.status).toBe(200);
    expect((await everything(sandbox, token)).some((item) => item.uuid === row!.uuid)).toBe(false);
    const again = await call(sandbox, 'DELETE', `/api/v1/support/request/${row!.uuid}`, {
      token,
    });
    expect(again.status).toBe(404);
  });
});

describe('spec 001 §7 POST /support/support (multipart form data)', () => {
  it('a crew member sends one with a screenshot; it heads the history about their restaurant', async () => {
    const { sandbox, token } = await setUp();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const sent = await sendForm(sandbox, crew.accessToken, {
      subject: '  Fryer 3 alarm  ',
      message: 'The alarm beeps with no basket in.',
      screenshot: png(2048),
    });
    expect(sent.status, sent.json.message).toBe(200);
    expect(sent.json.results).toMatchObject({
      subject: 'Fryer 3 alarm',
      status: 'OPEN',
      role: 'USER',
      restaurantNumber: 1001,
      attachment: { fileName: 'fryer.png', contentType: 'image/png', size: 2048 },
    });
    const [first] = (await history(sandbox, token)).content;
    expect(first!.uuid).toBe(sent.json.results!.uuid);
  });

  it.each([
    ['no subject', { message: 'Help' }, /"subject"/],
    ['a blank message', { subject: 'Help', message: '   ' }, /Message is required/],
    ['a subject over 120 characters', { subject: 'x'.repeat(121), message: 'm' }, /at most 120/],
    [
      'a screenshot that is not an image',
      { subject: 's', message: 'm', screenshot: new File(['hi'], 'a.txt', { type: 'text/plain' }) },
      /PNG, JPEG or WebP/,
    ],
    [
      'a screenshot over 5 MB',
      { subject: 's', message: 'm', screenshot: png(5 * 1024 * 1024 + 1) },
      /at most 5 MB/,
    ],
    ['a screenshot sent as text', { subject: 's', message: 'm', screenshot: 'not a file' }, /file/],
  ])('answers 400 with a message for %s', async (_name, fields, message) => {
    const { sandbox, token } = await setUp();
    const answer = await sendForm(sandbox, token, fields as Record<string, string | File>);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it('answers 400, never 500, for a JSON body or a broken multipart one', async () => {
    const { sandbox, token } = await setUp();
    const json = await call(sandbox, 'POST', `/api/v1${sendSupportRequest.path}`, {
      token,
      body: { subject: 's', message: 'm' },
    });
    expect(json.status).toBe(400);
    expect(json.json.message).toBe('The body must be multipart/form-data');
    const broken = await sandbox.app.fetch(
      new Request(`http://sandbox.test/api/v1${sendSupportRequest.path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'multipart/form-data; boundary=xyz',
        },
        body: '--xyz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nunterminated',
      }),
    );
    expect(broken.status).toBe(400);
  });

  it("answers 404 for a restaurant that is not the sender's", async () => {
    const { sandbox } = await setUp();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const answer = await sendForm(sandbox, crew.accessToken, {
      subject: 's',
      message: 'm',
      restaurantUuid: restaurantsOf(sandbox, 1002)[0]!,
    });
    expect(answer.status).toBe(404);
  });

  it('sending, resolving and deleting each add their line to the audit trail', async () => {
    const { sandbox, token } = await setUp();
    // Behind a proxy on this machine, whose X-Forwarded-For is believed.
    sandbox.context.trustedProxies = ['127.0.0.1'];
    const sent = await sendForm(sandbox, token, { subject: 'Camera 4 dark', message: 'm' });
    const uuid = sent.json.results!.uuid;
    await call(sandbox, 'PUT', `/api/v1/support/request/resolve/${uuid}`, { token });
    await call(sandbox, 'DELETE', `/api/v1/support/request/${uuid}`, { token });
    const trail = await call(
      sandbox,
      'GET',
      apiPath(listAuditTrail.path, { area: 'SUPPORT', limit: 3 }),
      { token },
    );
    const lines = (trail.json.results as { content: Array<Record<string, unknown>> }).content;
    expect(lines.map((line) => line.action)).toEqual([
      'SUPPORT_REQUEST_DELETED',
      'SUPPORT_REQUEST_RESOLVED',
      'SUPPORT_REQUEST_SENT',
    ]);
    for (const line of lines)
      expect(line).toMatchObject({
        target: 'Camera 4 dark',
        targetUuid: uuid,
        userEmail: 'admin@demo.kitchen',
      });
    expect(lines[2]).toMatchObject({ ipAddress: '203.0.113.9' });
  });
});

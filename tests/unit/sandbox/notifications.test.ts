import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_DESTINATION } from '../../../src/api/notifications/notifications.endpoints';
import {
  notificationPageSchema,
  type Notification,
} from '../../../src/api/notifications/notifications.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { MAX_NOTIFICATIONS_PER_USER } from '../../../sandbox/model/notifications';
import { DEMO_ACCOUNTS } from '../../../sandbox/seed';
import { notifyEveryFromEnv, startKitchenSimulator } from '../../../sandbox/simulator';
import { call, manualClock, signInAs } from './sandbox-client';

const LIST = '/api/v1/notification/list';
const COUNT = '/api/v1/notification/unread/count';
const READ = '/api/v1/notification/read/multiple';

async function setUp(email = 'crew@demo.kitchen') {
  const clock = manualClock();
  const sandbox = createSandbox({ now: clock.now });
  const { accessToken: token } = await signInAs(sandbox, email);
  return { clock, sandbox, token };
}

async function page(sandbox: Sandbox, token: string, query = '') {
  const answer = await call(sandbox, 'GET', `${LIST}${query}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(notificationPageSchema, answer.json.results);
}

async function everything(sandbox: Sandbox, token: string): Promise<Notification[]> {
  return (await page(sandbox, token, '?size=100')).content;
}

async function unread(sandbox: Sandbox, token: string): Promise<number> {
  const answer = await call(sandbox, 'GET', COUNT, { token });
  return (answer.json.results as { unreadTotalResults: number }).unreadTotalResults;
}

function notify(sandbox: Sandbox, email: string, message: string, type = 'INFO') {
  return call(sandbox, 'POST', '/__sandbox/notify', { body: { email, type, message } });
}

describe('seeded notifications', () => {
  it.each(
    DEMO_ACCOUNTS.filter((account) => !/blocked|expired|mfa/.test(account.email)).map(
      (account) => account.email,
    ),
  )('%s has a handful, a few UNREAD and the rest READ', async (email) => {
    const { sandbox, token } = await setUp(email);
    const all = await everything(sandbox, token);
    expect(all.length).toBeGreaterThanOrEqual(8);
    const unreadOnes = all.filter((notification) => notification.status === 'UNREAD');
    expect(unreadOnes.length).toBeGreaterThanOrEqual(3);
    expect(all.length - unreadOnes.length).toBeGreaterThanOrEqual(3);
    expect(await unread(sandbox, token)).toBe(unreadOnes.length);
  });

  it("names the user's own restaurant: the crew member's are all at #1001", async () => {
    const { sandbox, token } = await setUp();
    for (const notification of await everything(sandbox, token)) {
      expect(notification.message).toContain('#1001');
      expect(notification.message).toMatch(/<b>|report/);
    }
  });

  it('are within the last three days, the UNREAD ones the newest', async () => {
    const { clock, sandbox, token } = await setUp();
    const all = await everything(sandbox, token);
    for (const notification of all) {
      expect(notification.eventTime).toBeLessThanOrEqual(clock.now());
      expect(notification.eventTime).toBeGreaterThan(clock.now() - 72 * 3_600_000);
    }
    const firstRead = all.findIndex((notification) => notification.status === 'READ');
    expect(all.slice(firstRead).every((notification) => notification.status === 'READ')).toBe(true);
  });
});

describe('GET /notification/list', () => {
  it('pages newest first with zero-based pages, totalElements and last', async () => {
    const { sandbox, token } = await setUp();
    const all = await everything(sandbox, token);
    expect(all.map((notification) => notification.eventTime)).toEqual(
      all.map((notification) => notification.eventTime).sort((a, b) => b - a),
    );

    const first = await page(sandbox, token, '?page=0&size=3');
    expect(first).toEqual({
      content: all.slice(0, 3),
      totalElements: all.length,
      last: false,
      page: 0,
    });
    const second = await page(sandbox, token, '?page=1&size=3');
    expect(second.content).toEqual(all.slice(3, 6));
    const lastPage = Math.ceil(all.length / 3) - 1;
    const final = await page(sandbox, token, `?page=${lastPage}&size=3`);
    expect(final).toMatchObject({ last: true, page: lastPage, content: all.slice(lastPage * 3) });
    expect(await page(sandbox, token, '?page=50&size=3')).toEqual({
      content: [],
      totalElements: all.length,
      last: true,
      page: 50,
    });
  });

  it('defaults to page 0 of size 20', async () => {
    const { sandbox, token } = await setUp();
    for (let index = 0; index < 20; index++)
      await notify(sandbox, 'crew@demo.kitchen', `n${index}`);
    const answer = await page(sandbox, token);
    expect(answer.page).toBe(0);
    expect(answer.content).toHaveLength(20);
    expect(answer.last).toBe(false);
  });

  it('puts a newer notification on top, and of the same millisecond the one added last', async () => {
    const { clock, sandbox, token } = await setUp();
    clock.advance(1000);
    await notify(sandbox, 'crew@demo.kitchen', 'first');
    await notify(sandbox, 'crew@demo.kitchen', 'second', 'ERROR');
    const { content } = await page(sandbox, token, '?size=2');
    expect(
      content.map(({ message, type, status, eventTime }) => ({ message, type, status, eventTime })),
    ).toEqual([
      { message: 'second', type: 'ERROR', status: 'UNREAD', eventTime: clock.now() },
      { message: 'first', type: 'INFO', status: 'UNREAD', eventTime: clock.now() },
    ]);
  });

  it.each(['?page=-1', '?page=x', '?size=0', '?size=101', '?size=2.5'])(
    'answers 400 to %s',
    async (query) => {
      const { sandbox, token } = await setUp();
      const answer = await call(sandbox, 'GET', `${LIST}${query}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/^Invalid query parameter "(page|size)"/);
    },
  );

  it(`keeps at most ${MAX_NOTIFICATIONS_PER_USER} per user, dropping the oldest`, async () => {
    const { clock, sandbox, token } = await setUp();
    const seeded = (await everything(sandbox, token)).length;
    for (let index = 0; index < MAX_NOTIFICATIONS_PER_USER; index++) {
      clock.advance(1);
      await notify(sandbox, 'crew@demo.kitchen', `live ${index}`);
    }
    const first = await page(sandbox, token, '?size=100');
    expect(first.totalElements).toBe(MAX_NOTIFICATIONS_PER_USER);
    expect(first.content[0]?.message).toBe(`live ${MAX_NOTIFICATIONS_PER_USER - 1}`);
    const tail = await page(sandbox, token, '?page=1&size=100');
    expect(tail.content.at(-1)?.message).toBe('live 0');
    expect(seeded).toBeGreaterThan(0);
    // Other users keep theirs.
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    expect((await everything(sandbox, manager.accessToken)).length).toBeGreaterThan(0);
  });
});

describe('unread count and marking read', () => {
  it('marks the given notifications READ; the unread count follows', async () => {
    const { sandbox, token } = await setUp();
    const before = await unread(sandbox, token);
    const unreadOnes = (await everything(sandbox, token)).filter(
      (notification) => notification.status === 'UNREAD',
    );
    const answer = await call(sandbox, 'PUT', READ, {
      token,
      body: { notificationsUuid: unreadOnes.slice(0, 2).map((notification) => notification.uuid) },
    });
    // The call's declaration names no field (000 §4 gives it no shape): the answer carries
    // none, and the console asks the count again.
    expect(answer).toEqual({ status: 200, json: { success: true, results: {} } });
    expect(await unread(sandbox, token)).toBe(before - 2);
    const after = await everything(sandbox, token);
    for (const notification of unreadOnes.slice(0, 2))
      expect(after.find((candidate) => candidate.uuid === notification.uuid)?.status).toBe('READ');
  });

  it("ignores unknown uuids, READ ones and other users' notifications", async () => {
    const { sandbox, token } = await setUp();
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const managerUnread = await unread(sandbox, manager.accessToken);
    const managerUuids = (await everything(sandbox, manager.accessToken)).map(
      (notification) => notification.uuid,
    );
    const ownRead = (await everything(sandbox, token)).find(
      (notification) => notification.status === 'READ',
    )!;
    const before = await unread(sandbox, token);

    const answer = await call(sandbox, 'PUT', READ, {
      token,
      body: { notificationsUuid: ['no-such-uuid', ownRead.uuid, ...managerUuids] },
    });
    expect(answer.status).toBe(200);
    expect(await unread(sandbox, token)).toBe(before);
    expect(await unread(sandbox, manager.accessToken)).toBe(managerUnread);
  });

  it('accepts an empty list and refuses more than 100 uuids or a missing field', async () => {
    const { sandbox, token } = await setUp();
    const empty = await call(sandbox, 'PUT', READ, { token, body: { notificationsUuid: [] } });
    expect(empty.status).toBe(200);
    const tooMany = await call(sandbox, 'PUT', READ, {
      token,
      body: { notificationsUuid: Array.from({ length: 101 }, (_, index) => `u${index}`) },
    });
    expect(tooMany.status).toBe(400);
    expect((await call(sandbox, 'PUT', READ, { token, body: {} })).status).toBe(400);
  });

  it('counts a pushed notification as unread', async () => {
    const { sandbox, token } = await setUp();
    const before = await unread(sandbox, token);
    await notify(
      sandbox,
      'crew@demo.kitchen',
      'Tablet <b>Drive-thru 1</b> is offline at #1001',
      'ERROR',
    );
    expect(await unread(sandbox, token)).toBe(before + 1);
  });
});

describe('DELETE /notification/:id', () => {
  it("removes one of the caller's and lowers the total", async () => {
    const { sandbox, token } = await setUp();
    const before = await page(sandbox, token, '?size=100');
    const target = before.content[1]!;
    const answer = await call(sandbox, 'DELETE', `/api/v1/notification/${target.uuid}`, { token });
    expect(answer).toEqual({ status: 200, json: { success: true, results: {} } });
    const after = await page(sandbox, token, '?size=100');
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(after.content.map((notification) => notification.uuid)).not.toContain(target.uuid);

    const again = await call(sandbox, 'DELETE', `/api/v1/notification/${target.uuid}`, { token });
    expect(again).toMatchObject({ status: 404, json: { message: 'Notification not found' } });
  });

  it("answers 404 for another user's notification and leaves it alone", async () => {
    const { sandbox, token } = await setUp();
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const [theirs] = await everything(sandbox, manager.accessToken);
    const answer = await call(sandbox, 'DELETE', `/api/v1/notification/${theirs!.uuid}`, { token });
    expect(answer.status).toBe(404);
    expect((await everything(sandbox, manager.accessToken))[0]).toEqual(theirs);
  });
});

describe("other users' data and signed-out callers", () => {
  it("never lists another user's notifications", async () => {
    const { sandbox, token } = await setUp();
    await notify(sandbox, 'manager@demo.kitchen', 'for the manager only');
    const crewUuids = new Set(
      (await everything(sandbox, token)).map((notification) => notification.uuid),
    );
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const managerList = await everything(sandbox, manager.accessToken);
    expect(managerList[0]?.message).toBe('for the manager only');
    expect(managerList.some((notification) => crewUuids.has(notification.uuid))).toBe(false);
  });

  it.each([
    ['GET', LIST],
    ['GET', COUNT],
    ['PUT', READ],
    ['DELETE', '/api/v1/notification/some-uuid'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const sandbox = createSandbox();
    const answer = await call(sandbox, method, path, {
      body: method === 'PUT' ? { notificationsUuid: [] } : undefined,
    });
    expect(answer).toMatchObject({ status: 401, json: { success: false, code: 401 } });
  });

  it('reset brings back the seeded list', async () => {
    const { sandbox, token } = await setUp();
    const seeded = await everything(sandbox, token);
    await notify(sandbox, 'crew@demo.kitchen', 'live');
    await call(sandbox, 'POST', '/__sandbox/reset');
    const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen');
    expect(await everything(sandbox, accessToken)).toEqual(seeded);
  });
});

describe('the kitchen simulator', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('every N seconds stores and pushes one event to each user with an open socket, until stopped', async () => {
    vi.useFakeTimers();
    const { sandbox, token } = await setUp();
    const crew = sandbox.context.chain.users.find((user) => user.email === 'crew@demo.kitchen')!;
    vi.spyOn(sandbox.context.broker, 'connectedUsers').mockReturnValue([crew.uuid]);
    const publish = vi.spyOn(sandbox.context.broker, 'publish');
    const before = (await page(sandbox, token)).totalElements;

    const simulator = startKitchenSimulator(sandbox.context, 30);
    vi.advanceTimersByTime(29_999);
    expect(publish).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(publish).toHaveBeenCalledTimes(1);
    simulator.stop();
    vi.advanceTimersByTime(120_000);
    expect(publish).toHaveBeenCalledTimes(1);

    const [top] = (await page(sandbox, token, '?size=1')).content;
    expect((await page(sandbox, token)).totalElements).toBe(before + 1);
    expect(top).toMatchObject({ status: 'UNREAD' });
    expect(top!.message).toContain('#1001');
    expect(publish).toHaveBeenCalledWith(crew.uuid, NOTIFICATIONS_DESTINATION, top);
  });

  it('does nothing at 0 seconds', () => {
    vi.useFakeTimers();
    const sandbox = createSandbox();
    const connected = vi.spyOn(sandbox.context.broker, 'connectedUsers');
    startKitchenSimulator(sandbox.context, 0);
    vi.advanceTimersByTime(3_600_000);
    expect(connected).not.toHaveBeenCalled();
  });

  it.each([
    [undefined, 45],
    ['', 45],
    ['abc', 45],
    ['-5', 45],
    ['0', 0],
    ['10', 10],
  ])('reads SANDBOX_NOTIFY_EVERY=%s as %s seconds', (value, seconds) => {
    vi.stubEnv('SANDBOX_NOTIFY_EVERY', value);
    expect(notifyEveryFromEnv()).toBe(seconds);
  });
});

import {
  onlineManager,
  QueryClient,
  type MutationOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeAlert } from '../../src/api/alerts/alerts.endpoints';
import { alertsMutations } from '../../src/api/alerts/alerts.queries';
import {
  deleteNotification,
  markNotificationsRead,
} from '../../src/api/notifications/notifications.endpoints';
import { notificationsMutations } from '../../src/api/notifications/notifications.queries';
import {
  clearOutbox,
  discard,
  loadOutbox,
  outboxItems,
  runOutbox,
} from '../../src/api/outbox/outbox';
import { startOutbox } from '../../src/api/outbox/outbox-actions';
import { get } from 'idb-keyval';
import { idbStore } from '../../src/lib/idb-store';
import { appended, changeSavedOutbox, OUTBOX_KEY } from '../../src/lib/outbox-store';
import { unreadAfterOutbox } from '../../src/api/outbox/use-outbox';
import { forgetUserData } from '../../src/api/auth/auth.api';
import { applyBadge, raiseUnread, showUnread } from '../../src/lib/app-badge';
import { findUserByEmail } from '../../sandbox/model/users';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, networkError } from '../helpers/override';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';

// Allowed to acknowledge and delete alerts (MONITORING EDIT, DELETE), with unread notifications.
const EMAIL = 'admin@demo.kitchen';
const API = '/api/v1';

function unreadUuids(): string[] {
  const user = findUserByEmail(sandbox.context.chain.users, EMAIL)!.uuid;
  return sandbox.context.chain.notifications
    .filter((record) => record.userUuid === user && record.status === 'UNREAD')
    .map((record) => record.uuid);
}

/** The provider calls of the outbox's endpoints the sandbox answered, in the order they came. */
function outboxCalls() {
  const paths = [markNotificationsRead.path, '/notification/', '/alerts/'];
  return sandbox.context.requests
    .list()
    .filter(
      (entry) =>
        entry.method !== 'GET' && paths.some((path) => entry.path.startsWith(`${API}${path}`)),
    )
    .map((entry) => `${entry.method} ${entry.path.slice(API.length)} ${entry.status}`);
}

let online = true;
let client: QueryClient;

/** The browser's connection as the console sees it: `navigator.onLine` and its events. */
function setOnline(value: boolean) {
  online = value;
  onlineManager.setOnline(value);
}

beforeEach(async () => {
  installQuietSessionSeam();
  await signInAs(EMAIL);
  setOnline(true);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  client = new QueryClient();
  await startOutbox(client);
  await loadOutbox();
  sandbox.context.requests.clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clearOutbox();
});

/** Runs a mutation as a screen would (`useMutation`), through the client's mutation cache. */
function mutate<V>(options: UseMutationOptions<unknown, Error, V>, variables: V) {
  return client
    .getMutationCache()
    .build(client, options as MutationOptions<unknown, Error, V>)
    .execute(variables);
}

describe('actions that wait offline (docs/decisions/shell-and-widgets.md, "Actions that wait offline")', () => {
  it('offline, mark read, delete and acknowledge are kept, not sent, and arrive once each, in the order made', async () => {
    const [first, second, third] = unreadUuids();
    expect(third).toBeDefined();
    setOnline(false);
    await mutate(notificationsMutations.markRead(), [first!, second!]);
    await mutate(alertsMutations.acknowledge(), 'pa-no-such-alert');
    await mutate(notificationsMutations.remove(), third!);
    expect(outboxCalls()).toEqual([]);
    expect(outboxItems().map((item) => item.action.kind)).toEqual([
      'notifications.markRead',
      'alerts.acknowledge',
      'notifications.delete',
    ]);
    // A reload reads them back from IndexedDB.
    expect((await loadOutbox()).length).toBe(3);

    setOnline(true);
    expect(await runOutbox()).toBe(0);
    // A second run (another tab, the next `online` event) sends nothing again.
    await runOutbox();
    expect(outboxCalls()).toEqual([
      `PUT ${markNotificationsRead.path} 200`,
      // The alert is gone already (404): done, not a refusal.
      `POST /alerts/pa-no-such-alert/acknowledge 404`,
      `DELETE /notification/${third} 200`,
    ]);
    expect(outboxItems()).toEqual([]);
    expect(unreadUuids()).not.toContain(first);
  });

  it("an Acknowledge the service worker keeps (a push's notification, no console open) is sent by the next console after what already waits (decisions: provider-api, 'Push, our extension')", async () => {
    const [first] = unreadUuids();
    setOnline(false);
    await mutate(notificationsMutations.markRead(), [first!]);
    // What sw/push.ts does on Acknowledge with no console window open.
    await changeSavedOutbox((saved) =>
      appended(
        saved,
        { kind: 'alerts.acknowledge', id: 'pa-from-a-push' },
        Date.now(),
        findUserByEmail(sandbox.context.chain.users, EMAIL)!.uuid,
      ),
    );
    setOnline(true);
    await loadOutbox();
    expect(await runOutbox()).toBe(0);
    expect(outboxCalls()).toEqual([
      `PUT ${markNotificationsRead.path} 200`,
      'POST /alerts/pa-from-a-push/acknowledge 404',
    ]);
  });

  it('a call that gets no answer at all goes to the outbox instead of failing', async () => {
    server.use(networkError(acknowledgeAlert));
    await mutate(alertsMutations.acknowledge(), 'pa-000001');
    expect(outboxItems().map((item) => item.action)).toEqual([
      { kind: 'alerts.acknowledge', id: 'pa-000001' },
    ]);
    // Still no answer on replay: it keeps waiting, unrefused.
    expect(await runOutbox()).toBe(1);
    expect(outboxItems()[0]?.refusal).toBeUndefined();
  });

  it('a refusal on replay stays on its item with its message, and the next one is still sent', async () => {
    const [first, second] = unreadUuids();
    expect(second).toBeDefined();
    setOnline(false);
    await mutate(notificationsMutations.remove(), first!);
    await mutate(notificationsMutations.markRead(), [second!]);
    server.use(failWith(deleteNotification, 403, 'Not allowed for this user'));
    setOnline(true);
    expect(await runOutbox()).toBe(0);
    expect(outboxItems()).toEqual([
      expect.objectContaining({
        action: { kind: 'notifications.delete', uuid: first },
        refusal: { code: 403, message: 'Not allowed for this user' },
      }),
    ]);
    expect(outboxCalls()).toEqual([`PUT ${markNotificationsRead.path} 200`]);
    // A refused one is left for Retry or Discard: a plain run does not send it again.
    server.resetHandlers();
    await runOutbox();
    expect(outboxItems()).toHaveLength(1);
    // Retry sends it.
    await runOutbox(outboxItems()[0]!.seq);
    expect(outboxItems()).toEqual([]);
    expect(outboxCalls()).toEqual([
      `PUT ${markNotificationsRead.path} 200`,
      `DELETE /notification/${first} 200`,
    ]);
  });

  it('Discard drops an action unsent, and its screen asks the provider again', async () => {
    const [first] = unreadUuids();
    expect(first).toBeDefined();
    setOnline(false);
    await mutate(notificationsMutations.markRead(), [first!]);
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    await discard(outboxItems()[0]!.seq);
    expect(outboxItems()).toEqual([]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    setOnline(true);
    await runOutbox();
    expect(outboxCalls()).toEqual([]);
    expect(unreadUuids()).toContain(first);
  });

  it('keeps each action with the user whose session made it', async () => {
    setOnline(false);
    await mutate(alertsMutations.acknowledge(), 'pa-000001');
    expect(outboxItems().map((item) => item.userUuid)).toEqual([
      findUserByEmail(sandbox.context.chain.users, EMAIL)!.uuid,
    ]);
  });

  it('drops what another user left (a session that ended without sign-out) when this user’s session starts, and never sends it', async () => {
    const [first] = unreadUuids();
    setOnline(false);
    await mutate(notificationsMutations.markRead(), [first!]);
    // Left by the crew's session on this device, and one from before items named their user.
    const crew = findUserByEmail(sandbox.context.chain.users, 'crew@demo.kitchen')!.uuid;
    await changeSavedOutbox((saved) => [
      ...appended(saved, { kind: 'alerts.acknowledge', id: 'pa-of-the-crew' }, Date.now(), crew),
      { seq: 99, action: { kind: 'alerts.delete', id: 'pa-of-nobody' }, queuedAt: 0 } as never,
    ]);

    // The next page of this session (a reload) reads the outbox: only this user's item is left.
    expect((await loadOutbox()).map((item) => item.action)).toEqual([
      { kind: 'notifications.markRead', uuids: [first] },
    ]);
    expect(await get(OUTBOX_KEY, idbStore)).toHaveLength(1);

    // Saved again behind the page's back (the service worker, another tab): the replay skips it.
    await changeSavedOutbox((saved) =>
      appended(saved, { kind: 'alerts.acknowledge', id: 'pa-of-the-crew' }, Date.now(), crew),
    );
    setOnline(true);
    expect(await runOutbox()).toBe(0);
    expect(outboxCalls()).toEqual([`PUT ${markNotificationsRead.path} 200`]);
  });

  it('replays nothing of the user who signed in before once another signs in', async () => {
    setOnline(false);
    await mutate(alertsMutations.acknowledge(), 'pa-000001');
    // The session ends without sign-out (the tab closed, the refresh refused); the crew signs in.
    await signInAs('crew@demo.kitchen');
    sandbox.context.requests.clear();
    setOnline(true);
    expect(await runOutbox()).toBe(0);
    expect(outboxCalls()).toEqual([]);
    expect(await get(OUTBOX_KEY, idbStore)).toEqual([]);
  });

  it('signing out drops what waits: nothing is sent later with the next user’s session', async () => {
    setOnline(false);
    await mutate(alertsMutations.acknowledge(), 'pa-000001');
    await forgetUserData(client);
    expect(await loadOutbox()).toEqual([]);
  });
});

describe('the app badge (docs/decisions/shell-and-widgets.md, "The badge")', () => {
  it('shows the bell’s count less what was marked read offline, and clears at zero', async () => {
    const badge = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
    setOnline(false);
    await mutate(notificationsMutations.markRead(), ['a', 'b']);
    const shown = unreadAfterOutbox(5, outboxItems());
    await applyBadge(badge, shown);
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(3);
    await applyBadge(badge, unreadAfterOutbox(2, outboxItems()));
    expect(badge.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(badge.setAppBadge).toHaveBeenCalledTimes(1);
    // A browser without the Badging API is left alone.
    await expect(applyBadge({}, 4)).resolves.toBeUndefined();
  });

  it('a push while no console is open raises the count the page last showed; sign-out clears it', async () => {
    const badge = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
    await showUnread(badge, 3);
    // The service worker, on a push (sw/badge.ts).
    expect(await raiseUnread(badge)).toBe(4);
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(4);
    await forgetUserData(client);
    expect(await raiseUnread(badge)).toBe(1);
  });
});

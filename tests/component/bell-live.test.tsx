import { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreadNotificationCount } from '../../src/api/notifications/notifications.endpoints';
import BellLive from '../../src/features/notifications/bell-live';
import { Providers } from '../../src/providers';
import { findUserByEmail } from '../../sandbox/model/users';
import { sandbox } from '../helpers/msw-server';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';

// What each slice starts, seen from outside: the outbox's replay and the live channel's STOMP
// connection (each loads its code first), and the count's call in the sandbox's request log.
const started = vi.hoisted(() => ({ outbox: 0, channel: 0 }));
vi.mock('../../src/api/outbox/outbox-actions', () => ({
  startOutbox: () => {
    started.outbox += 1;
    return Promise.resolve();
  },
}));
vi.mock('../../src/api/notifications/notifications-live', () => ({
  connectLiveNotifications: () => {
    started.channel += 1;
    return { close: () => Promise.resolve() };
  },
}));

const EMAIL = 'manager@demo.kitchen';

function unreadInSandbox(): number {
  const user = findUserByEmail(sandbox.context.chain.users, EMAIL)!.uuid;
  return sandbox.context.chain.notifications.filter(
    (record) => record.userUuid === user && record.status === 'UNREAD',
  ).length;
}

function countAsked(): number {
  return sandbox.context.requests.list({ path: `/api/v1${unreadNotificationCount.path}` }).length;
}

function renderBellLive(onUnread = vi.fn()) {
  render(
    <Providers queryClient={new QueryClient()} env="test">
      <BellLive onUnread={onUnread} onLiveOff={() => undefined} />
    </Providers>,
  );
  return onUnread;
}

beforeEach(async () => {
  started.outbox = 0;
  started.channel = 0;
  installQuietSessionSeam();
  await signInAs(EMAIL);
  sandbox.context.requests.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decisions "What the first screen does not show starts after it": the bell\'s work once the page is idle, a slice a task', () => {
  it('nothing starts before the page is idle; then the count, the outbox and the live channel each after the browser has had a turn', async () => {
    const idle: Array<() => void> = [];
    const turns: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => turns.push(resolve)),
    });
    const onUnread = renderBellLive();

    await waitFor(() => expect(idle).toHaveLength(1));
    expect([countAsked(), started.outbox, started.channel]).toEqual([0, 0, 0]);

    act(() => idle.shift()!());
    await waitFor(() => expect(countAsked()).toBe(1));
    await waitFor(() => expect(turns).toHaveLength(1));
    expect([started.outbox, started.channel]).toEqual([0, 0]);

    act(() => turns.shift()!());
    await waitFor(() => expect(started.outbox).toBe(1));
    await waitFor(() => expect(turns).toHaveLength(1));
    expect(started.channel).toBe(0);

    act(() => turns.shift()!());
    await waitFor(() => expect(started.channel).toBe(1));
    // The bell still shows the provider's count.
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(unreadInSandbox()));
    expect(unreadInSandbox()).toBeGreaterThan(0);
  });

  it('without requestIdleCallback and scheduler.yield (Safari), timeouts start all three', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('scheduler', undefined);
    const onUnread = renderBellLive();
    await waitFor(() => expect(started.channel).toBe(1));
    expect([countAsked(), started.outbox]).toEqual([1, 1]);
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(unreadInSandbox()));
  });
});

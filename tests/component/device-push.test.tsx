import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptionsOf } from '../../sandbox/push/subscriptions';
import { signOut } from '../../src/api/auth/auth.api';
import { pushKey, subscribePush } from '../../src/api/push/push.endpoints';
import { notify } from '../../sandbox/routes/notifications';
import { sandbox, server } from '../helpers/msw-server';
import { liveChannelOpen } from '../helpers/live-channel';
import { failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/*
 * "Notifications on this device" (docs/decisions/provider-api.md, "Push, our extension").
 * jsdom has no Web Push: the browser's side is a stand-in that records what the console asks of
 * it; nothing here, nor anywhere in the tests, subscribes a real browser.
 */

interface FakeSubscription {
  endpoint: string;
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
}

function fakeBrowser(permission: NotificationPermission = 'default', withWorker = true) {
  let current: FakeSubscription | null = null;
  const requestPermission = vi.fn(async () => {
    state.permission = 'granted';
    return 'granted' as const;
  });
  const state = { permission };
  const subscribe = vi.fn(async () => {
    const subscription: FakeSubscription = {
      endpoint: 'https://push.example.invalid/this-phone',
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
      toJSON: () => ({
        endpoint: 'https://push.example.invalid/this-phone',
        keys: { p256dh: 'BPd-key-of-this-phone', auth: 'auth-secret' },
      }),
    };
    current = subscription;
    return subscription;
  });
  const showNotification = vi.fn(async () => undefined);
  const getSubscription = vi.fn(async () => current);
  const registration = {
    pushManager: { subscribe, getSubscription },
    showNotification,
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: null,
      ready: Promise.resolve(registration),
      getRegistration: async () => (withWorker ? registration : undefined),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return {
    requestPermission,
    subscribe,
    showNotification,
    getSubscription,
    current: () => current,
  };
}

afterEach(() => {
  // Unmounted first: the console's listeners leave the stand-in before it goes.
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

beforeEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
});

/** The card itself: the security page has other 'Turn on' buttons (multi-factor). */
async function card() {
  return within(await screen.findByRole('region', { name: 'Notifications on this device' }));
}

const crewUuid = () =>
  sandbox.context.chain.users.find((u) => u.email === 'crew@demo.kitchen')!.uuid;

describe('notifications on this device (security settings)', () => {
  it.each([404, 501])(
    'says the provider sends no push when the key call answers %i, and changes nothing else',
    async (status) => {
      fakeBrowser();
      server.use(failWith(pushKey, status, 'Not found'));
      await signInAs('crew@demo.kitchen');
      await renderApp('/user-settings/security');
      const push = await card();
      expect(
        await push.findByText('This provider does not send push notifications'),
      ).toBeInTheDocument();
      expect(push.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    },
  );

  it('asks permission only on the click, then subscribes with the provider key', async () => {
    const browser = fakeBrowser();
    await signInAs('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const push = await card();
    const turnOn = await push.findByRole('button', { name: 'Turn on' });
    await waitFor(() => expect(turnOn).toBeEnabled());
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(turnOn);
    expect(await push.findByText('On for this device')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [[options]] = browser.subscribe.mock.calls as unknown as [[PushSubscriptionOptionsInit]];
    const key = Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url');
    expect(key).toBe(sandbox.context.push.publicKey);
    expect(pushSubscriptionsOf(sandbox.context.chain, crewUuid())).toMatchObject([
      { endpoint: 'https://push.example.invalid/this-phone', keys: { auth: 'auth-secret' } },
    ]);
  });

  it('says the provider sends no push when the subscribe call answers 404, and undoes the browser subscription', async () => {
    const browser = fakeBrowser();
    server.use(failWith(subscribePush, 404, 'Not found'));
    await signInAs('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const push = await card();
    const turnOn = await push.findByRole('button', { name: 'Turn on' });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await userEvent.click(turnOn);
    expect(
      await push.findByText('This provider does not send push notifications'),
    ).toBeInTheDocument();
    expect(browser.current()).toBeNull();
  });

  it('turns push off for this device: the provider forgets it, then the browser', async () => {
    const browser = fakeBrowser();
    await signInAs('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const push = await card();
    const turnOn = await push.findByRole('button', { name: 'Turn on' });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await userEvent.click(turnOn);
    await userEvent.click(await push.findByRole('button', { name: 'Turn off' }));
    expect(await push.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(pushSubscriptionsOf(sandbox.context.chain, crewUuid())).toEqual([]);
    expect(browser.current()).toBeNull();
  });
});

describe('a browser that cannot', () => {
  it('says so when no service worker runs to show the pushes, and offers nothing', async () => {
    fakeBrowser('default', false);
    await signInAs('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const push = await card();
    expect(
      await push.findByText('This browser cannot receive push notifications'),
    ).toBeInTheDocument();
    expect(push.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });
});

describe('signing out', () => {
  it('unsubscribes this device with the provider before the session ends', async () => {
    const browser = fakeBrowser('granted');
    await signInAs('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const push = await card();
    const turnOn = await push.findByRole('button', { name: 'Turn on' });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await userEvent.click(turnOn);
    await push.findByText('On for this device');
    const subscription = browser.current()!;
    const calls = sandbox.context.requests;
    const before = calls.list().length;

    await signOut(new QueryClient());
    const paths = calls
      .list()
      .slice(before)
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(paths.indexOf('POST /api/v1/notification/push/unsubscribe')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('POST /api/v1/notification/push/unsubscribe')).toBeLessThan(
      paths.indexOf('POST /api/v1/auth/logout'),
    );
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});

describe("the bell's offer", () => {
  const OFFER = 'Get these on this device even when the console is closed?';

  it('offers push once, after the first live notification arrives, and asks permission only on the click', async () => {
    const browser = fakeBrowser();
    await signInAs('crew@demo.kitchen');
    await renderApp('/dashboard/chicken');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await waitFor(() => expect(bell()).toBeInTheDocument());
    await userEvent.click(bell());
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await panel.findAllByRole('listitem');
    expect(panel.queryByText(OFFER)).not.toBeInTheDocument();

    await liveChannelOpen(crewUuid());
    notify(sandbox.context, crewUuid(), { type: 'WARN', message: '<b>Fryer 1</b> oil low' });
    expect(await panel.findByText(OFFER)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Turn on' }));

    await waitFor(() =>
      expect(pushSubscriptionsOf(sandbox.context.chain, crewUuid())).toHaveLength(1),
    );
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(panel.queryByText(OFFER)).not.toBeInTheDocument();
    // Answered: never offered again on this device.
    notify(sandbox.context, crewUuid(), { type: 'WARN', message: '<b>Fryer 2</b> oil low' });
    await waitFor(() =>
      expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('Fryer 2 oil low'),
    );
    expect(panel.queryByText(OFFER)).not.toBeInTheDocument();
  });
});

describe('a hidden console on a device taking pushes', () => {
  function hide() {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  }
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  async function liveWhileHidden(pushOn: boolean) {
    const browser = fakeBrowser('granted');
    await signInAs('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const push = await card();
    if (pushOn) {
      const turnOn = await push.findByRole('button', { name: 'Turn on' });
      await waitFor(() => expect(turnOn).toBeEnabled());
      await userEvent.click(turnOn);
      await push.findByText('On for this device');
    } else {
      await push.findByRole('button', { name: 'Turn on' });
    }
    await liveChannelOpen(crewUuid());
    hide();
    const asked = browser.getSubscription.mock.calls.length;
    notify(sandbox.context, crewUuid(), { type: 'WARN', message: 'Fryer 3 oil low' });
    notify(sandbox.context, crewUuid(), { type: 'INFO', message: 'Marker' });
    return { browser, asked };
  }

  it('shows a live notification once, from the push, not also as its own system notification', async () => {
    const { browser, asked } = await liveWhileHidden(true);
    // The page has asked the browser about push once per notification: its decision is made.
    await waitFor(() => expect(browser.getSubscription.mock.calls.length).toBe(asked + 2));
    await Promise.resolve();
    expect(browser.showNotification).not.toHaveBeenCalled();
  });

  it('still shows its own system notification where push is off', async () => {
    const { browser } = await liveWhileHidden(false);
    await waitFor(() => expect(browser.showNotification).toHaveBeenCalledTimes(2));
  });
});

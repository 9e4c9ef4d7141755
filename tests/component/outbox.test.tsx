import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renameTablet } from '../../src/api/devices/devices.endpoints';
import {
  deleteNotification,
  markNotificationsRead,
} from '../../src/api/notifications/notifications.endpoints';
import { clearOutbox } from '../../src/api/outbox/outbox';
import { findUserByEmail } from '../../sandbox/model/users';
import { sandbox, server } from '../helpers/msw-server';
import { networkError } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const MANAGER = 'manager@demo.kitchen';
const ADMIN = 'admin@demo.kitchen';

let online = true;

/** The connection drops or returns as the browser says it: `navigator.onLine` and its event. */
function setOnline(value: boolean) {
  online = value;
  act(() => {
    onlineManager.setOnline(value);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  setOnline(true);
  vi.restoreAllMocks();
  await clearOutbox();
});

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  setOnline(false);
}

function calls(path: string) {
  return sandbox.context.requests.list({ path: `/api/v1${path}` });
}

/** The rename calls that reached the sandbox (PUT /tablets/name/:id). */
function renames() {
  const prefix = `/api/v1${renameTablet.path.replace(':id', '')}`;
  return sandbox.context.requests
    .list({ method: 'PUT' })
    .filter((entry) => entry.path.startsWith(prefix));
}

function unreadInSandbox(): number {
  const user = findUserByEmail(sandbox.context.chain.users, MANAGER)!.uuid;
  return sandbox.context.chain.notifications.filter(
    (record) => record.userUuid === user && record.status === 'UNREAD',
  ).length;
}

describe('actions that wait offline (docs/decisions/shell-and-widgets.md, "Actions that wait offline")', () => {
  it('offline, marking read and deleting show at once as "waiting to send", are listed in the account menu, and go when the connection returns', async () => {
    const user = userEvent.setup();
    const unread = unreadInSandbox();
    expect(unread).toBeGreaterThan(0);
    await signInAs(MANAGER);
    await renderApp('/dashboard/chicken');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${unread} unread`));

    // The Wi-Fi drops while the browser still says online: the mark-read call gets no answer.
    server.use(networkError(markNotificationsRead));
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // Opening the panel marks the unread ones read: without an answer that waits, and shows so.
    await waitFor(() => expect(within(panel).getAllByText('Waiting to send')).toHaveLength(unread));
    goOffline();
    const first = within(panel).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Delete notification' }));
    expect(await within(first).findByText('Deleted · waiting to send')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete notification' })).toBeNull();
    expect(calls(markNotificationsRead.path)).toEqual([]);
    expect(unreadInSandbox()).toBe(unread);
    await user.keyboard('{Escape}');
    // The bell (and the icon's badge) count what is read on this screen.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));

    await user.click(screen.getByRole('button', { name: /^My Account/ }));
    const outbox = await screen.findByTestId('outbox');
    const items = within(outbox).getAllByTestId('outbox-item');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      `Mark ${unread} notifications read`,
      'Delete a notification',
    ]);
    expect(within(items[0]!).getByRole('button', { name: /^Retry / })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: /^Discard / })).toBeInTheDocument();

    // Signing out with actions waiting asks first.
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    const ask = await screen.findByRole('dialog', { name: 'Actions not sent' });
    expect(ask).toHaveTextContent('2 actions have not been sent. Sign out anyway?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));

    server.resetHandlers();
    setOnline(true);
    await waitFor(() => expect(unreadInSandbox()).toBe(0));
    await waitFor(() => expect(screen.queryByTestId('outbox')).toBeNull());
    expect(calls(markNotificationsRead.path)).toHaveLength(1);
    // The delete goes after the mark-read's answer, in the order they were made.
    await waitFor(() =>
      expect(
        sandbox.context.requests
          .list({ method: 'DELETE' })
          .filter((entry) =>
            entry.path.startsWith(`/api/v1${deleteNotification.path.replace(':id', '')}`),
          ),
      ).toHaveLength(1),
    );
  });

  it('offline, a form’s Save is disabled and says "Needs a connection"; what was typed stays and is sent on the click after the connection returns', async () => {
    const user = userEvent.setup();
    await signInAs(ADMIN);
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
    await renderApp(`/restaurants/${restaurant.uuid}/devices/tablets`);
    const row = (await screen.findAllByTestId('tablet-row'))[0]!;
    await user.click(within(row).getByRole('button', { name: /^Rename / }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.type(field, 'Fryer 9');

    goOffline();
    const waiting = within(dialog).getByRole('button', { name: 'Needs a connection' });
    expect(waiting).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(field).toHaveValue('Fryer 9');

    setOnline(true);
    // Nothing was sent on its own when the connection came back: the user sends it.
    expect(renames()).toEqual([]);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    expect(field).toHaveValue('Fryer 9');
    await user.click(save);
    await waitFor(() => expect(renames()).toHaveLength(1));
    expect(sandbox.context.chain.fleet.tablets.some((tablet) => tablet.name === 'Fryer 9')).toBe(
      true,
    );
  });
});

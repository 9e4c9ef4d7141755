import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, type TabletRecord } from '../../sandbox/model/fleet';
import { COMMAND_ACK_TIMEOUT_MS } from '../../src/api/devices/devices.constants';
import { sandbox } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/*
 * Spec 001 §7 "POST /tablets/command/{id}" and the tablet socket: the console shows a command
 * sent, then acknowledged by the tablet, or no answer after COMMAND_ACK_TIMEOUT_MS. Spec 001 §6
 * "A tablet has a remote-access flag": it gates the commands.
 */

// Whole-console renders in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const SLOW = { timeout: 15_000 };

afterEach(() => {
  vi.useRealTimers();
});

/** A tablet of restaurant 1001, online or not, with remote access as asked. */
function tabletOf(online: boolean, remoteAccess = true): TabletRecord {
  const chain = sandbox.context.chain;
  const restaurant = chain.restaurants.find((r) => r.number === 1001)!;
  const tablet = chain.fleet.tablets.find(
    (candidate) =>
      candidate.restaurantUuid === restaurant.uuid &&
      isOnline(candidate, chain.seededAt) === online,
  )!;
  tablet.remoteAccess = remoteAccess;
  return tablet;
}

/** Opens /devices/tablets on the tablet's row; answers the row. */
async function openRow(tablet: TabletRecord) {
  await signInAs('admin@demo.kitchen');
  await renderApp(
    `/devices/tablets?restaurantUuid=${tablet.restaurantUuid}&search=${encodeURIComponent(tablet.name)}`,
  );
  const rows = await screen.findAllByTestId('tablet-row', {}, SLOW);
  return rows.find((row) => within(row).queryByText(tablet.name) !== null)!;
}

/** Sends STOP (no stream needed) from the row's command dialog. */
async function sendStop(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: /^Send a command to / }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'STOP');
  return dialog;
}

describe('/devices/tablets: a command travels to the tablet (spec 001 §7)', () => {
  it('shows the command sent, then acknowledged by the tablet', async () => {
    const user = userEvent.setup();
    const tablet = tabletOf(true);
    const row = await openRow(tablet);
    const dialog = await sendStop(user, row);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(`Stop sent to ${tablet.name}`)).toBeInTheDocument();
    expect(within(dialog).getByTestId('command-progress')).toHaveTextContent(
      `Waiting for ${tablet.name} to acknowledge it…`,
    );
    expect(
      await within(dialog).findByText(new RegExp(`^${tablet.name} acknowledged it at `), {}, SLOW),
    ).toBeInTheDocument();
    expect(tablet.lastCommand).toMatchObject({ action: 'STOP', status: 'ACKNOWLEDGED' });
  });

  it('says the tablet did not answer once the wait is over', async () => {
    const user = userEvent.setup({ delay: null });
    const tablet = tabletOf(false);
    const row = await openRow(tablet);
    const dialog = await sendStop(user, row);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(`Stop sent to ${tablet.name}`)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(COMMAND_ACK_TIMEOUT_MS - 1000);
    expect(within(dialog).getByTestId('command-progress')).toHaveTextContent(
      `Waiting for ${tablet.name} to acknowledge it…`,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(within(dialog).getByTestId('command-progress')).toHaveTextContent(
      `No answer from ${tablet.name} after ${COMMAND_ACK_TIMEOUT_MS / 1000} s`,
    );
  });

  it('spec 001 §6: with remote access off no command is offered, and the page says why', async () => {
    const tablet = tabletOf(true, false);
    const row = await openRow(tablet);
    expect(within(row).queryByRole('button', { name: /^Send a command to / })).toBeNull();
    expect(within(row).getByText('Turn on remote access to send commands')).toBeInTheDocument();
    expect(
      screen.getByText(
        'With remote access on, the tablet accepts commands from this console; with it off, they are refused.',
      ),
    ).toBeInTheDocument();
  });
});

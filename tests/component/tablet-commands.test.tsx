import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceStatus, isOnline, type TabletRecord } from '../../sandbox/model/fleet';
import { COMMAND_ACK_TIMEOUT_MS } from '../../src/api/devices/devices.constants';
import { listTablets, sendTabletCommand } from '../../src/api/devices/devices.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { answer } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { STATE_WAIT } from '../helpers/wait';

/*
 * Spec 001 §7 "POST /tablets/command/{id}" and the tablet socket: the console shows a command
 * sent, then acknowledged by the tablet, or no answer after COMMAND_ACK_TIMEOUT_MS. Spec 001 §6
 * "A tablet has a remote-access flag": it gates the commands.
 */

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
  const rows = await screen.findAllByTestId('tablet-row');
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
      await within(dialog).findByText(new RegExp(`^${tablet.name} acknowledged it at `)),
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
    // The wait starts when the send's answer is in, a moment after the notice: waited on as a
    // state (vi.waitFor moves the fake clock on), not as one more exact second.
    await vi.waitFor(
      () =>
        expect(within(dialog).getByTestId('command-progress')).toHaveTextContent(
          `No answer from ${tablet.name} after ${COMMAND_ACK_TIMEOUT_MS / 1000} s`,
        ),
      STATE_WAIT,
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

/**
 * GET /tablets/list as a provider that knows only spec 001 §3 "Tablet: uuid, name,
 * remoteAccess, model, build" (with status and restaurant): no `lastCommand` on the first
 * tablet, and on the others a command without our acknowledgement fields. The filters are
 * echoed as asked (§4). Not parsed here: whether the console accepts it is what is tested.
 */
function listAsSpecProvider(tablet: TabletRecord) {
  const chain = sandbox.context.chain;
  const spec = {
    uuid: tablet.uuid,
    name: tablet.name,
    remoteAccess: tablet.remoteAccess,
    model: tablet.model,
    build: tablet.build,
    status: deviceStatus(tablet, chain.seededAt),
    restaurantUuid: tablet.restaurantUuid,
  };
  const command = { action: 'STOP', streamName: null, alternateView: false, alternateTime: 10 };
  return http.get(`*/api/v1${listTablets.path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const results = {
      content: [
        spec,
        { ...spec, uuid: `${tablet.uuid}-b`, name: `${tablet.name} B`, lastCommand: command },
        {
          ...spec,
          uuid: `${tablet.uuid}-c`,
          name: `${tablet.name} C`,
          lastCommand: { ...command, sentTime: chain.seededAt },
        },
      ],
      total: 3,
      limit: 20,
      offset: 0,
      filters: {
        restaurantUuid: query.get('restaurantUuid'),
        model: query.get('model'),
        build: query.get('build'),
        search: query.get('search'),
      },
    };
    return HttpResponse.json({ success: true, results });
  });
}

describe('/devices/tablets: a provider that reports only the spec\'s tablet (spec 001 §3 "Tablet: uuid, name, remoteAccess, model, build")', () => {
  it('lists a tablet without lastCommand as none, and a command without acknowledgement fields as sent', async () => {
    const tablet = tabletOf(true);
    server.use(listAsSpecProvider(tablet));
    await openRow(tablet);
    const rows = screen.getAllByTestId('tablet-row');
    const rowOf = (name: string) => rows.find((row) => within(row).queryByText(name) !== null)!;
    expect(rows).toHaveLength(3);
    expect(within(rowOf(tablet.name)).getByText('None')).toBeInTheDocument();
    expect(within(rowOf(`${tablet.name} B`)).getByText('Stop · sent')).toBeInTheDocument();
    expect(within(rowOf(`${tablet.name} C`)).getByText(/^Stop at .+ · sent$/)).toBeInTheDocument();
    for (const row of rows) expect(row).not.toHaveTextContent(/acknowledged/);
  });

  it('a command answered without uuid and status shows as sent, never as no answer', async () => {
    const user = userEvent.setup({ delay: null });
    const tablet = tabletOf(true);
    server.use(
      listAsSpecProvider(tablet),
      answer(sendTabletCommand, {
        action: 'STOP',
        streamName: null,
        alternateView: false,
        alternateTime: 10,
      }),
    );
    const row = await openRow(tablet);
    const dialog = await sendStop(user, row);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(`Stop sent to ${tablet.name}`)).toBeInTheDocument();
    const progress = within(dialog).getByTestId('command-progress');
    expect(progress).toHaveTextContent(`Sent. Whether ${tablet.name} received it is not reported.`);
    await vi.advanceTimersByTimeAsync(COMMAND_ACK_TIMEOUT_MS + 1000);
    expect(progress).toHaveTextContent(`Sent. Whether ${tablet.name} received it is not reported.`);
    expect(progress).not.toHaveTextContent(/No answer|acknowledge/);
  });

  it('a list without lastCommand stops the wait for an acknowledgement it will never report', async () => {
    const user = userEvent.setup({ delay: null });
    const tablet = tabletOf(true);
    server.use(listAsSpecProvider(tablet));
    const row = await openRow(tablet);
    const dialog = await sendStop(user, row);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(`Stop sent to ${tablet.name}`)).toBeInTheDocument();
    const progress = within(dialog).getByTestId('command-progress');
    expect(
      await within(dialog).findByText(`Sent. Whether ${tablet.name} received it is not reported.`),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(COMMAND_ACK_TIMEOUT_MS + 1000);
    expect(progress).not.toHaveTextContent(/No answer|acknowledge/);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductionQueue } from '../../src/api/production/production.endpoints';
import { announceUnreadableRows } from '../../src/ui/feedback/unreadable-rows-notice';
import { FakeQueueSocket, fakeQueueSocketsPerTest } from '../helpers/fake-queue-socket';
import { sandbox, server } from '../helpers/msw-server';
import { specBatch } from '../helpers/queue-batch';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/*
 * The monitor against a provider of the spec (docs/decisions/production.md, "Spec first, our
 * framing optional"): GET /pcs/queue is the snapshot, the tablet socket (001 §7 line 175) says
 * the spec's shapes only, batches with the spec's fields (001 §3 line 88) and BEGIN/COMPLETED
 * (§4 line 108): no SNAPSHOT frame, no seq or at, no heart-beat.
 */

/**
 * The provider's side: GET /pcs/queue answers the kitchen's batches as they are now (each call
 * counted), and `change` moves one there before the socket tells it, as one provider would.
 */
function specKitchen(batches: Array<ReturnType<typeof specBatch>>, materials: object[] = []) {
  const now = new Map(batches.map((batch) => [batch.uuid, batch]));
  /** `failing`: no answer at all; `missing`: 404, as a provider without the call answers. */
  const calls = { count: 0, answered: 0, failing: false, missing: false };
  server.use(
    http.get(`*/api/v1${getProductionQueue.path}`, () => {
      calls.count += 1;
      const answer = calls.failing
        ? HttpResponse.error()
        : calls.missing
          ? HttpResponse.json({ success: false, code: 404, message: 'Not found' }, { status: 404 })
          : HttpResponse.json({
              success: true,
              results: { batches: [...now.values()], materials },
            });
      calls.answered += 1;
      return answer;
    }),
  );
  const change = (batch: ReturnType<typeof specBatch>) => now.set(batch.uuid, batch);
  return { calls, change };
}

/** Moves the faked clock a second at a time, each GET /pcs/queue it starts answered. */
async function passSeconds(seconds: number, calls: { count: number; answered: number }) {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(calls.answered).toBe(calls.count));
  }
}

/** The first kitchen's monitor, signed in as the admin, its tablet socket open. */
async function openMonitor(): Promise<FakeQueueSocket> {
  await signInAs('admin@demo.kitchen');
  await renderApp(`/pcs/${sandbox.context.chain.restaurants[0]!.uuid}`);
  await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(1));
  const socket = FakeQueueSocket.opened[0]!;
  socket.open();
  return socket;
}

const table = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  within(table(name))
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-row'))
    .filter(Boolean);

fakeQueueSocketsPerTest();
let stopAnnouncing = () => {};
afterEach(() => {
  stopAnnouncing();
  vi.useRealTimers();
});

describe('/pcs/{id} on what spec 001 gives: GET /pcs/queue and the tablet socket’s own shapes', () => {
  it('the snapshot fills the tables; spec-shaped frames move rows; a catering batch says Scheduled Production; unknown values show as their text; unreadable rows are said on screen', async () => {
    stopAnnouncing = announceUnreadableRows();
    const kitchen = specKitchen(
      [
        specBatch('b-1'),
        specBatch('c-1', { catering: true, batchNumber: 7, stageName: null, status: 0 }),
      ],
      [{ uuid: 'm-1', material: 'Filets', status: 'QUALITY_HOLD', batches: [] }],
    );
    const socket = await openMonitor();

    // No SNAPSHOT frame, no heart-beat: the snapshot call alone makes it load and go live.
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(rowsOf('Production')).toEqual(['b-1']);
    expect(rowsOf('Scheduled Production')).toEqual(['c-1']);
    // Spec 001 §3 work types: a catering batch is Scheduled Production, on its row.
    const catering = within(table('Scheduled Production')).getAllByRole('row')[1]!;
    expect(catering.querySelector('[data-work-type="CATERING"]')?.textContent).toBe(
      'Scheduled Production',
    );
    // A readiness status of the provider's own shows as it came.
    expect(within(table('Inventory')).getByText('QUALITY_HOLD')).toBeInTheDocument();

    // A batch alone, as the spec's socket sends a change: the row moves on.
    const frying = specBatch('b-1', { stageName: 'BASKET_FRYING' });
    kitchen.change(frying);
    socket.sendRaw(frying);
    await waitFor(() =>
      expect(within(table('Production')).getByText('Frying')).toBeInTheDocument(),
    );

    // A list of batches, one of which cannot be read: the others come, the one is said.
    const third = specBatch('b-3', { batchNumber: 103, animation: 'blinking' });
    kitchen.change(third);
    socket.sendRaw([specBatch('b-2', { batchSize: 'lots' }), third]);
    await waitFor(() => expect(rowsOf('Production')).toEqual(['b-1', 'b-3']));
    expect(
      await screen.findByText(
        '1 record could not be shown: the server sent it in a form the console does not read',
      ),
    ).toBeInTheDocument();
    // An animation §4 does not list shows by its name.
    const thirdRow = within(table('Production')).getAllByRole('row')[2]!;
    expect(within(thirdRow).getByText('blinking')).toBeInTheDocument();
  });

  it('staleness counts from either source: a quiet socket stays fresh while the snapshot answers, turns stale when neither does; a snapshot call answering 404 is asked again only on a reconnect', async () => {
    // The store's timers (the snapshot's, the socket's retry) run on the faked clock.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    const { calls } = specKitchen([specBatch('b-1')]);
    const socket = await openMonitor();
    socket.sendRaw('BEGIN');
    socket.sendRaw([specBatch('b-1')]);
    socket.sendRaw('COMPLETED');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    const opening = calls.count;

    // Ten seconds of a quiet kitchen: the snapshot is asked meanwhile, and the queue stays live.
    await passSeconds(10, calls);
    expect(calls.count).toBeGreaterThan(opening);
    await waitFor(() => expect(screen.getByText('Live')).toBeInTheDocument());
    expect(screen.queryByText(/^Stale:/)).toBeNull();

    // Neither source answers now: after 5 s it is stale.
    calls.failing = true;
    await passSeconds(7, calls);
    expect(await screen.findByText(/^Stale: no update for \d+ s/)).toBeInTheDocument();

    // A provider without the call (404) is not asked again while the socket stays…
    calls.failing = false;
    calls.missing = true;
    await passSeconds(4, calls);
    const missing = calls.count;
    await passSeconds(4, calls);
    expect(calls.count).toBe(missing);
    // …and is asked again once it drops and comes back: a reconnect always asks.
    calls.missing = false;
    socket.drop();
    await passSeconds(2, calls);
    await waitFor(() => expect(FakeQueueSocket.opened).toHaveLength(2));
    const before = calls.count;
    FakeQueueSocket.opened[1]!.open();
    await waitFor(() => expect(calls.count).toBeGreaterThan(before));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText(/^Stale:/)).toBeNull();
  });
});

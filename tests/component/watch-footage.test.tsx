import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getStockOutList } from '../../src/api/stock-out/stock-out.endpoints';
import { TIMER_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import type { AnyEndpoint } from '../../src/lib/endpoint';
import { timeOfDay } from '../../src/lib/format';
import {
  MiniPlayerContext,
  type MiniPlayer,
  type MiniPlayerItem,
} from '../../src/ui/video/mini-player-context';
import { camerasOf } from '../../sandbox/model/cameras';
import { setLocale } from '../../src/lib/i18n/i18n';
import { sandbox, server } from '../helpers/msw-server';
import { layOutRecordLists } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

layOutRecordLists();

const MINUTE = 60_000;

function restaurant(number: number) {
  return sandbox.context.chain.restaurants.find((r) => r.number === number)!;
}

/** The latest past moment whose wall clock in `timeZone` reads `clock` ('HH:mm'), at least 2 min ago. */
function latestLocal(clock: string, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  let time = Math.floor(Date.now() / MINUTE) * MINUTE - 2 * MINUTE;
  while (format.format(time) !== clock) time -= MINUTE;
  return time;
}

/** A mini-player stand-in recording what the page opened. */
function miniPlayerDouble() {
  const opened: MiniPlayerItem[] = [];
  const player: MiniPlayer = {
    open: (item) => void opened.push(item),
    close: () => undefined,
    item: null,
  };
  return { player, opened };
}

/**
 * The endpoint's list as the sandbox answers it, cut to its first row of restaurant 1001 moved to
 * `startTime` (a figure at a moment the test chooses).
 */
function oneRowAt(endpoint: AnyEndpoint, startTime: number, length: number) {
  return http.get(`*/api/v1${endpoint.path}`, async ({ request }) => {
    const real = (await (await sandbox.app.fetch(request)).json()) as {
      results: { content: Array<{ restaurantUuid: string }> };
    };
    const row = real.results.content.find((r) => r.restaurantUuid === restaurant(1001).uuid)!;
    const moved = { ...row, startTime, endTime: startTime + length, duration: length / 1000 };
    return HttpResponse.json({
      ...real,
      results: { ...real.results, content: [moved], total: 1 },
    });
  });
}

function oneStockOutAt(startTime: number) {
  server.use(oneRowAt(getStockOutList, startTime, 5 * MINUTE));
}

/** The page inside a mini-player double, to see what it opens. */
function withPlayer(player: MiniPlayer) {
  return (node: ReactNode) => <MiniPlayerContext value={player}>{node}</MiniPlayerContext>;
}

async function openStockOut(miniPlayer: MiniPlayer) {
  await renderApp('/stock-out-reports/chicken?timeInterval=7d', { wrap: withPlayer(miniPlayer) });
  await screen.findByRole('heading', { level: 1, name: 'Stock Out' });
}

describe('from a figure to the footage: a stock-out opens the holding camera at that moment', () => {
  it('a stock-out at 12:40 plays the hot-holding record of that hour from 12:40, the page staying', async () => {
    await signInAs('manager@demo.kitchen');
    const { timezone } = restaurant(1001);
    const at = latestLocal('12:40', timezone) + 5_000;
    await oneStockOutAt(at);
    const { player, opened } = miniPlayerDouble();
    await openStockOut(player);
    const time = timeOfDay(at, { timeZone: timezone });
    const button = await screen.findByRole('button', {
      name: `Watch footage: Hot holding at ${time}`,
    });
    await userEvent.click(button);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({
      kind: 'video',
      src: expect.stringMatching(/^\/restaurants\/[^/]+\/hls\/rec-\d+-\d+\/index\.m3u8$/),
      startAt: 40 * 60 + 5,
      label: `Hot holding, ${time}`,
      // The record it plays, for the player's Download and Delete (spec 001 §7).
      footage: {
        record: expect.objectContaining({ cameraName: 'Hot holding' }),
        timeZone: timezone,
      },
    });
    expect(time).toMatch(/^12:40:05 PM$/);
    // The page is kept behind the player.
    expect(screen.getByRole('heading', { level: 1, name: 'Stock Out' })).toBeVisible();
  });

  it('a stock-out within the last minute opens the holding camera live', async () => {
    await signInAs('manager@demo.kitchen');
    await oneStockOutAt(Math.floor(Date.now() / 1000) * 1000 - 20_000);
    const { player, opened } = miniPlayerDouble();
    await openStockOut(player);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Watch footage: Hot holding at/ }),
    );
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      kind: 'stream',
      restaurantUuid: restaurant(1001).uuid,
      label: expect.stringMatching(/^Hot holding, /),
    });
  });

  it('spec 001 §3 "Camera: … categories": the holding camera is the one in the “Hot holding” category, whatever it is called', async () => {
    await signInAs('manager@demo.kitchen');
    const cameras = camerasOf(sandbox.context.chain).of(restaurant(1001));
    const holding = cameras.find((camera) => camera.name === 'Hot holding')!;
    holding.name = 'CAM-HLD-1';
    try {
      await oneStockOutAt(Math.floor(Date.now() / 1000) * 1000 - 20_000);
      const { player, opened } = miniPlayerDouble();
      await openStockOut(player);
      await userEvent.click(
        await screen.findByRole('button', { name: /^Watch footage: Hot holding at/ }),
      );
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(opened[0]).toMatchObject({
        kind: 'stream',
        cameraUuid: holding.uuid,
        label: expect.stringMatching(/^CAM-HLD-1, /),
      });
    } finally {
      holding.name = 'Hot holding';
    }
  });

  it('spec 000 §8: a camera list that does not answer is said in the user’s language (Spanish), not the client’s English', async () => {
    await signInAs('manager@demo.kitchen');
    await oneStockOutAt(Math.floor(Date.now() / 1000) * 1000 - 20_000);
    server.use(http.get('*/api/v1/restaurants/:restaurantId/cameras', () => HttpResponse.error()));
    await setLocale('es', false);
    try {
      const { player, opened } = miniPlayerDouble();
      await renderApp('/stock-out-reports/chicken?timeInterval=7d', {
        wrap: withPlayer(player),
      });
      await waitFor(() => expect(document.querySelector('[data-footage-action]')).not.toBeNull());
      await userEvent.click(document.querySelector<HTMLElement>('[data-footage-action]')!);
      expect(await screen.findByText('Error de red')).toBeVisible();
      expect(screen.queryByText('Network error')).toBeNull();
      expect(opened).toEqual([]);
    } finally {
      await setLocale('en', false);
    }
  });

  it('spec 001 §1 line 10 names the stations ("… hot holding …"), and the console speaks English and Spanish (decisions: console-and-first-screen, Languages): on a Spanish screen the station’s camera is named in Spanish, on the button and in the notice when the kitchen has no camera in the station’s category', async () => {
    await signInAs('manager@demo.kitchen');
    await oneStockOutAt(latestLocal('12:40', restaurant(1001).timezone));
    // The kitchen set no categories up: no camera is the holding station's.
    server.use(
      http.get('*/api/v1/restaurants/:restaurantId/cameras', async ({ request }) => {
        const body = (await (await sandbox.app.fetch(request)).json()) as {
          results: { content: Array<Record<string, unknown>> };
        };
        body.results.content = body.results.content.map(
          ({ categories: _none, ...camera }) => camera,
        );
        return HttpResponse.json(body);
      }),
    );
    await setLocale('es', false);
    try {
      const { player, opened } = miniPlayerDouble();
      await renderApp('/stock-out-reports/chicken?timeInterval=7d', {
        wrap: withPlayer(player),
      });
      await userEvent.click(
        await screen.findByRole('button', {
          name: /^Ver grabación: Mantenimiento en caliente a las /,
        }),
      );
      expect(
        await screen.findByText(/^No hay grabación de las .+ de Mantenimiento en caliente$/),
      ).toBeVisible();
      expect(screen.queryByText(/Hot holding/)).toBeNull();
      expect(opened).toEqual([]);
    } finally {
      await setLocale('en', false);
    }
  });

  it('with no footage of the moment (closed at 03:00) says so and opens nothing', async () => {
    await signInAs('manager@demo.kitchen');
    const { timezone } = restaurant(1001);
    const at = latestLocal('03:00', timezone);
    await oneStockOutAt(at);
    const { player, opened } = miniPlayerDouble();
    await openStockOut(player);
    const time = timeOfDay(at, { timeZone: timezone });
    await userEvent.click(
      await screen.findByRole('button', { name: `Watch footage: Hot holding at ${time}` }),
    );
    expect(await screen.findByText(`No footage at ${time} from Hot holding`)).toBeVisible();
    expect(opened).toEqual([]);
  });

  it('is not offered to a user whose role cannot watch (no CAMERAS or KITCHEN_PLAYER VIEW)', async () => {
    for (const policy of sandbox.context.chain.policies) {
      policy.accesses = policy.accesses.filter(
        (access) => access.moduleType !== 'CAMERAS' && access.moduleType !== 'KITCHEN_PLAYER',
      );
    }
    await signInAs('manager@demo.kitchen');
    await oneStockOutAt(latestLocal('12:40', restaurant(1001).timezone));
    await openStockOut(miniPlayerDouble().player);
    const table = await screen.findByRole('table', { name: 'Stock-outs' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: /^Watch footage/ })).toBeNull();
  });
});

describe('from a figure to the footage: a timer-history record opens its station’s camera', () => {
  it('a fryer cycle at 12:40 plays the fryer camera’s record from 12:40', async () => {
    await signInAs('admin@demo.kitchen');
    const { uuid, timezone } = restaurant(1001);
    const at = latestLocal('12:40', timezone);
    server.use(oneRowAt(TIMER_ENDPOINTS.fryer.list, at, 4 * MINUTE));
    const { player, opened } = miniPlayerDouble();
    await renderApp(`/timers-cycle-history/fryer?timeInterval=7d&restaurantUuid=${uuid}`, {
      wrap: withPlayer(player),
    });
    const time = timeOfDay(at, { timeZone: timezone });
    await userEvent.click(
      await screen.findByRole('button', { name: `Watch footage: Fryer station at ${time}` }),
    );
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({
      kind: 'video',
      src: expect.stringMatching(/^\/restaurants\/[^/]+\/hls\/rec-\d+-\d+\/index\.m3u8$/),
      startAt: 40 * 60,
      label: `Fryer station, ${time}`,
      footage: {
        record: expect.objectContaining({ cameraName: 'Fryer station' }),
        timeZone: timezone,
      },
    });
  });
});

describe('the footage in the mini-player (spec 001 §7 "GET /records/download/{id}; DELETE /records/{id}")', () => {
  it('offers the footage’s Download and, to a role with CAMERAS DELETE, Delete; deleted after a confirm, the player closes and the record is gone', async () => {
    await signInAs('admin@demo.kitchen');
    const { uuid, timezone } = restaurant(1001);
    const at = latestLocal('12:40', timezone) + 5_000;
    oneStockOutAt(at);
    await renderApp(`/stock-out-reports/chicken?timeInterval=7d&restaurantUuid=${uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Stock Out' });
    const time = timeOfDay(at, { timeZone: timezone });
    await userEvent.click(
      await screen.findByRole('button', { name: `Watch footage: Hot holding at ${time}` }),
    );
    const player = await screen.findByRole('region', { name: `Mini player: Hot holding, ${time}` });
    expect(
      within(player).getByRole('button', { name: /^Download the footage: Hot holding, / }),
    ).toBeVisible();
    // Escape in the confirm closes the confirm only: the player plays on.
    await userEvent.click(within(player).getByRole('button', { name: /^Delete the footage: / }));
    await screen.findByRole('dialog', { name: 'Delete footage' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: /^Mini player/ })).toBe(player);

    await userEvent.click(within(player).getByRole('button', { name: /^Delete the footage: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete footage' });
    expect(dialog).toHaveTextContent(/Delete the footage of Hot holding from .+ to .+\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Footage deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Mini player/ })).toBeNull());

    // Watching the same moment again finds nothing: the provider deleted it.
    await userEvent.click(
      await screen.findByRole('button', { name: `Watch footage: Hot holding at ${time}` }),
    );
    expect(await screen.findByText(`No footage at ${time} from Hot holding`)).toBeVisible();
  });

  it('a role that may only watch (the manager, CAMERAS VIEW) gets Download and no Delete', async () => {
    await signInAs('manager@demo.kitchen');
    const { timezone } = restaurant(1001);
    const at = latestLocal('12:40', timezone) + 5_000;
    oneStockOutAt(at);
    await renderApp('/stock-out-reports/chicken?timeInterval=7d');
    await screen.findByRole('heading', { level: 1, name: 'Stock Out' });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Watch footage: Hot holding at / }),
    );
    const player = await screen.findByRole('region', { name: /^Mini player: / });
    expect(within(player).getByRole('button', { name: /^Download the footage: / })).toBeVisible();
    expect(within(player).queryByRole('button', { name: /^Delete the footage/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandbox, server } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/**
 * Administration answers with only the fields spec 000/001 §3 names, as a real provider may send
 * them (docs/decisions/provider-api.md, "Reading answers"): the pages list them with their
 * fallbacks instead of 'Unexpected answer'.
 */

type Row = Record<string, unknown>;

/** The sandbox's own answer to GET `path`, its rows cut down by `cut` before the console reads it. */
function cutRows(path: string, cut: (row: Row, index: number) => Row) {
  return http.get(`*/api/v1${path}`, async ({ request }) => {
    const real = (await (await sandbox.app.fetch(request)).json()) as {
      results: { content: Row[] };
    };
    real.results.content = real.results.content.map(cut);
    return HttpResponse.json(real);
  });
}

/** Only the named fields of a row. */
function only(row: Row, names: readonly string[]): Row {
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}

describe('administration answers with only the fields the spec names', () => {
  it('spec 000 §3 "Report: uuid, requestTime, attachments": reports without kind list as "Report", one of an unknown kind by its code', async () => {
    server.use(
      cutRows('/report', (row, index) => ({
        ...only(row, ['uuid', 'requestTime', 'attachments']),
        ...(index === 1 ? { kind: 'WASTE_AUDIT' } : {}),
      })),
    );
    await signInAs('manager@demo.kitchen');
    await renderApp('/reports');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.length).toBeGreaterThan(2);
    expect(within(rows[0]!).getByText('Report')).toBeVisible();
    expect(within(rows[1]!).getByText('WASTE_AUDIT')).toBeVisible();
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });

  it('spec 001 §3 "Device: uuid, identifier, status": PCs with only those list, one of a status the console does not know by its code', async () => {
    server.use(
      cutRows('/devices', (row, index) => ({
        ...only(row, ['uuid', 'identifier', 'status']),
        ...(index === 0 ? { status: 'MAINTENANCE' } : {}),
      })),
    );
    await signInAs('admin@demo.kitchen');
    await renderApp('/devices/pc');
    await screen.findByRole('heading', { level: 1, name: 'PC' });
    const rows = await screen.findAllByTestId('pc-row');
    expect(rows.length).toBeGreaterThan(1);
    expect(within(rows[0]!).getByText('MAINTENANCE')).toBeVisible();
    // Its restaurant and registration, which are not the spec's: '—'.
    expect(within(rows[1]!).getAllByText('—').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });

  it('spec 000 §7 "GET /restaurants … name, number, uuid, timezone": restaurants without timezoneName show their zone', async () => {
    server.use(
      cutRows('/restaurants', (row) => {
        const { timezoneName: _, ...rest } = row;
        return rest;
      }),
    );
    await signInAs('admin@demo.kitchen');
    await renderApp('/restaurants');
    await screen.findByRole('heading', { level: 1, name: 'Restaurants' });
    const rows = await screen.findAllByTestId('restaurant-row');
    expect(rows.length).toBeGreaterThan(1);
    const zone = sandbox.context.chain.restaurants
      .map((restaurant) => restaurant.timezone)
      .find((candidate) => within(rows[0]!).queryByText(candidate));
    expect(zone).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/);
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });

  it('spec 001 §3 "Session: signedInTime": sessions with only their id and signedInTime list, their device and address as "—"', async () => {
    server.use(
      http.get('*/api/v1/auth/sessions', async ({ request }) => {
        const real = (await (await sandbox.app.fetch(request)).json()) as { results: Row[] };
        real.results = real.results.map((row) => only(row, ['uuid', 'signedInTime']));
        return HttpResponse.json(real);
      }),
    );
    await signInAs('manager@demo.kitchen');
    await renderApp('/user-settings/active-sessions');
    await screen.findByRole('heading', { level: 1, name: 'Active Sessions' });
    const cards = await screen.findAllByTestId('session');
    expect(cards.length).toBeGreaterThan(0);
    // Device, address and last activity: '—' each, the sign-in time as the spec gives it.
    expect(within(cards[0]!).getAllByText('—').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('This device')).toBeNull();
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });

  it('spec 001 §3 "User: email, type, userRoleDto (uuid, accessList), …": users without names are named by their e-mail, a role without a name shows "—"', async () => {
    server.use(
      cutRows('/users', (row) => {
        const cut = only(row, [
          'uuid',
          'email',
          'type',
          'userRoleDto',
          'restaurantUuid',
          'notification',
          'multiFactorAuthentication',
        ]);
        const role = cut.userRoleDto as Row | null;
        return { ...cut, userRoleDto: role && only(role, ['uuid', 'accessList']) };
      }),
    );
    await signInAs('admin@demo.kitchen');
    await renderApp('/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.length).toBeGreaterThan(1);
    const email = sandbox.context.chain.users
      .map((user) => user.email)
      .find((candidate) => within(rows[0]!).queryByText(candidate));
    expect(email).toBeDefined();
    // Named by the e-mail (the row's actions say whose they are), and the e-mail not said twice.
    expect(
      within(rows[0]!).getByRole('button', { name: `Actions for ${email!}` }),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText(email!)).toHaveLength(1);
    // A role answered without its name shows '—', never a name the answer did not give.
    for (const row of rows)
      for (const role of sandbox.context.chain.roles)
        expect(within(row).queryByText(role.name, { exact: true })).toBeNull();
    const held = rows.filter((row) => !within(row).queryByText('No role'));
    expect(held.length).toBeGreaterThan(0);
    for (const row of held) expect(within(row).getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });
});

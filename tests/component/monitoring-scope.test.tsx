import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandbox, server } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/*
 * Spec 000 §6 on §7's monitoring pages, against the sandbox itself: for a user bound to some
 * restaurants the provider accepts only the catalogue's expressions, so every query the pages
 * build must be one of them, and each answers with that user's hosts only.
 */

/** The demo manager's monitored hosts (restaurants 1001, 1003, 1006). */
const MINE = [
  'kc-1001-production-01',
  'kc-1001-vision-01',
  'kc-1003-vision-01',
  'kc-1006-vision-01',
];

/** Each /monitoring/query and /query_range answer's status, as the sandbox sent it. */
let statuses: number[] = [];
function record({ request, response }: { request: Request; response: Response }) {
  if (/\/api\/v1\/monitoring\/query(_range)?$/.test(new URL(request.url).pathname))
    statuses.push(response.status);
}

let restore = () => {};
beforeEach(() => {
  statuses = [];
  server.events.on('response:mocked', record);
  // The demo manager with the Support Engineer role (MONITORING VIEW), as field-support staff are.
  const chain = sandbox.context.chain;
  const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
  const before = manager.roleUuid;
  manager.roleUuid = chain.roles.find((role) => role.name === 'Support Engineer')!.uuid;
  restore = () => (manager.roleUuid = before);
});
afterEach(() => {
  server.events.removeListener('response:mocked', record);
  restore();
});

describe('the monitoring pages for a user bound to some restaurants (spec 000 §6, §7)', () => {
  it('server management: a card per host of theirs, every figure query accepted', async () => {
    await signInAs('manager@demo.kitchen');
    await renderApp('/monitoring/server-management');
    await waitFor(() => expect(screen.getAllByTestId('host-figure').length).toBeGreaterThan(0));
    const cards = screen.getAllByTestId('host-card').map((card) => card.dataset.host);
    expect(cards.length).toBeGreaterThan(0);
    for (const host of cards) expect(MINE).toContain(host);
    // The cards show once every figure call has answered (the labels now, the figures over the
    // range in a few combined calls): each was accepted, and each card has its CPU's spread.
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const cpu of screen
      .getAllByTestId('host-figure')
      .filter((figure) => figure.dataset.metric === 'cpuUsage'))
      expect(cpu).toHaveTextContent(/Min [\d.]+% · Max [\d.]+% · Avg [\d.]+%/);
    expect(screen.queryByText('The server figures could not be loaded')).toBeNull();
  });

  it('graphics: every chart’s range query accepted', async () => {
    await signInAs('manager@demo.kitchen');
    await renderApp('/monitoring/graphics?timeInterval=1h');
    await waitFor(() => expect(statuses.length).toBeGreaterThan(10));
    await waitFor(() =>
      expect(screen.queryAllByText('This chart could not be loaded')).toHaveLength(0),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

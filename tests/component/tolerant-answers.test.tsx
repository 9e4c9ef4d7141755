import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { announceUnreadableRows } from '../../src/ui/feedback/unreadable-rows-notice';
import { sandbox, server } from '../helpers/msw-server';
import { renderApp, signInWithForm } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/**
 * Answers read as a Tolerant Reader (docs/decisions/provider-api.md, "Reading answers"): what a
 * real provider may send that our sandbox does not, through the whole console.
 */

/** The sandbox's own answer to GET `path`, changed by `change` before the console reads it. */
function changedAnswer(path: string, change: (results: Record<string, unknown>) => void) {
  return http.get(`*/api/v1${path}`, async ({ request }) => {
    const real = (await (await sandbox.app.fetch(request)).json()) as {
      results: Record<string, unknown>;
    };
    change(real.results);
    return HttpResponse.json(real);
  });
}

let stopAnnouncing = () => {};
afterEach(() => stopAnnouncing());

describe('answers a real provider may send', () => {
  it('a list with a row it cannot read shows the other rows and says how many were left out', async () => {
    stopAnnouncing = announceUnreadableRows();
    server.use(
      changedAnswer('/restaurants', (results) => {
        const rows = results.content as Array<Record<string, unknown>>;
        rows[1] = { ...rows[1], uuid: 42 };
      }),
    );
    await signInAs('admin@demo.kitchen');
    await renderApp('/restaurants');
    await screen.findByRole('heading', { level: 1, name: 'Restaurants' });
    const rows = await screen.findAllByTestId('restaurant-row');
    expect(rows.length).toBeGreaterThan(1);
    expect(
      await screen.findByText(
        '1 record could not be shown: the server sent it in a form the console does not read',
      ),
    ).toBeInTheDocument();
  });

  it('signs in a user whose role has a module the console does not list (spec 000 §3: "not shown")', async () => {
    server.use(
      changedAnswer('/users/user', (user) => {
        const role = user.userRoleDto as { accessList: unknown[] };
        role.accessList = [{ moduleType: 'INVENTORY', actionType: ['VIEW'] }, ...role.accessList];
      }),
    );
    await signInWithForm(userEvent.setup(), 'manager@demo.kitchen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const navigation = screen.getAllByRole('navigation')[0]!;
    expect(within(navigation).queryByText(/inventory/i)).toBeNull();
  });
});

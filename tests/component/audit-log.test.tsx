import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAuditTrail, listAuditUsers } from '../../src/api/audit/audit.endpoints';
import { server, sandbox } from '../helpers/msw-server';
import { answer, failWith, malformed, networkError } from '../helpers/override';
import { cell } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

let asked: URL[] = [];
function record({ request: sent }: { request: Request }) {
  const url = new URL(sent.url);
  if (sent.method === 'GET' && url.pathname === `/api/v1${listAuditTrail.path}`) asked.push(url);
}
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function openLog(search = '?timeInterval=1mo') {
  await signInAs('admin@demo.kitchen');
  const app = await renderApp(`/audit-log${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Audit Log' });
  return app;
}

const lines = () => screen.findAllByTestId('audit-entry');

const userOf = (email: string) => sandbox.context.chain.users.find((u) => u.email === email)!;

describe('/audit-log (spec 001 §2 "Audit log: filtered lists", §7 GET /auditTrail)', () => {
  it('spec 001 §7 GET /auditTrail (fields not shown): a line of an action the console does not know shows its code; one with only its id, time and action lists', async () => {
    server.use(
      answer(listAuditTrail, {
        content: [
          { uuid: 'au-1', time: Date.now() - 60_000, action: 'FRYER_CALIBRATED', area: 'KITCHEN' },
          { uuid: 'au-2', time: Date.now() - 120_000, action: 'USER_CREATED' },
        ],
        total: 2,
      }),
    );
    await openLog();
    const [unknown, known] = await lines();
    expect(unknown).toHaveTextContent('KITCHEN · FRYER_CALIBRATED');
    expect(known).toHaveTextContent('User created');
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });

  it('spec 000 §9: 20 lines a page by default, zero-based offset; the pagination bar moves to the next page', async () => {
    const user = userEvent.setup();
    const { router } = await openLog();
    expect(await lines()).toHaveLength(20);
    expect(asked[0]!.searchParams.get('limit')).toBe('20');
    expect(asked[0]!.searchParams.get('offset')).toBe('0');
    expect(screen.getByText(/^Showing 1–20 of /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('offset')).toBe('20'));
    expect(await screen.findByText(/^Showing 21–40 of /)).toBeVisible();
  });

  it('spec 001 §2 "who": choosing a user puts it in the URL, asks for it, and every line is theirs', async () => {
    const user = userEvent.setup();
    const { router } = await openLog();
    await lines();
    const crew = userOf('crew@demo.kitchen');
    const who = screen.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(who).toBeEnabled());
    await user.selectOptions(who, crew.uuid);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ user: crew.uuid }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('userUuid')).toBe(crew.uuid));
    await waitFor(async () => {
      for (const row of await lines()) expect(cell(row, 'User')).toHaveTextContent(crew.email);
    });
  });

  it('spec 001 §2 "what": an area narrows the actions offered and the lines shown', async () => {
    const user = userEvent.setup();
    const { router } = await openLog('?timeInterval=6mo');
    await lines();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'SUPPORT');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ area: 'SUPPORT' }));
    const actions = within(screen.getByRole('combobox', { name: 'Action' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(actions).toEqual([
      'All actions',
      'Support request sent',
      'Support request resolved',
      'Support request deleted',
    ]);
    await waitFor(async () => {
      for (const row of await lines()) expect(cell(row, 'Action')).toHaveTextContent(/^Support ·/);
    });
  });

  it('spec 000 §5: an unknown user, area or action in the URL is dropped and never sent', async () => {
    const { router } = await openLog(
      '?timeInterval=1mo&user=00000000-0000-4000-8000-000000000000&area=KITCHEN&action=DANCED',
    );
    await lines();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('user'));
    expect(router.state.location.search).not.toHaveProperty('area');
    expect(router.state.location.search).not.toHaveProperty('action');
    for (const url of asked) {
      expect(url.searchParams.has('userUuid')).toBe(false);
      expect(url.searchParams.has('action')).toBe(false);
    }
  });

  describe('spec 000 §4, §8: a log that cannot be loaded', () => {
    const failures = [
      ['answering 500', () => failWith(listAuditTrail, 500, 'Audit store down')],
      ['with no answer (network error)', () => networkError(listAuditTrail)],
      [
        'answering a body of the wrong shape',
        () => malformed(listAuditTrail, { success: true, results: { content: 'none' } }),
      ],
    ] as const;

    it.each(failures)(
      "%s: 'The audit log could not be loaded' with Try again, the page still there; Try again loads it",
      async (_name, failure) => {
        const user = userEvent.setup();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await openLog();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The audit log could not be loaded');
        expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
        server.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect(await lines()).toHaveLength(20);
      },
    );

    it('a failed refresh keeps the lines on screen, with Try again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { queryClient } = await openLog();
      await lines();
      server.use(failWith(listAuditTrail, 500, 'Audit store down'));
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Audit store down');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await lines()).toHaveLength(20);
    });

    it("the people failing to load leave the user filter at 'All users' and the lines shown", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(failWith(listAuditUsers, 500, 'Directory down'));
      await openLog();
      expect(await lines()).toHaveLength(20);
      expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('all');
    });
  });
});

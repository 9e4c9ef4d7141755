import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSupportHistory, sendSupportRequest } from '../../src/api/support/support.endpoints';
import { server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { cell } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const ROW_HEIGHT = 58;
const PAGE_FRAME = 600;

let asked: URL[] = [];
function record({ request: sent }: { request: Request }) {
  const url = new URL(sent.url);
  if (sent.method === 'GET' && url.pathname === `/api/v1${listSupportHistory.path}`)
    asked.push(url);
}

beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
  // jsdom lays nothing out (every row 0 px high, the page read as scrolled to its end): a
  // browser's sizes, as the other record-list tests give them.
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.hasAttribute('data-index') ? ROW_HEIGHT : (offsetHeight.get!.call(this) as number);
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(() => {
    const table = document.querySelector('table[aria-rowcount]');
    return PAGE_FRAME + Number(table?.getAttribute('aria-rowcount') ?? 0) * ROW_HEIGHT;
  });
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function openHistory(search = '?timeInterval=1y', email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`/support-history${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Support History' });
  return app;
}

const rows = () => screen.findAllByTestId('support-request');

describe('/support-history (spec 001 §2 "Support history", §3, §9)', () => {
  it('spec 001 §9 "Support history 20": the first call asks 20, newest first, every role; the rows say what, who and its status', async () => {
    const { router } = await openHistory();
    const shown = await rows();
    expect(shown.length).toBeGreaterThan(0);
    const [first] = asked;
    expect(first!.searchParams.get('limit')).toBe('20');
    expect(first!.searchParams.get('cursorDirection')).toBe('FIRST');
    expect(first!.searchParams.get('orderDirection')).toBe('DESC');
    expect(first!.searchParams.get('role')).toBe('all');
    expect(cell(shown[0]!, 'Status')).toHaveTextContent(/^(Open|Resolved)$/);
    expect(cell(shown[0]!, 'From').textContent).toMatch(/(Administrator|Manager|Crew)/);
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('with no dates chosen the whole history is asked (docs/decisions/administration.md); a preset sends its range', async () => {
    await openHistory('');
    expect((await rows()).length).toBeGreaterThan(0);
    expect(asked[0]!.searchParams.has('startDate')).toBe(false);
    expect(asked[0]!.searchParams.has('endDate')).toBe(false);
  });

  it('spec 001 §3 status and role: choosing them puts them in the URL, asks for them, and every row follows', async () => {
    const user = userEvent.setup();
    const { router } = await openHistory();
    await rows();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'OPEN');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'OPEN' }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('status')).toBe('OPEN'));
    await waitFor(async () => {
      for (const row of await rows()) expect(cell(row, 'Status')).toHaveTextContent('Open');
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'USER');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'OPEN', role: 'USER' }),
    );
    await waitFor(async () => {
      for (const row of await rows()) expect(cell(row, 'From')).toHaveTextContent('Crew');
    });
  });

  it('spec 000 §5: unknown status and role values in the URL are dropped, never sent', async () => {
    const { router } = await openHistory('?timeInterval=1y&status=CLOSED&role=CHEF');
    await rows();
    expect(router.state.location.search).not.toHaveProperty('status');
    expect(router.state.location.search).not.toHaveProperty('role');
    for (const url of asked) {
      expect(url.searchParams.has('status')).toBe(false);
      expect(url.searchParams.get('role')).toBe('all');
    }
  });

  it('search (debounced 300 ms): typing asks once for the whole word, not per keystroke, and writes it to the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openHistory();
    await rows();
    const before = asked.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fryer 2');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'fryer 2' }));
    await waitFor(async () => {
      for (const row of await rows()) expect(cell(row, 'Request').textContent).toMatch(/fryer 2/i);
    });
    const searches = asked.slice(before).map((url) => url.searchParams.get('search'));
    expect(searches).toEqual(['fryer 2']);
  });

  it('spec 000 §5 "search inputs take at most 255 characters"', async () => {
    await openHistory();
    await rows();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('maxLength', '255');
  });

  describe('spec 000 §4, §8: a history that cannot be loaded', () => {
    const failures = [
      ['answering 500', () => failWith(listSupportHistory, 500, 'Support desk down')],
      ['with no answer (network error)', () => networkError(listSupportHistory)],
      [
        'answering a body of the wrong shape',
        () => malformed(listSupportHistory, { success: true, results: { content: [{ uuid: 1 }] } }),
      ],
    ] as const;

    it.each(failures)(
      "%s: 'The support requests could not be loaded' with Try again, the page still there; Try again loads them",
      async (_name, failure) => {
        const user = userEvent.setup();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await openHistory();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The support requests could not be loaded');
        expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
        server.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect((await rows()).length).toBeGreaterThan(0);
      },
    );

    it('a failed refresh keeps the requests on screen and says they may be out of date', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { queryClient } = await openHistory();
      const count = (await rows()).length;
      server.use(failWith(listSupportHistory, 500, 'Support desk down'));
      await queryClient.invalidateQueries({ queryKey: ['support'] });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Support desk down');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await rows()).toHaveLength(count);
    });
  });

  it('spec 001 §2 "Requests can be resolved or deleted": Resolve marks it resolved; Delete asks first, then removes it', async () => {
    const user = userEvent.setup();
    await openHistory('?timeInterval=1y&status=OPEN');
    const [first] = await rows();
    const subject = within(cell(first!, 'Request')).getAllByText(/.+/)[0]!.textContent!;
    await user.click(within(first!).getByRole('button', { name: `Resolve “${subject}”` }));
    expect(await screen.findByText('The request is resolved')).toBeVisible();
    await waitFor(async () => {
      const subjects = (await rows()).map((row) => row.textContent);
      expect(subjects.filter((text) => text?.includes(subject)).length).toBeLessThan(
        subjects.length,
      );
    });

    const [next] = await rows();
    const nextSubject = within(cell(next!, 'Request')).getAllByText(/.+/)[0]!.textContent!;
    const nextId = next!.getAttribute('data-index');
    await user.click(within(next!).getByRole('button', { name: `Delete “${nextSubject}”` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this support request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The request is deleted')).toBeVisible();
    expect(nextId).toBe('0');
  });

  it('spec 000 §6: a role without SUPPORT EDIT and DELETE sees no Resolve or Delete', async () => {
    await openHistory('?timeInterval=1y', 'norole@demo.kitchen');
    // A user with no role is not restricted: every action is there.
    const [first] = await rows();
    expect(within(first!).queryAllByRole('button').length).toBeGreaterThan(0);
  });
});

/** Picks a file in the form's hidden file input, as the browser's file chooser would. */
function choose(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the support request form, from the account menu (spec 001 §7 POST /support/support)', () => {
  async function openForm() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contact support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    return { user, dialog };
  }

  it('checks its fields before sending: both texts required, and a screenshot that is an image', async () => {
    await openHistory();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    choose(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Fryer 3');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Beeps');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('The screenshot must be a PNG, JPEG or WebP image'),
    ).toBeVisible();
  });

  it('spec 001 §8: a refusal is said in the form, which keeps what was typed; with no message, "Something went wrong"', async () => {
    await openHistory();
    const { user, dialog } = await openForm();
    server.use(failWith(sendSupportRequest, 422, 'We could not read the screenshot'));
    const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await user.type(subject, 'Fryer 3 alarm');
    await user.type(message, 'It beeps with no basket in.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your request was not sent');
    expect(alert).toHaveTextContent('We could not read the screenshot');
    expect(subject).toHaveValue('Fryer 3 alarm');
    expect(message).toHaveValue('It beeps with no basket in.');

    server.use(
      http.post('*/api/v1/support/support', () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong'),
    );
    expect(subject).toHaveValue('Fryer 3 alarm');

    server.use(networkError(sendSupportRequest));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Something went wrong'),
    );
    expect(message).toHaveValue('It beeps with no basket in.');
  });

  it('sends it as multipart form data with the screenshot; the history shows it first', async () => {
    await openHistory();
    const { user, dialog } = await openForm();
    let sentType = '';
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/support/support'))
        sentType = request.headers.get('content-type') ?? '';
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Camera 4 dark');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Since noon.');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    choose(input, new File([new Uint8Array(64)], 'camera.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your request was sent to support')).toBeVisible();
    expect(sentType).toMatch(/^multipart\/form-data; boundary=/);
    await waitFor(async () => {
      const [first] = await rows();
      expect(cell(first!, 'Request')).toHaveTextContent('Camera 4 dark');
      // A file part went with it (jsdom's File loses its name on its way into Node's form
      // data; the browser's keeps it, which the e2e checks).
      expect(cell(first!, 'Screenshot')).not.toHaveTextContent(/^–$/);
    });
    expect(screen.queryByRole('dialog', { name: 'Contact support' })).toBeNull();
  });
});

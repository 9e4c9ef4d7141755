import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../../sandbox/seed';
import { totp } from '../../sandbox/totp';
import { listAuthLog } from '../../src/api/audit/audit.endpoints';
import { listSessions } from '../../src/api/auth/auth.endpoints';
import { verifyMultiFactorCode } from '../../src/api/auth/multi-factor.api';
import { readSession } from '../../src/api/auth/session-store';
import { changePassword } from '../../src/api/users/users.endpoints';
import { controlFetch, sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { DEMO_PASSWORD, signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

const MFA_SECRET = DEMO_TOTP_SECRET;
const RESET_PATH = '/api/v1/auth/multiFactor/recoveryCodes/reset';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeEach(async () => {
  // Notices live in a module-wide store: none may carry over from the previous test.
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  // jsdom has no object URLs; the console needs them for the QR image and the download.
  URL.createObjectURL = vi.fn(() => `blob:test/${Math.random().toString(36).slice(2)}`);
  URL.revokeObjectURL = vi.fn();
});

async function signInVerified(email: string) {
  await signInAs(email);
  if (readSession()?.multiFactorPending) {
    const result = await verifyMultiFactorCode(totp(MFA_SECRET, Date.now()));
    if (!result.success) throw new Error(result.message);
  }
}

/** Another device of the same user: a session the console does not hold. */
async function signInElsewhere(email: string, userAgent: string) {
  const response = await sandbox.app.fetch(
    new Request('http://sandbox.test/api/v1/auth/signIn', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    }),
  );
  if (!response.ok) throw new Error(`Sign-in elsewhere failed: ${response.status}`);
}

function eventFilter() {
  return screen.getByLabelText('Event', { selector: 'input' });
}

async function requestCount(path: string): Promise<number> {
  const response = await controlFetch(`/__sandbox/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { count: number }).count;
}

/**
 * Answers the authentication log with `total` sign-ins, one a minute back from now, paged as
 * asked; returns the queries the console sent, oldest first.
 */
function serveAuthLog(total: number): Array<Record<string, string>> {
  const now = Date.now();
  const entries = Array.from({ length: total }, (_, index) => ({
    uuid: `entry-${index}`,
    event: 'SIGN_IN' as const,
    time: now - index * 60_000,
    ipAddress: '192.0.2.1',
    userAgent: WINDOWS_CHROME,
  }));
  const asked: Array<Record<string, string>> = [];
  server.use(
    http.get(`*/api/v1${listAuthLog.path}`, ({ request: sent }) => {
      const query = Object.fromEntries(new URL(sent.url).searchParams);
      asked.push(query);
      const limit = Number(query.limit);
      const offset = Number(query.offset);
      return HttpResponse.json({
        success: true,
        results: { content: entries.slice(offset, offset + limit), total, limit, offset },
      });
    }),
  );
  return asked;
}

/** A 6-digit code the sandbox refuses now: none of the codes of the accepted steps. */
function wrongCode(now = Date.now()): string {
  const accepted = [-1, 0, 1].map((step) => totp(MFA_SECRET, now + step * 30_000));
  return ['000000', '111111', '222222'].find((code) => !accepted.includes(code))!;
}

function codeBoxes(within_: HTMLElement): HTMLElement[] {
  return within(within_).getAllByRole('textbox', { name: /^Digit \d of 6$/ });
}

async function notice(text: string) {
  return screen.findByText(text);
}

describe('security: multi-factor', () => {
  it('turns multi-factor on with the QR code and a code, shows the recovery codes once', async () => {
    const user = userEvent.setup();
    await signInVerified('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Two-step verification' });
    expect(within(section).getByText('Off')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    const qr = await within(section).findByRole('img', {
      name: 'QR code to add the console to your authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^blob:/);
    const secret = within(section).getByTestId('mfa-secret').textContent!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await user.click(within(section).getAllByRole('textbox', { name: /^Digit 1 of 6$/ })[0]!);
    await user.keyboard(totp(secret, Date.now()));

    const codes = await within(section).findAllByTestId('recovery-code');
    expect(codes).toHaveLength(8);
    const shown = codes.map((code) => code.textContent);
    expect(within(section).getByText('On')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(shown.join('\n') + '\n');
    expect(await notice('Recovery codes copied')).toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(section).getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    expect(await file.text()).toBe(shown.join('\n') + '\n');

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryAllByTestId('recovery-code')).toHaveLength(0);
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();

    // A code of the new secret now completes a sign-in: the app's next one, since the one that
    // turned it on is spent (a code is good once, RFC 6238 §5.2).
    const verified = await verifyMultiFactorCode(totp(secret, Date.now() + 30_000));
    expect(verified.success).toBe(true);
  });

  it('spec 000 §7 line 162 gives turning it on no answer: with no codes it says so and makes them through the reset, with a current code', async () => {
    const user = userEvent.setup();
    // The sandbox turns it on; the answer reaching the console is the spec's, with no results.
    server.use(
      http.post('*/api/v1/auth/multiFactor/enable/verify', async ({ request: sent }) => {
        const answered = await sandbox.app.fetch(sent);
        return HttpResponse.json({ success: answered.ok }, { status: answered.status });
      }),
    );
    await signInVerified('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(section).findByRole('button', { name: 'Turn on' }));
    await within(section).findByRole('img', { name: /QR code/ });
    const secret = within(section).getByTestId('mfa-secret').textContent!.replace(/\s/g, '');
    await user.click(within(section).getAllByRole('textbox', { name: /^Digit 1 of 6$/ })[0]!);
    await user.keyboard(totp(secret, Date.now()));

    expect(await within(section).findByText('No recovery codes were given')).toBeVisible();
    expect(within(section).getByText('On')).toBeInTheDocument();
    expect(within(section).queryAllByTestId('recovery-code')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Make recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await user.click(codeBoxes(dialog)[0]!);
    // The app's next code: turning it on spent the current one (RFC 6238 §5.2).
    await user.keyboard(totp(secret, Date.now() + 30_000));
    await user.click(within(dialog).getByRole('button', { name: 'New recovery codes' }));
    expect(await within(section).findAllByTestId('recovery-code')).toHaveLength(8);
  });

  it('says why a wrong setup code was refused and keeps the setup open', async () => {
    const user = userEvent.setup();
    await signInVerified('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await screen.findByRole('img', { name: /QR code/ });
    const secret = screen.getByTestId('mfa-secret').textContent!.replace(/\s/g, '');
    const accepted = [-1, 0, 1].map((step) => totp(secret, Date.now() + step * 30_000));
    const wrong = ['000000', '111111', '222222'].find((code) => !accepted.includes(code))!;

    await user.click(screen.getAllByRole('textbox', { name: /^Digit 1 of 6$/ })[0]!);
    await user.keyboard(wrong);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(screen.queryAllByTestId('recovery-code')).toHaveLength(0);
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('turns multi-factor off after a confirmation with a current code', async () => {
    const user = userEvent.setup();
    await signInVerified('mfa@demo.kitchen');
    await renderApp('/user-settings/security');
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(await within(section).findByText('On')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' });
    await user.click(within(dialog).getAllByRole('textbox', { name: /^Digit 1 of 6$/ })[0]!);
    // The app's next code: the sign-in spent the current one (a code is good once, RFC 6238 §5.2).
    await user.keyboard(totp(MFA_SECRET, Date.now() + 30_000));
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await notice('Two-step verification is off')).toBeInTheDocument();
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  // Decision "Every channel checks who is there": new recovery codes need a current code of the
  // app or a recovery code, so a session left open cannot void the owner's codes alone.
  it('makes new recovery codes after a current code; a wrong one is refused with the message and kept', async () => {
    const user = userEvent.setup();
    await signInVerified('mfa@demo.kitchen');
    const owner = sandbox.context.chain.users.find((one) => one.email === 'mfa@demo.kitchen')!;
    const codesBefore = structuredClone(owner.recoveryCodes);
    await renderApp('/user-settings/security');
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(section).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    expect(dialog).toHaveTextContent(
      'Enter the current code from your authenticator app, or one of your recovery codes.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'New recovery codes' });

    // Nothing typed: the dialog asks for the code and sends nothing.
    await user.click(confirm);
    expect(await within(dialog).findByText('Enter all 6 digits of the code.')).toBeInTheDocument();
    expect(await requestCount(RESET_PATH)).toBe(0);

    const boxes = codeBoxes(dialog);
    const wrong = wrongCode();
    await user.click(boxes[0]!);
    await user.keyboard(wrong);
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe(wrong);
    expect(screen.queryAllByTestId('recovery-code')).toHaveLength(0);
    expect(owner.recoveryCodes).toEqual(codesBefore);

    // Typed over with the app's next code: the sign-in spent the current one (a code is good
    // once, RFC 6238 §5.2).
    await user.click(boxes[0]!);
    await user.keyboard(totp(MFA_SECRET, Date.now() + 30_000));
    await user.click(confirm);
    expect(await within(section).findAllByTestId('recovery-code')).toHaveLength(8);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(owner.recoveryCodes).not.toEqual(codesBefore);
  });

  it('makes new recovery codes with a recovery code instead of the app’s; a wrong one is refused and kept', async () => {
    const user = userEvent.setup();
    await signInVerified('mfa@demo.kitchen');
    await renderApp('/user-settings/security');
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    const field = within(dialog).getByRole('textbox', { name: 'Recovery code' });
    const confirm = within(dialog).getByRole('button', { name: 'New recovery codes' });

    await user.type(field, 'RC00-0000');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid recovery code');
    expect(field).toHaveValue('RC00-0000');

    await user.clear(field);
    await user.type(field, DEMO_RECOVERY_CODES[0]!);
    await user.click(confirm);
    const codes = await screen.findAllByTestId('recovery-code');
    expect(codes.map((code) => code.textContent)).not.toContain(DEMO_RECOVERY_CODES[0]);
    expect(codes).toHaveLength(8);
  });

  it('keeps multi-factor on when the turn-off confirmation is cancelled', async () => {
    const user = userEvent.setup();
    await signInVerified('mfa@demo.kitchen');
    await renderApp('/user-settings/security');
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('On')).toBeInTheDocument();
  });
});

describe('security: password dialog (spec 000 §8)', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await signInVerified('crew@demo.kitchen');
    await renderApp('/user-settings/security');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    return { user, dialog };
  }

  it("stores the new session, says 'Password successfully changed' and closes", async () => {
    const { user, dialog } = await openDialog();
    const before = readSession()!.accessToken;
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(/^Current password/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await user.type(within(dialog).getByLabelText(/^New password/, { selector: 'input' }), 'short');
    expect(within(dialog).getByText('At least 10 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(/^New password/, { selector: 'input' }),
      'Fry#2026x',
    );
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await notice('Password successfully changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSession()!.accessToken).not.toBe(before);
  });

  it("shows the provider's message as a red notice titled 'Error' and stays open", async () => {
    const { user, dialog } = await openDialog();
    await user.type(
      within(dialog).getByLabelText(/^Current password/, { selector: 'input' }),
      'Wrong#Password1',
    );
    await user.type(
      within(dialog).getByLabelText(/^New password/, { selector: 'input' }),
      'Shortfry#2026x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const message = await notice('The current password is incorrect');
    const card = message.closest('.mantine-Notification-root') as HTMLElement;
    expect(within(card).getByText('Error')).toBeInTheDocument();
    expect(card.getAttribute('style')).toMatch(/red/);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows a failure the provider answers with an override too', async () => {
    const { user, dialog } = await openDialog();
    server.use(
      failWith(changePassword, 400, 'The new password must not match a previous password'),
    );
    await user.type(
      within(dialog).getByLabelText(/^Current password/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await user.type(
      within(dialog).getByLabelText(/^New password/, { selector: 'input' }),
      'Shortfry#2026x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await notice('The new password must not match a previous password')).toBeInTheDocument();
  });
});

describe('active sessions', () => {
  it('lists the devices, marks this one, signs one out and then every other', async () => {
    const user = userEvent.setup();
    await signInElsewhere('crew@demo.kitchen', WINDOWS_CHROME);
    await signInElsewhere('crew@demo.kitchen', WINDOWS_CHROME);
    await signInVerified('crew@demo.kitchen');
    await renderApp('/user-settings/active-sessions');
    expect(
      await screen.findByRole('heading', { name: 'Active Sessions', level: 1 }),
    ).toBeInTheDocument();

    let cards = await screen.findAllByTestId('session');
    expect(cards).toHaveLength(3);
    expect(await requestCount('/api/v1/auth/sessions')).toBe(1);
    expect(within(cards[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('This device')).not.toBeInTheDocument();

    await user.click(within(cards[1]!).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('Chrome on Windows will have to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const others = await screen.findByRole('dialog', { name: 'Sign out every other device?' });
    expect(others).toHaveTextContent('1 other device will have to sign in again.');
    await user.click(within(others).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    cards = screen.getAllByTestId('session');
    expect(within(cards[0]!).getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(readSession()).not.toBeNull();
  });

  it("signing out this device's own session is a sign-out", async () => {
    const user = userEvent.setup();
    await signInVerified('crew@demo.kitchen');
    const { router } = await renderApp('/user-settings/active-sessions');
    const [card] = await screen.findAllByTestId('session');
    await user.click(within(card!).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('you will be signed out here');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
  });

  it("shows 'No records' for an empty list", async () => {
    await signInVerified('crew@demo.kitchen');
    server.use(answer(listSessions, []));
    await renderApp('/user-settings/active-sessions');
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    await signInVerified('crew@demo.kitchen');
    server.use(failWith(listSessions, 500, 'Provider is down'));
    await renderApp('/user-settings/active-sessions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sessions could not be loaded');
    expect(alert).toHaveTextContent('Provider is down');
    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('session')).toHaveLength(1);
  });
});

describe('authentication log', () => {
  it('lists the sign-ins and keeps the event filter in the URL', async () => {
    const user = userEvent.setup();
    await signInVerified('manager@demo.kitchen');
    const { router } = await renderApp('/user-settings/authentification-log');
    expect(
      await screen.findByRole('heading', { name: 'Authentication Log', level: 1 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByTestId('auth-log-row')).length).toBeGreaterThan(0);
    // The loader's prefetch and the page's query are one request.
    expect(await requestCount('/api/v1/auditTrail/auth')).toBe(1);

    await user.click(eventFilter());
    // jsdom has no layout, so Mantine's positioned dropdown stays display: none.
    await user.click(await screen.findByRole('option', { name: 'Signed out', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ event: 'SIGN_OUT' }));
    await waitFor(() => {
      const rows = screen.getAllByTestId('auth-log-row');
      rows.forEach((row) => expect(row).toHaveTextContent('Signed out'));
    });
    expect(eventFilter()).toHaveValue('Signed out');
    expect(await requestCount('/api/v1/auditTrail/auth')).toBe(2);
  });

  it('drops an invalid filter value from the URL instead of failing', async () => {
    await signInVerified('manager@demo.kitchen');
    const tomorrow = Date.now() + 86_400_000;
    const { router } = await renderApp(
      `/user-settings/authentification-log?event=NOT_AN_EVENT&limit=7&page=0&endDate=${tomorrow}`,
    );
    expect(await screen.findByLabelText('Event', { selector: 'input' })).toHaveValue('All');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.href).toBe('/user-settings/authentification-log');
    expect((await screen.findAllByTestId('auth-log-row')).length).toBeGreaterThan(0);
  });

  it('keeps a valid filter from the URL and asks the provider with it', async () => {
    await signInVerified('manager@demo.kitchen');
    const { router } = await renderApp(
      '/user-settings/authentification-log?event=SIGN_IN&limit=10&bogus=1',
    );
    expect(await screen.findByLabelText('Event', { selector: 'input' })).toHaveValue('Signed in');
    expect(router.state.location.search).toMatchObject({ event: 'SIGN_IN', limit: 10 });
    const rows = await screen.findAllByTestId('auth-log-row');
    expect(rows.length).toBeLessThanOrEqual(10);
    rows.forEach((row) => expect(row).toHaveTextContent('Signed in'));
  });

  it('spec 000 §9: pagination shows above 10 lines: 3 page buttons, sizes 10, 20 and 50, 20 by default', async () => {
    await signInVerified('manager@demo.kitchen');
    const asked = serveAuthLog(65);
    await renderApp('/user-settings/authentification-log');
    expect(await screen.findAllByTestId('auth-log-row')).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 65')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(asked.at(-1)).toMatchObject({ limit: '20', offset: '0' });

    const sizeSelect = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizeSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
  });

  it('spec 000 §9: a page or a page size chosen goes to the URL and to the request', async () => {
    const user = userEvent.setup();
    await signInVerified('manager@demo.kitchen');
    const asked = serveAuthLog(65);
    const { router } = await renderApp('/user-settings/authentification-log');
    await screen.findAllByTestId('auth-log-row');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3 }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ limit: '20', offset: '40' }));
    expect(await screen.findByText('Showing 41–60 of 65')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    // The first line seen (the 41st) is on the first page of 50.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ limit: 50 }));
    expect(router.state.location.search).not.toHaveProperty('page');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ limit: '50', offset: '0' }));
    expect(await screen.findByText('Showing 1–50 of 65')).toBeInTheDocument();
  });

  it('spec 000 §9: no pagination for 10 lines or fewer; from 11 on it shows', async () => {
    await signInVerified('manager@demo.kitchen');
    serveAuthLog(10);
    const ten = await renderApp('/user-settings/authentification-log');
    expect(await screen.findAllByTestId('auth-log-row')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    ten.unmount();

    serveAuthLog(11);
    await renderApp('/user-settings/authentification-log');
    expect(await screen.findAllByTestId('auth-log-row')).toHaveLength(11);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–11 of 11')).toBeInTheDocument();
  });

  it('shows the last page for a page past the end', async () => {
    await signInVerified('manager@demo.kitchen');
    const asked = serveAuthLog(25);
    const { router } = await renderApp('/user-settings/authentification-log?page=9');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(screen.getAllByTestId('auth-log-row')).toHaveLength(5);
    expect(asked.at(-1)).toMatchObject({ offset: '20' });
  });

  it("shows 'No records' for an empty log", async () => {
    await signInVerified('manager@demo.kitchen');
    server.use(answer(listAuthLog, { content: [], total: 0, limit: 20, offset: 0 }));
    await renderApp('/user-settings/authentification-log');
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("spec 000 §2: the shared date-range picker's preset sets startDate and endDate in the URL and the request", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await signInVerified('manager@demo.kitchen');
    const asked = serveAuthLog(65);
    const { router } = await renderApp('/user-settings/authentification-log?event=SIGN_IN&page=2');
    await screen.findAllByTestId('auth-log-row');

    await user.click(screen.getByRole('button', { name: 'Date range: Select dates' }));
    const picker = await screen.findByRole('dialog', { hidden: true });
    const before = Date.now();
    await user.click(within(picker).getByRole('button', { name: 'Last 7 days', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('endDate'));
    const { startDate, endDate, ...rest } = router.state.location.search as Record<string, unknown>;
    // The log keeps explicit dates: the preset's 7 days, ending when it was chosen; a new
    // filter starts again from the first page.
    expect(endDate).toBeGreaterThanOrEqual(before);
    expect(endDate).toBeLessThanOrEqual(Date.now());
    expect(startDate).toBe((endDate as number) - 7 * 86_400_000);
    expect(rest).toEqual({ event: 'SIGN_IN' });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        startDate: String(startDate),
        endDate: String(endDate),
        event: 'SIGN_IN',
        offset: '0',
      }),
    );
    expect(
      screen.getByRole('button', { name: /^Date range: \d{2} \w{3} .+ – \d{2} \w{3} / }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Date range: / }));
    const again = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(again).getByRole('button', { name: 'Clear', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ event: 'SIGN_IN' }));
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('startDate'));
    expect(asked.at(-1)).not.toHaveProperty('endDate');
  });

  it('spec 000 §4/§5: a date range from the URL filters the request; half a range is dropped', async () => {
    await signInVerified('manager@demo.kitchen');
    const asked = serveAuthLog(3);
    const end = Date.now() - 86_400_000;
    const start = end - 3_600_000;
    const first = await renderApp(
      `/user-settings/authentification-log?startDate=${start}&endDate=${end}`,
    );
    await screen.findAllByTestId('auth-log-row');
    expect(first.router.state.location.search).toEqual({ startDate: start, endDate: end });
    expect(asked.at(-1)).toMatchObject({ startDate: String(start), endDate: String(end) });
    first.unmount();

    const second = await renderApp(`/user-settings/authentification-log?startDate=${start}`);
    await screen.findAllByTestId('auth-log-row');
    await waitFor(() => expect(second.router.state.location.search).toEqual({}));
    expect(asked.at(-1)).not.toHaveProperty('startDate');
  });

  it('spec 000 §1: on a phone the log is cards, and a page with fewer rows shows its cards', async () => {
    onPhone();
    await signInVerified('manager@demo.kitchen');
    serveAuthLog(25);
    const { router } = await renderApp('/user-settings/authentification-log');
    expect(await screen.findAllByTestId('auth-log-row')).toHaveLength(20);
    await act(() => router.navigate({ href: '/user-settings/authentification-log?page=2' }));
    await waitFor(() => expect(screen.getAllByTestId('auth-log-row')).toHaveLength(5));
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('spec 000 §1/§2: on a phone the date-range picker is in the filter sheet and counts there', async () => {
    onPhone();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await signInVerified('manager@demo.kitchen');
    const asked = serveAuthLog(3);
    const { router } = await renderApp('/user-settings/authentification-log');
    await screen.findAllByTestId('auth-log-row');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Date range: Select dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Last 1 day' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('startDate'));
    const { startDate, endDate } = router.state.location.search as Record<
      'startDate' | 'endDate',
      number
    >;
    expect(endDate - startDate).toBe(86_400_000);
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        startDate: String(startDate),
        endDate: String(endDate),
      }),
    );
    // The range is one filter, though it is two keys (lib/page-filters).
    expect(screen.getByRole('button', { name: 'Filters, 1 changed' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    await signInVerified('manager@demo.kitchen');
    server.use(failWith(listAuthLog, 500, 'Provider is down'));
    await renderApp('/user-settings/authentification-log');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The authentication log could not be loaded');
    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByTestId('auth-log-row')).length).toBeGreaterThan(0);
  });
});

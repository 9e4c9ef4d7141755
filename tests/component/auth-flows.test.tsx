import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { totp } from '../../sandbox/totp';
import { verifyMultiFactor } from '../../src/api/auth/auth.endpoints';
import { readSession } from '../../src/api/auth/session-store';
import {
  checkResetToken,
  forgotPassword,
  resetPassword,
} from '../../src/api/users/users.endpoints';
import { controlFetch, server } from '../helpers/msw-server';
import { failWith, networkError } from '../helpers/override';
import { renderApp, signInWithForm } from '../helpers/render-app';
import { DEMO_PASSWORD } from '../helpers/sign-in';

const MFA_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;
const NEW_PASSWORD = 'Brisket#4821q';

/** The control API and the request log, as a test reads them (not part of the console). */
async function control<T>(path: string, method = 'GET'): Promise<T> {
  const response = await controlFetch(path, method);
  return (await response.json()) as T;
}

async function requestCount(path: string): Promise<number> {
  const log = await control<{ count: number }>(
    `/__sandbox/requests?path=${encodeURIComponent(path)}`,
  );
  return log.count;
}

async function resetLinkFor(email: string): Promise<string> {
  const { messages } = await control<{ messages: Array<{ link: string }> }>(
    `/__sandbox/outbox?email=${encodeURIComponent(email)}`,
  );
  const link = messages.at(-1)?.link;
  if (!link) throw new Error(`No reset e-mail for ${email}`);
  return link;
}

/** A 6-digit code the sandbox refuses now: none of the codes of the accepted steps. */
function wrongCode(now = Date.now()): string {
  const accepted = [-1, 0, 1].map((step) => totp(MFA_SECRET, now + step * STEP_MS));
  return ['000000', '111111', '222222'].find((code) => !accepted.includes(code))!;
}

function codeBoxes(): HTMLInputElement[] {
  return screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
}

async function landsOn(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

async function leavesAuthPages(router: { state: { location: { pathname: string } } }) {
  await waitFor(() =>
    expect(router.state.location.pathname).not.toMatch(/^\/(login|multi-step-auth)$/),
  );
}

describe('multi-factor sign-in (spec 000 §4, §5)', () => {
  it('asks mfa@demo.kitchen for a code; a pasted authenticator code fills the six boxes and signs in', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    expect(await screen.findByRole('heading', { name: 'Multi Factor Auth' })).toBeInTheDocument();
    expect(document.title).toContain('Multi Factor Auth');
    expect(readSession()?.multiFactorPending).toBe(true);

    const boxes = codeBoxes();
    expect(boxes).toHaveLength(6);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    const code = totp(MFA_SECRET, Date.now());
    await user.paste(code);

    await leavesAuthPages(router);
    expect(readSession()?.multiFactorPending).toBe(false);
    expect(await requestCount('/api/v1/auth/multiFactor/verify')).toBe(1);
  });

  it('signs in with a recovery code from the sandbox README', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'RC7K-2M9Q');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await leavesAuthPages(router);
    expect(readSession()?.multiFactorPending).toBe(false);
  });

  it('shows the server message for a wrong code, clears the boxes and lets the user try again', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    await user.click(codeBoxes()[0]!);
    await user.keyboard(wrongCode());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    await waitFor(() => codeBoxes().forEach((box) => expect(box).toHaveValue('')));
    expect(router.state.location.pathname).toBe('/multi-step-auth');
    expect(readSession()?.multiFactorPending).toBe(true);

    await user.click(codeBoxes()[0]!);
    await user.keyboard(totp(MFA_SECRET, Date.now()));
    await leavesAuthPages(router);
  });

  it('refuses a pasted code with letters and sends nothing', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    await user.click(codeBoxes()[0]!);
    await user.paste('12ab56');

    expect(await screen.findByText('Paste a code of 6 digits only.')).toBeInTheDocument();
    codeBoxes().forEach((box) => expect(box).toHaveValue(''));
    expect(await requestCount('/api/v1/auth/multiFactor/verify')).toBe(0);
  });

  it('refuses a pasted 7-digit code whole and sends nothing; a 7th digit cannot be typed', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    await user.click(codeBoxes()[0]!);
    await user.paste('1234567');

    expect(await screen.findByText('Paste a code of 6 digits only.')).toBeInTheDocument();
    codeBoxes().forEach((box) => expect(box).toHaveValue(''));
    expect(await requestCount('/api/v1/auth/multiFactor/verify')).toBe(0);

    // Typing letters does nothing; a seventh digit has no box to go to.
    await user.click(codeBoxes()[0]!);
    await user.keyboard('a');
    expect(codeBoxes()[0]).toHaveValue('');
    expect(codeBoxes()).toHaveLength(6);
  });

  it('says "Network error" when the check gets no answer, and stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    server.use(networkError(verifyMultiFactor));
    await user.click(codeBoxes()[0]!);
    await user.keyboard(totp(MFA_SECRET, Date.now()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(router.state.location.pathname).toBe('/multi-step-auth');
  });

  it('signs out from the second step', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'mfa@demo.kitchen');
    await landsOn(router, '/multi-step-auth');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await landsOn(router, '/login');
    expect(readSession()).toBeNull();
  });

  it('sends a visitor without a session to sign-in', async () => {
    const { router } = await renderApp('/multi-step-auth');
    await landsOn(router, '/login');
  });
});

describe('expired password (spec 000 §4, §5)', () => {
  it('leads expired@demo.kitchen to change it, with the rules shown live, then home', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'expired@demo.kitchen');
    await landsOn(router, '/change-expired-password');
    expect(
      await screen.findByRole('heading', { name: 'Change Expired Password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'It must not resemble previous passwords, be a dictionary word, or resemble the e-mail or display name.',
      ),
    ).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(
      screen.getByLabelText(/^Current password/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    const fresh = screen.getByLabelText(/^New password/, { selector: 'input' });

    await user.type(fresh, 'brisket');
    const unmet = screen.getByTestId('unmet-password-rules');
    expect(within(unmet).getByText('At least 10 characters')).toBeInTheDocument();
    expect(within(unmet).getByText('An uppercase letter')).toBeInTheDocument();
    expect(within(unmet).getByText('A digit')).toBeInTheDocument();
    expect(within(unmet).getByText('A special character')).toBeInTheDocument();
    expect(within(unmet).queryByText('A lowercase letter')).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(fresh);
    await user.type(fresh, 'Bris#48');
    expect(
      within(screen.getByTestId('unmet-password-rules')).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByText('At least 10 characters')).toBeInTheDocument();
    await user.type(fresh, 'ket21');
    expect(screen.queryByTestId('unmet-password-rules')).not.toBeInTheDocument();
    expect(screen.getByText('The new password meets every rule.')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() =>
      expect(router.state.location.pathname).not.toMatch(/^\/(login|change-expired-password)$/),
    );
    expect(readSession()?.daysToPasswordExpiration).toBeNull();
  });

  it("shows the provider's refusal and stays on the page", async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'expired@demo.kitchen');
    await landsOn(router, '/change-expired-password');
    await user.type(
      await screen.findByLabelText(/^Current password/, { selector: 'input' }),
      'Not-the-password1',
    );
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect');
    expect(router.state.location.pathname).toBe('/change-expired-password');
  });
});

describe('blocked account (spec 000 §8)', () => {
  it('shows blocked@demo.kitchen the blocked screen with whom to contact, and goes back to sign-in', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, 'blocked@demo.kitchen');
    await landsOn(router, '/blocked-account');
    expect(await screen.findByRole('heading', { name: 'Blocked Account' })).toBeInTheDocument();
    expect(screen.getByText('Your account is blocked, so you cannot use the console.'));
    expect(screen.getByRole('link', { name: 'support@demo.kitchen' })).toHaveAttribute(
      'href',
      'mailto:support@demo.kitchen',
    );

    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    await landsOn(router, '/login');
    expect(readSession()).toBeNull();
  });
});

describe('forgotten password and reset link', () => {
  it.each([['crew@demo.kitchen'], ['nobody@demo.kitchen']])(
    'confirms the same way for %s, never telling whether the account exists',
    async (email) => {
      const user = userEvent.setup();
      await renderApp('/forgot-password');
      expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^email/i), email);
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        `If an account exists for ${email}, we sent a link to set a new password.`,
      );
    },
  );

  it('checks the address before calling the provider', async () => {
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(await requestCount('/api/v1/users/password/forgot')).toBe(0);
  });

  it("shows the provider's failure", async () => {
    const user = userEvent.setup();
    server.use(failWith(forgotPassword, 500, 'Mail server is down'));
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^email/i), 'crew@demo.kitchen');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail server is down');
  });

  it('sets a new password from the e-mailed link, then the new password signs in', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^email/i), 'crew@demo.kitchen');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByRole('status');
    first.unmount();

    const link = await resetLinkFor('crew@demo.kitchen');
    const { router } = await renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.getByText('Choose a new password for crew@demo.kitchen.')).toBeInTheDocument();
    expect(await requestCount('/api/v1/users/password/reset/check')).toBe(1);

    const save = screen.getByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), NEW_PASSWORD);
    await user.type(
      screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      'Brisket#4821',
    );
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }), 'q');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your new password is set. Sign in with it.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    await landsOn(router, '/login');

    await user.type(await screen.findByLabelText(/^email/i), 'crew@demo.kitchen');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await leavesAuthPages(router);
  });

  it('spec 001 §7 line 201 gives the link check no answer: a link it does not refuse opens the form, without an e-mail', async () => {
    const user = userEvent.setup();
    // The spec's answer: success, with no results.
    server.use(
      http.get(`*/api/v1${checkResetToken.path}`, () => HttpResponse.json({ success: true })),
    );
    await fetch(new URL('/api/v1/users/password/forgot', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'crew@demo.kitchen' }),
    });
    await renderApp(await resetLinkFor('crew@demo.kitchen'));
    expect(await screen.findByText('Choose a new password for your account.')).toBeVisible();
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), NEW_PASSWORD);
    await user.type(
      screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      NEW_PASSWORD,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your new password is set. Sign in with it.',
    );
  });

  it('a password the provider refuses is said in our words, not its English', async () => {
    const user = userEvent.setup();
    server.use(failWith(resetPassword, 400, 'Password was used recently'));
    await fetch(new URL('/api/v1/users/password/forgot', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'crew@demo.kitchen' }),
    });
    await renderApp(await resetLinkFor('crew@demo.kitchen'));
    await user.type(
      await screen.findByLabelText(/^New password/, { selector: 'input' }),
      NEW_PASSWORD,
    );
    await user.type(
      screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      NEW_PASSWORD,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server did not accept this password.');
    expect(alert).not.toHaveTextContent('Password was used recently');
  });

  it('sends a used link to the expired-token page', async () => {
    await fetch(new URL('/api/v1/users/password/forgot', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'crew@demo.kitchen' }),
    });
    const link = await resetLinkFor('crew@demo.kitchen');
    const token = new URL(link, window.location.origin).searchParams.get('token')!;
    await fetch(new URL('/api/v1/users/password/reset', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: NEW_PASSWORD }),
    });

    const { router } = await renderApp(link);
    await landsOn(router, '/login-expired');
  });

  it('sends an expired link to the expired-token page, which offers a new link and sign-in', async () => {
    const user = userEvent.setup();
    await fetch(new URL('/api/v1/users/password/forgot', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'crew@demo.kitchen' }),
    });
    const link = await resetLinkFor('crew@demo.kitchen');
    await control('/__sandbox/reset-tokens/expire', 'POST');

    const { router } = await renderApp(link);
    await landsOn(router, '/login-expired');
    expect(await screen.findByRole('heading', { name: 'Expired Token' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired or was already used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await landsOn(router, '/forgot-password');
  });

  it.each([
    ['a bogus token', '/reset-password?token=not-a-real-token'],
    ['no token', '/reset-password'],
    ['an empty token', '/reset-password?token='],
  ])('sends %s to the expired-token page', async (_, path) => {
    const { router } = await renderApp(path);
    await landsOn(router, '/login-expired');
  });

  it('offers a retry when the link cannot be checked, without calling it expired', async () => {
    server.use(failWith(checkResetToken, 503, 'Service unavailable'));
    const { router } = await renderApp('/reset-password?token=some-token');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The link could not be checked');
    // Our catalogue's text, not the provider's English.
    expect(alert).toHaveTextContent(
      'The server could not check the link just now. Try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('Service unavailable');
    expect(router.state.location.pathname).toBe('/reset-password');

    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await landsOn(router, '/login-expired');
  });
});

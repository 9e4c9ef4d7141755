import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { totp } from '../../sandbox/totp';
import { startMultiFactorEnable } from '../../src/api/auth/auth.endpoints';
import { readSession, updateSession } from '../../src/api/auth/session-store';
import { controlFetch, server } from '../helpers/msw-server';
import { renderApp, signInWithForm } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/**
 * "Multi-factor required" enforced at sign-in (docs/decisions/sign-in-and-access.md, "Required multi-factor
 * setup"; spec 000 §6 per-user multi-factor option, §4 redirect rules: not verified sends the
 * user to the multi-factor page): the seeded account the administrator flagged and who has no
 * authenticator yet.
 */
const FLAGGED = 'mfa-setup@demo.kitchen';
const STEP_MS = 30_000;

beforeEach(() => {
  // jsdom has no object URLs; the QR image needs them.
  URL.createObjectURL = vi.fn(() => `blob:test/${Math.random().toString(36).slice(2)}`);
  URL.revokeObjectURL = vi.fn();
});

async function requestCount(path: string): Promise<number> {
  const response = await controlFetch(`/__sandbox/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { count: number }).count;
}

async function landsOn(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

/** The setup screen, once its new secret is shown: the secret as the user would type it. */
async function setupScreen(): Promise<string> {
  expect(
    await screen.findByRole('heading', { name: 'Set up two-step verification' }),
  ).toBeInTheDocument();
  await screen.findByRole('img', { name: 'QR code to add the console to your authenticator app' });
  return screen.getByTestId('mfa-secret').textContent!.replace(/\s/g, '');
}

function wrongCode(secret: string, now = Date.now()): string {
  const accepted = [-1, 0, 1].map((step) => totp(secret, now + step * STEP_MS));
  return ['000000', '111111', '222222'].find((code) => !accepted.includes(code))!;
}

async function typeCode(user: UserEvent, code: string) {
  await user.click(screen.getAllByRole('textbox', { name: /^Digit 1 of 6$/ })[0]!);
  await user.keyboard(code);
}

describe('required multi-factor setup at sign-in (Keycloak "Configure OTP")', () => {
  it('takes the flagged user from the password to the QR code, a code and the recovery codes, then home', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, FLAGGED);
    await landsOn(router, '/multi-step-auth');
    expect(readSession()?.multiFactorSetupRequired).toBe(true);
    const secret = await setupScreen();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(document.title).toContain('Multi Factor Auth');
    expect(
      screen.getByText(/Your administrator requires two-step verification for your account/),
    ).toBeInTheDocument();
    // Nothing to cancel to: the only way out is signing out.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    // A wrong code says so and keeps the screen.
    await typeCode(user, wrongCode(secret));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(router.state.location.pathname).toBe('/multi-step-auth');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(readSession()?.multiFactorSetupRequired).toBe(true);

    await typeCode(user, totp(secret, Date.now()));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByTestId('recovery-code')).toHaveLength(8);
    expect(readSession()?.multiFactorSetupRequired).toBe(false);
    // No page opened yet: the console asked the provider for nothing but the setup.
    expect(await requestCount('/api/v1/restaurants')).toBe(0);
    expect(router.state.location.pathname).toBe('/multi-step-auth');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    // Spec 000 §2: the dashboard is home for a role that grants it (Restaurant Manager).
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/chicken');
  });

  it('keeps every page shut until the setup is done: a deep link waits behind it', async () => {
    await signInAs(FLAGGED);
    const { router } = await renderApp('/dashboard/potato');
    await landsOn(router, '/multi-step-auth');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/potato' });
    await setupScreen();
  });

  it('signs out from the setup screen', async () => {
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, FLAGGED);
    await landsOn(router, '/multi-step-auth');
    await setupScreen();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await landsOn(router, '/login');
    expect(readSession()).toBeNull();
  });

  it('says when the setup could not be started, and starts it on retry', async () => {
    server.use(
      http.put(
        `*/api/v1${startMultiFactorEnable.path}`,
        () => HttpResponse.json({ success: false, code: 500, message: 'Boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const { router } = await signInWithForm(user, FLAGGED);
    await landsOn(router, '/multi-step-auth');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The setup could not be started');
    expect(alert).toHaveTextContent('Boom');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await setupScreen();
  });

  it("takes a session the console thought whole to the setup on 403 'Multi-factor setup required'", async () => {
    await signInAs(FLAGGED);
    // As if the sign-in's answer had not said so (a provider without the field).
    updateSession({ multiFactorSetupRequired: false });
    const { router } = await renderApp('/dashboard/chicken');
    await landsOn(router, '/multi-step-auth');
    expect(readSession()?.multiFactorSetupRequired).toBe(true);
    await setupScreen();
  });
});

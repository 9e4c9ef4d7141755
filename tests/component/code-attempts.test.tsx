import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed';
import { totp } from '../../sandbox/totp';
import { verifyMultiFactorCode } from '../../src/api/auth/multi-factor.api';
import { readSession } from '../../src/api/auth/session-store';
import { setLocale } from '../../src/lib/i18n/i18n';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/*
 * Docs/decisions/sign-in-and-access.md, "Every channel checks who is there": after 5 wrong
 * codes the provider answers 429 with the minutes to wait, and the page the code was typed on
 * shows that answer (spec 000 §8: the provider's message) in either language; and turning
 * multi-factor off asks for a current code.
 */

const LOCKED = 'Too many wrong codes: try again in 15 minutes';

/** A 6-digit code the sandbox refuses now: none of the codes of the accepted steps. */
function wrongCode(now = Date.now()): string {
  const accepted = [-1, 0, 1].map((step) => totp(DEMO_TOTP_SECRET, now + step * 30_000));
  return ['000000', '111111', '222222'].find((code) => !accepted.includes(code))!;
}

const codeBoxes = (within_: HTMLElement = document.body) =>
  within(within_).getAllByRole('textbox', { name: /^(Digit|Dígito) \d (of|de) 6$/ });

beforeEach(async () => {
  // Notices live in a module-wide store: none may carry over from the previous test.
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
});

afterEach(async () => {
  await setLocale('en', false);
});

describe('the sign-in’s code step after 5 wrong codes', () => {
  it.each([
    ['en', 'Verification failed'],
    ['es', 'No se pudo verificar'],
  ] as const)('shows the provider’s 429 with the minutes left (%s)', async (locale, title) => {
    const user = userEvent.setup();
    await setLocale(locale, false);
    await signInAs('mfa@demo.kitchen');
    const { router } = await renderApp('/multi-step-auth');
    await waitFor(() => expect(codeBoxes()).toHaveLength(6));
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await verifyMultiFactorCode(wrongCode());
      expect(refused).toMatchObject({ success: false, code: 400 });
    }

    // The sixth, right or not, is refused until the first wrong one is 15 minutes old.
    await user.click(codeBoxes()[0]!);
    await user.keyboard(totp(DEMO_TOTP_SECRET, Date.now()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(LOCKED);
    expect(router.state.location.pathname).toBe('/multi-step-auth');
    expect(readSession()?.multiFactorPending).toBe(true);
  });
});

describe('turning multi-factor off (security settings)', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await signInAs('mfa@demo.kitchen');
    const verified = await verifyMultiFactorCode(totp(DEMO_TOTP_SECRET, Date.now()));
    expect(verified.success).toBe(true);
    await renderApp('/user-settings/security');
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' });
    return { user, section, dialog };
  }

  it('asks for the code before sending anything', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter all 6 digits of the code.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Turn off two-step verification?' })).toBe(dialog);
  });

  it('keeps the dialog open with the provider’s message and the typed code when the code is refused, and multi-factor on', async () => {
    const { user, section, dialog } = await openDialog();
    const wrong = wrongCode();
    await user.click(codeBoxes(dialog)[0]!);
    await user.keyboard(wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(screen.getByRole('dialog', { name: 'Turn off two-step verification?' })).toBe(dialog);
    expect(
      codeBoxes(dialog)
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe(wrong);
    expect(within(section).getByText('On')).toBeInTheDocument();

    // A right code typed over it then turns it off: the app's next one, since the sign-in spent
    // the current one (a code is good once, RFC 6238 §5.2).
    await user.click(codeBoxes(dialog)[0]!);
    await user.keyboard(totp(DEMO_TOTP_SECRET, Date.now() + 30_000));
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Off')).toBeInTheDocument();
  });
});

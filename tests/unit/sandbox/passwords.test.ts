import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { tokensSchema } from '../../../src/api/auth/auth.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { DEMO_PASSWORD } from '../../../sandbox/seed';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import {
  call,
  manualClock,
  signInAs,
  userFormOf,
  userOf,
  type Answer,
  PROFILES,
} from './sandbox-client';

const NEW_PASSWORD = 'Fryer!Basket42';
const EXPIRED = {
  status: 400,
  json: { success: false, code: 400, message: 'Password is expired' },
};

function setup(profile?: SandboxProfile) {
  const clock = manualClock();
  const sandbox = createSandbox({ now: clock.now, profile });
  return { clock, sandbox };
}

function changePassword(sandbox: Sandbox, token: string, oldPassword: string, newPassword: string) {
  return call(sandbox, 'PUT', '/api/v1/users/password', {
    token,
    body: { oldPassword, newPassword },
  });
}

function failure(message: string, status = 400): Answer {
  return { status, json: { success: false, code: status, message } };
}

async function latestResetLink(sandbox: Sandbox, email: string) {
  const outbox = await call(sandbox, 'GET', `/__sandbox/outbox?email=${email}`);
  const messages = outbox.json.messages as Array<{ link: string }>;
  const link = messages[messages.length - 1]?.link ?? '';
  return { link, token: new URL(link, 'http://console.test').searchParams.get('token') ?? '' };
}

afterEach(() => {
  delete process.env.SANDBOX_RESET_TTL;
});

describe('an expired password (spec 000 §8)', () => {
  it("signs in, then answers 400 'Password is expired' to data calls until the password is changed", async () => {
    const { sandbox } = setup();
    const session = await signInAs(sandbox, 'expired@demo.kitchen');
    expect(session.loginInfo.daysToPasswordExpiration).toBe(0);
    const token = session.accessToken;

    expect(await call(sandbox, 'GET', '/api/v1/restaurants', { token })).toEqual(EXPIRED);
    expect(await call(sandbox, 'GET', '/api/v1/auditTrail/auth', { token })).toEqual(EXPIRED);
    // The current user, the auth area and the password change itself still answer.
    expect((await call(sandbox, 'GET', '/api/v1/users/user', { token })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/api/v1/auth/sessions', { token })).status).toBe(200);

    const changed = await changePassword(sandbox, token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    const fresh = v.parse(tokensSchema, changed.json.results);
    expect(fresh.userUuid).toBe(session.userUuid);
    expect(fresh.accessToken).not.toBe(token);

    // The answer is a new session that replaces the old one.
    expect((await call(sandbox, 'GET', '/api/v1/users/user', { token })).status).toBe(401);
    expect(
      (await call(sandbox, 'GET', '/api/v1/restaurants', { token: fresh.accessToken })).status,
    ).toBe(200);

    const again = await signInAs(sandbox, 'expired@demo.kitchen', NEW_PASSWORD);
    expect(again.loginInfo.daysToPasswordExpiration).toBe(90);
  });

  it('lets an expired user sign out', async () => {
    const { sandbox } = setup();
    const { accessToken: token } = await signInAs(sandbox, 'expired@demo.kitchen');
    expect((await call(sandbox, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
  });
});

describe('PUT /users/password', () => {
  it('changes the password: the old one stops signing in, other sessions live on', async () => {
    const { sandbox } = setup();
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const otherTab = await signInAs(sandbox, 'manager@demo.kitchen');
    const changed = await changePassword(sandbox, session.accessToken, DEMO_PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);

    const oldPassword = await call(sandbox, 'POST', '/api/v1/auth/signIn', {
      body: { email: 'manager@demo.kitchen', password: DEMO_PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    expect((await signInAs(sandbox, 'manager@demo.kitchen', NEW_PASSWORD)).user.email).toBe(
      'manager@demo.kitchen',
    );
    expect(
      (await call(sandbox, 'GET', '/api/v1/users/user', { token: otherTab.accessToken })).status,
    ).toBe(200);
  });

  it("answers 400 'The current password is incorrect' to a wrong old password", async () => {
    const { sandbox } = setup();
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(await changePassword(sandbox, accessToken, 'Wrong#Password1', NEW_PASSWORD)).toEqual(
      failure('The current password is incorrect'),
    );
  });

  it.each([
    ['short1!A', 'The password needs at least 10 characters'],
    ['lowercase-only-password', 'The password needs an uppercase letter and a digit'],
    ['NOLOWER123!', 'The password needs a lowercase letter'],
    ['NoSpecialChars123', 'The password needs a special character'],
    [
      'abc',
      'The password needs at least 10 characters, an uppercase letter, a digit and a special character',
    ],
  ])('answers 400 naming the unmet rules for %s', async (newPassword, message) => {
    const { sandbox } = setup();
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(await changePassword(sandbox, accessToken, DEMO_PASSWORD, newPassword)).toEqual(
      failure(message),
    );
  });

  it('refuses the current password and the last 5 passwords, accepts the 6th back', async () => {
    const { sandbox } = setup();
    let { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    const previous = 'The new password must not match a previous password';
    expect(await changePassword(sandbox, accessToken, DEMO_PASSWORD, DEMO_PASSWORD)).toEqual(
      failure(previous),
    );

    const passwords = [
      DEMO_PASSWORD,
      'Grill#Plate01',
      'Grill#Plate02',
      'Grill#Plate03',
      'Grill#Plate04',
      'Grill#Plate05',
    ];
    for (let index = 1; index < passwords.length; index++) {
      const answer = await changePassword(
        sandbox,
        accessToken,
        passwords[index - 1]!,
        passwords[index]!,
      );
      expect(answer.status).toBe(200);
      accessToken = v.parse(tokensSchema, answer.json.results).accessToken;
    }
    // Current: Grill#Plate05; the last five are Plate05…Plate01; the demo password is the 6th.
    expect(await changePassword(sandbox, accessToken, 'Grill#Plate05', 'Grill#Plate01')).toEqual(
      failure(previous),
    );
    expect(
      (await changePassword(sandbox, accessToken, 'Grill#Plate05', DEMO_PASSWORD)).status,
    ).toBe(200);
  });

  it.each([
    ['the e-mail local part', 'Manager#2026x'],
    ['the first name', 'xMARCUS#2026'],
    ['the last name', 'Kitchen#reyes9'],
  ])('refuses a password containing %s (case-insensitive)', async (_, newPassword) => {
    const { sandbox } = setup();
    const { accessToken } = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(await changePassword(sandbox, accessToken, DEMO_PASSWORD, newPassword)).toEqual(
      failure('The new password must not resemble your e-mail or name'),
    );
  });
});

describe('forgotten password', () => {
  it('forgot → outbox → check → reset: the new password works, every old session ends, the link is single-use', async () => {
    const { clock, sandbox } = setup();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const otherDevice = await signInAs(sandbox, 'crew@demo.kitchen');

    const forgot = await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'Crew@Demo.Kitchen' },
    });
    expect(forgot).toEqual({ status: 200, json: { success: true, results: null } });

    const outbox = await call(sandbox, 'GET', '/__sandbox/outbox?email=crew@demo.kitchen');
    expect(outbox.json).toEqual({
      messages: [
        {
          to: 'crew@demo.kitchen',
          subject: 'Reset your Kitchen Console password',
          text: expect.stringContaining('/reset-password?token='),
          link: expect.stringMatching(/^\/reset-password\?token=[\w-]+$/),
          time: clock.now(),
        },
      ],
    });
    const { token } = await latestResetLink(sandbox, 'crew@demo.kitchen');

    const check = await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${token}`);
    expect(check).toEqual({
      status: 200,
      json: { success: true, results: { email: 'crew@demo.kitchen' } },
    });

    const reset = await call(sandbox, 'POST', '/api/v1/users/password/reset', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(reset).toEqual({ status: 200, json: { success: true, results: null } });

    for (const ended of [session, otherDevice]) {
      expect(
        (await call(sandbox, 'GET', '/api/v1/users/user', { token: ended.accessToken })).status,
      ).toBe(401);
      expect(
        (
          await call(sandbox, 'POST', '/api/v1/auth/refresh', {
            body: { refreshToken: ended.refreshToken },
          })
        ).status,
      ).toBe(401);
    }
    expect((await signInAs(sandbox, 'crew@demo.kitchen', NEW_PASSWORD)).user.email).toBe(
      'crew@demo.kitchen',
    );

    const linkExpired = failure('This link has expired', 410);
    expect(await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${token}`)).toEqual(
      linkExpired,
    );
    expect(
      await call(sandbox, 'POST', '/api/v1/users/password/reset', {
        body: { token, password: 'Another#Pass99' },
      }),
    ).toEqual(linkExpired);
  });

  it('answers the same success for an unknown e-mail and sends nothing', async () => {
    const { sandbox } = setup();
    const answer = await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'nobody@demo.kitchen' },
    });
    expect(answer).toEqual({ status: 200, json: { success: true, results: null } });
    expect((await call(sandbox, 'GET', '/__sandbox/outbox')).json).toEqual({ messages: [] });
  });

  it('answers 410 for an unknown token', async () => {
    const { sandbox } = setup();
    expect(await call(sandbox, 'GET', '/api/v1/users/password/reset/check?token=nope')).toEqual(
      failure('This link has expired', 410),
    );
  });

  it('expires a link after 30 minutes', async () => {
    const { clock, sandbox } = setup();
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const { token } = await latestResetLink(sandbox, 'crew@demo.kitchen');
    clock.advance(30 * 60_000 - 1);
    expect(
      (await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${token}`)).status,
    ).toBe(200);
    clock.advance(1);
    expect(
      await call(sandbox, 'POST', '/api/v1/users/password/reset', {
        body: { token, password: NEW_PASSWORD },
      }),
    ).toEqual(failure('This link has expired', 410));
  });

  it('takes the link lifetime from SANDBOX_RESET_TTL (seconds)', async () => {
    process.env.SANDBOX_RESET_TTL = '60';
    const { clock, sandbox } = setup();
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const { token } = await latestResetLink(sandbox, 'crew@demo.kitchen');
    clock.advance(60_000);
    expect(
      (await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${token}`)).status,
    ).toBe(410);
  });

  it('expires outstanding links on POST /__sandbox/reset-tokens/expire', async () => {
    const { sandbox } = setup();
    for (const email of ['crew@demo.kitchen', 'manager@demo.kitchen'])
      await call(sandbox, 'POST', '/api/v1/users/password/forgot', { body: { email } });
    const { token } = await latestResetLink(sandbox, 'crew@demo.kitchen');
    expect(await call(sandbox, 'POST', '/__sandbox/reset-tokens/expire')).toEqual({
      status: 200,
      json: { expired: 2 },
    });
    expect(
      (await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${token}`)).status,
    ).toBe(410);
  });

  it('applies the password rules to a reset, and keeps the link usable after a refused password', async () => {
    const { sandbox } = setup();
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const { token } = await latestResetLink(sandbox, 'crew@demo.kitchen');
    const reset = (password: string) =>
      call(sandbox, 'POST', '/api/v1/users/password/reset', { body: { token, password } });

    expect(await reset('short')).toEqual(
      failure(
        'The password needs at least 10 characters, an uppercase letter, a digit and a special character',
      ),
    );
    expect(await reset(DEMO_PASSWORD)).toEqual(
      failure('The new password must not match a previous password'),
    );
    expect(await reset('Priya#Kitchen1')).toEqual(
      failure('The new password must not resemble your e-mail or name'),
    );
    expect((await reset(NEW_PASSWORD)).status).toBe(200);
  });

  it('lets the newest of several links work, and spends them all once one is used', async () => {
    const { sandbox } = setup();
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const first = await latestResetLink(sandbox, 'crew@demo.kitchen');
    await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
      body: { email: 'crew@demo.kitchen' },
    });
    const second = await latestResetLink(sandbox, 'crew@demo.kitchen');
    expect(second.token).not.toBe(first.token);
    expect(
      (
        await call(sandbox, 'POST', '/api/v1/users/password/reset', {
          body: { token: second.token, password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${first.token}`))
        .status,
    ).toBe(410);
  });

  it.each(PROFILES)(
    'voids the links sent to the old address when the e-mail changes, and keeps them for any other edit (decision "Delegation": the e-mail is where a reset link goes) (the %s provider profile)',
    async (profile) => {
      const { sandbox } = setup(profile);
      const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
      const forgot = () =>
        call(sandbox, 'POST', '/api/v1/users/password/forgot', {
          body: { email: 'crew@demo.kitchen' },
        });
      const check = (resetToken: string) =>
        call(sandbox, 'GET', `/api/v1/users/password/reset/check?token=${resetToken}`);
      const crew = userOf(sandbox, 'crew@demo.kitchen');

      await forgot();
      const beforeRename = await latestResetLink(sandbox, 'crew@demo.kitchen');
      const renamed = await call(sandbox, 'POST', '/api/v1/users/update', {
        token,
        body: userFormOf(crew, { firstName: 'Renamed' }),
      });
      expect(renamed.status, renamed.json.message).toBe(200);
      expect((await check(beforeRename.token)).status).toBe(200);

      const moved = await call(sandbox, 'POST', '/api/v1/users/update', {
        token,
        body: userFormOf(crew, { email: 'Crew.Moved@demo.kitchen' }),
      });
      expect(moved.status, moved.json.message).toBe(200);
      expect(await check(beforeRename.token)).toEqual(failure('This link has expired', 410));
      const reset = await call(sandbox, 'POST', '/api/v1/users/password/reset', {
        body: { token: beforeRename.token, password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(410);

      // A link asked for after the change goes to the new address, and works.
      await call(sandbox, 'POST', '/api/v1/users/password/forgot', {
        body: { email: 'crew.moved@demo.kitchen' },
      });
      const afterMove = await latestResetLink(sandbox, 'crew.moved@demo.kitchen');
      expect((await check(afterMove.token)).json.results).toEqual({
        email: 'crew.moved@demo.kitchen',
      });
    },
  );
});

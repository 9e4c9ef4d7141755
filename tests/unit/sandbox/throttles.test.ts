import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { DEMO_PASSWORD } from '../../../sandbox/seed';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import { call, manualClock, PROFILES, sessionOf, signInAs } from './sandbox-client';

/*
 * Docs/decisions/sign-in-and-access.md, "The sandbox's auth rules": sign-in is limited per
 * e-mail and per client, password-reset requests too, and the client is the connection's peer
 * unless that peer is a proxy the sandbox was told to trust (`SANDBOX_TRUSTED_PROXIES`); under
 * both provider profiles.
 */

const SIGN_IN = '/api/v1/auth/signIn';
const FORGOT = '/api/v1/users/password/forgot';
const MINUTE_MS = 60_000;

function setupOf(profile: SandboxProfile) {
  return (trustedProxies: readonly string[] = []) => {
    const clock = manualClock();
    const sandbox = createSandbox({ now: clock.now, trustedProxies, profile });
    return { clock, sandbox };
  };
}

/** A caller behind the trusted proxy on this machine, at `address`. */
const from = (address: string) => ({ 'X-Forwarded-For': address });

/** The address the session was signed in from, as its list and the auth log show it. */
const ownSessionAddress = (sandbox: Parameters<typeof sessionOf>[0], token: string) =>
  sessionOf(sandbox, token).ipAddress;

describe.each(PROFILES)('the %s provider profile', (profile) => {
  const setup = setupOf(profile);

  describe('who the client is (X-Forwarded-For only from a trusted proxy)', () => {
    it('ignores X-Forwarded-For by default: the session shows the connection’s address', async () => {
      const { sandbox } = setup();
      const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen', DEMO_PASSWORD, {
        'X-Forwarded-For': '203.0.113.9',
      });
      expect(ownSessionAddress(sandbox, accessToken)).toBe('127.0.0.1');
    });

    it('behind a trusted proxy, reads the header from its right: an address the caller wrote in front is not believed', async () => {
      const { sandbox } = setup(['127.0.0.1']);
      const { accessToken } = await signInAs(sandbox, 'crew@demo.kitchen', DEMO_PASSWORD, {
        'X-Forwarded-For': '198.51.100.1, 203.0.113.9',
      });
      expect(ownSessionAddress(sandbox, accessToken)).toBe('203.0.113.9');
    });

    it('cannot dodge the per-client sign-in limit by writing another X-Forwarded-For each time', async () => {
      const { sandbox } = setup();
      for (let attempt = 0; attempt < 30; attempt++) {
        const answer = await call(sandbox, 'POST', SIGN_IN, {
          body: { email: `guess.${attempt}@demo.kitchen`, password: 'Summer2026!' },
          headers: from(`203.0.113.${attempt}`),
        });
        expect(answer.status).toBe(401);
      }
      const next = await call(sandbox, 'POST', SIGN_IN, {
        body: { email: 'crew@demo.kitchen', password: DEMO_PASSWORD },
        headers: from('198.51.100.200'),
      });
      expect(next.status).toBe(429);
    });
  });

  describe('sign-in is limited per client too (a password tried on many accounts)', () => {
    it('answers 429 to the client after 30 failures on any e-mails in 15 minutes, even with a right password; other clients sign in', async () => {
      const { clock, sandbox } = setup(['127.0.0.1']);
      const sprayer = from('203.0.113.50');
      for (let attempt = 0; attempt < 30; attempt++) {
        const answer = await call(sandbox, 'POST', SIGN_IN, {
          body: { email: `staff.${attempt}@demo.kitchen`, password: 'Summer2026!' },
          headers: sprayer,
        });
        expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
      }
      const locked = await call(sandbox, 'POST', SIGN_IN, {
        body: { email: 'crew@demo.kitchen', password: DEMO_PASSWORD },
        headers: sprayer,
      });
      expect(locked.json).toEqual({
        success: false,
        code: 429,
        message: 'Too many sign-in attempts from this device, try again in 15 minutes',
      });
      // Another client, and the same account, are not locked out by it.
      await signInAs(sandbox, 'crew@demo.kitchen', DEMO_PASSWORD, from('198.51.100.7'));
      // Once the oldest failures are 15 minutes old, the client may try again.
      clock.advance(15 * MINUTE_MS);
      const later = await call(sandbox, 'POST', SIGN_IN, {
        body: { email: 'crew@demo.kitchen', password: DEMO_PASSWORD },
        headers: sprayer,
      });
      expect(later.status).toBe(200);
    });

    it('does not clear the client’s count on a success: one known account cannot reset it between guesses', async () => {
      const { sandbox } = setup(['127.0.0.1']);
      const guesser = from('203.0.113.51');
      for (let attempt = 0; attempt < 30; attempt++) {
        if (attempt % 10 === 9)
          await signInAs(sandbox, 'crew@demo.kitchen', DEMO_PASSWORD, guesser);
        await call(sandbox, 'POST', SIGN_IN, {
          body: { email: `staff.${attempt}@demo.kitchen`, password: 'Summer2026!' },
          headers: guesser,
        });
      }
      const locked = await call(sandbox, 'POST', SIGN_IN, {
        body: { email: 'crew@demo.kitchen', password: DEMO_PASSWORD },
        headers: guesser,
      });
      expect(locked.status).toBe(429);
    });
  });

  describe('password-reset requests are limited per e-mail and per client', () => {
    it('sends at most 5 links to one e-mail in 15 minutes, then answers 429, an unknown e-mail alike', async () => {
      const { clock, sandbox } = setup(['127.0.0.1']);
      for (const email of ['crew@demo.kitchen', 'nobody@demo.kitchen']) {
        for (let request = 0; request < 5; request++) {
          const answer = await call(sandbox, 'POST', FORGOT, {
            body: { email: request % 2 ? email.toUpperCase() : email },
            headers: from(`203.0.113.${request}`),
          });
          expect(answer.status, `${email}, request ${request + 1}`).toBe(200);
        }
        const sixth = await call(sandbox, 'POST', FORGOT, {
          body: { email },
          headers: from('198.51.100.9'),
        });
        expect(sixth.json, email).toEqual({
          success: false,
          code: 429,
          message: 'Too many password reset requests, try again in 15 minutes',
        });
      }
      const outbox = await call(sandbox, 'GET', '/__sandbox/outbox?email=crew@demo.kitchen');
      expect(outbox.json.messages).toHaveLength(5);
      clock.advance(15 * MINUTE_MS);
      const later = await call(sandbox, 'POST', FORGOT, { body: { email: 'crew@demo.kitchen' } });
      expect(later.status).toBe(200);
    });

    it('takes at most 20 requests from one client in 15 minutes, whatever the e-mails', async () => {
      const { sandbox } = setup(['127.0.0.1']);
      const flooder = from('203.0.113.60');
      for (let request = 0; request < 20; request++) {
        const answer = await call(sandbox, 'POST', FORGOT, {
          body: { email: `someone.${request}@demo.kitchen` },
          headers: flooder,
        });
        expect(answer.status, `request ${request + 1}`).toBe(200);
      }
      const next = await call(sandbox, 'POST', FORGOT, {
        body: { email: 'crew@demo.kitchen' },
        headers: flooder,
      });
      expect(next.status).toBe(429);
      const elsewhere = await call(sandbox, 'POST', FORGOT, {
        body: { email: 'crew@demo.kitchen' },
        headers: from('198.51.100.10'),
      });
      expect(elsewhere.status).toBe(200);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { authRedirect, type LoginSnapshot } from '../../src/lib/auth-redirects';

const signedIn: LoginSnapshot = {
  isLoggedIn: true,
  verified: true,
  isBlocked: false,
  daysToPasswordExpiration: 30,
};
const signedOut: LoginSnapshot = { ...signedIn, isLoggedIn: false };
const HOME = '/dashboard/chicken';

describe('spec 000 §4 redirect rules, in order', () => {
  it('sends daysToPasswordExpiration 0 to change-expired-password, before anything else', () => {
    const state = { ...signedIn, daysToPasswordExpiration: 0, verified: false, isBlocked: true };
    expect(authRedirect(state, '/restaurants', HOME)).toBe('/change-expired-password');
    expect(authRedirect(state, '/change-expired-password', HOME)).toBeNull();
  });

  it('sends a session that is not verified to the multi-factor page', () => {
    const state = { ...signedIn, verified: false };
    expect(authRedirect(state, '/restaurants', HOME)).toBe('/multi-step-auth');
    expect(authRedirect(state, '/login', HOME)).toBe('/multi-step-auth');
    expect(authRedirect(state, '/multi-step-auth', HOME)).toBeNull();
  });

  it('sends a blocked user to blocked-account', () => {
    expect(authRedirect({ ...signedIn, isBlocked: true }, '/users', HOME)).toBe('/blocked-account');
  });

  it('sends a visitor who is not logged in to login, except from the pre-login pages', () => {
    expect(authRedirect(signedOut, '/restaurants', HOME)).toBe('/login');
    for (const path of [
      '/login',
      '/login-expired',
      '/change-expired-password',
      '/multi-step-auth',
    ]) {
      expect(authRedirect(signedOut, path, HOME)).toBeNull();
    }
  });

  it('lets anyone open the e-mailed links and the blocked notice', () => {
    for (const path of ['/forgot-password', '/reset-password', '/blocked-account']) {
      expect(authRedirect(signedOut, path, HOME)).toBeNull();
      expect(authRedirect(signedIn, path, HOME)).toBeNull();
    }
  });

  it('sends a logged-in user on a pre-login page home', () => {
    expect(authRedirect(signedIn, '/login', HOME)).toBe(HOME);
    expect(authRedirect(signedIn, '/multi-step-auth', HOME)).toBe(HOME);
    expect(authRedirect(signedIn, '/restaurants', HOME)).toBeNull();
  });
});

/**
 * Spec 000 §4 "Redirect rules", evaluated in this order. Pure: the caller gives the login
 * state and the path, and gets where to go, or null to stay.
 */
export interface LoginSnapshot {
  isLoggedIn: boolean;
  /** False while a multi-factor check is pending. */
  verified: boolean;
  isBlocked: boolean;
  daysToPasswordExpiration: number | null;
}

export const LOGIN_PATH = '/login';
export const CHANGE_EXPIRED_PASSWORD_PATH = '/change-expired-password';
export const MULTI_FACTOR_PATH = '/multi-step-auth';
export const BLOCKED_PATH = '/blocked-account';
export const LOGIN_EXPIRED_PATH = '/login-expired';

/** "A login, expired-password, multi-factor or expired-token page". */
const PRE_LOGIN_PATHS: readonly string[] = [
  LOGIN_PATH,
  CHANGE_EXPIRED_PASSWORD_PATH,
  MULTI_FACTOR_PATH,
  LOGIN_EXPIRED_PATH,
];

/** Pages anyone may open, signed in or not: links from e-mails, and the blocked notice. */
const OPEN_PATHS: readonly string[] = ['/forgot-password', '/reset-password', BLOCKED_PATH];

export function authRedirect(state: LoginSnapshot, pathname: string, home: string): string | null {
  const stay = (target: string) => (pathname === target ? null : target);
  if (state.isLoggedIn && state.daysToPasswordExpiration === 0) {
    return stay(CHANGE_EXPIRED_PASSWORD_PATH);
  }
  if (state.isLoggedIn && !state.verified) return stay(MULTI_FACTOR_PATH);
  if (state.isBlocked) return stay(BLOCKED_PATH);
  if (OPEN_PATHS.includes(pathname)) return null;
  if (!state.isLoggedIn) return PRE_LOGIN_PATHS.includes(pathname) ? null : LOGIN_PATH;
  if (PRE_LOGIN_PATHS.includes(pathname)) return home;
  return null;
}

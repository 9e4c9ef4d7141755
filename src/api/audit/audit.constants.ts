// Apart from the schemas: the authentication log's URL validation runs in the first page's
// entry, which needs the events without valibot's schemas.

/** What the authentication log records (spec 001 §7 "Security and sessions"). */
export const AUTH_EVENTS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'MFA_VERIFIED',
  'MFA_FAILED',
  'RECOVERY_CODE_USED',
  'MFA_ENABLED',
  'MFA_DISABLED',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'SESSION_ENDED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

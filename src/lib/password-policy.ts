/**
 * Spec 000 §5 "New password": at least 10 characters, a lowercase letter, an uppercase letter,
 * a digit and a special character. One list of rules, checked as the user types and by the
 * sandbox, so the two can never disagree.
 */
export const PASSWORD_MIN_LENGTH = 10;

const PASSWORD_RULES = [
  { id: 'length', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', test: (password: string) => /\p{Ll}/u.test(password) },
  { id: 'uppercase', test: (password: string) => /\p{Lu}/u.test(password) },
  { id: 'digit', test: (password: string) => /\d/.test(password) },
  { id: 'special', test: (password: string) => /[^\p{L}\d\s]/u.test(password) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

/** Spec 000 §5 "Verification code": six digits. */
export const MFA_CODE_LENGTH = 6;
export const MFA_CODE_PATTERN = /^\d{6}$/;

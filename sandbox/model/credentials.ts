import { randomBytes, randomInt } from 'node:crypto';
import { unmetPasswordRules, type PasswordRuleId } from '../../src/lib/password-policy';
import { hashPassword, hashRecoveryCode, verifyPassword, verifyRecoveryCode } from './passwords';
import type { UserRecord } from './users';

const DAY_MS = 86_400_000;

/** A new password is good for 90 days. */
const PASSWORD_LIFETIME_DAYS = 90;
/** A new password must not match any of the last 5, the current one included. */
const PASSWORD_HISTORY = 5;
const RECOVERY_CODE_COUNT = 8;

const RULE_TEXT: Record<PasswordRuleId, string> = {
  length: 'at least 10 characters',
  lowercase: 'a lowercase letter',
  uppercase: 'an uppercase letter',
  digit: 'a digit',
  special: 'a special character',
};

function listInWords(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'The password needs an uppercase letter and a digit', or undefined when every rule holds. */
function describeUnmetRules(password: unknown): string | undefined {
  if (typeof password !== 'string') return undefined;
  const unmet = unmetPasswordRules(password);
  return unmet.length === 0
    ? undefined
    : `The password needs ${listInWords(unmet.map((rule) => RULE_TEXT[rule]))}`;
}

/** Explains a refused body by its password field, for `ServeOptions.explainInvalidBody`. */
export function explainPasswordField(field: string): (body: unknown) => string | undefined {
  return (body) =>
    typeof body === 'object' && body !== null
      ? describeUnmetRules((body as Record<string, unknown>)[field])
      : undefined;
}

/** The parts of a user's identity a password must not contain: e-mail local part, names. */
function identityWords(user: UserRecord): string[] {
  const local = user.email.split('@')[0] ?? '';
  return [local, ...local.split(/[._+-]/), user.firstName, user.lastName]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

/**
 * What is wrong with `password` as the user's next password beyond the rules the declared
 * schema checks (spec 000 §5: not a previous password, not like the e-mail or name).
 */
export function newPasswordProblem(user: UserRecord, password: string): string | undefined {
  const rules = describeUnmetRules(password);
  if (rules) return rules;
  if (
    [user.passwordHash, ...user.previousPasswordHashes].some((hash) =>
      verifyPassword(password, hash),
    )
  )
    return 'The new password must not match a previous password';
  const lower = password.toLowerCase();
  if (identityWords(user).some((word) => lower.includes(word)))
    return 'The new password must not resemble your e-mail or name';
  return undefined;
}

export function setPassword(user: UserRecord, password: string, now: number): void {
  user.previousPasswordHashes = [user.passwordHash, ...user.previousPasswordHashes].slice(
    0,
    PASSWORD_HISTORY - 1,
  );
  user.passwordHash = hashPassword(password, randomBytes(16).toString('hex'));
  user.passwordExpiresAt = now + PASSWORD_LIFETIME_DAYS * DAY_MS;
}

// No 0/O or 1/I: a recovery code is read off paper and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCodePart(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Replaces the user's recovery codes with 8 new ones like `RC7K-2M9Q`; returns them in clear. */
export function replaceRecoveryCodes(user: UserRecord): string[] {
  const salt = randomBytes(16).toString('hex');
  const codes = Array.from(
    { length: RECOVERY_CODE_COUNT },
    () => `RC${randomCodePart(2)}-${randomCodePart(4)}`,
  );
  user.recoveryCodes = codes.map((code) => ({ hash: hashRecoveryCode(code, salt), usedAt: null }));
  return codes;
}

/** Spends a matching unused recovery code; false when none matches. */
export function useRecoveryCode(user: UserRecord, code: string, now: number): boolean {
  const match = user.recoveryCodes.find(
    (record) => record.usedAt === null && verifyRecoveryCode(code, record.hash),
  );
  if (!match) return false;
  match.usedAt = now;
  return true;
}

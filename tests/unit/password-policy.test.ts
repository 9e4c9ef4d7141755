import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  MFA_CODE_PATTERN,
  PASSWORD_MIN_LENGTH,
  unmetPasswordRules,
} from '../../src/lib/password-policy';

// Spec 000 §5 "New password": at least 10 characters, a lowercase letter, an uppercase letter,
// a digit and a special character.
const STRONG = 'Kitchen#2026';

describe('new password rules (spec 000 §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(unmetPasswordRules(STRONG)).toEqual([]);
    expect(isStrongPassword(STRONG)).toBe(true);
  });

  it('lists every rule for an empty password, in the order they are shown', () => {
    expect(unmetPasswordRules('')).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'digit',
      'special',
    ]);
    expect(isStrongPassword('')).toBe(false);
  });

  it('needs at least 10 characters: 9 fail, 10 pass', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(unmetPasswordRules('Kitch#202')).toEqual(['length']);
    expect(unmetPasswordRules('Kitch#2026')).toEqual([]);
  });

  it('needs a lowercase letter', () => {
    expect(unmetPasswordRules('KITCHEN#2026')).toEqual(['lowercase']);
  });

  it('needs an uppercase letter', () => {
    expect(unmetPasswordRules('kitchen#2026')).toEqual(['uppercase']);
  });

  it('needs a digit', () => {
    expect(unmetPasswordRules('Kitchen#Fryer')).toEqual(['digit']);
  });

  it('needs a special character; a space is not one', () => {
    expect(unmetPasswordRules('Kitchen2026')).toEqual(['special']);
    expect(unmetPasswordRules('Kitchen 2026')).toEqual(['special']);
    expect(unmetPasswordRules('Kitchen_2026')).toEqual([]);
  });

  it('counts accented letters as letters (Spanish-speaking crews)', () => {
    expect(unmetPasswordRules('Ñandú#2026x')).toEqual([]);
    expect(unmetPasswordRules('ÑANDÚ#2026X')).toEqual(['lowercase']);
  });

  it('reports several unmet rules at once', () => {
    expect(unmetPasswordRules('abc')).toEqual(['length', 'uppercase', 'digit', 'special']);
  });
});

describe('verification code (spec 000 §5)', () => {
  it('is exactly six digits', () => {
    expect(MFA_CODE_PATTERN.test('123456')).toBe(true);
    expect(MFA_CODE_PATTERN.test('12345')).toBe(false);
    expect(MFA_CODE_PATTERN.test('1234567')).toBe(false);
    expect(MFA_CODE_PATTERN.test('12ab56')).toBe(false);
  });
});

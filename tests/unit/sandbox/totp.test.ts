import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthUri,
  oldestAcceptedStep,
  totp,
  totpStepOf,
} from '../../../sandbox/totp';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890", 8-digit codes; an
// authenticator shows the last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('encodes the RFC secret as base32 and back', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====').toString()).toBe(
      '12345678901234567890',
    );
  });

  it.each(RFC_VECTORS)('at %i s gives the RFC test vector %s (last 6 digits)', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts the codes of one step either side of now, not two, and says which step each is', () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(totpStepOf(RFC_SECRET, totp(RFC_SECRET, now), now)).toBe(step);
    expect(totpStepOf(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(RFC_SECRET, totp(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(totpStepOf(RFC_SECRET, totp(RFC_SECRET, now + 60_000), now)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '12345', now)).toBeNull();
    expect(oldestAcceptedStep(now)).toBe(step - 1);
  });

  it('makes 32-character base32 secrets (160 bits), a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('builds the Key URI authenticator apps read', () => {
    expect(otpauthUri('mfa@demo.kitchen', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Kitchen%20Console:mfa@demo.kitchen?secret=JBSWY3DPEHPK3PXP&issuer=Kitchen%20Console',
    );
  });
});

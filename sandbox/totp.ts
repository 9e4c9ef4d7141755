import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP, RFC 6238: HMAC-SHA1 over the 30-second step counter, 6 digits, base32 secrets (RFC 4648
 * alphabet, no padding), the defaults every authenticator app uses.
 */
const TOTP_STEP_MS = 30_000;
const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted, for clocks that drift a little. */
const TOTP_WINDOW = 1;
const TOTP_ISSUER = 'Kitchen Console';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Case, spaces and `=` padding are ignored, as authenticator apps do. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: "${char}"`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32: 32 characters. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The code an authenticator app shows at `timeMs` (epoch milliseconds) for this secret. */
export function totp(secretBase32: string, timeMs: number): string {
  return hotp(base32Decode(secretBase32), Math.floor(timeMs / TOTP_STEP_MS));
}

/**
 * The time step (30 s since the epoch) whose code `code` is, among the step at `timeMs` and one
 * step either side; null when it is none of them.
 */
export function totpStepOf(secretBase32: string, code: string, timeMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = Math.floor(timeMs / TOTP_STEP_MS);
  let matched: number | null = null;
  // Every step is checked, so the time taken does not tell which one matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const shown = totp(secretBase32, step * TOTP_STEP_MS);
    if (timingSafeEqual(Buffer.from(shown), Buffer.from(code))) matched = step;
  }
  return matched;
}

/** The steps whose codes may still be accepted at `timeMs`: older ones can be forgotten. */
export function oldestAcceptedStep(timeMs: number): number {
  return Math.floor(timeMs / TOTP_STEP_MS) - TOTP_WINDOW;
}

/** The Key URI authenticator apps read from the QR code (the label keeps its `@` readable). */
export function otpauthUri(email: string, secretBase32: string): string {
  const issuer = encodeURIComponent(TOTP_ISSUER);
  const account = encodeURIComponent(email).replace(/%40/g, '@');
  return `otpauth://totp/${issuer}:${account}?secret=${secretBase32}&issuer=${issuer}`;
}

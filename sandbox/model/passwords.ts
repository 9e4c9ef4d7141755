import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

/** Low scrypt cost: these are demo passwords, and a reset re-seeds every account. */
const SCRYPT_COST = 1024;
const KEY_LENGTH = 32;

// The seed is deterministic, so every reset hashes the same (salt, password) pairs again;
// remembering them keeps a reset cheap. Keys hold a digest, never the password itself.
const scryptCache = new Map<string, string>();

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A salted scrypt hash, stored as `scrypt$<cost>$<salt>$<hex>`. */
export function hashPassword(password: string, salt: string): string {
  const cacheKey = `${salt}:${sha256(password)}`;
  const cached = scryptCache.get(cacheKey);
  if (cached) return cached;
  const key = scryptSync(password, salt, KEY_LENGTH, { N: SCRYPT_COST }).toString('hex');
  const stored = `scrypt$${SCRYPT_COST}$${salt}$${key}`;
  scryptCache.set(cacheKey, stored);
  return stored;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !expected) return false;
  const actual = scryptSync(password, salt, KEY_LENGTH, { N: Number(cost) });
  return timingSafeEqual(actual, Buffer.from(expected, 'hex'));
}

/** Recovery codes: salted sha256 (they are single-use and random); case and dashes don't count. */
function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string, salt: string): string {
  return `sha256$${salt}$${sha256(`${salt}:${normalizeRecoveryCode(code)}`)}`;
}

export function verifyRecoveryCode(code: string, stored: string): boolean {
  const [scheme, salt, expected] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !expected) return false;
  const actual = Buffer.from(sha256(`${salt}:${normalizeRecoveryCode(code)}`), 'hex');
  return timingSafeEqual(actual, Buffer.from(expected, 'hex'));
}

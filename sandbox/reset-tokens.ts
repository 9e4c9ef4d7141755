import { createHash, randomBytes } from 'node:crypto';

export const DEFAULT_RESET_TTL_SECONDS = 30 * 60;

/** A password-reset link's token as stored: only its hash, like a password. */
interface ResetTokenRecord {
  userUuid: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface ResetTokens {
  /** How long a new token is valid, seconds. */
  readonly ttlSeconds: number;
  /** A new single-use token for the user, valid for the configured lifetime. */
  issue(userUuid: string): string;
  /** The user of a token that is known, unused and unexpired; undefined otherwise. */
  check(token: string): string | undefined;
  /**
   * Spends every outstanding token of the user: their password has just been set, or their
   * e-mail changed (the links went to the old address), or they were deleted.
   */
  spendAllOf(userUuid: string): void;
  /** Makes every outstanding token expire now; returns how many there were. */
  expireAll(): number;
  clear(): void;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createResetTokens(options: { now: () => number; ttlSeconds: number }): ResetTokens {
  const tokens = new Map<string, ResetTokenRecord>();
  const live = (record: ResetTokenRecord) =>
    record.usedAt === null && record.expiresAt > options.now();

  return {
    ttlSeconds: options.ttlSeconds,
    issue(userUuid) {
      const token = randomBytes(24).toString('base64url');
      tokens.set(digest(token), {
        userUuid,
        expiresAt: options.now() + options.ttlSeconds * 1000,
        usedAt: null,
      });
      return token;
    },
    check(token) {
      const record = tokens.get(digest(token));
      return record && live(record) ? record.userUuid : undefined;
    },
    spendAllOf(userUuid) {
      for (const record of tokens.values())
        if (record.userUuid === userUuid && live(record)) record.usedAt = options.now();
    },
    expireAll() {
      let count = 0;
      for (const record of tokens.values()) {
        if (!live(record)) continue;
        record.expiresAt = options.now();
        count++;
      }
      return count;
    },
    clear() {
      tokens.clear();
    },
  };
}

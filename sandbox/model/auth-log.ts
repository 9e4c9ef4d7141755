import type { AuthEvent, AuthLogEntry } from '../../src/api/audit/audit.schema';
import type { Random } from './random';
import type { UserRecord } from './users';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far back the seeded history goes before each user's last sign-in. */
const HISTORY_DAYS = 21;

/** One line of a user's authentication log; `toAuthLogEntry` is what the wire sees. */
export interface AuthLogRecord {
  uuid: string;
  userUuid: string;
  event: AuthEvent;
  time: number;
  ipAddress: string;
  userAgent: string;
}

export interface Device {
  userAgent: string;
  ipAddress: string;
}

// Documentation address ranges (RFC 5737): plausible, and nobody's real address.
const DEVICES: readonly Device[] = [
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ipAddress: '203.0.113.24',
  },
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ipAddress: '198.51.100.87',
  },
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ipAddress: '192.0.2.143',
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ipAddress: '192.0.2.61',
  },
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ipAddress: '203.0.113.102',
  },
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
    ipAddress: '198.51.100.12',
  },
  {
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
    ipAddress: '203.0.113.57',
  },
];

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const left = [...items];
  return Array.from(
    { length: Math.min(count, left.length) },
    () => left.splice(random.int(0, left.length - 1), 1)[0]!,
  );
}

/**
 * A few weeks of plausible history per user, ending at the user's last sign-in: most days a
 * sign-in (the odd mistyped password before it, a multi-factor code after it for users who
 * have it on), about half of them signed out later, from two or three devices of the user's.
 * Users who never signed in get none. Sorted by time.
 */
export function generateAuthHistory(
  random: Random,
  users: readonly UserRecord[],
  now: number,
): AuthLogRecord[] {
  const records: AuthLogRecord[] = [];
  for (const user of users) {
    const lastSignIn = user.lastSignInTime;
    if (lastSignIn === null) continue;
    const devices = pickDistinct(random, DEVICES, random.int(2, 3));
    const add = (event: AuthEvent, time: number, device: Device) => {
      if (time < now)
        records.push({ uuid: random.uuid(), userUuid: user.uuid, event, time, ...device });
    };
    const signIn = (time: number, device: Device) => {
      if (random.chance(0.12)) add('SIGN_IN_FAILED', time - random.int(20, 90) * 1000, device);
      add('SIGN_IN', time, device);
      if (!user.multiFactorAuthentication) return;
      if (random.chance(0.1)) add('MFA_FAILED', time + 15_000, device);
      add('MFA_VERIFIED', time + 30_000, device);
    };

    const start = lastSignIn - HISTORY_DAYS * DAY_MS;
    if (user.multiFactorAuthentication) add('MFA_ENABLED', start - 2 * HOUR_MS, devices[0]!);
    const passwordChangedDay = random.int(5, HISTORY_DAYS - 2);
    for (let day = HISTORY_DAYS; day >= 1; day--) {
      if (!random.chance(0.75)) continue;
      const device = random.pick(devices);
      // Around the same time of day as the last sign-in, give or take four hours.
      const time = lastSignIn - day * DAY_MS + random.int(-4 * 60, 4 * 60) * 60_000;
      signIn(time, device);
      if (day === passwordChangedDay && !user.blocked)
        add('PASSWORD_CHANGED', time + random.int(2, 30) * 60_000, device);
      if (random.chance(0.5)) add('SIGN_OUT', time + random.int(60, 8 * 60) * 60_000, device);
      else if (random.chance(0.1))
        add('SESSION_ENDED', time + random.int(60, 8 * 60) * 60_000, random.pick(devices));
    }
    signIn(lastSignIn, devices[0]!);
    // A blocked user keeps trying: the right password answers 403, logged as a failure.
    if (user.blocked) {
      add('SIGN_IN_FAILED', lastSignIn + 40 * 60_000, devices[0]!);
      add('SIGN_IN_FAILED', lastSignIn + 41 * 60_000, devices[0]!);
    }
  }
  return records.sort((a, b) => a.time - b.time);
}

export function toAuthLogEntry(record: AuthLogRecord): AuthLogEntry {
  return {
    uuid: record.uuid,
    event: record.event,
    time: record.time,
    ipAddress: record.ipAddress,
    userAgent: record.userAgent,
  };
}

import type { SupportRole, SupportStatus } from '../../src/api/support/support.constants';
import type { SupportRequest } from '../../src/api/support/support.schema';
import type { Chain } from '../seed';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';
import type { UserRecord } from './users';
import { perChain } from './per-chain';

const DAY_MS = 86_400_000;

/** A number fixed by the chain's seed (its first uuid), for the streams of what joins it later. */
export function chainSeed(chain: Chain): number {
  return Number.parseInt(chain.restaurants[0]?.uuid.slice(0, 8) ?? '0', 16);
}
/** Spec 000 §3: the chain's history covers 90 days. */
const SUPPORT_HISTORY_DAYS = 90;

/** A support request as the sandbox keeps it; `toSupportRequestDto` is what the wire sees. */
export interface SupportRequestRecord {
  uuid: string;
  requestTime: number;
  status: SupportStatus;
  subject: string;
  message: string;
  requesterUuid: string;
  restaurantUuid: string | null;
  attachment: SupportRequest['attachment'];
  resolvedTime: number | null;
  resolvedByUuid: string | null;
  /** Seeded history, or sent to this sandbox since its start (the audit trail seeds the first). */
  origin: 'seed' | 'live';
}

/** What kitchens ask support about: a subject and the message's text. */
const TOPICS: ReadonlyArray<readonly [string, string]> = [
  ['Fryer 2 timer not starting', 'The timer on fryer 2 does not start when the basket drops.'],
  ['Camera offline at the drive-thru', 'The drive-thru camera has shown offline since opening.'],
  ['Tablet stuck on the sign-in screen', 'The breading-table tablet keeps asking to sign in.'],
  ['Hold times look wrong', 'The dashboard shows 40-minute holds we did not have today.'],
  ['Cannot export the stock-out report', 'Export spins and no file arrives.'],
  ['Wrong restaurant time zone', 'Times on the events list are one hour ahead of ours.'],
  ['Kitchen PC restarts by itself', 'The kitchen PC restarted three times during lunch.'],
  ['New crew member needs access', 'Please add our new shift lead to the console.'],
  ['Production queue frozen', 'The production queue has not moved for ten minutes.'],
  ['Marker not recognised', 'The pan markers at the holding cabinet are not being read.'],
  ['Recording download fails', 'Downloading yesterday’s recording stops at 60%.'],
  ['Password reset e-mail missing', 'The reset e-mail never arrived; checked spam too.'],
];

/** The role filter's value: the requester's user type (ADMIN, MANAGER or USER). */
export function roleOf(user: UserRecord): SupportRole {
  return user.type === 'ADMIN' ? 'ADMIN' : user.type === 'USER' ? 'USER' : 'MANAGER';
}

/** Where a user's request is about: a crew member's restaurant, else one of theirs or none. */
function restaurantFor(
  user: UserRecord,
  restaurants: readonly RestaurantRecord[],
  pick: <T>(items: readonly T[]) => T,
): string | null {
  if (user.restaurantUuid) return user.restaurantUuid;
  const theirs = user.restaurantUuids ?? restaurants.slice(0, 17).map((r) => r.uuid);
  return theirs.length > 0 ? pick(theirs) : null;
}

/**
 * 90 days of requests, a few a week, from the demo managers and the crew: the older ones
 * resolved by the administrator within two days, those of the last days mostly open; about a
 * third carry a screenshot. Newest first.
 */
function generateSupportRequests(chain: Chain): SupportRequestRecord[] {
  const random = randomStream(chainSeed(chain), 'support-requests');
  const now = chain.seededAt;
  const admin = chain.users.find((user) => user.type === 'ADMIN');
  const requesters = chain.users.filter((user) => !user.blocked && user.type !== 'ADMIN');
  if (requesters.length === 0) return [];
  const records: SupportRequestRecord[] = [];
  for (let day = SUPPORT_HISTORY_DAYS - 1; day >= 0; day--) {
    const count = random.weighted([
      [0, 4],
      [1, 4],
      [2, 1],
    ] as const);
    for (let index = 0; index < count; index++) {
      const requester = random.pick(requesters);
      const [subject, message] = random.pick(TOPICS);
      const requestTime = now - day * DAY_MS - random.int(10, 23 * 60) * 60_000;
      if (requestTime >= now) continue;
      const resolved = admin !== undefined && (day > 3 ? random.chance(0.9) : random.chance(0.3));
      const resolvedTime = resolved
        ? Math.min(requestTime + random.int(20, 48 * 60) * 60_000, now - 60_000)
        : null;
      const contentType = random.pick(['image/png', 'image/jpeg'] as const);
      records.push({
        uuid: random.uuid(),
        requestTime,
        status: resolvedTime !== null ? 'RESOLVED' : 'OPEN',
        subject,
        message,
        requesterUuid: requester.uuid,
        restaurantUuid: restaurantFor(requester, chain.restaurants, random.pick),
        attachment: random.chance(0.35)
          ? {
              fileName: `screenshot-${new Date(requestTime).toISOString().slice(0, 10)}.${contentType === 'image/png' ? 'png' : 'jpg'}`,
              contentType,
              size: random.int(80, 1900) * 1024,
            }
          : null,
        resolvedTime: resolvedTime !== null && resolvedTime > requestTime ? resolvedTime : null,
        resolvedByUuid: resolvedTime !== null ? (admin?.uuid ?? null) : null,
        origin: 'seed',
      });
    }
  }
  return records
    .map((record) =>
      record.resolvedTime === null
        ? { ...record, status: 'OPEN' as const, resolvedByUuid: null }
        : record,
    )
    .sort((a, b) => b.requestTime - a.requestTime);
}

/** The chain's support requests, made on first use and dropped with the chain on reset. */
export const supportRequestsOf: (chain: Chain) => SupportRequestRecord[] = perChain((chain) =>
  generateSupportRequests(chain),
);

export function userName(user: UserRecord): string {
  return `${user.firstName} ${user.lastName}`;
}

export function toSupportRequestDto(record: SupportRequestRecord, chain: Chain): SupportRequest {
  const requester = chain.users.find((user) => user.uuid === record.requesterUuid);
  const resolver = chain.users.find((user) => user.uuid === record.resolvedByUuid);
  const restaurant = chain.restaurants.find((r) => r.uuid === record.restaurantUuid);
  return {
    uuid: record.uuid,
    requestTime: record.requestTime,
    status: record.status,
    subject: record.subject,
    message: record.message,
    requesterUuid: record.requesterUuid,
    requesterName: requester ? userName(requester) : 'Former user',
    requesterEmail: requester?.email ?? '',
    role: requester ? roleOf(requester) : 'USER',
    restaurantUuid: restaurant?.uuid ?? null,
    restaurantName: restaurant?.name ?? null,
    restaurantNumber: restaurant?.number ?? null,
    attachment: record.attachment,
    resolvedTime: record.resolvedTime,
    resolvedBy: resolver ? userName(resolver) : null,
  };
}

import {
  AUDIT_ACTION_AREAS,
  type AuditAction,
  type AuthEvent,
} from '../../src/api/audit/audit.constants';
import type { AuditEntry } from '../../src/api/audit/audit.schema';
import type { Chain } from '../seed';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';
import { chainSeed, supportRequestsOf, userName } from './support-requests';
import type { UserRecord } from './users';
import { perChain } from './per-chain';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 90;

/** One line of the audit trail as the sandbox keeps it; `toAuditEntry` is what the wire sees. */
export interface AuditRecord {
  uuid: string;
  time: number;
  action: AuditAction;
  userUuid: string;
  target: string | null;
  targetUuid: string | null;
  restaurantUuid: string | null;
  ipAddress: string;
}

/** The authentication log's events the audit trail keeps too (the failures stay in that log). */
export const AUDITED_AUTH_EVENTS: Partial<Record<AuthEvent, AuditAction>> = {
  SIGN_IN: 'SIGN_IN',
  SIGN_OUT: 'SIGN_OUT',
  PASSWORD_CHANGED: 'PASSWORD_CHANGED',
  PASSWORD_RESET: 'PASSWORD_RESET',
  MFA_ENABLED: 'MFA_ENABLED',
  MFA_DISABLED: 'MFA_DISABLED',
  SESSION_ENDED: 'SESSION_ENDED',
};

/** Where an account event happened: a crew member's restaurant; chain-wide for the others. */
export function accountRestaurant(user: UserRecord | undefined): string | null {
  return user?.type === 'USER' ? user.restaurantUuid : null;
}

export const restaurantLabel = (restaurant: RestaurantRecord) =>
  `${restaurant.number} - ${restaurant.name}`;

/** Office addresses the administrator works from (RFC 5737 documentation ranges). */
const OFFICE_ADDRESSES = ['203.0.113.24', '198.51.100.87', '203.0.113.102'];

/**
 * 90 days of history (docs/decisions/administration.md "Support history and audit log"), all of it
 * consistent with the rest of the chain: the account lines are the authentication log's; every
 * seeded support request has its SENT line (and its RESOLVED one) at its own time; and around
 * them, the administrator's weekly changes to users, roles, policies and restaurants, and
 * managers deleting the odd timer record or report in their own restaurants. Newest first.
 */
function generateAuditTrail(chain: Chain): AuditRecord[] {
  // Lines older than 90 days (an account's sign-ins months ago) are past the trail's keeping.
  const random = randomStream(chainSeed(chain), 'audit-trail');
  const now = chain.seededAt;
  const users = new Map(chain.users.map((user) => [user.uuid, user]));
  const records: AuditRecord[] = [];
  const add = (record: Omit<AuditRecord, 'uuid'>) => {
    if (record.time < now && record.time >= now - HISTORY_DAYS * DAY_MS)
      records.push({ uuid: random.uuid(), ...record });
  };

  for (const line of chain.authLog) {
    const action = AUDITED_AUTH_EVENTS[line.event];
    if (!action) continue;
    add({
      time: line.time,
      action,
      userUuid: line.userUuid,
      target: null,
      targetUuid: null,
      restaurantUuid: accountRestaurant(users.get(line.userUuid)),
      ipAddress: line.ipAddress,
    });
  }

  for (const request of supportRequestsOf(chain).filter((r) => r.origin === 'seed')) {
    const target = request.subject;
    add({
      time: request.requestTime,
      action: 'SUPPORT_REQUEST_SENT',
      userUuid: request.requesterUuid,
      target,
      targetUuid: request.uuid,
      restaurantUuid: request.restaurantUuid,
      ipAddress: random.pick(OFFICE_ADDRESSES),
    });
    if (request.resolvedTime !== null && request.resolvedByUuid !== null)
      add({
        time: request.resolvedTime,
        action: 'SUPPORT_REQUEST_RESOLVED',
        userUuid: request.resolvedByUuid,
        target,
        targetUuid: request.uuid,
        restaurantUuid: request.restaurantUuid,
        ipAddress: random.pick(OFFICE_ADDRESSES),
      });
  }

  const admin = chain.users.find((user) => user.type === 'ADMIN');
  const managers = chain.users.filter(
    (user) => user.type === 'MANAGER' && !user.blocked && user.restaurantUuids !== null,
  );
  const people = chain.users.filter((user) => user.type !== 'ADMIN');
  const named = chain.restaurants.slice(0, 17);
  for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
    const dayStart = now - day * DAY_MS;
    // Office hours, roughly: 8:00 to 18:00 of the day before `dayStart`'s clock time.
    const at = () => dayStart - random.int(60, 10 * 60) * 60_000;
    if (admin && random.chance(0.45)) {
      const action = random.weighted<AuditAction>([
        ['USER_UPDATED', 5],
        ['USER_CREATED', 1],
        ['USER_INVITED', 1],
        ['ROLE_UPDATED', 1],
        ['POLICY_UPDATED', 1],
        ['RESTAURANT_UPDATED', 3],
      ]);
      const area = AUDIT_ACTION_AREAS[action];
      if (area === 'USERS' && action.startsWith('USER_')) {
        const user = random.pick(people);
        add({
          time: at(),
          action,
          userUuid: admin.uuid,
          target: `${userName(user)} (${user.email})`,
          targetUuid: user.uuid,
          restaurantUuid: accountRestaurant(user),
          ipAddress: random.pick(OFFICE_ADDRESSES),
        });
      } else if (action === 'ROLE_UPDATED' || action === 'POLICY_UPDATED') {
        const record =
          action === 'ROLE_UPDATED' ? random.pick(chain.roles) : random.pick(chain.policies);
        add({
          time: at(),
          action,
          userUuid: admin.uuid,
          target: record.name,
          targetUuid: record.uuid,
          restaurantUuid: null,
          ipAddress: random.pick(OFFICE_ADDRESSES),
        });
      } else {
        const restaurant = random.pick(named);
        add({
          time: at(),
          action,
          userUuid: admin.uuid,
          target: restaurantLabel(restaurant),
          targetUuid: restaurant.uuid,
          restaurantUuid: restaurant.uuid,
          ipAddress: random.pick(OFFICE_ADDRESSES),
        });
      }
    }
    if (managers.length > 0 && random.chance(0.3)) {
      const manager = random.pick(managers);
      const restaurantUuid = random.pick(manager.restaurantUuids!);
      const report = random.chance(0.3);
      add({
        time: at(),
        action: report ? 'REPORT_DELETED' : 'TIMER_RECORD_DELETED',
        userUuid: manager.uuid,
        target: report
          ? 'Daily kitchen report'
          : random.pick(['Fryer cycle', 'Breading cycle', 'Hot-holding pan']),
        targetUuid: random.uuid(),
        restaurantUuid,
        ipAddress: random.pick(OFFICE_ADDRESSES),
      });
    }
  }
  const blocked = chain.users.find((user) => user.blocked);
  if (admin && blocked)
    add({
      time: now - 20 * DAY_MS + 3_600_000,
      action: 'USER_BLOCKED',
      userUuid: admin.uuid,
      target: `${userName(blocked)} (${blocked.email})`,
      targetUuid: blocked.uuid,
      restaurantUuid: accountRestaurant(blocked),
      ipAddress: OFFICE_ADDRESSES[0]!,
    });
  return records.sort((a, b) => b.time - a.time);
}

/** The chain's audit trail, newest first: made on first use, dropped with the chain on reset. */
export const auditTrailOf: (chain: Chain) => AuditRecord[] = perChain((chain) =>
  generateAuditTrail(chain),
);

/** Adds a line at the front (the trail is newest first). */
export function appendAudit(chain: Chain, record: AuditRecord): void {
  auditTrailOf(chain).unshift(record);
}

export function toAuditEntry(record: AuditRecord, chain: Chain): AuditEntry {
  const user = chain.users.find((candidate) => candidate.uuid === record.userUuid);
  const restaurant = chain.restaurants.find((r) => r.uuid === record.restaurantUuid);
  return {
    uuid: record.uuid,
    time: record.time,
    action: record.action,
    area: AUDIT_ACTION_AREAS[record.action],
    userUuid: record.userUuid,
    userName: user ? userName(user) : 'Former user',
    userEmail: user?.email ?? '',
    target: record.target,
    targetUuid: record.targetUuid,
    restaurantUuid: restaurant?.uuid ?? null,
    restaurantName: restaurant?.name ?? null,
    restaurantNumber: restaurant?.number ?? null,
    ipAddress: record.ipAddress,
  };
}

/** Whether the user sees every restaurant, and so what belongs to none (docs/decisions/administration.md). */
export function seesWholeChain(user: UserRecord): boolean {
  return user.type === 'ADMIN' || (user.type !== 'USER' && user.restaurantUuids === null);
}

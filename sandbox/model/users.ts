import type { UserStatus } from '../../src/api/users/users.constants';
import type { User, UserRole } from '../../src/api/users/users.schema';
import type { ManagedUser } from '../../src/api/users/managed-users.schema';
import { hashPassword, hashRecoveryCode } from './passwords';
import type { Random } from './random';
import { toUserRoleDto, type PolicyRecord, type RoleRecord } from './roles';

const DAY_MS = 86_400_000;

export interface RecoveryCodeRecord {
  hash: string;
  usedAt: number | null;
}

/** A user as the sandbox keeps it; `toUserDto` is what the wire sees. */
export interface UserRecord {
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  /** USER, ADMIN, or another type such as MANAGER (spec 000 §1). */
  type: string;
  /** Only a USER is bound to one restaurant (spec 000 §6). */
  restaurantUuid: string | null;
  /** The restaurants a non-USER, non-ADMIN may pick; null means every restaurant. */
  restaurantUuids: string[] | null;
  roleUuid: string | null;
  notification: boolean;
  multiFactorAuthentication: boolean;
  blocked: boolean;
  passwordHash: string;
  /** Hashes of the passwords before the current one, newest first (see `credentials.ts`). */
  previousPasswordHashes: string[];
  passwordExpiresAt: number;
  /** Base32 TOTP secret once multi-factor is set up. */
  totpSecret: string | null;
  /** The secret of a multi-factor setup started but not yet confirmed with a code. */
  pendingTotpSecret: string | null;
  /**
   * The time steps whose app codes were accepted and are still within the window: each code is
   * good once (RFC 6238 §5.2). Absent on a record made before any was.
   */
  usedTotpSteps?: number[];
  recoveryCodes: RecoveryCodeRecord[];
  lastSignInTime: number | null;
  /** An administrator asks this user to use multi-factor (the users page's flag). */
  multiFactorRequired: boolean;
}

export interface UserSpec {
  email: string;
  firstName: string;
  lastName: string;
  type: string;
  password: string;
  restaurantUuid?: string | null;
  restaurantUuids?: string[] | null;
  roleUuid?: string | null;
  notification?: boolean;
  blocked?: boolean;
  /** Days until the password expires; 0 or less means it has expired. */
  passwordDaysLeft?: number;
  totpSecret?: string;
  recoveryCodes?: readonly string[];
  /** Hours since the last sign-in; null for a user who never signed in. */
  lastSignInHoursAgo?: number | null;
  multiFactorRequired?: boolean;
}

export function createUserRecord(random: Random, spec: UserSpec, now: number): UserRecord {
  const uuid = random.uuid();
  const salt = random.uuid().replace(/-/g, '');
  return {
    uuid,
    email: spec.email.toLowerCase(),
    firstName: spec.firstName,
    lastName: spec.lastName,
    type: spec.type,
    restaurantUuid: spec.restaurantUuid ?? null,
    restaurantUuids: spec.restaurantUuids === undefined ? [] : spec.restaurantUuids,
    roleUuid: spec.roleUuid ?? null,
    notification: spec.notification ?? true,
    multiFactorAuthentication: spec.totpSecret !== undefined,
    blocked: spec.blocked ?? false,
    passwordHash: hashPassword(spec.password, salt),
    previousPasswordHashes: [],
    passwordExpiresAt: now + (spec.passwordDaysLeft ?? random.int(20, 90)) * DAY_MS,
    totpSecret: spec.totpSecret ?? null,
    pendingTotpSecret: null,
    recoveryCodes: (spec.recoveryCodes ?? []).map((code) => ({
      hash: hashRecoveryCode(code, salt),
      usedAt: null,
    })),
    lastSignInTime:
      spec.lastSignInHoursAgo === null
        ? null
        : now - (spec.lastSignInHoursAgo ?? random.int(2, 96)) * 3_600_000,
    multiFactorRequired: spec.multiFactorRequired ?? spec.totpSecret !== undefined,
  };
}

const FIRST_NAMES = [
  'Alicia',
  'Brandon',
  'Carmen',
  'Darius',
  'Erin',
  'Felipe',
  'Grace',
  'Hector',
  'Imani',
  'Jason',
  'Keisha',
  'Luis',
  'Maya',
  'Nathan',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rosa',
  'Tyler',
  'Valerie',
];
const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Dawson',
  'Ellis',
  'Foster',
  'Garcia',
  'Hughes',
  'Ito',
  'Jenkins',
  'Kim',
  'Lopez',
  'Morgan',
  'Nguyen',
  'Owens',
  'Patel',
  'Ramirez',
  'Shaw',
  'Turner',
  'Walsh',
];

/** Background staff: one crew member per restaurant, so user lists are not only demo accounts. */
export function generateCrew(
  random: Random,
  restaurantUuids: readonly string[],
  password: string,
  now: number,
): UserRecord[] {
  const taken = new Set<string>();
  return restaurantUuids.map((restaurantUuid) => {
    let firstName: string;
    let lastName: string;
    do {
      firstName = random.pick(FIRST_NAMES);
      lastName = random.pick(LAST_NAMES);
    } while (taken.has(`${firstName}.${lastName}`));
    taken.add(`${firstName}.${lastName}`);
    return createUserRecord(
      random,
      {
        email: `${firstName}.${lastName}@demo.kitchen`,
        firstName,
        lastName,
        type: 'USER',
        password,
        restaurantUuid,
        notification: random.chance(0.7),
      },
      now,
    );
  });
}

export function findUserByEmail(
  users: readonly UserRecord[],
  email: string,
): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return users.find((candidate) => candidate.email === wanted);
}

export function daysToPasswordExpiration(user: UserRecord, now: number): number {
  return Math.max(0, Math.ceil((user.passwordExpiresAt - now) / DAY_MS));
}

/** The user's role as they carry it (GET /users/user), null without one. */
export function userRoleDtoOf(
  user: UserRecord,
  roles: readonly RoleRecord[],
  policies: readonly PolicyRecord[],
): UserRole | null {
  const role = user.roleUuid
    ? roles.find((candidate) => candidate.uuid === user.roleUuid)
    : undefined;
  return role ? toUserRoleDto(role, policies) : null;
}

export function toUserDto(
  user: UserRecord,
  roles: readonly RoleRecord[],
  policies: readonly PolicyRecord[],
): User {
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    type: user.type,
    restaurantUuid: user.restaurantUuid,
    restaurantUuids: user.type === 'USER' ? null : restaurantsOf(user),
    userRoleDto: userRoleDtoOf(user, roles, policies),
    notification: user.notification,
    multiFactorAuthentication: user.multiFactorAuthentication,
    blocked: user.blocked,
  };
}

/** BLOCKED, INVITED (never signed in) or ACTIVE, as the users page shows it. */
function userStatus(user: UserRecord): UserStatus {
  if (user.blocked) return 'BLOCKED';
  return user.lastSignInTime === null ? 'INVITED' : 'ACTIVE';
}

/** A user as GET /users lists them. */
export function toManagedUserDto(
  user: UserRecord,
  roles: readonly RoleRecord[],
  policies: readonly PolicyRecord[],
): ManagedUser {
  return {
    ...toUserDto(user, roles, policies),
    restaurantUuids: user.type === 'USER' ? null : restaurantsOf(user),
    status: userStatus(user),
    multiFactorRequired: user.multiFactorRequired,
    lastSignInTime: user.lastSignInTime,
  };
}

/**
 * Whether the user works at the restaurant: a USER at theirs, an ADMIN and a non-USER with
 * every restaurant (null) at all, another non-USER at those listed.
 */
export function worksAt(user: UserRecord, restaurantUuid: string): boolean {
  if (user.type === 'USER') return user.restaurantUuid === restaurantUuid;
  if (user.type === 'ADMIN' || user.restaurantUuids === null) return true;
  return user.restaurantUuids.includes(restaurantUuid);
}

/** The restaurants a user works at; null for every one. */
export function restaurantsOf(user: UserRecord): string[] | null {
  if (user.type === 'USER') return user.restaurantUuid ? [user.restaurantUuid] : [];
  if (user.type === 'ADMIN') return null;
  return user.restaurantUuids;
}

interface StaffSpec {
  type: 'MANAGER' | 'USER';
  role: string | null;
  blocked?: boolean;
  invited?: boolean;
}

/**
 * More staff (at least 60 users, so the users page has paging to do): managers of a few restaurants or all,
 * supervisors, support engineers, crew; some blocked, some invited and never signed in.
 * From their own random stream, so the crew and demo accounts stay as they were.
 */
export function generateStaff(
  random: Random,
  restaurantUuids: readonly string[],
  roleUuidOf: (name: string) => string | null,
  password: string,
  now: number,
  count = 40,
): UserRecord[] {
  const kinds: StaffSpec[] = [
    { type: 'MANAGER', role: 'Restaurant Manager' },
    { type: 'MANAGER', role: 'Area Supervisor' },
    { type: 'MANAGER', role: 'Support Engineer' },
    { type: 'USER', role: 'Shift Lead' },
    { type: 'USER', role: null },
    { type: 'MANAGER', role: 'Restaurant Manager', invited: true },
    { type: 'USER', role: 'Shift Lead', blocked: true },
    { type: 'USER', role: 'Shift Lead', invited: true },
  ];
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length]!;
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const restaurants =
      kind.type === 'USER'
        ? []
        : random.chance(0.25)
          ? null
          : Array.from(
              new Set(Array.from({ length: random.int(1, 4) }, () => random.pick(restaurantUuids))),
            );
    return createUserRecord(
      random,
      {
        email: `${firstName}.${lastName}.${index + 1}@staff.kitchen`.toLowerCase(),
        firstName,
        lastName,
        type: kind.type,
        password,
        restaurantUuid: kind.type === 'USER' ? random.pick(restaurantUuids) : null,
        restaurantUuids: restaurants,
        roleUuid: kind.role ? roleUuidOf(kind.role) : null,
        notification: random.chance(0.6),
        blocked: kind.blocked ?? false,
        lastSignInHoursAgo: kind.invited ? null : random.int(1, 24 * 30),
        multiFactorRequired: random.chance(0.2),
      },
      now,
    );
  });
}

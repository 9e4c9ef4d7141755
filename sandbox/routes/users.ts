import { randomBytes, randomUUID } from 'node:crypto';
import type { Session as SessionDto } from '../../src/api/auth/auth.schema';
import { getCurrentUser } from '../../src/api/users/users.endpoints';
import {
  blockUser,
  createUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
  getUser,
  inviteUser,
  listUsers,
  listUserSessions,
  resetUserMultiFactor,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../../src/api/users/managed-users.endpoints';
import type { UserFormBody } from '../../src/api/users/managed-users.schema';
import {
  actOnRefusal,
  actOnRefusalText,
  liftsOwnMultiFactor,
  roleGrantRefusal,
  scopeCovers,
  type Party,
} from '../../src/lib/delegation';
import type { SandboxApi, SandboxContext } from '../context';
import { offsetPage, sortedBy } from '../list-page';
import { hashPassword } from '../model/passwords';
import { toUserRoleDto } from '../model/roles';
import {
  findUserByEmail,
  restaurantsOf,
  toManagedUserDto,
  toUserDto,
  worksAt,
  type UserRecord,
} from '../model/users';
import { accessSubject, fail, serve } from '../route';
import { RESET_LINK_PATH } from './passwords';

const DAY_MS = 86_400_000;

/**
 * Ends every session of the user at once: their tokens stop working and their live channel is
 * closed, so an open tab learns of it without waiting for its next call (a blocked user's open
 * tab is signed out).
 */
function endSessionsOf(sandbox: SandboxContext, user: UserRecord): void {
  sandbox.tokens.endSessionsOf(user.uuid);
  sandbox.broker.closeUser(user.uuid, 'Session ended');
}

/**
 * Whether `caller` may see `target` (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"):
 * every restaurant of the target's is one of the caller's; a chain-wide user only by a chain-wide
 * caller.
 */
function canSee(caller: UserRecord, target: UserRecord): boolean {
  return scopeCovers(restaurantsOf(caller), restaurantsOf(target));
}

/**
 * The user `id` as the caller may read them: 404 'User not found' for an unknown one and for one
 * who works where the caller does not alike, so the answer never tells whether a user exists
 * beyond the caller's restaurants (docs/decisions/sign-in-and-access.md, "Delegation").
 */
function visibleUser(sandbox: SandboxContext, caller: UserRecord, id: string): UserRecord {
  const user = sandbox.chain.users.find((candidate) => candidate.uuid === id);
  if (!user || !canSee(caller, user)) fail(404, 'User not found');
  return user;
}

/** The user as the acting-on rule reads them: type, role and restaurants. */
function partyOf(sandbox: SandboxContext, user: UserRecord): Party {
  return { ...accessSubject(sandbox, user), restaurants: restaurantsOf(user) };
}

/**
 * The user `id` as the caller may act on them (change, block, unblock, delete, reset, invite,
 * read or end their sessions): visible, and within the caller's powers (delegation.ts
 * `actOnRefusal`): 403 naming why not.
 */
function actionableUser(sandbox: SandboxContext, caller: UserRecord, id: string): UserRecord {
  const user = visibleUser(sandbox, caller, id);
  const refusal = actOnRefusal(partyOf(sandbox, caller), partyOf(sandbox, user));
  if (refusal) fail(403, actOnRefusalText(refusal));
  return user;
}

/** Only an ADMIN makes an ADMIN: anyone else with USERS EDIT could promote themselves. */
function checkAdminChange(caller: UserRecord, target: { type: string }): void {
  if (caller.type !== 'ADMIN' && target.type === 'ADMIN')
    fail(403, 'Only an administrator can manage administrators');
}

function refuseSelf(caller: UserRecord, target: UserRecord, what: string): void {
  if (caller.uuid === target.uuid) fail(400, `You cannot ${what} yourself`);
}

/**
 * What the form asks for, checked against the chain: the role and restaurants exist, a USER has
 * exactly one restaurant, another non-ADMIN one or more (or every one), a caller bound to some
 * restaurants hands out only those, and a role the user did not already hold is one the caller
 * may give (delegation.ts `roleGrantRefusal`). Answers the restaurant fields as the record keeps
 * them. Everything is checked before anything changes.
 */
function checkForm(
  sandbox: SandboxContext,
  caller: UserRecord,
  body: UserFormBody,
  current: UserRecord | null,
): Pick<UserRecord, 'restaurantUuid' | 'restaurantUuids'> {
  const { chain } = sandbox;
  checkAdminChange(caller, body);
  const role =
    body.roleUuid === null
      ? null
      : chain.roles.find((candidate) => candidate.uuid === body.roleUuid);
  if (role === undefined) fail(400, 'Unknown role');
  // Keeping the role a user already holds gives nothing new; every other choice is a grant.
  if (!current || current.roleUuid !== body.roleUuid) {
    const granted = role && toUserRoleDto(role, chain.policies);
    const refusal = roleGrantRefusal(accessSubject(sandbox, caller), granted);
    if (refusal) fail(403, refusal);
  }
  const exists = (uuid: string) => chain.restaurants.some((r) => r.uuid === uuid);
  // A form opened before one of the user's restaurants was deleted still names it: an edit
  // keeps the ones that remain (docs/decisions/administration.md, "Deleting a restaurant managers list").
  const picked = current ? (body.restaurantUuids?.filter(exists) ?? null) : body.restaurantUuids;
  if (picked?.some((uuid) => !exists(uuid))) fail(400, 'Unknown restaurant');
  const mine = restaurantsOf(caller);
  if (mine !== null && (picked === null || picked.some((uuid) => !mine.includes(uuid))))
    fail(403, 'You can only give access to your own restaurants');

  if (body.type === 'ADMIN') return { restaurantUuid: null, restaurantUuids: null };
  if (body.type === 'USER') {
    if (picked?.length !== 1) fail(400, 'A USER works at exactly one restaurant');
    return { restaurantUuid: picked[0]!, restaurantUuids: [] };
  }
  if (picked !== null && picked.length === 0)
    fail(400, 'Choose at least one restaurant, or every restaurant');
  return { restaurantUuid: null, restaurantUuids: picked === null ? null : [...new Set(picked)] };
}

/**
 * 409 when another user has the e-mail. Called after every check of the caller's form, so only
 * someone who could make or change this user learns that an address is taken, and never who has
 * it, nor where (docs/decisions/sign-in-and-access.md, "Delegation").
 */
function checkEmailFree(sandbox: SandboxContext, email: string, except?: UserRecord): void {
  const holder = findUserByEmail(sandbox.chain.users, email);
  if (holder && holder !== except) fail(409, 'A user with this e-mail already exists');
}

/** Sends the user a single-use link to set their password: an invitation or a reset. */
function sendPasswordLink(sandbox: SandboxContext, user: UserRecord, kind: 'invite' | 'reset') {
  const token = sandbox.resetTokens.issue(user.uuid);
  const link = `${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
  const minutes = Math.round(sandbox.resetTokens.ttlSeconds / 60);
  sandbox.outbox.send({
    to: user.email,
    subject:
      kind === 'invite'
        ? 'You are invited to the Kitchen Console'
        : 'Reset your Kitchen Console password',
    text: [
      kind === 'invite'
        ? `Hello ${user.firstName}, an administrator created your Kitchen Console account.`
        : `Hello ${user.firstName}, an administrator asked to reset your Kitchen Console password.`,
      `Set your password here (the link works once, for ${minutes} minutes):`,
      link,
    ].join('\n\n'),
    link,
    time: sandbox.now(),
  });
}

function toSessionDto(
  session: ReturnType<SandboxContext['tokens']['sessionsOf']>[number],
  currentId: string,
): SessionDto {
  return {
    uuid: session.id,
    signedInTime: session.signedInTime,
    lastActiveTime: session.lastUsedTime,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    current: session.id === currentId,
  };
}

function matchesSearch(user: UserRecord, search: string | undefined): boolean {
  const wanted = search?.trim().toLowerCase();
  if (!wanted) return true;
  return [
    user.email,
    `${user.firstName} ${user.lastName}`,
    `${user.lastName} ${user.firstName}`,
  ].some((text) => text.toLowerCase().includes(wanted));
}

export function registerUserRoutes(api: SandboxApi): void {
  /**
   * Answers with an expired password too: the console needs the user to show the change form;
   * and while multi-factor must be set up (it is not a data call).
   */
  serve(
    api,
    getCurrentUser,
    ({ user, sandbox }) => toUserDto(user, sandbox.chain.roles, sandbox.chain.policies),
    { allow: ['multiFactorSetup', 'passwordExpired'] },
  );

  /** The users the caller may see, filtered, sorted by e-mail or name, a page at a time. */
  serve(api, listUsers, ({ query, user: caller, sandbox }) => {
    const { roles, policies, users } = sandbox.chain;
    const found = users.filter(
      (user) =>
        canSee(caller, user) &&
        matchesSearch(user, query.search) &&
        (query.type === undefined || user.type === query.type) &&
        (query.roleUuid === undefined || user.roleUuid === query.roleUuid) &&
        (query.restaurantUuid === undefined || worksAt(user, query.restaurantUuid)),
    );
    const byName = (user: UserRecord) => `${user.lastName} ${user.firstName} ${user.email}`;
    const sorted = sortedBy(
      found,
      (a, b) =>
        query.sortBy === 'name'
          ? byName(a).localeCompare(byName(b))
          : a.email.localeCompare(b.email),
      query.orderDirection,
    );
    return offsetPage(sorted, query, (user) => toManagedUserDto(user, roles, policies));
  });

  serve(api, getUser, ({ params, user: caller, sandbox }) =>
    toManagedUserDto(
      visibleUser(sandbox, caller, params.id),
      sandbox.chain.roles,
      sandbox.chain.policies,
    ),
  );

  /**
   * A new user has no usable password: the invitation e-mailed at once carries a link to set
   * one. They show as INVITED until their first sign-in.
   */
  serve(api, createUser, ({ body, user: caller, sandbox }) => {
    const { chain } = sandbox;
    const restaurants = checkForm(sandbox, caller, body, null);
    checkEmailFree(sandbox, body.email);
    const salt = randomBytes(16).toString('hex');
    const now = sandbox.now();
    const created: UserRecord = {
      uuid: randomUUID(),
      email: body.email.toLowerCase(),
      firstName: body.firstName,
      lastName: body.lastName,
      type: body.type,
      ...restaurants,
      roleUuid: body.roleUuid,
      notification: body.notification,
      multiFactorAuthentication: false,
      multiFactorRequired: body.multiFactorRequired,
      blocked: false,
      passwordHash: hashPassword(randomBytes(24).toString('base64url'), salt),
      previousPasswordHashes: [],
      passwordExpiresAt: now + 90 * DAY_MS,
      totpSecret: null,
      pendingTotpSecret: null,
      recoveryCodes: [],
      lastSignInTime: null,
    };
    chain.users.push(created);
    sendPasswordLink(sandbox, created, 'invite');
    return toManagedUserDto(created, chain.roles, chain.policies);
  });

  serve(api, updateUser, ({ body, user: caller, sandbox }) => {
    const { chain } = sandbox;
    // The e-mail and "multi-factor required" are where a reset link and a second factor go:
    // only someone who may act on the user changes them, and nobody lifts their own requirement.
    const user = actionableUser(sandbox, caller, body.uuid);
    if (liftsOwnMultiFactor(caller.uuid, user, body.multiFactorRequired))
      fail(403, 'You cannot lift “multi-factor required” from yourself: ask an administrator');
    if (user.uuid === caller.uuid && body.type !== caller.type)
      fail(400, 'You cannot change your own type');
    const restaurants = checkForm(sandbox, caller, body, user);
    checkEmailFree(sandbox, body.email, user);
    const email = body.email.toLowerCase();
    // A reset or invitation link went to the old address, which may be someone else's now:
    // it must not outlive the change.
    if (email !== user.email) sandbox.resetTokens.spendAllOf(user.uuid);
    Object.assign(user, {
      email,
      firstName: body.firstName,
      lastName: body.lastName,
      type: body.type,
      ...restaurants,
      roleUuid: body.roleUuid,
      notification: body.notification,
      multiFactorRequired: body.multiFactorRequired,
    });
    return toManagedUserDto(user, chain.roles, chain.policies);
  });

  serve(api, setUserNotification, ({ params, body, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    user.notification = body.notification;
    return null;
  });

  /** Removes the user and ends their sessions: their next call answers 401. */
  serve(api, deleteUser, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    refuseSelf(caller, user, 'delete');
    sandbox.chain.users = sandbox.chain.users.filter((candidate) => candidate !== user);
    endSessionsOf(sandbox, user);
    sandbox.resetTokens.spendAllOf(user.uuid);
    return null;
  });

  serve(api, restoreUserPassword, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    if (user.blocked) fail(409, 'User is blocked');
    sendPasswordLink(sandbox, user, 'reset');
    return null;
  });

  /** Only for a user who never signed in: anyone else gets a password reset instead. */
  serve(api, inviteUser, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    if (user.blocked) fail(409, 'User is blocked');
    if (user.lastSignInTime !== null)
      fail(409, 'The user has already signed in: reset their password instead');
    sendPasswordLink(sandbox, user, 'invite');
    return null;
  });

  /**
   * Blocks the user and ends every session of theirs at once: their open tab's next call
   * answers 401 and signs it out; their sign-in answers 403 'User is blocked'.
   */
  serve(api, blockUser, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    refuseSelf(caller, user, 'block');
    user.blocked = true;
    endSessionsOf(sandbox, user);
    return null;
  });

  serve(api, unblockUser, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    user.blocked = false;
    return null;
  });

  /**
   * For a user who lost their phone and recovery codes: the authenticator and codes are removed
   * and their sessions end, so they sign in with the password alone and set multi-factor up
   * again. ADMIN only (after the user is found, so an unknown id is 404 for everyone).
   */
  serve(api, resetUserMultiFactor, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    if (caller.type !== 'ADMIN') fail(403, 'Only an administrator can reset multi-factor');
    if (!user.multiFactorAuthentication && !user.pendingTotpSecret)
      fail(409, 'Multi-factor is not set up for this user');
    Object.assign(user, {
      multiFactorAuthentication: false,
      totpSecret: null,
      pendingTotpSecret: null,
      recoveryCodes: [],
    });
    endSessionsOf(sandbox, user);
    return null;
  });

  /** Their IPs and browsers: an administrator's only to an administrator (`actOnRefusal`). */
  serve(api, listUserSessions, ({ params, user: caller, session, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    return sandbox.tokens
      .sessionsOf(user.uuid)
      .sort((a, b) => b.signedInTime - a.signedInTime)
      .map((candidate) => toSessionDto(candidate, session.id));
  });

  serve(api, deleteUserSession, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    const ended = sandbox.tokens
      .sessionsOf(user.uuid)
      .find((candidate) => candidate.id === params.sessionId);
    if (!ended) fail(404, 'Session not found');
    sandbox.tokens.endSession(ended.id);
    return null;
  });

  serve(api, deleteUserSessions, ({ params, user: caller, sandbox }) => {
    const user = actionableUser(sandbox, caller, params.id);
    endSessionsOf(sandbox, user);
    return null;
  });
}

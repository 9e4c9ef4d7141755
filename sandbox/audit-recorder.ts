/**
 * The provider's audit filter: every call that changes something the audit trail records
 * (docs/decisions/administration.md "Support history and audit log") adds its line once it has
 * succeeded, with who made it, from where, on which record of which restaurant. A route needs
 * no code of its own for it: the rules below name the declared endpoints (or, for areas whose
 * routes are not built yet, their spec paths), and the authentication log's events are copied.
 */
import type { MiddlewareHandler } from 'hono';
import type { AuditAction } from '../src/api/audit/audit.constants';
import { exportAuditTrail } from '../src/api/audit/audit.endpoints';
import { deleteRecommendation } from '../src/api/recommendation-history/recommendation-history.endpoints';
import { deleteReport } from '../src/api/reports/reports.endpoints';
import {
  createPolicy,
  createRole,
  deletePolicy,
  deleteRole,
  updatePolicy,
  updateRole,
} from '../src/api/roles/roles.endpoints';
import {
  assignDevices,
  createRestaurant,
  deleteRestaurant,
  moveDevices,
  unassignDevices,
  updateRestaurant,
} from '../src/api/restaurants/restaurants-admin.endpoints';
import {
  OPERATION_LIST_KEYS,
  type OperationList,
} from '../src/api/timer-history/timer-history.constants';
import { TIMER_STATION_KEYS, type TimerStation } from '../src/lib/timer-stations';
import {
  deleteSupportRequest,
  resolveSupportRequest,
  sendSupportRequest,
} from '../src/api/support/support.endpoints';
import {
  RECORD_ENDPOINTS,
  TIMER_ENDPOINTS,
} from '../src/api/timer-history/timer-history.endpoints';
import { UNUSUAL_KIND_KEYS, type UnusualKind } from '../src/lib/unusual-kinds';
import { UNUSUAL_ENDPOINTS } from '../src/api/unusual/unusual.endpoints';
import {
  blockUser,
  createUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
  inviteUser,
  resetUserMultiFactor,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../src/api/users/managed-users.endpoints';
import type { Chain } from './seed';
import { DEVICE_AUDIT_RULES } from './routes/device-audit';
import { ORDER_AUDIT_RULES } from './routes/order-audit';
import { PCS_ADMIN_AUDIT_RULES } from './routes/pcs-admin-audit';
import type { SandboxContext, SandboxEnv } from './context';
import {
  accountRestaurant,
  appendAudit,
  auditTrailOf,
  AUDITED_AUTH_EVENTS,
  restaurantLabel,
} from './model/audit-trail';
import { recommendationsOf } from './model/recommendations';
import { reportsOf } from './model/reports';
import { supportRequestsOf, userName } from './model/support-requests';
import { stationHistoryOf } from './model/timer-records';
import { unusualEventsOf } from './model/unusual-events';
import { authenticateRequest, requestClient } from './route';

/** What a line says of the record acted on. */
interface Target {
  target: string | null;
  targetUuid: string | null;
  restaurantUuid: string | null;
}

interface Rule {
  method: string;
  /** Relative to the API base, with `:id` as in the declarations. */
  path: string;
  action: AuditAction;
  /** The record, looked up before the call (a delete removes it) or after it (a create). */
  target(chain: Chain, id: string | undefined, query: URLSearchParams): Target | null;
}

function userTarget(chain: Chain, id: string | undefined): Target | null {
  const user = chain.users.find((candidate) => candidate.uuid === id);
  return user
    ? {
        target: `${userName(user)} (${user.email})`,
        targetUuid: user.uuid,
        restaurantUuid: accountRestaurant(user),
      }
    : null;
}

function namedTarget(list: (chain: Chain) => ReadonlyArray<{ uuid: string; name: string }>) {
  return (chain: Chain, id: string | undefined): Target | null => {
    const record = list(chain).find((candidate) => candidate.uuid === id);
    return record ? { target: record.name, targetUuid: record.uuid, restaurantUuid: null } : null;
  };
}

function restaurantTarget(chain: Chain, id: string | undefined): Target | null {
  const restaurant = chain.restaurants.find((candidate) => candidate.uuid === id);
  return restaurant
    ? { target: restaurantLabel(restaurant), targetUuid: restaurant.uuid, restaurantUuid: id! }
    : null;
}

const STATION_NAMES: Record<TimerStation, string> = {
  breading: 'Breading cycle',
  conveyor: 'Conveyor cycle',
  fryer: 'Fryer cycle',
  prq: 'PRQ cycle',
  'hot-holding': 'Hot-holding pan',
  'entree-chutes': 'Entree chute cycle',
  'scheduled-production': 'Scheduled production cycle',
  'dump-pan': 'Dump pan record',
  'fry-chutes': 'Fry chute record',
};

const OPERATION_NAMES: Record<OperationList, string> = {
  'entry-chutes': 'Entry chute record',
  'basket-events': 'Basket event',
};

const UNUSUAL_NAMES: Record<UnusualKind, string> = {
  event: 'Unusual event',
  'dp-remaining': 'Fries left in dump pan',
  'wrong-marker': 'Wrong marker',
  'empty-pan': 'Empty pan',
  'identical-markers': 'Identical markers',
};

function supportTarget(chain: Chain, id: string | undefined): Target | null {
  const request = supportRequestsOf(chain).find((candidate) => candidate.uuid === id);
  return request
    ? { target: request.subject, targetUuid: request.uuid, restaurantUuid: request.restaurantUuid }
    : null;
}

const at = ({ method, path }: { method: string; path: string }) => ({ method, path });
const roles = (chain: Chain) => chain.roles;
const policies = (chain: Chain) => chain.policies;

const RULES: readonly Rule[] = [
  // Users (spec 001 §7 "Users"), from their declarations.
  { ...at(createUser), action: 'USER_CREATED', target: userTarget },
  { ...at(updateUser), action: 'USER_UPDATED', target: userTarget },
  { ...at(setUserNotification), action: 'USER_UPDATED', target: userTarget },
  { ...at(deleteUser), action: 'USER_DELETED', target: userTarget },
  { ...at(blockUser), action: 'USER_BLOCKED', target: userTarget },
  { ...at(unblockUser), action: 'USER_UNBLOCKED', target: userTarget },
  { ...at(inviteUser), action: 'USER_INVITED', target: userTarget },
  { ...at(restoreUserPassword), action: 'PASSWORD_RESET', target: userTarget },
  { ...at(resetUserMultiFactor), action: 'MFA_DISABLED', target: userTarget },
  { ...at(deleteUserSession), action: 'SESSION_ENDED', target: userTarget },
  { ...at(deleteUserSessions), action: 'SESSION_ENDED', target: userTarget },
  // Roles and policies (spec 001 §7), from their declarations.
  { ...at(createRole), action: 'ROLE_CREATED', target: namedTarget(roles) },
  { ...at(updateRole), action: 'ROLE_UPDATED', target: namedTarget(roles) },
  { ...at(deleteRole), action: 'ROLE_DELETED', target: namedTarget(roles) },
  { ...at(createPolicy), action: 'POLICY_CREATED', target: namedTarget(policies) },
  { ...at(updatePolicy), action: 'POLICY_UPDATED', target: namedTarget(policies) },
  { ...at(deletePolicy), action: 'POLICY_DELETED', target: namedTarget(policies) },
  // Restaurants and their devices (spec 001 §7), from their declarations.
  { ...at(createRestaurant), action: 'RESTAURANT_CREATED', target: restaurantTarget },
  { ...at(updateRestaurant), action: 'RESTAURANT_UPDATED', target: restaurantTarget },
  { ...at(deleteRestaurant), action: 'RESTAURANT_DELETED', target: restaurantTarget },
  { ...at(assignDevices), action: 'RESTAURANT_DEVICES_ASSIGNED', target: restaurantTarget },
  { ...at(moveDevices), action: 'RESTAURANT_DEVICES_MOVED', target: restaurantTarget },
  { ...at(unassignDevices), action: 'RESTAURANT_DEVICES_UNASSIGNED', target: restaurantTarget },
  // Deletes of records, from their declarations.
  ...TIMER_STATION_KEYS.map((station): Rule => ({
    method: 'DELETE',
    path: TIMER_ENDPOINTS[station].remove.path,
    action: 'TIMER_RECORD_DELETED',
    target: (chain, id) => {
      const record = id && stationHistoryOf(chain, station).find(chain.restaurants, id);
      return record
        ? {
            target: `${STATION_NAMES[station]} · ${record.material}`,
            targetUuid: record.uuid,
            restaurantUuid: record.restaurantUuid,
          }
        : null;
    },
  })),
  {
    ...at(deleteRecommendation),
    action: 'TIMER_RECORD_DELETED',
    target: (chain, id) => {
      const task = id && recommendationsOf(chain).find(chain.restaurants, id);
      return task
        ? {
            target: `Recommendation · ${task.material}`,
            targetUuid: task.uuid,
            restaurantUuid: task.restaurantUuid,
          }
        : null;
    },
  },
  ...OPERATION_LIST_KEYS.map((list): Rule => ({
    method: 'DELETE',
    path: RECORD_ENDPOINTS[list].remove.path,
    action: 'KITCHEN_RECORD_DELETED',
    target: (chain, id) => {
      const record = id && stationHistoryOf(chain, list).find(chain.restaurants, id);
      return record
        ? {
            target: `${OPERATION_NAMES[list]} · ${record.material}`,
            targetUuid: record.uuid,
            restaurantUuid: record.restaurantUuid,
          }
        : null;
    },
  })),
  ...UNUSUAL_KIND_KEYS.map((kind): Rule => ({
    method: 'DELETE',
    path: UNUSUAL_ENDPOINTS[kind].remove.path,
    action: 'UNUSUAL_EVENT_DELETED',
    target: (chain, id) => {
      const event = id && unusualEventsOf(chain, kind).find(chain.restaurants, id);
      return event
        ? {
            target: `${UNUSUAL_NAMES[kind]} · ${event.material ?? ''}`.replace(/ · $/, ''),
            targetUuid: event.eventId,
            restaurantUuid: event.restaurantUuid,
          }
        : null;
    },
  })),
  {
    method: deleteReport.method,
    path: deleteReport.path,
    action: 'REPORT_DELETED',
    target: (chain, id) => {
      const report = id && reportsOf(chain).find(chain.restaurants, id);
      return report
        ? { target: report.kind, targetUuid: report.uuid, restaurantUuid: report.restaurantUuid }
        : null;
    },
  },
  // Support requests (spec 001 §7 "Activity and support").
  { ...at(sendSupportRequest), action: 'SUPPORT_REQUEST_SENT', target: supportTarget },
  { ...at(resolveSupportRequest), action: 'SUPPORT_REQUEST_RESOLVED', target: supportTarget },
  { ...at(deleteSupportRequest), action: 'SUPPORT_REQUEST_DELETED', target: supportTarget },
  {
    method: exportAuditTrail.method,
    path: exportAuditTrail.path,
    action: 'AUDIT_EXPORTED',
    target: () => ({ target: null, targetUuid: null, restaurantUuid: null }),
  },
  // PCs and tablets (spec 001 §7 "Tablets and devices"): routes/device-audit.ts.
  ...DEVICE_AUDIT_RULES,
  // Catering and recurring orders (spec 001 §7 "Orders"): routes/order-audit.ts.
  ...ORDER_AUDIT_RULES,
  // Fryers, adjustment rules and scales (spec 001 §7): routes/pcs-admin-audit.ts.
  ...PCS_ADMIN_AUDIT_RULES,
];

const compiled = RULES.map((rule) => ({
  rule,
  pattern: new RegExp(`^${rule.path.replace(/:\w+/g, '([^/]+)')}/?$`),
}));

function ruleFor(method: string, path: string): { rule: Rule; id?: string } | null {
  for (const { rule, pattern } of compiled) {
    if (rule.method !== method) continue;
    const match = pattern.exec(path);
    if (match) return { rule, id: match[1] && decodeURIComponent(match[1]) };
  }
  return null;
}

/** The caller of a signed-in call, or undefined (the call itself answers 401 or 403). */
function callerOf(sandbox: SandboxContext, authorization: string | undefined) {
  try {
    return authenticateRequest(sandbox, authorization).user;
  } catch {
    return undefined;
  }
}

/** The uuid a create answered, to name its record. */
async function createdUuid(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { results?: { uuid?: unknown } } | null;
  return typeof body?.results?.uuid === 'string' ? body.results.uuid : undefined;
}

/** The middleware, for the API base: see the module's comment. */
export function auditRecorder(apiBase: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const sandbox = c.var.sandbox;
    const chain = sandbox.chain;
    // Made before the call, so a first call's own line is added once, below, not seeded too.
    auditTrailOf(chain);
    const authLogBefore = chain.authLog.length;
    const query = new URL(c.req.url).searchParams;
    const found = ruleFor(c.req.method, c.req.path.slice(apiBase.length));
    const caller = found && callerOf(sandbox, c.req.header('authorization'));
    const before = found && caller ? found.rule.target(chain, found.id, query) : null;
    await next();
    if (sandbox.chain !== chain) return;
    const { ipAddress } = requestClient(c);

    for (const line of chain.authLog.slice(authLogBefore)) {
      const action = AUDITED_AUTH_EVENTS[line.event];
      if (!action) continue;
      appendAudit(chain, {
        uuid: crypto.randomUUID(),
        time: line.time,
        action,
        userUuid: line.userUuid,
        target: null,
        targetUuid: null,
        restaurantUuid: accountRestaurant(chain.users.find((u) => u.uuid === line.userUuid)),
        ipAddress: line.ipAddress,
      });
    }

    if (!found || !caller || c.res.status >= 300) return;
    const target =
      before ??
      found.rule.target(chain, found.id ?? (await createdUuid(c.res)) ?? undefined, query);
    appendAudit(chain, {
      uuid: crypto.randomUUID(),
      time: sandbox.now(),
      action: found.rule.action,
      userUuid: caller.uuid,
      target: target?.target ?? null,
      targetUuid: target?.targetUuid ?? found.id ?? null,
      restaurantUuid: target?.restaurantUuid ?? null,
      ipAddress,
    });
  };
}

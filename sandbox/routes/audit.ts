import { randomUUID } from 'node:crypto';
import type { AuthEvent } from '../../src/api/audit/audit.schema';
import {
  exportAuditTrail,
  listAuditTrail,
  listAuditUsers,
  listAuthLog,
} from '../../src/api/audit/audit.endpoints';
import { AUDIT_ACTION_AREAS } from '../../src/api/audit/audit.constants';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { acceptedResponse } from '../file-response';
import { auditTrailOf, seesWholeChain, toAuditEntry, type AuditRecord } from '../model/audit-trail';
import { toAuthLogEntry } from '../model/auth-log';
import { userName } from '../model/support-requests';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { offsetPage } from '../list-page';
import { fail, serve, serveBinary, type Client } from '../route';
import {
  dateTime,
  MAX_SPREADSHEET_ROWS,
  spreadsheetResponse,
  workbook,
  zoneOf,
} from '../spreadsheet';
import { restaurantsAsked } from './analytic-scope';

/** Appends one line to a user's authentication log, at the sandbox clock's now. */
export function logAuthEvent(
  sandbox: SandboxContext,
  userUuid: string,
  event: AuthEvent,
  client: Client,
): void {
  sandbox.chain.authLog.push({
    uuid: randomUUID(),
    userUuid,
    event,
    time: sandbox.now(),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
  });
}

export function registerAuditRoutes(api: SandboxApi): void {
  /** The caller's own log, offset paged; startDate and endDate are inclusive. */
  serve(api, listAuthLog, ({ query, user, sandbox }) => {
    const matching = sandbox.chain.authLog.filter(
      (record) =>
        record.userUuid === user.uuid &&
        (query.startDate === undefined || record.time >= query.startDate) &&
        (query.endDate === undefined || record.time <= query.endDate) &&
        (query.event === undefined || record.event === query.event),
    );
    // A stable sort: events of the same millisecond keep the order they happened in.
    const ordered = matching.sort((a, b) => a.time - b.time);
    if (query.orderDirection === 'DESC') ordered.reverse();
    return offsetPage(ordered, query, toAuthLogEntry);
  });
}

/** A line the user may see: of one of their restaurants, or of none when they see them all. */
function canSeeLine(user: UserRecord, line: AuditRecord): boolean {
  return line.restaurantUuid === null
    ? seesWholeChain(user)
    : canSeeRestaurant(user, line.restaurantUuid);
}

type TrailFilters = Omit<EndpointQuery<typeof listAuditTrail>, 'limit' | 'offset'>;

/**
 * The user's lines matching the filters, in the asked order: 400 for a reversed range or an
 * action of another area than the one asked; 404 for a restaurant not theirs.
 */
function selectTrail(query: TrailFilters, user: UserRecord, sandbox: SandboxContext) {
  const { startDate, endDate, action, area } = query;
  if (startDate !== undefined && endDate !== undefined && endDate < startDate)
    fail(400, 'startDate must not be after endDate');
  if (action !== undefined && area !== undefined && AUDIT_ACTION_AREAS[action] !== area)
    fail(400, `Invalid query parameter "action": ${action} is not an action of ${area}`);
  if (query.restaurantUuid !== undefined) restaurantsAsked(user, sandbox, [query.restaurantUuid]);
  const matching = auditTrailOf(sandbox.chain).filter(
    (line) =>
      canSeeLine(user, line) &&
      (query.restaurantUuid === undefined || line.restaurantUuid === query.restaurantUuid) &&
      (query.userUuid === undefined || line.userUuid === query.userUuid) &&
      (action === undefined || line.action === action) &&
      (area === undefined || AUDIT_ACTION_AREAS[line.action] === area) &&
      (startDate === undefined || line.time >= startDate) &&
      (endDate === undefined || line.time <= endDate),
  );
  // The trail is newest first; a stable sort keeps lines of one millisecond in their order.
  const ordered = matching.sort((a, b) => b.time - a.time);
  return query.orderDirection === 'ASC' ? ordered.reverse() : ordered;
}

/** The audit trail (spec 001 §7 GET /auditTrail): list, export and its people. */
export function registerAuditTrailRoutes(api: SandboxApi): void {
  serve(api, listAuditTrail, ({ query, user, sandbox }) =>
    offsetPage(selectTrail(query, user, sandbox), query, (line) =>
      toAuditEntry(line, sandbox.chain),
    ),
  );

  /** Over the limit the provider prepares the file elsewhere: 202 and no file (spec 001 §4). */
  serveBinary(api, exportAuditTrail, ({ query, user, sandbox }) => {
    const lines = selectTrail(query, user, sandbox);
    if (lines.length > MAX_SPREADSHEET_ROWS) return acceptedResponse();
    const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === query.restaurantUuid);
    const zone = zoneOf(restaurant);
    const rows = lines.map((line) => {
      const entry = toAuditEntry(line, sandbox.chain);
      return [
        dateTime(entry.time, zone),
        entry.userName ?? null,
        entry.userEmail ?? null,
        entry.area ?? null,
        entry.action,
        entry.target ?? null,
        entry.restaurantNumber == null
          ? null
          : `${entry.restaurantNumber} - ${entry.restaurantName}`,
        entry.ipAddress ?? null,
      ];
    });
    const who = restaurant ? `${restaurant.number} ${restaurant.name}` : 'all restaurants';
    const day = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);
    // A range wider than the trail (the console's "whole trail" starts in 2019) is named by
    // the lines it holds.
    const first = Math.max(query.startDate, Math.min(...lines.map((line) => line.time)));
    const days =
      day(first) === day(query.endDate) ? day(first) : `${day(first)} – ${day(query.endDate)}`;
    return spreadsheetResponse(
      workbook({
        name: 'Audit log',
        head: ['Time', 'User', 'E-mail', 'Area', 'Action', 'Target', 'Restaurant', 'IP address'],
        rows,
        summary: [['Lines', rows.length]],
      }),
      `Audit log ${who} ${days}.xls`,
    );
  });

  /** The people of the lines the caller may see, by name. */
  serve(api, listAuditUsers, ({ user, sandbox }) => {
    const seen = new Set(
      auditTrailOf(sandbox.chain)
        .filter((line) => canSeeLine(user, line))
        .map((line) => line.userUuid),
    );
    return sandbox.chain.users
      .filter((candidate) => seen.has(candidate.uuid))
      .map((candidate) => ({
        uuid: candidate.uuid,
        name: userName(candidate),
        email: candidate.email,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}

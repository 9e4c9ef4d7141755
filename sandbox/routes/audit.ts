import { randomUUID } from 'node:crypto';
import type { AuthEvent } from '../../src/api/audit/audit.schema';
import { listAuthLog } from '../../src/api/audit/audit.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { toAuthLogEntry } from '../model/auth-log';
import { offsetPage } from '../list-page';
import { serve, type Client } from '../route';

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

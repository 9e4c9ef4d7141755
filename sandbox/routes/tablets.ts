import {
  deleteTablet,
  deleteTabletLog,
  deleteTabletSessions,
  listCommandStreams,
  listTabletBuilds,
  listTabletLogs,
  listTabletModels,
  listTablets,
  listTabletSessions,
  renameTablet,
  sendTabletCommand,
  setTabletRemoteAccess,
  tabletAvailability,
} from '../../src/api/devices/devices.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import {
  deviceStatus,
  periodsWithin,
  ZONE_STREAMS,
  type TabletCommandRecord,
  type TabletRecord,
} from '../model/fleet';
import type { UserRecord } from '../model/users';
import { offsetPage, sortedBy } from '../list-page';
import { sendToTablet } from '../model/tablet-links';
import { fail, serve } from '../route';
import { restaurantsAsked } from './analytic-scope';
import { availabilityRange, byStatus, contains, devicesInScope, visibleDevice } from './devices';

interface TabletQuery {
  restaurantUuid?: string;
  model?: string;
  build?: string;
  search?: string;
}

/**
 * The filters an answer was made for, echoed (spec 001 §4: the console ignores an answer whose
 * filters differ from its current ones; src/api/devices/tablet-filters.ts).
 */
function echo(query: TabletQuery) {
  return {
    restaurantUuid: query.restaurantUuid ?? null,
    model: query.model ?? null,
    build: query.build ?? null,
    search: query.search || null,
  };
}

/** The user's tablets that match the list filters (scope as `devicesInScope`). */
function tabletsFor(sandbox: SandboxContext, user: UserRecord, query: TabletQuery) {
  return devicesInScope(sandbox.chain.fleet.tablets, user, sandbox, query.restaurantUuid).filter(
    (tablet) =>
      (!query.model || tablet.model === query.model) &&
      (!query.build || tablet.build === query.build) &&
      contains(tablet.name, query.search),
  );
}

function tabletDto(tablet: TabletRecord, seededAt: number) {
  return {
    uuid: tablet.uuid,
    name: tablet.name,
    remoteAccess: tablet.remoteAccess,
    model: tablet.model,
    build: tablet.build,
    status: deviceStatus(tablet, seededAt),
    restaurantUuid: tablet.restaurantUuid,
    lastCommand: tablet.lastCommand ?? null,
  };
}

function tabletOf(sandbox: SandboxContext, user: UserRecord, uuid: string): TabletRecord {
  return visibleDevice(sandbox.chain.fleet.tablets, user, uuid, 'Tablet');
}

const distinct = (values: readonly string[]) => [...new Set(values)].sort();

/** The sandbox's tablets, their logs, sessions and commands (spec 001 §7). */
export function registerTabletRoutes(api: SandboxApi): void {
  serve(api, listTablets, ({ query, user, sandbox }) => {
    const seededAt = sandbox.chain.seededAt;
    const found = tabletsFor(sandbox, user, query);
    const sorted =
      query.sortBy === 'status'
        ? byStatus(found, seededAt, query.orderDirection, (tablet) => tablet.name)
        : sortedBy(found, (a, b) => a.name.localeCompare(b.name), query.orderDirection);
    return {
      ...offsetPage(sorted, query, (tablet) => tabletDto(tablet, seededAt)),
      filters: echo(query),
    };
  });

  serve(api, listTabletModels, ({ user, sandbox }) =>
    distinct(tabletsFor(sandbox, user, {}).map((tablet) => tablet.model)),
  );
  serve(api, listTabletBuilds, ({ user, sandbox }) =>
    distinct(tabletsFor(sandbox, user, {}).map((tablet) => tablet.build)),
  );

  serve(api, renameTablet, ({ params, body, user, sandbox }) => {
    const tablet = tabletOf(sandbox, user, params.id);
    tablet.name = body.name;
    return tabletDto(tablet, sandbox.chain.seededAt);
  });

  serve(api, setTabletRemoteAccess, ({ params, body, user, sandbox }) => {
    const tablet = tabletOf(sandbox, user, params.id);
    tablet.remoteAccess = body.remoteAccess;
    return tabletDto(tablet, sandbox.chain.seededAt);
  });

  /** Its sessions and logs go with it. */
  serve(api, deleteTablet, ({ params, user, sandbox }) => {
    const fleet = sandbox.chain.fleet;
    const tablet = tabletOf(sandbox, user, params.id);
    fleet.tablets = fleet.tablets.filter((candidate) => candidate !== tablet);
    fleet.tabletSessions = fleet.tabletSessions.filter((s) => s.tabletUuid !== tablet.uuid);
    fleet.tabletLogs = fleet.tabletLogs.filter((log) => log.tabletUuid !== tablet.uuid);
    return null;
  });

  /**
   * The command goes to the tablet over the tablet socket (model/tablet-links.ts): it is kept as
   * the tablet's last command, SENT; when the tablet acknowledges it, ACKNOWLEDGED, and the
   * tablet logs 'Command START received (Fryer zone)'. A tablet not in a restaurant has no
   * streams to show: 409. Remote access off refuses commands: 409 (spec 001 §6 "A tablet has a
   * remote-access flag"; docs/decisions/administration.md, "Devices"). START needs one of its restaurant's
   * streams (400 otherwise).
   */
  serve(api, sendTabletCommand, ({ params, body, user, sandbox }) => {
    const tablet = tabletOf(sandbox, user, params.id);
    if (tablet.restaurantUuid === null)
      fail(409, `${tablet.name} is not in a restaurant: assign it before sending commands`);
    if (!tablet.remoteAccess)
      fail(409, `Remote access is off for ${tablet.name}: turn it on to send commands`);
    const streamName = body.streamName || null;
    if (streamName !== null && !(ZONE_STREAMS as readonly string[]).includes(streamName))
      fail(400, `Unknown stream "${streamName}"`);
    const command: TabletCommandRecord = {
      uuid: crypto.randomUUID(),
      action: body.action,
      streamName,
      alternateView: body.alternateView,
      alternateTime: body.alternateTime,
      sentTime: sandbox.now(),
      status: 'SENT',
      acknowledgedTime: null,
    };
    tablet.lastCommand = command;
    sendToTablet(sandbox, tablet, command);
    return { ...command };
  });

  serve(api, listCommandStreams, ({ query, user, sandbox }) => {
    restaurantsAsked(user, sandbox, [query.restaurantUuid]);
    return [...ZONE_STREAMS];
  });

  /** Newest first, with the tablet list's filters (and a level). */
  serve(api, listTabletLogs, ({ query, user, sandbox }) => {
    const tablets = new Map(
      tabletsFor(sandbox, user, query).map((tablet) => [tablet.uuid, tablet]),
    );
    const logs = sandbox.chain.fleet.tabletLogs
      .filter((log) => tablets.has(log.tabletUuid) && (!query.level || log.level === query.level))
      .sort((a, b) => b.time - a.time);
    return {
      ...offsetPage(logs, query, (log) => {
        const tablet = tablets.get(log.tabletUuid)!;
        return { ...log, tabletName: tablet.name, restaurantUuid: tablet.restaurantUuid };
      }),
      filters: echo(query),
    };
  });

  serve(api, deleteTabletLog, ({ params, user, sandbox }) => {
    const fleet = sandbox.chain.fleet;
    const log = fleet.tabletLogs.find((candidate) => candidate.uuid === params.id);
    if (!log) fail(404, 'Log line not found');
    tabletOf(sandbox, user, log.tabletUuid);
    fleet.tabletLogs = fleet.tabletLogs.filter((candidate) => candidate !== log);
    return null;
  });

  serve(api, tabletAvailability, ({ query, user, sandbox }) => {
    const seededAt = sandbox.chain.seededAt;
    const now = sandbox.now();
    const { from, to } = availabilityRange(query, now);
    const tablets = tabletsFor(sandbox, user, query).sort((a, b) => a.name.localeCompare(b.name));
    return {
      ...offsetPage(tablets, query, (tablet) => ({
        uuid: tablet.uuid,
        name: tablet.name,
        restaurantUuid: tablet.restaurantUuid,
        onlinePeriods: periodsWithin(tablet, seededAt, now, from, to),
      })),
      startDate: from,
      endDate: to,
      filters: echo(query),
    };
  });

  /** The tablet and its sessions, newest sign-in first; 404 for a tablet the user may not see. */
  serve(api, listTabletSessions, ({ query, user, sandbox }) => {
    const tablet = tabletOf(sandbox, user, query.tabletUuid);
    const sessions = sandbox.chain.fleet.tabletSessions
      .filter((session) => session.tabletUuid === tablet.uuid)
      .sort((a, b) => b.signedInTime - a.signedInTime);
    return {
      ...offsetPage(sessions, query, ({ uuid, userName, signedInTime }) => ({
        uuid,
        userName,
        signedInTime,
      })),
      tablet: { uuid: tablet.uuid, name: tablet.name, restaurantUuid: tablet.restaurantUuid },
    };
  });

  /** One session (404 when it is not the tablet's), or all of them; answers how many went. */
  serve(api, deleteTabletSessions, ({ query, user, sandbox }) => {
    const fleet = sandbox.chain.fleet;
    const tablet = tabletOf(sandbox, user, query.tabletUuid);
    const doomed = fleet.tabletSessions.filter(
      (session) =>
        session.tabletUuid === tablet.uuid &&
        (query.sessionUuid === undefined || session.uuid === query.sessionUuid),
    );
    if (query.sessionUuid !== undefined && doomed.length === 0) fail(404, 'Session not found');
    fleet.tabletSessions = fleet.tabletSessions.filter((session) => !doomed.includes(session));
    return { deleted: doomed.length };
  });
}

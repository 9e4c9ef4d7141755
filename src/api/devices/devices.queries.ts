import { queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import {
  confirmPc,
  deletePc,
  deleteTablet,
  deleteTabletLog,
  deleteTabletSessions,
  listCommandStreams,
  listPcs,
  listTabletBuilds,
  listTabletLogs,
  listTabletModels,
  listTablets,
  listTabletSessions,
  pcAvailability,
  renameTablet,
  sendTabletCommand,
  setTabletRemoteAccess,
  tabletAvailability,
} from './devices.endpoints';
import type { DeviceStatus, TabletLogLevel } from './devices.constants';
import type { TabletCommandBody } from './devices.schema';
import { acceptTabletAnswer, type TabletFilters } from './tablet-filters';
import { resourceMutation } from '../resource-mutation';

export interface Paging {
  limit: number;
  offset: number;
}

export interface PcFilters {
  /** Absent: every restaurant the user may see. */
  restaurantUuid?: string;
  status?: DeviceStatus;
  search?: string;
}

/** The range of an availability tab; a preset stays relative in the key. */
export interface AvailabilityFilters extends TabletFilters {
  range: AnalyticRange;
}

const all = () => ['devices'] as const;

/** An availability answer's range: its own, else the one asked for (the range is ours). */
function withRange<A extends { startDate?: number; endDate?: number }>(
  answer: A,
  start: number,
  end: number,
): A & { startDate: number; endDate: number } {
  return { ...answer, startDate: answer.startDate ?? start, endDate: answer.endDate ?? end };
}

export const devicesQueries = {
  all,
  /** GET /devices, status DESC (spec 001 §9). */
  pcs: (filters: PcFilters, paging: Paging) =>
    endpointQuery(all(), listPcs, { query: { ...filters, ...paging } }),
  /** GET /availability/devices over the range, resolved when the call goes out. */
  pcAvailability: (filters: AvailabilityFilters, paging: Paging) =>
    queryOptions({
      queryKey: [...all(), pcAvailability.path, filters, paging] as const,
      queryFn: ({ signal }) => {
        const { start, end } = resolveAnalyticRange(filters.range, Date.now());
        return request(
          pcAvailability,
          {
            query: {
              restaurantUuid: filters.restaurantUuid,
              startDate: start,
              endDate: end,
              ...paging,
            },
          },
          { signal },
        )
          .then(unwrap)
          .then((answer) => withRange(answer, start, end));
      },
    }),
  /** GET /tablets/list; an answer for other filters is refused (tablet-filters.ts). */
  tablets: (filters: TabletFilters, paging: Paging) =>
    queryOptions({
      queryKey: [...all(), listTablets.path, filters, paging] as const,
      queryFn: ({ signal }) =>
        request(listTablets, { query: { ...filters, ...paging } }, { signal })
          .then(unwrap)
          .then((answer) => acceptTabletAnswer(answer, filters)),
    }),
  /** GET /tablets/logs, newest first; guarded as the tablet list. */
  tabletLogs: (filters: TabletFilters & { level?: TabletLogLevel }, paging: Paging) =>
    queryOptions({
      queryKey: [...all(), listTabletLogs.path, filters, paging] as const,
      queryFn: ({ signal }) =>
        request(listTabletLogs, { query: { ...filters, ...paging } }, { signal })
          .then(unwrap)
          .then((answer) => acceptTabletAnswer(answer, filters)),
    }),
  /** GET /availability/tablets; guarded as the tablet list. */
  tabletAvailability: (filters: AvailabilityFilters, paging: Paging) =>
    queryOptions({
      queryKey: [...all(), tabletAvailability.path, filters, paging] as const,
      queryFn: ({ signal }) => {
        const { range, ...asked } = filters;
        const { start, end } = resolveAnalyticRange(range, Date.now());
        return request(
          tabletAvailability,
          { query: { ...asked, startDate: start, endDate: end, ...paging } },
          { signal },
        )
          .then(unwrap)
          .then((answer) => withRange(acceptTabletAnswer(answer, asked), start, end));
      },
    }),
  /** GET /tablets/models, for the model filter. */
  models: () => endpointQuery(all(), listTabletModels, {}),
  /** GET /tablets/builds, for the build filter. */
  builds: () => endpointQuery(all(), listTabletBuilds, {}),
  /** GET /tablets/command/zones/stream for the tablet's restaurant. */
  streams: (restaurantUuid: string) =>
    endpointQuery(all(), listCommandStreams, { query: { restaurantUuid } }),
  /** GET /tablet-sessions, newest first. */
  sessions: (tabletUuid: string, paging: Paging) =>
    endpointQuery(all(), listTabletSessions, { query: { tabletUuid, ...paging } }),
};

/** Every change is followed by the devices' lists, asked again whatever the outcome. */
const fleetMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call);

export const devicesMutations = {
  /** PUT /devices/{id}/confirm. */
  confirmPc: () =>
    fleetMutation('confirm', (uuid: string) =>
      request(confirmPc, { params: { id: uuid } }).then(unwrap),
    ),
  /** DELETE /devices/{id}. */
  deletePc: () =>
    fleetMutation('deletePc', (uuid: string) =>
      request(deletePc, { params: { id: uuid } }).then(unwrap),
    ),
  /** PUT /tablets/name/{id}. */
  rename: () =>
    fleetMutation('rename', ({ uuid, name }: { uuid: string; name: string }) =>
      request(renameTablet, { params: { id: uuid }, body: { name } }).then(unwrap),
    ),
  /** PUT /tablets/{id}/remote-access. */
  remoteAccess: () =>
    fleetMutation(
      'remoteAccess',
      ({ uuid, remoteAccess }: { uuid: string; remoteAccess: boolean }) =>
        request(setTabletRemoteAccess, { params: { id: uuid }, body: { remoteAccess } }).then(
          unwrap,
        ),
    ),
  /** DELETE /tablets/{id}. */
  deleteTablet: () =>
    fleetMutation('deleteTablet', (uuid: string) =>
      request(deleteTablet, { params: { id: uuid } }).then(unwrap),
    ),
  /** POST /tablets/command/{id}. */
  command: () =>
    fleetMutation('command', ({ uuid, body }: { uuid: string; body: TabletCommandBody }) =>
      request(sendTabletCommand, { params: { id: uuid }, body }).then(unwrap),
    ),
  /** DELETE /tablets/logs/{id}. */
  deleteLog: () =>
    fleetMutation('deleteLog', (uuid: string) =>
      request(deleteTabletLog, { params: { id: uuid } }).then(unwrap),
    ),
  /** DELETE /tablet-sessions: one session, or all of the tablet's without `sessionUuid`. */
  deleteSessions: () =>
    fleetMutation('deleteSessions', (query: { tabletUuid: string; sessionUuid?: string }) =>
      request(deleteTabletSessions, { query }).then(unwrap),
    ),
};

import { DEVICE_STATUS_RANK } from '../../src/api/devices/devices.constants';
import {
  confirmPc,
  deletePc,
  listPcs,
  pcAvailability,
} from '../../src/api/devices/devices.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { deviceStatus, periodsWithin, type PcRecord, type TabletRecord } from '../model/fleet';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { offsetPage, sortedBy, type OrderDirection } from '../list-page';
import { fail, serve } from '../route';
import { restaurantsAsked, timeRange } from './analytic-scope';

/**
 * Which devices a call covers (spec 000 §6, 001 §2): those of the restaurant asked for (404 when
 * unknown or not the user's), else of every restaurant the user may see; an administrator in
 * Global mode also sees the ones not assigned yet, which only an administrator can place.
 */
export function devicesInScope<D extends PcRecord | TabletRecord>(
  devices: readonly D[],
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantUuid: string | undefined,
): D[] {
  const restaurants = restaurantsAsked(
    user,
    sandbox,
    restaurantUuid === undefined ? undefined : [restaurantUuid],
  );
  const uuids = new Set(restaurants.map((restaurant) => restaurant.uuid));
  const unassigned = restaurantUuid === undefined && user.type === 'ADMIN';
  return devices.filter((device) =>
    device.restaurantUuid === null ? unassigned : uuids.has(device.restaurantUuid),
  );
}

/** The device if it exists and the user may see it (an unassigned one: administrators); else 404. */
export function visibleDevice<D extends PcRecord | TabletRecord>(
  devices: readonly D[],
  user: UserRecord,
  uuid: string,
  what: string,
): D {
  const device = devices.find((candidate) => candidate.uuid === uuid);
  const visible =
    device &&
    (device.restaurantUuid === null
      ? user.type === 'ADMIN'
      : canSeeRestaurant(user, device.restaurantUuid));
  if (!device || !visible) fail(404, `${what} not found`);
  return device;
}

/** Status by how much the device needs someone (devices.constants.ts), then `name` A–Z. */
export function byStatus<D extends PcRecord | TabletRecord>(
  devices: readonly D[],
  seededAt: number,
  direction: OrderDirection,
  name: (device: D) => string,
): D[] {
  const rank = new Map(
    devices.map((device) => [device, DEVICE_STATUS_RANK[deviceStatus(device, seededAt)]]),
  );
  const sign = direction === 'ASC' ? 1 : -1;
  // Within one status the names read A–Z whichever way the statuses go.
  return [...devices].sort(
    (a, b) => sign * (rank.get(a)! - rank.get(b)!) || name(a).localeCompare(name(b)),
  );
}

export function contains(text: string, search: string | undefined): boolean {
  return !search || text.toLowerCase().includes(search.toLowerCase());
}

/** The `[startDate, endDate)` of an availability call: 400 when empty, reversed or over a year. */
export function availabilityRange(
  query: { startDate: number; endDate: number },
  now: number,
): { from: number; to: number } {
  return timeRange(query.startDate, query.endDate, now, ['startDate', 'endDate']);
}

/** The sandbox's PCs (spec 001 §7 "Tablets and devices": /devices, /availability/devices). */
export function registerDeviceRoutes(api: SandboxApi): void {
  serve(api, listPcs, ({ query, user, sandbox }) => {
    const { fleet, seededAt } = sandbox.chain;
    const found = devicesInScope(fleet.pcs, user, sandbox, query.restaurantUuid).filter(
      (pc) =>
        (!query.status || deviceStatus(pc, seededAt) === query.status) &&
        contains(pc.identifier, query.search),
    );
    const sorted =
      query.sortBy === 'status'
        ? byStatus(found, seededAt, query.orderDirection, (pc) => pc.identifier)
        : sortedBy(found, (a, b) => a.identifier.localeCompare(b.identifier), query.orderDirection);
    return offsetPage(sorted, query, (pc) => ({
      uuid: pc.uuid,
      identifier: pc.identifier,
      status: deviceStatus(pc, seededAt),
      restaurantUuid: pc.restaurantUuid,
      registeredAt: pc.registeredAt,
    }));
  });

  /** 409 for a PC already confirmed: the console offers Confirm only on NOT_CONFIRMED ones. */
  serve(api, confirmPc, ({ params, user, sandbox }) => {
    const pc = visibleDevice(sandbox.chain.fleet.pcs, user, params.id, 'PC');
    if (pc.confirmed) fail(409, `${pc.identifier} is already confirmed`);
    pc.confirmed = true;
    return {
      uuid: pc.uuid,
      identifier: pc.identifier,
      status: deviceStatus(pc, sandbox.chain.seededAt),
      restaurantUuid: pc.restaurantUuid,
      registeredAt: pc.registeredAt,
    };
  });

  serve(api, deletePc, ({ params, user, sandbox }) => {
    const fleet = sandbox.chain.fleet;
    const pc = visibleDevice(fleet.pcs, user, params.id, 'PC');
    fleet.pcs = fleet.pcs.filter((candidate) => candidate !== pc);
    return null;
  });

  /** Each PC's online periods clipped to the range; the console draws the gaps Offline. */
  serve(api, pcAvailability, ({ query, user, sandbox }) => {
    const { fleet, seededAt } = sandbox.chain;
    const now = sandbox.now();
    const { from, to } = availabilityRange(query, now);
    const pcs = [...devicesInScope(fleet.pcs, user, sandbox, query.restaurantUuid)].sort((a, b) =>
      a.identifier.localeCompare(b.identifier),
    );
    return {
      ...offsetPage(pcs, query, (pc) => ({
        uuid: pc.uuid,
        name: pc.identifier,
        restaurantUuid: pc.restaurantUuid,
        onlinePeriods: periodsWithin(pc, seededAt, now, from, to),
      })),
      startDate: from,
      endDate: to,
    };
  });
}

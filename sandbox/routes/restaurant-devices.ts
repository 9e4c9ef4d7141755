/**
 * A restaurant's devices (spec 001 §7 "Restaurants"): the card's status and counts, the
 * unassigned pool (an administrator's only), assigning devices from it and moving them between
 * restaurants, and the VPN tunnels of its hosts. Assigning or moving a device sets its
 * `restaurantUuid` in the fleet (sandbox/model/fleet.ts); the device pages read the same records.
 */
import {
  assignDevices,
  listRestaurantDevices,
  listTunnels,
  listUnassignedDevices,
  moveDevices,
  unassignDevices,
} from '../../src/api/restaurants/restaurants-admin.endpoints';
import type { RestaurantStatus } from '../../src/api/restaurants/restaurants.constants';
import type { DeviceSet } from '../../src/api/restaurants/restaurants-admin.schema';
import type { SandboxApi } from '../context';
import {
  devicesByRestaurant,
  deviceStatus,
  placeDevices,
  type PcRecord,
  type TabletRecord,
} from '../model/fleet';
import { restaurantLabel } from '../model/audit-trail';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { fail, serve } from '../route';
import type { Chain } from '../seed';
import { visibleRestaurant } from './visible-restaurant';

export interface RestaurantCard {
  status: RestaurantStatus;
  devices: number;
  tablets: number;
}

/**
 * The card of each restaurant (spec 001 §3 "Restaurant card: … status, devices, tablets"),
 * from the fleet's devices by restaurant: its PC and tablet counts, and its status from its
 * PCs' connection — every PC online, some, none, or no PC at all (an unconfirmed PC is not
 * serving the kitchen yet, so it counts as not online).
 */
export function cardsOf(
  chain: Chain,
  restaurants: readonly RestaurantRecord[],
): Map<string, RestaurantCard> {
  const byRestaurant = devicesByRestaurant(chain.fleet);
  return new Map(
    restaurants.map(({ uuid }) => {
      const pcs = byRestaurant.get(uuid)?.pcs ?? [];
      const online = pcs.filter((pc) => deviceStatus(pc, chain.seededAt) === 'ONLINE').length;
      const status: RestaurantStatus =
        pcs.length === 0
          ? 'NO_DEVICES'
          : online === pcs.length
            ? 'ONLINE'
            : online === 0
              ? 'OFFLINE'
              : 'PARTIAL';
      const tablets = byRestaurant.get(uuid)?.tablets.length ?? 0;
      return [uuid, { status, devices: pcs.length, tablets }];
    }),
  );
}

/** A set of devices as the pick-lists show them. */
function deviceSet(chain: Chain, restaurantUuid: string | null): DeviceSet {
  const own = (device: { restaurantUuid: string | null }) =>
    device.restaurantUuid === restaurantUuid;
  return {
    pcs: chain.fleet.pcs.filter(own).map((pc) => ({
      uuid: pc.uuid,
      identifier: pc.identifier,
      status: deviceStatus(pc, chain.seededAt),
    })),
    tablets: chain.fleet.tablets.filter(own).map((tablet) => ({
      uuid: tablet.uuid,
      name: tablet.name,
      model: tablet.model,
      status: deviceStatus(tablet, chain.seededAt),
    })),
  };
}

/** What names a device in a refusal. */
function deviceName(device: PcRecord | TabletRecord): string {
  return 'identifier' in device ? device.identifier : device.name;
}

/**
 * The devices named by `uuids`, each checked by `check` (a refusal's message, or null when it
 * may go); 404 for one the fleet does not have. All are checked before any moves, so a
 * refused call changes nothing.
 */
function devicesOf(
  chain: Chain,
  uuids: readonly string[],
  check: (device: PcRecord | TabletRecord) => string | null,
): Array<PcRecord | TabletRecord> {
  return [...new Set(uuids)].map((uuid) => {
    const device =
      chain.fleet.pcs.find((pc) => pc.uuid === uuid) ??
      chain.fleet.tablets.find((tablet) => tablet.uuid === uuid);
    if (!device) fail(404, `Device ${uuid} not found`);
    const refusal = check(device);
    if (refusal) fail(409, refusal);
    return device;
  });
}

/** Sends the devices to `restaurantUuid` (null: the pool); answers how many of each moved. */
function sendTo(
  chain: Chain,
  devices: ReadonlyArray<PcRecord | TabletRecord>,
  restaurantUuid: string | null,
) {
  placeDevices(chain.fleet, devices, restaurantUuid);
  const pcs = devices.filter((device) => 'identifier' in device).length;
  return { pcs, tablets: devices.length - pcs };
}

/** The devices of `from` named in the body; 409 for one that is elsewhere. */
function devicesOfRestaurant(chain: Chain, from: RestaurantRecord, uuids: readonly string[]) {
  return devicesOf(chain, uuids, (device) =>
    device.restaurantUuid === from.uuid
      ? null
      : `${deviceName(device)} does not belong to ${restaurantLabel(from)}`,
  );
}

const POOL_REFUSAL = 'Only an administrator manages the unassigned device pool';

/**
 * The pool of devices no restaurant has is an administrator's alone (docs/decisions/administration.md,
 * "Devices": devices in no restaurant show to administrators only, and only an administrator
 * places them): listing it, assigning from it and sending devices to it answer 403 to anyone
 * else, whatever their role grants, before anything is looked up or changed.
 */
function poolIsAdministrators(user: UserRecord): void {
  if (user.type !== 'ADMIN') fail(403, POOL_REFUSAL);
}

export function registerRestaurantDeviceRoutes(api: SandboxApi): void {
  serve(api, listUnassignedDevices, ({ user, sandbox }) => {
    poolIsAdministrators(user);
    return deviceSet(sandbox.chain, null);
  });

  serve(api, listRestaurantDevices, ({ params, user, sandbox }) => {
    const restaurant = visibleRestaurant(sandbox.chain, user, params.id);
    return deviceSet(sandbox.chain, restaurant.uuid);
  });

  /** Only devices of the pool: one that belongs to a restaurant is moved, not assigned (409). */
  serve(api, assignDevices, ({ params, body, user, sandbox }) => {
    poolIsAdministrators(user);
    const chain = sandbox.chain;
    const restaurant = visibleRestaurant(chain, user, params.id);
    const devices = devicesOf(chain, body.devices, (device) => {
      if (device.restaurantUuid === null) return null;
      const owner = chain.restaurants.find((candidate) => candidate.uuid === device.restaurantUuid);
      return `${deviceName(device)} already belongs to ${owner ? restaurantLabel(owner) : 'a restaurant'}`;
    });
    return sendTo(chain, devices, restaurant.uuid);
  });

  serve(api, moveDevices, ({ params, body, user, sandbox }) => {
    const chain = sandbox.chain;
    const from = visibleRestaurant(chain, user, params.id);
    const to = visibleRestaurant(chain, user, params.id2);
    if (to.uuid === from.uuid) fail(400, 'Pick another restaurant to move the devices to');
    return sendTo(chain, devicesOfRestaurant(chain, from, body.devices), to.uuid);
  });

  serve(api, unassignDevices, ({ params, body, user, sandbox }) => {
    poolIsAdministrators(user);
    const chain = sandbox.chain;
    const from = visibleRestaurant(chain, user, params.id);
    return sendTo(chain, devicesOfRestaurant(chain, from, body.devices), null);
  });

  /**
   * One tunnel per host of the restaurant: a 100.64.0.0/10 address (the VPN's own range) from
   * the restaurant's number and the host's place, up while any of its PCs is online.
   */
  serve(api, listTunnels, ({ query, user, sandbox }) => {
    const chain = sandbox.chain;
    const restaurant = visibleRestaurant(chain, user, query.restaurantUuid);
    const connected = chain.fleet.pcs.some(
      (pc) =>
        pc.restaurantUuid === restaurant.uuid && deviceStatus(pc, chain.seededAt) === 'ONLINE',
    );
    return restaurant.hosts.map((host, index) => ({
      hostUuid: host.uuid,
      hostName: host.name,
      hostAddress: host.address,
      tunnelAddress: `100.${64 + (index % 64)}.${Math.floor(restaurant.number / 256) % 256}.${restaurant.number % 256}`,
      connected,
    }));
  });
}

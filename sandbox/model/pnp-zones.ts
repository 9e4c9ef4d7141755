import type { PnpMode } from '../../src/api/pnp/pnp.schema';
import type { Chain } from '../seed';
import { camerasOf, STATION_AREA } from './cameras';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';
import { chainSeed } from './support-requests';
import { perChain } from './per-chain';

/**
 * A plug-and-play zone (spec 001 §2 "Plug-and-play"): a part of the kitchen whose cameras are
 * brought up together, in one mode. Made lazily per restaurant from its cameras' stations;
 * every zone is stopped at first.
 */
export interface ZoneRecord {
  uuid: string;
  restaurantUuid: string;
  name: string;
  cameraUuids: string[];
  mode: PnpMode | null;
  startedAt: number | null;
  /** The cameras the running zone watches (one viewer each): those that were online. */
  watching: string[];
}

export interface ZoneStore {
  of(restaurant: RestaurantRecord): ZoneRecord[];
  find(uuid: string): ZoneRecord | undefined;
}

function createZoneStore(chain: Chain): ZoneStore {
  const byRestaurant = new Map<string, ZoneRecord[]>();

  function of(restaurant: RestaurantRecord): ZoneRecord[] {
    let zones = byRestaurant.get(restaurant.uuid);
    if (!zones) {
      const random = randomStream(chainSeed(chain), `pnp-zones/${restaurant.uuid}`);
      const cameras = camerasOf(chain).of(restaurant);
      const areas = [...new Set(cameras.map((camera) => STATION_AREA[camera.station]))];
      zones = areas.map((area) => ({
        uuid: random.uuid(),
        restaurantUuid: restaurant.uuid,
        name: area,
        cameraUuids: cameras.filter((c) => STATION_AREA[c.station] === area).map((c) => c.uuid),
        mode: null,
        startedAt: null,
        watching: [],
      }));
      byRestaurant.set(restaurant.uuid, zones);
    }
    return zones;
  }

  const lookup = (uuid: string) => [...byRestaurant.values()].flat().find((z) => z.uuid === uuid);
  let everySeeded = false;

  return {
    of,
    find(uuid) {
      const found = lookup(uuid);
      if (found || everySeeded) return found;
      chain.restaurants.forEach(of);
      everySeeded = true;
      return lookup(uuid);
    },
  };
}

export const zonesOf = perChain(createZoneStore);

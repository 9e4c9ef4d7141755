/**
 * The kitchen PCs the provider monitors: the hosts of `monitoring/targets.json` (the real
 * Prometheus scrapes one node-exporter once per host, relabelled with the host's name), each a
 * PC of the fleet (sandbox/model/fleet.ts, named as the PC reports itself). The simulated source
 * serves the same hosts, so both sources show the same cards.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canSeeRestaurant } from '../model/visibility';
import type { UserRecord } from '../model/users';
import type { Chain } from '../seed';

interface TargetGroup {
  targets: string[];
  labels: { host: string };
}

// A path, not a URL: under jsdom (component tests) `URL` is jsdom's, which `readFileSync` refuses.
const TARGETS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../monitoring/targets.json',
);

/** Host names in the order of targets.json. */
export const MONITORED_HOSTS: readonly string[] = (
  JSON.parse(readFileSync(TARGETS_FILE, 'utf8')) as TargetGroup[]
).map((group) => group.labels.host);

/** A host and its restaurant (null fields for a PC in the unassigned pool). */
export interface HostRecord {
  host: string;
  restaurantUuid: string | null;
  restaurantNumber: number | null;
  restaurantName: string | null;
}

/** The restaurant a host (any PC name) belongs to, by the fleet; null fields when none. */
export function hostRecord(chain: Chain, host: string): HostRecord {
  const pc = chain.fleet.pcs.find((candidate) => candidate.identifier === host);
  const restaurant = pc?.restaurantUuid
    ? chain.restaurants.find((candidate) => candidate.uuid === pc.restaurantUuid)
    : undefined;
  return {
    host,
    restaurantUuid: restaurant?.uuid ?? null,
    restaurantNumber: restaurant?.number ?? null,
    restaurantName: restaurant?.name ?? null,
  };
}

/**
 * Whether the user sees this host: its restaurant is theirs (spec 000 §6); a host of no
 * restaurant only for users who see every restaurant (ADMIN, or no restaurant list set).
 */
export function canSeeHost(user: UserRecord, record: Pick<HostRecord, 'restaurantUuid'>): boolean {
  if (record.restaurantUuid) return canSeeRestaurant(user, record.restaurantUuid);
  return user.type === 'ADMIN' || (user.type !== 'USER' && user.restaurantUuids === null);
}

/**
 * The audit trail's rules for the devices' writes (audit-recorder.ts reads them with its own):
 * each names the PC by its identifier and the tablet by its name and restaurant, so a line
 * reads 'Tablet renamed · Fryer station · 1001 - Downtown' without opening anything.
 */
import type { AuditAction } from '../../src/api/audit/audit.constants';
import {
  confirmPc,
  deletePc,
  deleteTablet,
  deleteTabletLog,
  deleteTabletSessions,
  renameTablet,
  sendTabletCommand,
  setTabletRemoteAccess,
} from '../../src/api/devices/devices.endpoints';
import { restaurantLabel } from '../model/audit-trail';
import type { Chain } from '../seed';

interface Target {
  target: string | null;
  targetUuid: string | null;
  restaurantUuid: string | null;
}

export interface DeviceAuditRule {
  method: string;
  path: string;
  action: AuditAction;
  target(chain: Chain, id: string | undefined, query: URLSearchParams): Target | null;
}

function withRestaurant(chain: Chain, name: string, restaurantUuid: string | null): string {
  const restaurant = chain.restaurants.find((candidate) => candidate.uuid === restaurantUuid);
  return restaurant ? `${name} · ${restaurantLabel(restaurant)}` : name;
}

function pcTarget(chain: Chain, id: string | undefined): Target | null {
  const pc = chain.fleet.pcs.find((candidate) => candidate.uuid === id);
  return pc
    ? { target: pc.identifier, targetUuid: pc.uuid, restaurantUuid: pc.restaurantUuid }
    : null;
}

function tabletTarget(chain: Chain, id: string | undefined): Target | null {
  const tablet = chain.fleet.tablets.find((candidate) => candidate.uuid === id);
  return tablet
    ? {
        target: withRestaurant(chain, tablet.name, tablet.restaurantUuid),
        targetUuid: tablet.uuid,
        restaurantUuid: tablet.restaurantUuid,
      }
    : null;
}

const at = ({ method, path }: { method: string; path: string }) => ({ method, path });

export const DEVICE_AUDIT_RULES: readonly DeviceAuditRule[] = [
  { ...at(confirmPc), action: 'DEVICE_CONFIRMED', target: pcTarget },
  { ...at(deletePc), action: 'DEVICE_DELETED', target: pcTarget },
  { ...at(renameTablet), action: 'TABLET_RENAMED', target: tabletTarget },
  { ...at(setTabletRemoteAccess), action: 'TABLET_REMOTE_ACCESS_CHANGED', target: tabletTarget },
  { ...at(sendTabletCommand), action: 'TABLET_COMMAND_SENT', target: tabletTarget },
  { ...at(deleteTablet), action: 'TABLET_DELETED', target: tabletTarget },
  {
    ...at(deleteTabletLog),
    action: 'TABLET_LOG_DELETED',
    target: (chain, id) => {
      const log = chain.fleet.tabletLogs.find((candidate) => candidate.uuid === id);
      return log ? tabletTarget(chain, log.tabletUuid) : null;
    },
  },
  // DELETE /tablet-sessions names its tablet in the query (one session or all of them).
  {
    ...at(deleteTabletSessions),
    action: 'TABLET_SESSIONS_DELETED',
    target: (chain, _id, query) => tabletTarget(chain, query.get('tabletUuid') ?? undefined),
  },
];

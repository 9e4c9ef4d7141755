// Apart from the schemas: the devices pages' URL validation runs before their chunk loads.

/**
 * What a device list shows of a device (spec 001 §3 "Device: … status"): a PC that registered
 * itself and waits for an administrator is NOT_CONFIRMED; otherwise ONLINE or OFFLINE.
 */
export const DEVICE_STATUSES = ['ONLINE', 'OFFLINE', 'NOT_CONFIRMED'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/**
 * The order of "status DESC" (spec 001 §9 "devices by status DESC"): by how much a device needs
 * someone, so a descending list opens on the PCs to confirm, then the offline ones
 * (docs/decisions/administration.md, "Devices").
 */
export const DEVICE_STATUS_RANK: Record<DeviceStatus, number> = {
  ONLINE: 0,
  OFFLINE: 1,
  NOT_CONFIRMED: 2,
};

/** What a tablet can be told (spec 001 §3 "Tablet command: action (default START)"). */
export const TABLET_ACTIONS = ['START', 'STOP', 'RELOAD'] as const;
export type TabletAction = (typeof TABLET_ACTIONS)[number];
export const DEFAULT_TABLET_ACTION: TabletAction = 'START';
/** Spec 001 §9: "Tablet command alternateTime 10" (seconds on the alternate view). */
export const DEFAULT_ALTERNATE_TIME = 10;
export const MIN_ALTERNATE_TIME = 1;
export const MAX_ALTERNATE_TIME = 3600;

/**
 * A command's way to the tablet (docs/decisions/administration.md, "Devices"): SENT once the provider put it on
 * the tablet socket, ACKNOWLEDGED once the tablet answered that it received it.
 */
export const TABLET_COMMAND_STATUSES = ['SENT', 'ACKNOWLEDGED'] as const;
export type TabletCommandStatus = (typeof TABLET_COMMAND_STATUSES)[number];
/** A command not acknowledged this long after it was sent got no answer (spec silent). */
export const COMMAND_ACK_TIMEOUT_MS = 10_000;
/** How often the console asks whether the tablet acknowledged (GET /tablets/list). */
export const COMMAND_ACK_POLL_MS = 1_000;

export const TABLET_NAME_MAX_LENGTH = 60;

export const TABLET_LOG_LEVELS = ['INFO', 'WARNING', 'ERROR'] as const;
export type TabletLogLevel = (typeof TABLET_LOG_LEVELS)[number];

export const DEVICE_SORTS = ['status', 'identifier'] as const;
export const TABLET_SORTS = ['status', 'name'] as const;
export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;

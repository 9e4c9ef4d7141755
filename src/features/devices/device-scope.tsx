import { Badge } from '@mantine/core';
import { usePageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import type { DeviceStatus } from '../../api/devices/devices.constants';
import { devices } from '../../lib/i18n/en/devices';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';

registerMessages(devices);

/**
 * Which devices a page lists: the difference between /devices/* and a restaurant's devices
 * pages is this data, not their components (spec 001 §2).
 */
export interface DeviceScope {
  /** The one restaurant listed; absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Rows name their restaurant (Global mode). */
  showRestaurant: boolean;
  /** Whether the data may be asked for yet (the header's restaurant choice is known). */
  ready: boolean;
}

/** /devices/*: the header's restaurant, or all of the user's in Global mode. */
export function useFleetScope(): DeviceScope {
  const { restaurant, ready } = usePageScope();
  return restaurant === GLOBAL_RESTAURANT
    ? { showRestaurant: true, ready }
    : { restaurantUuid: restaurant, showRestaurant: false, ready };
}

/** A restaurant's devices page: that restaurant, whatever the header says. */
export function restaurantScope(restaurantUuid: string): DeviceScope {
  return { restaurantUuid, showRestaurant: false, ready: true };
}

/** Names rows' restaurants ('1001 - Downtown', 'Not assigned') and gives their time zones. */
export function useRestaurantNames(uuids: ReadonlyArray<string | null>) {
  const { t } = useI18n();
  const { choice, timeZone } = usePageScope();
  const lookup = useRestaurantLookup(
    choice.options,
    uuids.filter((uuid): uuid is string => uuid !== null),
  );
  return {
    name: (uuid: string | null) =>
      uuid === null
        ? t('devices.unassigned')
        : (lookup(uuid)?.label ?? t('devices.unknownRestaurant')),
    /** The restaurant's zone for its times; the page's (or the browser's) when unknown. */
    zone: (uuid: string | null) =>
      resolveTimeZone((uuid ? lookup(uuid)?.timezone : undefined) ?? timeZone),
  };
}

/**
 * A badge keeps its whole word (a narrow table column must not cut it to 'OFF…'); its text is
 * the page's, as a light badge's own colour is too faint to read (WCAG contrast).
 */
export const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

const STATUS_COLORS: Record<DeviceStatus, string> = {
  ONLINE: 'green',
  OFFLINE: 'red',
  NOT_CONFIRMED: 'yellow',
};

/** A device's status, in words and colour (never colour alone). */
export function StatusBadge({ status }: { status: DeviceStatus }) {
  const { t } = useI18n();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      c="var(--mantine-color-text)"
      style={BADGE_STYLE}
    >
      {t(`devices.status.${status}`)}
    </Badge>
  );
}

import { deepEqual } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { DEVICE_STATUSES, type DeviceStatus } from '../../api/devices/devices.constants';
import { deviceStatusLabel } from '../../api/devices/devices.schema';
import { isKnown } from '../../lib/known-value';
import { devices } from '../../lib/i18n/en/devices';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import { PageLoader } from '../../ui/feedback/page-loader';
import { PlainBadge } from '../../ui/list/plain-row';

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
  // The same object while the choice is: the lists are memoised on their props.
  return useMemo(() => fleetScopeOf(restaurant, ready), [restaurant, ready]);
}

/**
 * A tab's list, mounted once the header's restaurant is known (its loader until then): the
 * route's loader may already have asked for the list, and one that could not be loaded is then
 * shown failed once, rather than failed, loading and failed again as the choice settles.
 */
export function WhenScopeReady({
  scope,
  loadingLabel,
  children,
}: {
  scope: DeviceScope;
  loadingLabel: string;
  children: ReactNode;
}) {
  return scope.ready ? children : <PageLoader label={loadingLabel} />;
}

/** The fleet scope of the header's choice (`restaurant`: a uuid, or Global). */
export function fleetScopeOf(restaurant: string, ready = true): DeviceScope {
  return restaurant === GLOBAL_RESTAURANT
    ? { showRestaurant: true, ready }
    : { restaurantUuid: restaurant, showRestaurant: false, ready };
}

/**
 * A devices list's props are the same when its scope and user are, and its URL says the same:
 * the router hands a new search object once the route's loader has run, and the list (twenty
 * rows) is not drawn again for it.
 */
export function sameListProps<P extends { scope: DeviceScope; search: object; user: object }>(
  previous: P,
  next: P,
): boolean {
  return (
    previous.scope === next.scope &&
    previous.user === next.user &&
    deepEqual(previous.search, next.search)
  );
}

const restaurantScopes = new Map<string, DeviceScope>();

/**
 * A restaurant's devices page: that restaurant, whatever the header says. The same object for
 * the same restaurant, as the lists are memoised on their props.
 */
export function restaurantScope(restaurantUuid: string): DeviceScope {
  let scope = restaurantScopes.get(restaurantUuid);
  if (!scope) {
    scope = { restaurantUuid, showRestaurant: false, ready: true };
    restaurantScopes.set(restaurantUuid, scope);
  }
  return scope;
}

/** Names rows' restaurants ('1001 - Downtown', 'Not assigned') and gives their time zones. */
export function useRestaurantNames(uuids: ReadonlyArray<string | null | undefined>) {
  const { t } = useI18n();
  const { choice, timeZone } = usePageScope();
  const lookup = useRestaurantLookup(
    choice.options,
    uuids.filter((uuid): uuid is string => typeof uuid === 'string'),
  );
  return {
    /** Its label; 'Not assigned' for null, '—' when the answer does not say (ours, optional). */
    name: (uuid: string | null | undefined) => {
      if (uuid === undefined) return '—';
      return uuid === null
        ? t('devices.unassigned')
        : (lookup(uuid)?.label ?? t('devices.unknownRestaurant'));
    },
    /** The restaurant's zone for its times; the page's (or the browser's) when unknown. */
    zone: (uuid: string | null | undefined) =>
      resolveTimeZone((uuid ? lookup(uuid)?.timezone : undefined) ?? timeZone),
  };
}

const STATUS_COLORS: Record<DeviceStatus, string> = {
  ONLINE: 'green',
  OFFLINE: 'red',
  NOT_CONFIRMED: 'yellow',
};

/**
 * A device's status, in words and colour (never colour alone), its whole word in the page's
 * text colour (ui/list/plain-row.tsx); a status the console does not know, its code in grey;
 * none, nothing.
 */
export function StatusBadge({ status }: { status: string | undefined }) {
  const { t } = useI18n();
  if (status === undefined) return null;
  const color = isKnown(DEVICE_STATUSES, status) ? STATUS_COLORS[status] : 'gray';
  return <PlainBadge color={color}>{deviceStatusLabel(t, status)}</PlainBadge>;
}

import { restaurantLabel } from '../../api/restaurants/restaurant-choice';
import { RESTAURANT_STATUSES } from '../../api/restaurants/restaurants.constants';
import type { RestaurantDetail } from '../../api/restaurants/restaurants.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { PlainBadge, PlainButton, PlainLink } from '../../ui/list/plain-row';
import { restaurantLocation } from './restaurant-format';

/** A badge is never cut to 'SOME PCS…' by a narrow column. */
export const NO_CUT = {
  root: { flexShrink: 0, overflow: 'visible' },
  label: { overflow: 'visible' },
};

/** A status the console does not know (the provider's own) is grey, as NO_DEVICES. */
const STATUS_COLOR: Record<string, string> = {
  ONLINE: 'green',
  PARTIAL: 'yellow',
  OFFLINE: 'red',
  NO_DEVICES: 'gray',
};
const OTHER_STATUS_COLOR = 'gray';

/** What the user may do to a restaurant: each absent when their role lacks it (`canCall`). */
export interface RestaurantActions {
  /** Its kitchen's queue monitor, `/pcs/{id}` (spec 000 §2), when the user may open it. */
  monitorHref?(restaurant: RestaurantDetail): string | null;
  edit?(restaurant: RestaurantDetail): void;
  assign?(restaurant: RestaurantDetail): void;
  move?(restaurant: RestaurantDetail): void;
  remove?(restaurant: RestaurantDetail): void;
}

/**
 * The card's status (spec 001 §3 "Restaurant card: … status"); nothing for an older answer, its
 * code for one the console does not know.
 */
export function RestaurantStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useI18n();
  if (!status) return null;
  return (
    <PlainBadge color={STATUS_COLOR[status] ?? OTHER_STATUS_COLOR} testId="restaurant-status">
      {valueLabel(t, RESTAURANT_STATUSES, status, (known) => `restaurantsAdmin.status.${known}`)}
    </PlainBadge>
  );
}

/** The zone's display name, else its id (the name is not spec 000 §7's). */
export function timeZoneText(restaurant: { timezone: string; timezoneName?: string }): string {
  return restaurant.timezoneName ?? restaurant.timezone;
}

/** The PC and tablet counts, each a link to that restaurant's devices page. */
export function DeviceCountLinks({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useI18n();
  if (restaurant.devices === undefined || restaurant.tablets === undefined) return null;
  return (
    <div className="kc-group" style={{ gap: 'var(--mantine-spacing-md)' }}>
      <PlainLink
        to="/restaurants/$uuid/devices/pc"
        uuid={restaurant.uuid}
        data-testid="restaurant-pcs"
      >
        {t('restaurantsAdmin.pcCount', { count: restaurant.devices })}
      </PlainLink>
      <PlainLink
        to="/restaurants/$uuid/devices/tablets"
        uuid={restaurant.uuid}
        data-testid="restaurant-tablets"
      >
        {t('restaurantsAdmin.tabletCount', { count: restaurant.tablets })}
      </PlainLink>
    </div>
  );
}

/** The actions the user may take on one restaurant, named with it for screen readers. */
export function RestaurantActionButtons({
  restaurant,
  actions,
}: {
  restaurant: RestaurantDetail;
  actions: RestaurantActions;
}) {
  const { t } = useI18n();
  const label = restaurantLabel(restaurant);
  const buttons = [
    actions.edit && {
      text: t('restaurantsAdmin.edit'),
      name: t('restaurantsAdmin.editNamed', { restaurant: label }),
      run: actions.edit,
      color: undefined,
    },
    actions.assign && {
      text: t('restaurantsAdmin.assign'),
      name: t('restaurantsAdmin.assignNamed', { restaurant: label }),
      run: actions.assign,
      color: undefined,
    },
    actions.move && {
      text: t('restaurantsAdmin.move'),
      name: t('restaurantsAdmin.moveNamed', { restaurant: label }),
      run: actions.move,
      color: undefined,
    },
    actions.remove && {
      text: t('restaurantsAdmin.delete'),
      name: t('restaurantsAdmin.deleteNamed', { restaurant: label }),
      run: actions.remove,
      color: 'red',
    },
  ].filter((button) => !!button);
  const monitor = actions.monitorHref?.(restaurant);
  if (buttons.length === 0 && !monitor) return null;
  return (
    <div className="kc-group" style={{ gap: 4, alignItems: 'center' }}>
      {monitor && (
        <PlainLink
          href={monitor}
          // Opening it starts the kitchen's live queue: not for a pointer passing over the list.
          preload={false}
          aria-label={t('restaurantsAdmin.monitorNamed', { restaurant: label })}
          data-testid="restaurant-monitor"
        >
          {t('restaurantsAdmin.monitor')}
        </PlainLink>
      )}
      {buttons.map((button) => (
        <PlainButton
          key={button.text}
          size="compact-sm"
          variant="subtle"
          color={button.color}
          aria-label={button.name}
          onClick={() => button.run(restaurant)}
        >
          {button.text}
        </PlainButton>
      ))}
    </div>
  );
}

/** The label and status on one line, the badge at the end. */
const CARD_HEAD = {
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
} as const;

/**
 * A restaurant card (spec 001 §3 "Restaurant card: uuid, name, number, status, devices,
 * tablets"): its label and status, where it is, its PC and tablet counts linking to its device
 * pages, and the actions the user may take. Plain elements (ui/list/plain-row.tsx): a page shows
 * twenty.
 */
export function RestaurantCard({
  restaurant,
  actions,
}: {
  restaurant: RestaurantDetail;
  actions: RestaurantActions;
}) {
  return (
    <div className="kc-stack" style={{ gap: 6, height: '100%' }}>
      <div className="kc-group" style={CARD_HEAD}>
        <p className="kc-text" style={{ fontWeight: 600 }}>
          {restaurantLabel(restaurant)}
        </p>
        <RestaurantStatusBadge status={restaurant.status} />
      </div>
      <p className="kc-text-sm kc-dimmed">
        {restaurant.addressLine1}, {restaurantLocation(restaurant)}
      </p>
      <p className="kc-text-sm kc-dimmed">{timeZoneText(restaurant)}</p>
      <DeviceCountLinks restaurant={restaurant} />
      <RestaurantActionButtons restaurant={restaurant} actions={actions} />
    </div>
  );
}

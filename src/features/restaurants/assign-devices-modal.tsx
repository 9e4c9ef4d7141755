import { useMutation, useQuery } from '@tanstack/react-query';
import { restaurantLabel } from '../../api/restaurants/restaurant-choice';
import {
  restaurantsAdminMutations,
  restaurantsAdminQueries,
} from '../../api/restaurants/restaurants-admin.queries';
import type { Restaurant } from '../../api/restaurants/restaurants.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { notify } from '../../ui/feedback/notify';
import { movedDevices } from './device-picker';
import { DevicesModal } from './devices-modal';

/**
 * Assign devices (spec 001 §7): pick among the devices no restaurant has yet
 * (GET /devices/restaurant/empty) and send them to `restaurant` (POST /restaurants/{id}/devices).
 */
export function AssignDevicesModal({
  restaurant,
  onClose,
}: {
  restaurant: Restaurant;
  onClose(): void;
}) {
  const { t } = useI18n();
  const pool = useQuery(restaurantsAdminQueries.unassigned());
  const assign = useMutation(restaurantsAdminMutations.assign());
  const label = restaurantLabel(restaurant);
  return (
    <DevicesModal
      title={t('restaurantsAdmin.assignNamed', { restaurant: label })}
      intro={t('restaurantsAdmin.assign.intro')}
      devices={pool}
      emptyText={t('restaurantsAdmin.devices.noneFree')}
      failedTitle={t('restaurantsAdmin.assign.failed')}
      error={assign.error}
      pending={assign.isPending}
      submitLabel={t('restaurantsAdmin.assign.submit')}
      onClose={onClose}
      onSubmit={(devices) =>
        assign.mutate(
          { id: restaurant.uuid, devices },
          {
            onSuccess: (moved) => {
              void notify({
                color: 'green',
                message: t('restaurantsAdmin.assign.done', {
                  devices: movedDevices(t, moved, devices.length),
                  restaurant: label,
                }),
              });
              onClose();
            },
          },
        )
      }
    />
  );
}

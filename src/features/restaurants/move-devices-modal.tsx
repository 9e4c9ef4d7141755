import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PICK_LIST_QUERY,
  restaurantLabel,
  restaurantOption,
  type RestaurantOption,
} from '../../api/restaurants/restaurant-choice';
import { useRestaurantSearch } from '../../api/restaurants/restaurant-search';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import {
  restaurantsAdminMutations,
  restaurantsAdminQueries,
} from '../../api/restaurants/restaurants-admin.queries';
import type { Restaurant } from '../../api/restaurants/restaurants.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { notify } from '../../ui/feedback/notify';
import { movedDevices } from './device-picker';
import { DevicesModal } from './devices-modal';

/** The move's target value for the unassigned pool (a restaurant's is its uuid). */
const POOL = 'pool';

/**
 * Move devices (spec 001 §7 PUT /restaurants/{id}/changeRestaurant[/{id2}]): pick devices of
 * `restaurant` and where they go: another restaurant, found anywhere in the chain by the
 * pickers' search, or, when `toPool` (an administrator: the pool is theirs, docs/decisions/administration.md
 * "Devices"), back to the unassigned pool.
 */
export function MoveDevicesModal({
  restaurant,
  toPool,
  onClose,
}: {
  restaurant: Restaurant;
  toPool: boolean;
  onClose(): void;
}) {
  const { t } = useI18n();
  const devices = useQuery(restaurantsAdminQueries.devices(restaurant.uuid));
  const move = useMutation(restaurantsAdminMutations.move());
  const [target, setTarget] = useState<RestaurantOption | typeof POOL | null>(null);
  const [targetProblem, setTargetProblem] = useState<string | undefined>();
  const label = restaurantLabel(restaurant);

  return (
    <DevicesModal
      title={t('restaurantsAdmin.moveNamed', { restaurant: label })}
      intro={t('restaurantsAdmin.move.intro')}
      devices={devices}
      emptyText={t('restaurantsAdmin.devices.none')}
      failedTitle={t('restaurantsAdmin.move.failed')}
      error={move.error}
      pending={move.isPending}
      submitLabel={t('restaurantsAdmin.move.submit')}
      onClose={onClose}
      onSubmit={(picked) => {
        if (!target) {
          setTargetProblem(t('restaurantsAdmin.move.pickTarget'));
          return;
        }
        const to = target === POOL ? null : target;
        move.mutate(
          { from: restaurant.uuid, to: to?.value ?? null, devices: picked },
          {
            onSuccess: (moved) => {
              const counts = { devices: movedDevices(t, moved, picked.length) };
              void notify({
                color: 'green',
                message: to
                  ? t('restaurantsAdmin.move.done', { ...counts, restaurant: to.label })
                  : t('restaurantsAdmin.move.doneToPool', counts),
              });
              onClose();
            },
          },
        );
      }}
    >
      <TargetPicker
        source={restaurant.uuid}
        toPool={toPool}
        value={target}
        error={targetProblem}
        onChange={(next) => {
          setTarget(next);
          setTargetProblem(undefined);
        }}
      />
    </DevicesModal>
  );
}

/**
 * Where the devices go: the pool (when `toPool`), or a restaurant: the pick-list's first 100
 * until something is typed, then the provider's matches in the whole chain (restaurant 2,417 is
 * one search away). The source restaurant is not offered.
 */
function TargetPicker({
  source,
  toPool,
  value,
  error,
  onChange,
}: {
  source: string;
  toPool: boolean;
  value: RestaurantOption | typeof POOL | null;
  error?: string;
  onChange(next: RestaurantOption | typeof POOL): void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const found = useRestaurantSearch(text);
  const first = useQuery(restaurantsQueries.list(PICK_LIST_QUERY));
  const options = (found.results ?? first.data?.content.map(restaurantOption) ?? []).filter(
    (option) => option.value !== source,
  );
  const chosen = value === POOL ? POOL : value?.value;
  // The chosen restaurant stays on screen (and chosen) when a later search leaves it out.
  const shown =
    value && value !== POOL && !options.some((option) => option.value === value.value)
      ? [value, ...options]
      : options;

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('restaurantsAdmin.move.search')}
        placeholder={t('restaurantsAdmin.move.searchHint')}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={found.searching ? <Loader size={14} aria-hidden /> : null}
      />
      <Radio.Group
        label={t('restaurantsAdmin.move.target')}
        description={toPool ? undefined : t('restaurantsAdmin.move.poolAdministrators')}
        value={chosen ?? null}
        error={error}
        onChange={(next) =>
          onChange(next === POOL ? POOL : shown.find((option) => option.value === next)!)
        }
      >
        <Stack gap={6} mt={6} mah={240} style={{ overflowY: 'auto' }} data-testid="move-targets">
          {toPool && <Radio value={POOL} label={t('restaurantsAdmin.move.pool')} />}
          {shown.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
          {found.failed && (
            <Text size="sm" c="red">
              {t('restaurantsAdmin.move.searchFailed')}
            </Text>
          )}
          {found.results?.length === 0 && !found.searching && (
            <Text size="sm" c="dimmed">
              {t('restaurantsAdmin.move.noMatch')}
            </Text>
          )}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/request';
import { restaurantLabel } from '../../api/restaurants/restaurant-choice';
import type { Restaurant } from '../../api/restaurants/restaurants.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { PageLoader } from '../../ui/feedback/page-loader';
import { restaurantOfPage } from './devices-loader';

/** A 404 from the provider: the record is unknown or not the user's (it says neither). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 404;
}

/**
 * A restaurant's devices pages (/restaurants/:uuid/devices/pc and …/tablets): the restaurant
 * first (GET /restaurants/{uuid}); an unknown one, or one the user may not see, is a clear
 * not-found state with the way back; then its name, links between its PCs and tablets, and
 * `children` with it.
 */
export function RestaurantDevices({
  uuid,
  current,
  children,
}: {
  uuid: string;
  current: 'pc' | 'tablets';
  children(restaurant: Restaurant): ReactNode;
}) {
  const { t } = useI18n();
  const query = useQuery(restaurantOfPage(uuid));
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <EmptyState title={t('devices.notFound.restaurant')}>
          <Text size="sm" c="dimmed">
            {t('devices.notFound.restaurantHint')}
          </Text>
          <Anchor component={Link} to="/restaurants" size="sm">
            {t('devices.backToRestaurants')}
          </Anchor>
        </EmptyState>
      );
    }
    return (
      <ErrorState
        title={t('devices.restaurantLoadFailed')}
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const restaurant = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={600} data-testid="restaurant-name">
          {restaurantLabel(restaurant)}
        </Text>
        <Group gap="md">
          {current === 'tablets' ? (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/restaurants/$uuid/devices/pc" params={{ uuid }} />
              )}
              size="sm"
            >
              {t('devices.restaurantPcsLink')}
            </Anchor>
          ) : (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/restaurants/$uuid/devices/tablets" params={{ uuid }} />
              )}
              size="sm"
            >
              {t('devices.restaurantTabletsLink')}
            </Anchor>
          )}
        </Group>
      </Group>
      {children(restaurant)}
    </Stack>
  );
}

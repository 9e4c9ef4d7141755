import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import type { Restaurant } from '../../api/restaurants/restaurants.schema';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useIsMobile } from '../../ui/use-is-mobile';
import { restaurantLabel, restaurantLocation } from './restaurant-format';
import { RESTAURANT_LIST_QUERY } from './restaurant-list-query';
import { restaurants } from '../../lib/i18n/en/restaurants';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets, restaurants);

/** The chain's restaurants; its route puts it in the page frame (title, access check). */
export function RestaurantsPage() {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  const query = useQuery(restaurantsQueries.list(RESTAURANT_LIST_QUERY));

  let body;
  if (query.data) {
    const restaurants = query.data.content;
    body =
      restaurants.length === 0 ? (
        <EmptyState title={t('empty.noRecords')} />
      ) : isMobile ? (
        <RestaurantCards restaurants={restaurants} />
      ) : (
        <RestaurantTable restaurants={restaurants} />
      );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('restaurants.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <PageLoader />;
  }

  return (
    <Stack gap="md">
      {query.data && (
        <Text size="sm" c="dimmed">
          {t('restaurants.count', { count: query.data.total })} ·{' '}
          {t('restaurants.updatedAt', {
            time: format(query.dataUpdatedAt, 'p', { locale: dateLocale }),
          })}
        </Text>
      )}
      {query.data && query.isError && (
        <ErrorState title={t('restaurants.loadFailed')} message={query.error.message} />
      )}
      {body}
    </Stack>
  );
}

function RestaurantTable({ restaurants }: { restaurants: Restaurant[] }) {
  const { t } = useI18n();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('restaurants.number')}</Table.Th>
            <Table.Th scope="col">{t('restaurants.name')}</Table.Th>
            <Table.Th scope="col">{t('restaurants.location')}</Table.Th>
            <Table.Th scope="col">{t('restaurants.timezone')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {restaurants.map((restaurant) => (
            <Table.Tr key={restaurant.uuid} data-testid="restaurant-row">
              <Table.Td>{restaurant.number}</Table.Td>
              <Table.Td>
                <Text fw={500} size="sm">
                  {restaurant.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {restaurant.addressLine1}
                </Text>
              </Table.Td>
              <Table.Td>{restaurantLocation(restaurant)}</Table.Td>
              <Table.Td>{restaurant.timezoneName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RestaurantCards({ restaurants }: { restaurants: Restaurant[] }) {
  return (
    <SimpleGrid
      cols={1}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {restaurants.map((restaurant) => (
        <Card
          key={restaurant.uuid}
          withBorder
          padding="sm"
          component="li"
          data-testid="restaurant-row"
        >
          <Text fw={600}>{restaurantLabel(restaurant)}</Text>
          <Text size="sm" c="dimmed">
            {restaurant.addressLine1}, {restaurantLocation(restaurant)}
          </Text>
          <Text size="sm" c="dimmed">
            {restaurant.timezoneName}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { restaurantLabel } from '../../api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import type { Restaurant } from '../../api/restaurants/restaurants.schema';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-input';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LimitedTextInput } from '../../ui/limited-text-input';
import { PageLoader } from '../../ui/page-loader';
import { PaginationBar } from '../../ui/pagination-bar';
import { useIsMobile } from '../../ui/use-is-mobile';
import { useUrlPaging } from '../../ui/use-url-paging';
import { restaurantLocation } from './restaurant-format';
import { restaurantListQuery } from './restaurant-list-query';
import { restaurants } from '../../lib/i18n/en/restaurants';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets, restaurants);

const route = getRouteApi('/_app/restaurants');

/**
 * The chain's restaurants, a page at a time with the shared paging (spec 000 §9), searched by
 * the provider; both in the URL. Its route puts it in the page frame (title, access check).
 */
export function RestaurantsPage() {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  const search = route.useSearch();
  const query = useQuery({
    ...restaurantsQueries.list(restaurantListQuery(search)),
    placeholderData: keepPreviousData,
  });
  const settled = query.data && !query.isPlaceholderData ? query.data.total : null;
  const paging = useUrlPaging(search, settled);

  let body;
  if (query.data) {
    const restaurants = query.data.content;
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : undefined }}>
        {restaurants.length === 0 ? (
          <EmptyState title={search.search ? t('restaurants.noMatch') : t('empty.noRecords')} />
        ) : isMobile ? (
          <RestaurantCards restaurants={restaurants} />
        ) : (
          <RestaurantTable restaurants={restaurants} />
        )}
        <PaginationBar total={query.data.total} {...paging} />
      </Stack>
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
      <RestaurantSearch />
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

/**
 * The page's search: a number, or part of a name or city (at most 255 characters), asked 300 ms
 * after the last keystroke (spec 000 §9), kept in the URL without a history entry per letter.
 */
function RestaurantSearch() {
  const { t } = useI18n();
  const inUrl = route.useSearch({ select: (search) => search.search ?? '' });
  const navigate = route.useNavigate();
  const [text, setText] = useState(inUrl);
  /** The URL's search as last seen, and as this field last wrote it. */
  const [seen, setSeen] = useState(inUrl);
  const [written, setWritten] = useState(inUrl);

  // Back and forward change the URL's search: the field follows, unless the change is its own
  // (the user may have typed on since). Set while rendering, as React advises for state that
  // follows a prop.
  if (inUrl !== seen) {
    setSeen(inUrl);
    if (inUrl !== written) setText(inUrl);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === inUrl.trim()) return;
    const timer = setTimeout(() => {
      setWritten(wanted);
      void navigate({
        search: (previous) => ({ ...previous, search: wanted || undefined, page: undefined }),
        replace: true,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, inUrl, navigate]);

  return (
    <LimitedTextInput
      type="search"
      label={t('restaurants.search')}
      placeholder={t('restaurants.searchHint')}
      value={text}
      onChange={setText}
      maw={{ base: '100%', sm: 360 }}
    />
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

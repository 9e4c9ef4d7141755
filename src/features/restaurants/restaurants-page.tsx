import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { restaurantLabel } from '../../api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import type { Restaurant } from '../../api/restaurants/restaurants.schema';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-input';
import { EmptyState } from '../../ui/feedback/empty-state';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
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
  const search = route.useSearch();
  const query = useQuery({
    ...restaurantsQueries.list(restaurantListQuery(search)),
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  const columns = useRestaurantColumns();

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
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('restaurants.loadFailed')}
        empty={search.search ? <EmptyState title={t('restaurants.noMatch')} /> : undefined}
        caption={t('routes.restaurants')}
        rows={query.data?.content ?? []}
        rowKey={(restaurant) => restaurant.uuid}
        columns={columns}
        card={(restaurant) => <RestaurantCard restaurant={restaurant} />}
        rowTestId="restaurant-row"
      />
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

function useRestaurantColumns(): Array<ListColumn<Restaurant>> {
  const { t } = useI18n();
  return [
    // A restaurant's number names it: it reads with the words beside it, from the top.
    {
      id: 'number',
      header: t('restaurants.number'),
      text: true,
      cell: (restaurant) => restaurant.number,
    },
    {
      id: 'name',
      header: t('restaurants.name'),
      text: true,
      cell: (restaurant) => (
        <>
          <Text fw={500} size="sm">
            {restaurant.name}
          </Text>
          <Text size="xs" c="dimmed">
            {restaurant.addressLine1}
          </Text>
        </>
      ),
    },
    {
      id: 'location',
      header: t('restaurants.location'),
      text: true,
      cell: restaurantLocation,
    },
    {
      id: 'timezone',
      header: t('restaurants.timezone'),
      text: true,
      cell: (restaurant) => restaurant.timezoneName,
    },
  ];
}

/** A phone's card: the restaurant's label over its address and time zone. */
function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <>
      <Text fw={600}>{restaurantLabel(restaurant)}</Text>
      <Text size="sm" c="dimmed">
        {restaurant.addressLine1}, {restaurantLocation(restaurant)}
      </Text>
      <Text size="sm" c="dimmed">
        {restaurant.timezoneName}
      </Text>
    </>
  );
}

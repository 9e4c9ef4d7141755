import { Card, SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RestaurantDetail } from '../../api/restaurants/restaurants.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { NoRecords } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { FirstLoad } from '../../ui/list/first-load';
import { PaginationBar } from '../../ui/list/pagination-bar';
import type { ListPaging } from '../../ui/list/use-list-paging';
import { RestaurantCard, type RestaurantActions } from './restaurant-card';

/**
 * The card view on a tablet or a desktop: the page's restaurants as cards in a grid, with the
 * states and pagination `PagedList` gives the table (its list view shows cards only on a phone).
 */
export function RestaurantCardGrid({
  query,
  paging,
  loadFailed,
  empty,
  caption,
  actions,
}: {
  query: UseQueryResult<{ total: number; content: RestaurantDetail[] }>;
  paging: ListPaging;
  loadFailed: string;
  empty?: ReactNode;
  caption: string;
  actions: RestaurantActions;
}) {
  const { t } = useI18n();
  if (!query.data) return <FirstLoad query={query} loadFailed={loadFailed} />;
  const rows = query.data.content;
  return (
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : undefined }} data-paged-list>
      {query.isError && (
        <ErrorState
          title={loadFailed}
          message={errorText(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      )}
      {rows.length === 0 ? (
        (empty ?? <NoRecords />)
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ul"
          aria-label={caption}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((restaurant) => (
            <Card
              key={restaurant.uuid}
              withBorder
              padding="sm"
              component="li"
              data-testid="restaurant-row"
            >
              <RestaurantCard restaurant={restaurant} actions={actions} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      <PaginationBar total={query.data.total} {...paging} />
    </Stack>
  );
}

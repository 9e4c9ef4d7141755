import { Box, Button, Group, Indicator } from '@mantine/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  GLOBAL_RESTAURANT,
  useRestaurantChoice,
  type RestaurantChoice,
} from '../../api/restaurants/restaurant-choice';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { changedFilterCount } from '../../lib/page-filters';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { FilterIcon } from '../../ui/icons';
import { Pending } from '../../ui/pending';
import { useIsMobile } from '../../ui/use-is-mobile';

const FilterSheet = lazy(() => import('./filter-sheet'));
const layoutRoute = getRouteApi('/_app');

type ToolbarUser = AccessSubject & { restaurantUuid: string | null };

/**
 * A page's toolbar: its own filters (`filters`) and the shared date range. Under 575 px the
 * filters would fill a phone's first screen, so they move into a sheet behind one 'Filters'
 * button that counts those changed from their defaults; the date range stays on screen beside
 * it, and the restaurant stays in the header (spec 000 §1, §6).
 */
export function PageToolbar({
  user,
  filters,
  withDateRange,
}: {
  user: ToolbarUser;
  filters?: ReactNode;
  withDateRange: boolean;
}) {
  const isMobile = useIsMobile();
  const search = layoutRoute.useSearch();
  const choice = useRestaurantChoice(user, search.restaurantUuid);
  const timeZone = choice.options.find((option) => option.value === choice.current)?.timezone;
  const dateRange = withDateRange && <UrlDateRangeButton timeZone={timeZone} />;

  if (!isMobile) {
    return (
      <Group gap="xs">
        {filters}
        {dateRange}
      </Group>
    );
  }
  const offersRestaurant = !choice.fixed && choice.current === GLOBAL_RESTAURANT;
  const hasSheet = Boolean(filters) || (withDateRange && offersRestaurant);
  if (!dateRange && !hasSheet) return null;
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      {dateRange && (
        <Box flex={1} miw={0} className="kc-filter-dates">
          {dateRange}
        </Box>
      )}
      {hasSheet && (
        <FiltersButton choice={offersRestaurant ? choice : null}>{filters}</FiltersButton>
      )}
    </Group>
  );
}

/** The phone's 'Filters' button and, once opened, its sheet (loaded on first use). */
function FiltersButton({
  choice,
  children,
}: {
  /** The restaurants to offer in the sheet; null when one is chosen or the user is bound. */
  choice: RestaurantChoice | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = changedFilterCount(location.search as Record<string, unknown>);
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={4}>
        <Button
          variant="default"
          leftSection={<FilterIcon width={18} height={18} />}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-label={count > 0 ? t('filters.openChanged', { count }) : undefined}
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
        >
          {t('filters.open')}
        </Button>
      </Indicator>
      {loaded && (
        <Suspense fallback={<Pending />}>
          <FilterSheet opened={opened} onClose={() => setOpened(false)} choice={choice}>
            {children}
          </FilterSheet>
        </Suspense>
      )}
    </>
  );
}

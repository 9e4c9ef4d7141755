import { Box, Button, Group, Indicator } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT, type RestaurantChoice } from '../../api/restaurants/restaurant-choice';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { changedFilterCount, type FilterKeys } from '../../lib/page-filters';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { FilterIcon } from '../../ui/theme/icons';
import { Pending } from '../../ui/feedback/pending';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

const FilterSheet = lazy(() => import('./filter-sheet'));
/** A list's own filter form and the URL keys it sets (page-frame.tsx, `listFilters`). */
export interface ListFilters {
  form: ReactNode;
  keys: FilterKeys;
}

/**
 * A page's toolbar: its own filters (`filters`) and the shared date range. Under 575 px the
 * filters would fill a phone's first screen, so they move into a sheet behind one 'Filters'
 * button that counts those changed from their defaults; the date range stays on screen beside
 * it, and the restaurant stays in the header (spec 000 §1, §6).
 */
export function PageToolbar({
  filters,
  listFilters,
  withDateRange,
}: {
  filters?: ReactNode;
  listFilters?: ListFilters;
  withDateRange: boolean;
}) {
  const isMobile = useIsMobile();
  const { choice, timeZone } = usePageScope();
  const dateRange = withDateRange && <UrlDateRangeButton timeZone={timeZone} />;

  if (!isMobile) {
    return (
      <Group gap="xs">
        {filters}
        {dateRange}
      </Group>
    );
  }
  // Spec 000 §6: the picker, for whoever may switch and has none chosen, on the pages whose
  // figures depend on the restaurant (a date range or a toolbar); not on a list of one's own,
  // such as the authentication log.
  const offersRestaurant =
    !choice.fixed && choice.current === GLOBAL_RESTAURANT && (withDateRange || Boolean(filters));
  const hasSheet = Boolean(filters || listFilters) || offersRestaurant;
  if (!dateRange && !hasSheet) return null;
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      {dateRange && (
        <Box flex={1} miw={0} className="kc-filter-dates">
          {dateRange}
        </Box>
      )}
      {hasSheet && (
        <FiltersButton choice={offersRestaurant ? choice : null} filterKeys={listFilters?.keys}>
          {filters}
          {listFilters?.form}
        </FiltersButton>
      )}
    </Group>
  );
}

/** The phone's 'Filters' button and, once opened, its sheet (loaded on first use). */
function FiltersButton({
  choice,
  filterKeys,
  children,
}: {
  /** The restaurants to offer in the sheet; null when one is chosen or the user is bound. */
  choice: RestaurantChoice | null;
  filterKeys: FilterKeys;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = changedFilterCount(location.search as Record<string, unknown>, filterKeys);
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
          <FilterSheet
            opened={opened}
            onClose={() => setOpened(false)}
            choice={choice}
            filterKeys={filterKeys}
            changed={count}
          >
            {children}
          </FilterSheet>
        </Suspense>
      )}
    </>
  );
}

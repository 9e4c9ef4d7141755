import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Chip.css';
import { Box, Chip, Group, SimpleGrid, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, useId, useMemo } from 'react';
import { dictionariesQueries } from '../../api/dictionaries/dictionaries.queries';
import { POTATO_CHUTES } from '../../api/potato/potato.constants';
import { potatoQueries } from '../../api/potato/potato.queries';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { charts } from '../../lib/i18n/en/charts';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { potatoDashboard } from '../../lib/i18n/en/potato-dashboard';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { commaList, type DateRangeSearch } from '../../lib/url-state';
import { useKnownValues } from '../../ui/hooks/use-known-values';
import { useZoomToRange } from '../../ui/analytics/use-zoom-to-range';
import { PeriodControl } from '../../ui/forms/period-control';
import { WeightUnitSwitch } from '../../ui/forms/weight-unit-switch';
import { potatoFilters } from './potato-filters';
import {
  chutesOrDefault,
  chutesParam,
  packageTypesOf,
  packageTypesParam,
  type PotatoSearch,
} from './potato-search';
import {
  PotatoAverageHoldTimeSection,
  PotatoBatchesSection,
  PotatoHoldTimeByDayPartSection,
  PotatoHoldTimeSection,
  PotatoPackagedSection,
} from './potato-sections';
import { LazyToolbarControl } from '../../ui/feedback/pending';

registerMessages(charts, dashboards, potatoDashboard, kitchenFilters);

const PackageFilter = lazy(() =>
  import('../../ui/forms/kitchen-filters').then((module) => ({
    default: module.PotatoPackageFilter,
  })),
);

const route = getRouteApi('/_app/dashboard/potato');

/** Warms the five charts' calls for the URL's filters once the page scope is known. */
export function warmPotatoDashboard(
  context: PageContext,
  search: DateRangeSearch & PotatoSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPage(context, search, (scope) => {
    const filters = potatoFilters(search, scope);
    void queryClient.prefetchQuery(potatoQueries.holdTime(filters));
    void queryClient.prefetchQuery(potatoQueries.holdTimeByDayPart(filters));
    void queryClient.prefetchQuery(potatoQueries.averageHoldTime(filters));
    void queryClient.prefetchQuery(potatoQueries.packagedStatistic(filters));
    void queryClient.prefetchQuery(potatoQueries.batchesStatistic(filters));
  });
}

/**
 * The potato dashboard (spec 000 §7 potato charts): five sections, one call each, fed by the
 * URL's dates, restaurant, package types, chutes and period.
 */
export function PotatoDashboardPage() {
  const search = route.useSearch();
  const scope = usePageScope();
  // Spec 000 §5: a package the potato packages dictionary does not hold leaves the URL once it
  // is read; the calls wait for it rather than ask with a package they would then drop.
  const packages = useQuery(dictionariesQueries.potatoPackageOptions());
  const codes = useMemo(() => packages.data?.map((entry) => entry.code), [packages.data]);
  const packageTypes = useKnownValues('packageTypes', search.packageTypes, {
    data: codes,
    isPending: packages.isPending,
  });
  const props = {
    filters: potatoFilters({ ...search, packageTypes: commaList(packageTypes.known) }, scope),
    enabled: scope.ready && packageTypes.settled,
  };

  const onZoom = useZoomToRange();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {/* Six pies and their table need the full width. */}
      <Box style={{ gridColumn: '1 / -1' }} miw={0}>
        <PotatoHoldTimeSection {...props} />
      </Box>
      <PotatoHoldTimeByDayPartSection {...props} />
      <PotatoAverageHoldTimeSection {...props} />
      <PotatoPackagedSection {...props} onZoom={onZoom} />
      <PotatoBatchesSection {...props} onZoom={onZoom} />
    </SimpleGrid>
  );
}

/** The dashboard's own toolbar: package types, chutes, period and weight unit. */
export function PotatoDashboardToolbar() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (change: Partial<PotatoSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  return (
    <>
      <LazyToolbarControl>
        <PackageFilter
          value={packageTypesOf(search.packageTypes)}
          onChange={(next) => setSearch({ packageTypes: packageTypesParam(next) })}
        />
      </LazyToolbarControl>
      <ChuteFilter
        value={chutesOrDefault(search.chutes)}
        onChange={(next) => setSearch({ chutes: chutesParam(next) })}
      />
      <PeriodControl search={search} />
      <WeightUnitSwitch />
    </>
  );
}

/**
 * Chutes 1–4 as toggles (spec 001 §4: 1 and 2 unless chosen). At least one stays chosen: the
 * last one cannot be turned off, since no chute would mean the default again.
 */
function ChuteFilter({
  value,
  onChange,
}: {
  value: readonly number[];
  onChange: (chutes: string[]) => void;
}) {
  const { t } = useI18n();
  const labelId = useId();
  const chosen = value.map(String);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed">
        {t('potatoDashboard.chutes')}
      </Text>
      <Chip.Group
        multiple
        value={chosen}
        onChange={(next) => {
          if (next.length > 0) onChange(next);
        }}
      >
        {/* The seeded four, and any other chute the URL names (a kitchen may have more). */}
        {[...new Set([...POTATO_CHUTES, ...value])]
          .sort((a, b) => a - b)
          .map((chute) => {
            const checked = chosen.includes(String(chute));
            return (
              <Chip
                key={chute}
                value={String(chute)}
                size="sm"
                aria-label={t('potatoDashboard.chute', { chute })}
                disabled={checked && chosen.length === 1}
              >
                {chute}
              </Chip>
            );
          })}
      </Chip.Group>
    </Group>
  );
}

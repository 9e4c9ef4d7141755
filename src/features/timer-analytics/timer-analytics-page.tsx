import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { knownMaterialsFor } from '../../api/dictionaries/material-options.queries';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import {
  RANKED_METRICS,
  type RankedMetric,
} from '../../api/recommendation-history/recommendation-history.constants';
import {
  recommendationHistoryQueries,
  type RecommendationFilters,
} from '../../api/recommendation-history/recommendation-history.queries';
import type {
  RecommendationAnalytic,
  RestaurantFigures,
} from '../../api/recommendation-history/recommendation-history.schema';
import { GLOBAL_RESTAURANT, restaurantLabel } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import {
  usePageScope,
  warmPage,
  type PageContext,
  type PageScope,
} from '../../api/restaurants/page-scope';
import { timerAnalytics } from '../../lib/i18n/en/timer-analytics';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { rangeLink } from '../../lib/list-links';
import type { DateRangeSearch } from '../../lib/url-state';
import { FigureTile, useNumberFormat } from '../../ui/analytics/figure-tile';
import { NoRecords } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { LazyToolbarControl } from '../../ui/feedback/pending';
import { useKnownMaterials } from '../../ui/hooks/use-known-values';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { rankRestaurants, type RankedRestaurant } from './ranking';
import type { TimerAnalyticsSearch } from './timer-analytics-search';

registerMessages(timerAnalytics);

const ProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));

export type TimerAnalyticsPageSearch = DateRangeSearch & TimerAnalyticsSearch;

const listOf = (value: string | undefined) => (value ? value.split(',') : []);

/**
 * The analytic's filters from the URL and the page scope (Global: every restaurant); `materials`
 * the URL's the chicken materials dictionary is known to hold (spec 000 §5).
 */
function analyticFilters(
  search: TimerAnalyticsSearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  materials: readonly string[],
): RecommendationFilters {
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    ...(search.catering !== undefined ? { catering: search.catering } : {}),
  };
}

/** Warms the analytic for the URL's filters once the page scope is known. */
export function warmTimerAnalytics(
  context: PageContext,
  search: TimerAnalyticsPageSearch,
): Promise<void> {
  return warmPage(context, search, (scope) => {
    const materials = knownMaterialsFor(context.queryClient, 'chicken', search.materials);
    if (materials === null) return;
    void context.queryClient.prefetchQuery(
      recommendationHistoryQueries.analytic(analyticFilters(search, scope, materials)),
    );
  });
}

/** A figure as the cards show it: percent or minutes, at most two decimals. */
function useFigure() {
  const { t } = useI18n();
  const number = useNumberFormat();
  return (metric: RankedMetric, value: number | null) => {
    if (value === null) return '–';
    const text = number(value);
    return metric === 'averageTaskDelay'
      ? t('timerAnalytics.minutes', { value: text })
      : t('timerAnalytics.percent', { value: text });
  };
}

/**
 * Timer-cycle analytics (spec 001 §2, §7 `/recommendationTimerCycleHistory/analytic`; beyond
 * the spec): the chain's medians, then every restaurant ranked against them, outliers
 * first. A restaurant's name opens its hot-holding pans of the same range, longest first; its
 * dashboard is one more tap. The same cards on every screen, one column on a phone.
 */
export function TimerAnalyticsPage({ search }: { search: TimerAnalyticsSearch }) {
  const { t } = useI18n();
  const { ready, ...scope } = usePageScope();
  const materials = useKnownMaterials('chicken', 'materials', search.materials);
  const filters = analyticFilters(search, scope, materials.known);
  const analytic = useQuery({
    ...recommendationHistoryQueries.analytic(filters),
    enabled: ready && materials.settled,
  });

  if (!analytic.data) {
    if (analytic.isError) {
      return (
        <ErrorState
          title={t('timerAnalytics.loadFailed')}
          message={errorText(analytic.error, t)}
          onRetry={() => void analytic.refetch()}
        />
      );
    }
    return (
      <Center mih={160}>
        <Loader aria-label={t('timerAnalytics.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {analytic.isError && (
        <ErrorState
          title={t('timerAnalytics.loadFailed')}
          message={`${errorText(analytic.error, t)} ${t('timerAnalytics.stale')}`}
          onRetry={() => void analytic.refetch()}
        />
      )}
      <Medians analytic={analytic.data} />
      <Ranking analytic={analytic.data} filters={filters} at={analytic.dataUpdatedAt} />
    </Stack>
  );
}

function Medians({ analytic }: { analytic: RecommendationAnalytic }) {
  const { t } = useI18n();
  const figure = useFigure();
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-label={t('timerAnalytics.median')}
    >
      <Text fw={600} mb="xs">
        {t('timerAnalytics.median')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {RANKED_METRICS.map((metric) => (
          <FigureTile
            key={metric}
            label={t(`timerAnalytics.metric.${metric}`)}
            value={figure(metric, analytic.median[metric])}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Ranking({
  analytic,
  filters,
  at,
}: {
  analytic: RecommendationAnalytic;
  filters: RecommendationFilters;
  /** When the figures were answered: the links' range is the one they cover. */
  at: number;
}) {
  const { t } = useI18n();
  const ranked = rankRestaurants(analytic);
  const range = resolveAnalyticRange(filters.range, at);
  const label = useRestaurantLabels(ranked.map((entry) => entry.figures));
  return (
    <section aria-labelledby="timer-analytics-ranking">
      <Title order={2} size="h4" id="timer-analytics-ranking" mb="sm">
        {t('timerAnalytics.ranking')}
      </Title>
      {ranked.length === 0 ? (
        <NoRecords />
      ) : (
        <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" p={0} m={0}>
          {ranked.map((entry, index) => (
            <RestaurantCard
              key={entry.figures.restaurantUuid}
              entry={entry}
              restaurant={label(entry.figures)}
              rank={index + 1}
              median={analytic.median}
              range={range}
              t={t}
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/**
 * A row's 'number - name' (spec 000 §3): as the answer gives them, else the restaurant list's
 * label (the answer's own are optional), else its id.
 */
function useRestaurantLabels(rows: readonly RestaurantFigures[]) {
  const { choice } = usePageScope();
  const unnamed = rows.filter(
    (row) => row.restaurantName === undefined || row.restaurantNumber === undefined,
  );
  const lookup = useRestaurantLookup(
    choice.options,
    unnamed.map((row) => row.restaurantUuid),
  );
  return ({ restaurantUuid, restaurantName, restaurantNumber }: RestaurantFigures) =>
    restaurantName !== undefined && restaurantNumber !== undefined
      ? restaurantLabel({ number: restaurantNumber, name: restaurantName })
      : (lookup(restaurantUuid)?.label ?? restaurantUuid);
}

function RestaurantCard({
  entry,
  restaurant,
  rank,
  median,
  range,
  t,
}: {
  entry: RankedRestaurant;
  /** Its 'number - name'. */
  restaurant: string;
  rank: number;
  median: RecommendationAnalytic['median'];
  range: { start: number; end: number };
  t: Translate;
}) {
  const figure = useFigure();
  const number = useNumberFormat();
  const { figures, outliers } = entry;
  const at = { ...range, restaurantUuid: figures.restaurantUuid };
  const pans = rangeLink('/timers-cycle-history/hot-holding', at, { sort: 'duration.desc' });
  const dashboard = rangeLink('/dashboard/chicken', at, {});
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      data-testid="ranked-restaurant"
      data-outlier={outliers.length > 0 ? 'true' : 'false'}
      data-restaurant={figures.restaurantUuid}
      style={{ listStyle: 'none', minWidth: 0 }}
    >
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('timerAnalytics.rank', { rank })}
        </Text>
        {dashboard && (
          <Anchor
            renderRoot={(props) => <Link {...props} to={dashboard.to} search={dashboard.search} />}
            size="sm"
            aria-label={t('timerAnalytics.openDashboard', { restaurant })}
          >
            {t('timerAnalytics.dashboard')}
          </Anchor>
        )}
      </Group>
      {pans ? (
        <Anchor
          renderRoot={(props) => <Link {...props} to={pans.to} search={pans.search} />}
          fw={700}
          aria-label={t('timerAnalytics.openPans', { restaurant })}
          style={{ overflowWrap: 'break-word' }}
        >
          {restaurant}
        </Anchor>
      ) : (
        <Text fw={700}>{restaurant}</Text>
      )}
      <Group gap={6} mt={4} mb="xs">
        {outliers.length === 0 ? (
          <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
            {t('timerAnalytics.nearMedian')}
          </Badge>
        ) : (
          outliers.map((metric) => (
            <Badge
              key={metric}
              color="red"
              variant="light"
              style={{
                textTransform: 'none',
                color: 'var(--mantine-color-text)',
                maxWidth: '100%',
              }}
            >
              {t('timerAnalytics.outlier', { metric: t(`timerAnalytics.metric.${metric}`) })}
            </Badge>
          ))
        )}
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {RANKED_METRICS.map((metric) => (
          <Group key={metric} justify="space-between" gap="xs" wrap="wrap">
            <Text component="dt" size="sm">
              {t(`timerAnalytics.metric.${metric}`)}
            </Text>
            <Text component="dd" size="sm" m={0} fw={outliers.includes(metric) ? 700 : 400}>
              {figure(metric, figures[metric])}{' '}
              <Text span size="xs" c="dimmed">
                ({t('timerAnalytics.vsMedian', { median: figure(metric, median[metric]) })})
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('timerAnalytics.pans')}: {number(figures.count)} · {t('timerAnalytics.tasks')}:{' '}
        {number(figures.tasks)}
      </Text>
    </Card>
  );
}

/** The toolbar (the phone's filter sheet holds it): products, and catering tasks or others. */
export function TimerAnalyticsToolbar({ search }: { search: TimerAnalyticsSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const set = (change: Partial<TimerAnalyticsSearch>) =>
    setSearch((previous) => ({ ...previous, ...change }));
  return (
    <>
      <LazyToolbarControl>
        <ProductFilter
          value={listOf(search.materials)}
          onChange={(next) => set({ materials: next.length > 0 ? next.join(',') : undefined })}
        />
      </LazyToolbarControl>
      <SegmentedControl
        aria-label={t('timerAnalytics.catering')}
        data={(['all', 'true', 'false'] as const).map((value) => ({
          value,
          label: t(`timerAnalytics.catering.${value}`),
        }))}
        value={search.catering === undefined ? 'all' : String(search.catering)}
        onChange={(value) => set({ catering: value === 'all' ? undefined : value === 'true' })}
      />
    </>
  );
}

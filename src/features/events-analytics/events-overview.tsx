import '@mantine/core/styles/SimpleGrid.css';
import { Box, Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { chickenTypesParam } from '../../api/analytics/analytics-filters';
import { chickenTypesOf } from '../../api/analytics/analytics-search';
import type { EventsAnalyticFilters } from '../../api/analytics/events-analytics.queries';
import {
  eventAnalyticQueries,
  type EventAnalyticFilters,
} from '../../api/event-analytic/event-analytic.queries';
import {
  EVENT_ANALYTIC_NAMES,
  type EventAnalytic,
  type EventAnalyticMaterials,
  type EventAnalyticName,
} from '../../api/event-analytic/event-analytic.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { isKnown } from '../../lib/known-value';
import { productLabel } from '../../lib/product-label';
import { DashboardSection, type BodyHeight } from '../../ui/analytics/dashboard-section';
import { useNumberFormat } from '../../ui/analytics/figure-tile';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import type { EventGroup } from './events-analytics-search';

const route = getRouteApi('/_app/events/analytics');

/** The card group each kind of event is counted for: a tile opens it. */
const GROUP_OF: Record<EventAnalyticName, EventGroup> = {
  TASK_ASKED: 'RECOMMENDATIONS',
  TASK_LATE: 'TASK_DELAYS',
  PAN_COOKED: 'COOKED',
  PAN_WASTED: 'WASTE',
  PAN_OUTBOUND: 'CONVEYORS',
  PACKAGE_PLACED: 'ENTREE_CHUTES',
};

const TILE_STYLE = (border: string) => ({
  borderRadius: 'var(--mantine-radius-sm)',
  border: `1px solid var(--mantine-color-${border})`,
});

/**
 * Measured on sandbox data: three rows of tiles and a line of products on a phone; one row
 * and two lines of products from 768 px (the tablet's tiles wrap their labels, 17 px more).
 */
const BODY_HEIGHT: BodyHeight = { base: 318, sm: 174 };

/** The event analytic's filters: the page's scope, products and orders (not a card's own). */
export function eventAnalyticFilters(filters: EventsAnalyticFilters): EventAnalyticFilters {
  const { range, restaurantUuid, materials, catering } = filters;
  return {
    range,
    ...(restaurantUuid !== undefined ? { restaurantUuid } : {}),
    ...(materials?.length ? { materials } : {}),
    ...(catering ? { catering } : {}),
  };
}

/**
 * The page's first section (spec 001 §7 GET /eventAnalytic and /eventAnalytic/materials): how
 * many events of each kind the range holds, each a button that shows only its cards (the URL's
 * `eventName`, spec 000 §3 "eventName (default all)"), and the products that had events, each
 * a button that adds it to or takes it from the product filter (`chickenTypes`).
 */
export function EventsOverview({
  filters,
  enabled,
}: {
  filters: EventsAnalyticFilters;
  enabled: boolean;
}) {
  const { t } = useI18n();
  const scope = eventAnalyticFilters(filters);
  const overview = useQuery({ ...eventAnalyticQueries.overview(scope), enabled });
  const materials = useQuery({ ...eventAnalyticQueries.materials(scope), enabled });
  return (
    <DashboardSection
      title={t('eventsAnalytics.overview')}
      queries={[overview, materials] as const}
      bodyHeight={BODY_HEIGHT}
    >
      {(analytic, products) => (
        <Stack gap="sm">
          <EventTiles analytic={analytic} />
          <ProductButtons materials={products} />
        </Stack>
      )}
    </DashboardSection>
  );
}

function EventTiles({ analytic }: { analytic: EventAnalytic }) {
  const { t } = useI18n();
  const number = useNumberFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('eventsAnalytics.overview.total', { count: analytic.total })}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
        {analytic.rows.map(({ eventName, count }) => {
          const value = (
            <Text component="span" display="block" size="lg" fw={700}>
              {number(count)}
            </Text>
          );
          // A kind of the provider's own: its name and count, with no cards of ours to open.
          if (!isKnown(EVENT_ANALYTIC_NAMES, eventName)) {
            return (
              <Box key={eventName} p="xs" style={TILE_STYLE('default-border')}>
                <Text component="span" display="block" size="xs" c="dimmed">
                  {eventName}
                </Text>{' '}
                {value}
              </Box>
            );
          }
          const group = GROUP_OF[eventName];
          const shown = search.eventName === group;
          return (
            <UnstyledButton
              key={eventName}
              aria-pressed={shown}
              onClick={() =>
                void navigate({
                  search: (previous) => ({ ...previous, eventName: shown ? undefined : group }),
                })
              }
              p="xs"
              style={TILE_STYLE(shown ? 'blue-6' : 'default-border')}
            >
              {/* Spans (a button holds no paragraphs), spaced so the name reads as the tile. */}
              <Text component="span" display="block" size="xs" c="dimmed">
                {t(`eventsAnalytics.overview.${eventName}`)}
              </Text>{' '}
              {value}{' '}
              <span className="kc-visually-hidden">
                {t('eventsAnalytics.overview.show', { group: t(`eventsAnalytics.event.${group}`) })}
              </span>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </>
  );
}

function ProductButtons({ materials }: { materials: EventAnalyticMaterials }) {
  const { t } = useI18n();
  const number = useNumberFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isMobile = useIsMobile();
  const chosen: readonly string[] = chickenTypesOf(search.chickenTypes);
  if (materials.length === 0) return null;
  const toggle = (material: string) => {
    const next = chosen.includes(material)
      ? chosen.filter((product) => product !== material)
      : [...chosen, material];
    void navigate({
      search: (previous) => ({ ...previous, chickenTypes: chickenTypesParam(next) }),
    });
  };
  return (
    // On a phone one line that scrolls inside itself, as the page's tab rows: seven lines of
    // products would push the cards off the first screen.
    <Group
      gap="xs"
      role="group"
      aria-label={t('eventsAnalytics.overview.products')}
      wrap={isMobile ? 'nowrap' : 'wrap'}
      preventGrowOverflow={false}
      style={isMobile ? { overflowX: 'auto', paddingBottom: 4 } : undefined}
    >
      {materials.map(({ material, count }) => (
        <Button
          key={material}
          size="compact-sm"
          variant={chosen.includes(material) ? 'filled' : 'default'}
          aria-pressed={chosen.includes(material)}
          onClick={() => toggle(material)}
          style={{ flexShrink: 0 }}
        >
          {t('eventsAnalytics.overview.product', {
            product: productLabel(material, t),
            count: number(count),
          })}
        </Button>
      ))}
    </Group>
  );
}

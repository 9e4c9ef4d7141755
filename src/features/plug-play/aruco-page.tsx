import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { pnpMutations, pnpQueries } from '../../api/pnp/pnp.queries';
import {
  ARUCO_STATUSES,
  arucoStatusLabel,
  type ArucoRestaurant,
  type ArucoStatus,
  type ArucoStream,
} from '../../api/pnp/pnp.schema';
import { isKnown } from '../../lib/known-value';
import { usePageScope } from '../../api/restaurants/page-scope';
import { startStream, stopStream } from '../../api/streams/streams.endpoints';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { plugPlay } from '../../lib/i18n/en/plug-play';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import { EmptyState } from '../../ui/feedback/empty-state';
import { errorText } from '../../ui/feedback/error-text';
import { UrlSearchField } from '../../ui/forms/url-search-field';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { FirstLoad } from '../../ui/list/first-load';
import { Typed } from '../../ui/list/typed';
import type { ArucoSearch } from './plug-play-search';
import { ConnectedButton } from '../../ui/forms/connected-button';

registerMessages(plugPlay);

/** A figure the provider did not give. */
const NONE = '—';

/** The streams' live state and checks are asked again this often while a restaurant is open. */
const ARUCO_REFRESH_MS = 10_000;
/** Rows shown at once; a large chain is narrowed by the search. */
const SHOWN_RESTAURANTS = 50;

const STATUS_COLORS: Record<ArucoStatus, string> = {
  VALID: 'green',
  INVALID: 'red',
  NOT_CHECKED: 'gray',
};
/** A status the console does not know: its code, in a neutral colour. */
const UNKNOWN_STATUS_COLOR = 'gray';

/** A restaurant's option label (spec 000 §3 'number - name'); its name alone without a number. */
const restaurantLabel = (restaurant: Pick<ArucoRestaurant, 'number' | 'name'>) =>
  restaurant.number === undefined ? restaurant.name : `${restaurant.number} - ${restaurant.name}`;

/**
 * Aruco validation (spec 001 §2 "lists restaurants and streams and starts and stops a stream"):
 * the user's restaurants with how many of their streams see all their markers; one opened, its
 * streams with their checks, each started and stopped here. Not one kitchen's page: it lists
 * the restaurants itself, so Global mode works.
 */
export function ArucoPage({ user, search }: { user: AccessSubject; search: ArucoSearch }) {
  const { t } = useI18n();
  const restaurants = useQuery(pnpQueries.arucoRestaurants());

  if (!restaurants.data)
    return (
      <FirstLoad
        query={restaurants}
        loadFailed={t('aruco.loadFailed')}
        loadingLabel={t('aruco.loading')}
      />
    );
  const opened = search.kitchen
    ? restaurants.data.find((restaurant) => restaurant.uuid === search.kitchen)
    : undefined;
  if (opened)
    return (
      <KitchenStreams
        key={opened.uuid}
        restaurantUuid={opened.uuid}
        name={restaurantLabel(opened)}
        user={user}
      />
    );
  return (
    <RestaurantList
      restaurants={restaurants.data}
      search={search.search ?? ''}
      unknown={search.kitchen !== undefined}
    />
  );
}

function RestaurantList({
  restaurants,
  search,
  unknown,
}: {
  restaurants: readonly ArucoRestaurant[];
  search: string;
  /** The URL named a restaurant the user does not have. */
  unknown: boolean;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const needle = search.trim().toLowerCase();
  const matching = restaurants.filter((restaurant) =>
    restaurantLabel(restaurant).toLowerCase().includes(needle),
  );
  const shown = matching.slice(0, SHOWN_RESTAURANTS);

  return (
    <Stack gap="sm">
      {unknown && (
        <Alert color="yellow" variant="light">
          {t('aruco.unknownKitchen')}
        </Alert>
      )}
      <UrlSearchField value={search} label={t('aruco.search')} placeholder={t('aruco.search')} />
      {restaurants.length === 0 ? (
        <EmptyState title={t('aruco.noRestaurants')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('aruco.noMatch', { search })} />
      ) : (
        <Stack gap="xs" component="ul" aria-label={t('aruco.restaurants')} p={0} m={0}>
          {shown.map((restaurant) => {
            const label = restaurantLabel(restaurant);
            const { streams, validStreams } = restaurant;
            // Counts the provider did not give: no colour claims a result.
            const color =
              streams === undefined || validStreams === undefined || streams === 0
                ? 'gray'
                : validStreams === streams
                  ? 'green'
                  : validStreams === 0
                    ? 'red'
                    : 'yellow';
            return (
              <Paper
                key={restaurant.uuid}
                withBorder
                p="sm"
                component="li"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      <Typed>{label}</Typed>
                    </Text>
                    <Group gap={6}>
                      <Badge color={color} variant="dot" c="var(--mantine-color-text)" tt="none">
                        {streams === 0
                          ? t('aruco.noStreamsCount')
                          : t('aruco.validCount', {
                              valid: validStreams ?? NONE,
                              total: streams ?? NONE,
                            })}
                      </Badge>
                    </Group>
                  </Stack>
                  <Button
                    variant="light"
                    aria-label={t('aruco.open', { name: label })}
                    onClick={() =>
                      setSearch((current) => ({ ...current, kitchen: restaurant.uuid }))
                    }
                  >
                    {t('aruco.restaurantStreams')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {matching.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('aruco.more', { shown: shown.length, total: matching.length })}
        </Text>
      )}
    </Stack>
  );
}

function KitchenStreams({
  restaurantUuid,
  name,
  user,
}: {
  restaurantUuid: string;
  name: string;
  user: AccessSubject;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const scope = usePageScope();
  const streams = useQuery({
    ...pnpQueries.arucoStreams(restaurantUuid),
    refetchInterval: ARUCO_REFRESH_MS,
  });
  const zone = resolveTimeZone(
    scope.choice.options.find((option) => option.value === restaurantUuid)?.timezone,
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          <Typed>{name}</Typed>
        </Text>
        <Button variant="subtle" onClick={() => setSearch(({ kitchen: _closed, ...rest }) => rest)}>
          {t('aruco.back')}
        </Button>
      </Group>
      {!streams.data ? (
        <FirstLoad
          query={streams}
          loadFailed={t('aruco.streamsFailed')}
          loadingLabel={t('aruco.streamsLoading')}
        />
      ) : streams.data.length === 0 ? (
        <EmptyState title={t('aruco.noStreams')} />
      ) : (
        <Stack gap="xs" component="ul" aria-label={t('aruco.streamsOf', { name })} p={0} m={0}>
          {streams.data.map((stream) => (
            <StreamRow
              key={stream.id}
              restaurantUuid={restaurantUuid}
              stream={stream}
              timeZone={zone}
              user={user}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StreamRow({
  restaurantUuid,
  stream,
  timeZone,
  user,
}: {
  /** The opened restaurant, whose stream this is. */
  restaurantUuid: string;
  stream: ArucoStream;
  timeZone: string;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const start = useMutation(pnpMutations.startStream());
  const stop = useMutation(pnpMutations.stopStream());
  const allowed = canCall(user, stream.live ? stopStream : startStream);
  const failed = start.isError ? start.error : stop.isError ? stop.error : null;

  const toggle = () => {
    start.reset();
    stop.reset();
    // Both by the stream's id (spec 001 §3 "Stream: id"), as the aruco row names it.
    if (stream.live) stop.mutate({ restaurantUuid, streamId: stream.id });
    else start.mutate({ restaurantUuid, streamId: stream.id });
  };

  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      style={{ listStyle: 'none' }}
      aria-label={stream.description}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} truncate>
              <Typed>{stream.description}</Typed>
            </Text>
            <Badge
              color={
                isKnown(ARUCO_STATUSES, stream.status)
                  ? STATUS_COLORS[stream.status]
                  : UNKNOWN_STATUS_COLOR
              }
              data-status={stream.status}
              variant="light"
              c="var(--mantine-color-text)"
              style={{ flex: 'none', minWidth: 'max-content' }}
            >
              {arucoStatusLabel(t, stream.status)}
            </Badge>
            {stream.live !== undefined && (
              <Badge
                color={stream.live ? 'green' : 'gray'}
                variant="dot"
                c="var(--mantine-color-text)"
                style={{ flex: 'none', minWidth: 'max-content' }}
              >
                {stream.live ? t('aruco.live') : t('aruco.notLive')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {stream.markersExpected === 0
              ? t('aruco.noMarkers')
              : t('aruco.markers', {
                  found: stream.markersFound ?? NONE,
                  expected: stream.markersExpected ?? NONE,
                })}
          </Text>
          {stream.checkedAt !== null && (
            <Text size="sm" c="dimmed">
              {t('aruco.checkedAt', {
                time: timestamp(stream.checkedAt, { dateLocale, timeZone }),
              })}
            </Text>
          )}
        </Stack>
        <ConnectedButton
          variant={stream.live ? 'outline' : 'filled'}
          color={stream.live ? 'red' : undefined}
          onClick={toggle}
          disabled={!allowed}
          loading={start.isPending || stop.isPending}
          aria-label={`${stream.live ? t('aruco.stopStream') : t('aruco.startStream')}: ${stream.description}`}
        >
          {stream.live ? t('aruco.stopStream') : t('aruco.startStream')}
        </ConnectedButton>
      </Group>
      {!allowed && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('aruco.watchOnly')}
        </Text>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert" mt="xs" title={t('aruco.streamFailed')}>
          {errorText(failed, t)}
        </Alert>
      )}
    </Paper>
  );
}

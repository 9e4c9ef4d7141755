import { Alert, Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startPnpZone, stopPnpZone } from '../../api/pnp/pnp.endpoints';
import { pnpMutations, pnpQueries } from '../../api/pnp/pnp.queries';
import { PNP_MODES, pnpModeLabel, type PnpMode, type PnpZone } from '../../api/pnp/pnp.schema';
import { isKnown } from '../../lib/known-value';
import { warmKitchenPage, type PageContext } from '../../api/restaurants/page-scope';
import { listLiveStreams } from '../../api/streams/streams.endpoints';
import { streamsQueries } from '../../api/streams/streams.queries';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { plugPlay } from '../../lib/i18n/en/plug-play';
import { video } from '../../lib/i18n/en/video';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { EmptyState } from '../../ui/feedback/empty-state';
import { errorText } from '../../ui/feedback/error-text';
import { OneKitchen, type ChosenKitchen } from '../../ui/feedback/one-kitchen';
import { PageLoader } from '../../ui/feedback/page-loader';
import { useDrawnLater } from '../../ui/hooks/use-drawn-later';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { FirstLoad } from '../../ui/list/first-load';
import { preloadStreamThumbnail } from '../../ui/video/use-stream-thumbnail';
import { LiveStreams } from './live-streams';
import type { PlugSearch } from './plug-play-search';
import { readWallOrder, wallOrder } from './wall-order';
import { ZoneWall } from './zone-wall';
import { ConnectedButton } from '../../ui/forms/connected-button';

// The tiles' menus name the stream details, whose own module loads when they open.
registerMessages(plugPlay, video);

/** A zone someone else starts or stops shows here within this time. */
const ZONES_REFRESH_MS = 15_000;

/** The zone shown: the URL's, else the kitchen's first (a stale link, another kitchen's zone). */
function zoneShown(zones: PnpZone[], wanted: string | undefined): PnpZone | undefined {
  return zones.find((zone) => zone.uuid === wanted) ?? zones[0];
}

/**
 * For the route's loader, on entering the page: the kitchen's zones and the modes, the shown
 * zone's streams, what is live now and, for a stopped zone, its first tile's picture (on the
 * screen on every device), asked beside the page's code and the restaurant choice rather than one
 * after another behind its renders.
 */
export function warmPlug(context: PageContext, search: DateRangeSearch & PlugSearch) {
  const { queryClient, user } = context;
  return warmKitchenPage(context, search, (restaurantUuid) => {
    void queryClient.prefetchQuery(pnpQueries.modes());
    if (canCall(user, listLiveStreams))
      void queryClient.prefetchQuery(streamsQueries.live(restaurantUuid));
    queryClient.fetchQuery(pnpQueries.zones(restaurantUuid)).then(
      (zones) => {
        const zone = zoneShown(zones, search.zone);
        if (!zone) return;
        void queryClient.prefetchQuery(pnpQueries.zoneStreams(zone.uuid));
        const first = wallOrder(zone.streamIds, readWallOrder(zone.uuid))[0];
        if (zone.mode === null && first !== undefined)
          preloadStreamThumbnail(zone.restaurantUuid ?? restaurantUuid, first);
      },
      () => undefined,
    );
  });
}

/**
 * Plug-and-play (spec 001 §2 "a stream wall with a horizontal layout, zone and mode selection,
 * start and stop of a zone, and stream swap"): one kitchen's zones, one at a time, and the
 * kitchen's streams live now (§7 "GET /streams/live"), each stream's details a tap away. In
 * Global mode it asks for the kitchen: zones are one kitchen's.
 */
export function PlugPage({
  user,
  search,
  onChooseRestaurant,
}: {
  user: AccessSubject;
  search: PlugSearch;
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  return (
    <OneKitchen why={t('plugPlay.oneKitchen')} onChoose={onChooseRestaurant}>
      {(kitchen) => (
        <KitchenZones key={kitchen.uuid} kitchen={kitchen} user={user} search={search} />
      )}
    </OneKitchen>
  );
}

function KitchenZones({
  kitchen,
  user,
  search,
}: {
  kitchen: ChosenKitchen;
  user: AccessSubject;
  search: PlugSearch;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const zones = useQuery({ ...pnpQueries.zones(kitchen.uuid), refetchInterval: ZONES_REFRESH_MS });
  const modes = useQuery(pnpQueries.modes());
  const drawn = useDrawnLater(zones.data !== undefined && modes.data !== undefined);
  // A mode the provider does not list leaves the URL once the modes load (spec 000 §5).
  const unlisted =
    search.mode !== undefined &&
    modes.data !== undefined &&
    !modes.data.some((mode) => mode.key === search.mode);
  useEffect(() => {
    if (unlisted) setSearch(({ mode: _dropped, ...rest }) => rest);
  }, [unlisted, setSearch]);

  if (!zones.data || !modes.data) {
    const failed = zones.isError ? zones : modes;
    return (
      <FirstLoad
        query={failed}
        loadFailed={t('plugPlay.loadFailed')}
        loadingLabel={t('plugPlay.loading')}
      />
    );
  }
  if (!drawn) return <PageLoader label={t('plugPlay.loading')} />;
  if (zones.data.length === 0)
    return <EmptyState title={t('plugPlay.noZones')}>{t('plugPlay.noZonesText')}</EmptyState>;

  const zone = zoneShown(zones.data, search.zone)!;
  const offered = modes.data.map((mode) => mode.key);
  const listed = modes.data;
  const modeName = (key: string) =>
    isKnown(PNP_MODES, key) ? t(`plugPlay.modeName.${key}`) : pnpModeLabel(listed, key);
  const modeText = (key: string) =>
    isKnown(PNP_MODES, key)
      ? t(`plugPlay.modeText.${key}`)
      : (listed.find((mode) => mode.key === key)?.description ?? null);
  const chosenMode = search.mode && offered.includes(search.mode) ? search.mode : offered[0];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('plugPlay.zone')}
          data={zones.data.map((item) => ({ value: item.uuid, label: item.name }))}
          value={zone.uuid}
          onChange={(event) => {
            const uuid = event.currentTarget.value;
            setSearch((current) => ({ ...current, zone: uuid }));
          }}
          w={{ base: '100%', xs: 240 }}
          translate="no"
        />
        <NativeSelect
          label={t('plugPlay.mode')}
          data={offered.map((key) => ({ value: key, label: modeName(key) }))}
          // A running zone shows its own mode: stopping it is what changes it.
          value={zone.mode ?? chosenMode ?? ''}
          disabled={zone.mode !== null}
          onChange={(event) => {
            const mode = event.currentTarget.value;
            setSearch((current) => ({ ...current, mode }));
          }}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {zone.mode !== null ? t('plugPlay.modeRunning') : chosenMode ? modeText(chosenMode) : null}
      </Text>
      <ZoneControl
        key={zone.uuid}
        zone={zone}
        mode={chosenMode}
        modeName={modeName}
        kitchen={kitchen}
        user={user}
      />
      <ZoneWall key={`wall-${zone.uuid}`} zone={zone} restaurantUuid={kitchen.uuid} user={user} />
      <LiveStreams restaurantUuid={kitchen.uuid} user={user} />
    </Stack>
  );
}

/** The zone's running state and since when (the kitchen's clock), with Start or Stop. */
function ZoneControl({
  zone,
  mode,
  modeName,
  kitchen,
  user,
}: {
  zone: PnpZone;
  mode: PnpMode | undefined;
  /** A mode in words: known ones translated, the provider's by the name it lists. */
  modeName(key: string): string;
  kitchen: ChosenKitchen;
  user: AccessSubject;
}) {
  const { t, dateLocale } = useI18n();
  const start = useMutation(pnpMutations.startZone());
  const stop = useMutation(pnpMutations.stopZone());
  const running = zone.mode !== null;
  const allowed = canCall(user, running ? stopPnpZone : startPnpZone);
  const failed = start.isError ? start : stop.isError ? stop : null;

  const command = () => {
    start.reset();
    stop.reset();
    // Stop names the mode the zone runs in as last seen: if it changed meanwhile, the
    // provider's refusal says so and the zone is asked again.
    if (zone.mode) stop.mutate({ zone: zone.uuid, mode: zone.mode });
    else if (mode) start.mutate({ zone: zone.uuid, mode });
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Badge
          color={running ? 'green' : 'gray'}
          variant="light"
          c="var(--mantine-color-text)"
          style={{ flex: 'none', minWidth: 'max-content' }}
        >
          {running ? t('plugPlay.running') : t('plugPlay.stopped')}
        </Badge>
        <Text size="sm" data-testid="zone-state">
          {zone.mode !== null && zone.startedAt !== null
            ? t('plugPlay.runningSince', {
                mode: modeName(zone.mode),
                time: timestamp(zone.startedAt, {
                  dateLocale,
                  timeZone: resolveTimeZone(kitchen.timeZone),
                }),
              })
            : t('plugPlay.notRunning')}
        </Text>
        <ConnectedButton
          onClick={command}
          disabled={!allowed || (!running && !mode)}
          loading={start.isPending || stop.isPending}
          color={running ? 'red' : undefined}
          ml={{ xs: 'auto' }}
        >
          {running ? t('plugPlay.stop') : t('plugPlay.start')}
        </ConnectedButton>
      </Group>
      {!allowed && (
        <Text size="sm" c="dimmed">
          {t('plugPlay.viewOnly')}
        </Text>
      )}
      {failed && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={failed === start ? t('plugPlay.startFailed') : t('plugPlay.stopFailed')}
        >
          {errorText(failed.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
